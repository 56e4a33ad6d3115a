import { createHash } from 'node:crypto';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_PREFIX } from '../../shared/bookingReference.ts';
import { holdUntilOf } from '../bookings/bookings.events.ts';
import type { StoredEvent } from './types.ts';

/**
 * Stored events are never edited. When an event's shape changes, its producer writes the new
 * schema_version and an upcaster here lifts older versions on read, one step at a time:
 * `{ EventType: { 1: (data) => dataOfVersion2 } }`.
 */
type Upcaster = (data: any) => unknown;
const upcasters: Record<string, Record<number, Upcaster>> = {
  // BedBooked 1 → 2: a booking made before holds expired gets the deadline it would have had
  // (72 hours), and one made before references gets one derived from its id.
  BedBooked: {
    1: (data) => ({
      ...data,
      hold_until: holdUntilOf(data),
      reference: data.reference ?? derivedBookingReference(data.booking_id),
    }),
  },
  // PaymentNotificationReceived 1 → 2: the body as received is no longer kept (nor read).
  PaymentNotificationReceived: {
    1: ({ body: _body, ...data }) => data,
  },
};

export function upcast<E extends Pick<StoredEvent, 'type' | 'schemaVersion' | 'data'>>(event: E): E {
  const steps = upcasters[event.type];
  if (!steps) return event;
  let { data, schemaVersion } = event;
  while (steps[schemaVersion]) {
    data = steps[schemaVersion](data);
    schemaVersion += 1;
  }
  return { ...event, data, schemaVersion };
}

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
