import { customAlphabet } from 'nanoid';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH, BOOKING_REFERENCE_PREFIX } from '../../shared/bookingReference.ts';

const characters = customAlphabet(BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH);

/**
 * A new booking's reference, e.g. "HB-7K3M9Q": short enough to type into a mobile-money payment's
 * description. Drawn at random from 31^6 (about 887 million), so two bookings may, rarely, draw the
 * same one: the bookings read model's unique index refuses the second, and placeBooking draws again.
 */
export const newBookingReference = () => `${BOOKING_REFERENCE_PREFIX}${characters()}`;

/** The unique index that refuses a reference already given to another booking. */
export const REFERENCE_RULE = 'bookings_reference_unique';

/** True when `error` is the read model refusing a reference another booking holds. */
export function isReferenceTaken(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string; constraint?: string } | null;
  return pg?.code === '23505' && (pg.constraint_name ?? pg.constraint) === REFERENCE_RULE;
}

/** Draws of a reference before giving up: a second clash in a row is already one in hundreds of millions. */
export const REFERENCE_DRAWS = 3;

/** Books with a new reference, and again with another if the one drawn was taken meanwhile. */
export async function withFreshReference<T>(book: (reference: string) => Promise<T>, draw = newBookingReference): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await book(draw());
    } catch (error) {
      if (!isReferenceTaken(error) || attempt >= REFERENCE_DRAWS) throw error;
    }
  }
}
