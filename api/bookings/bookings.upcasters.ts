import { createHash } from 'node:crypto';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_PREFIX } from '../../shared/bookingReference.ts';
import type { Upcasters } from '../eventStore/upcasters.ts';

/** The hold of bookings made before holds expired: 72 hours, whatever the setting is now. */
export const LEGACY_HOLD_HOURS = 72;
/** A BedBooked's deadline: its own, or for one stored before it had one, `at` plus the legacy hold. */
export const holdUntilOf = (data: { at: string; hold_until?: string }) =>
  data.hold_until ?? new Date(Date.parse(data.at) + LEGACY_HOLD_HOURS * 3_600_000).toISOString();

/** How older bookings' events are read (bookings.events.ts gives them to the event store). */
export const BOOKING_UPCASTERS: Upcasters = {
  // BedBooked 1 → 2: a booking made before holds expired gets the deadline it would have had
  // (72 hours), and one made before references gets one derived from its id.
  BedBooked: {
    1: (data) => ({
      ...data,
      hold_until: holdUntilOf(data),
      reference: data.reference ?? derivedBookingReference(data.booking_id),
    }),
  },
};

/**
 * Characters after "HB-" of a reference derived for a booking made before references. Derived
 * from the booking's id, it is the same at every read and every rebuild, with nothing stored. Eight
 * where a booking made since draws six: the two kinds can never be equal, and two derived ones
 * would clash once in about 31^8 / (bookings²), which the unique index would refuse loudly.
 */
export const DERIVED_REFERENCE_LENGTH = 8;

/** The reference of a booking made before references: the first bytes of its id's SHA-256, each picking a character. */
export function derivedBookingReference(bookingId: string): string {
  const digest = createHash('sha256').update(bookingId, 'utf8').digest();
  let characters = '';
  for (let i = 0; i < DERIVED_REFERENCE_LENGTH; i++) characters += charAt(digest[i]);
  return `${BOOKING_REFERENCE_PREFIX}${characters}`;
}

const charAt = (byte: number) => BOOKING_REFERENCE_ALPHABET[byte % BOOKING_REFERENCE_ALPHABET.length];

/** derivedBookingReference in SQL, for a fold reading the log: `bookingId` is an SQL expression of text. */
export function derivedBookingReferenceSql(bookingId: string): string {
  const digest = `sha256(convert_to(${bookingId}, 'UTF8'))`;
  const n = BOOKING_REFERENCE_ALPHABET.length;
  const characters = Array.from(
    { length: DERIVED_REFERENCE_LENGTH },
    (_, i) => `substr('${BOOKING_REFERENCE_ALPHABET}', get_byte(${digest}, ${i}) % ${n} + 1, 1)`,
  );
  return `('${BOOKING_REFERENCE_PREFIX}' || ${characters.join(' || ')})`;
}
