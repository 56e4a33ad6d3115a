import type { WaitlistOfferOutcome, WaitlistOfferRecord, WaitlistStatus } from '../plain/types.ts';

export const WAITLIST_STATUS_WORDS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  accepted: 'Accepted',
  left: 'Left',
  removed: 'Removed',
};

export const OFFER_OUTCOME_WORDS: Record<WaitlistOfferOutcome, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  lapsed: 'Lapsed',
  withdrawn: 'Withdrawn',
  room_closed: 'Withdrawn: room out of service',
};

/**
 * "Freed by BookingExpired of HB-XXXX; first in line; skipped: Ama (room type differs)". One passed
 * over by an offer whose log entry has lost their name (made before ids were kept) is "a student".
 */
export function offerWhy({ why }: Pick<WaitlistOfferRecord, 'why'>) {
  const place = why.position === 1 ? 'first in line' : `number ${why.position} in line`;
  const named = why.skipped.map((s) => `${s.full_name || 'a student'} (${s.reason})`);
  const skipped = named.length ? `; skipped: ${named.join(', ')}` : '';
  return `Freed by ${why.freed_by}; ${place}${skipped}`;
}
