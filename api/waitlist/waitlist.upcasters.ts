import type { Upcasters } from '../eventStore/upcasters.ts';

/** How older waitlist events are read (waitlist.events.ts gives them to the event store). */
export const WAITLIST_UPCASTERS: Upcasters = {
  // WaitlistOfferMade 1 → 2: those passed over were named, not identified. Their names belong to
  // others than the offer's student, so version 2 keeps only their ids; a version-1 entry reads
  // with no id, and keeps its name where the log still holds one.
  WaitlistOfferMade: {
    1: (data) => ({
      ...data,
      why: {
        ...data.why,
        skipped: (data.why?.skipped ?? []).map((s: { full_name?: string; reason: string }) => ({
          user_id: null,
          reason: s.reason,
          ...(typeof s.full_name === 'string' ? { full_name: s.full_name } : {}),
        })),
      },
    }),
  },
};
