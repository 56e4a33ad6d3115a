import type { StoredEvent } from '../eventStore/types.ts';
import type { BookingHistoryEntry } from '../../shared/records.ts';

/** What a check-in or check-out adds to its step of the booking's history: the key, and the porter's note as its reason. */
export function arrivalStepOf(e: StoredEvent): Partial<BookingHistoryEntry> {
  if (e.type === 'GuestCheckedIn') return { key_number: e.data.key_number, reason: e.data.note ?? null };
  if (e.type === 'GuestCheckedOut') return { key_returned: e.data.key_returned, reason: e.data.condition_note ?? null };
  return {};
}
