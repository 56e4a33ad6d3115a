import type { BookingForm } from '../../shared/records.ts';

/**
 * Booking events, stream `booking-<booking_id>`. Every event's data carries `at`, the moment
 * of the decision by the injected clock, so replays and tests see the time the world saw.
 */
export type BedBooked = {
  type: 'BedBooked';
  /** 2 since `hold_until` and `reference`: version 1 events get both on read (api/eventStore/upcasters.ts). */
  schemaVersion?: number;
  data: BookingForm & {
    booking_id: string;
    user_id: string;
    semester_id: string;
    room_id: string;
    room_type_id: string;
    room_type: string;
    room_number: string;
    amount_paid: number;
    payment_status: 'pending';
    booked_by: string;
    at: string;
    /** Until when the bed is held unpaid: `at` plus the hold length (BOOKING_HOLD_HOURS). */
    hold_until: string;
    /** The short reference the student quotes with their payment (shared/bookingReference.ts). */
    reference: string;
  };
};
/** The version of BedBooked written now. */
export const BED_BOOKED_VERSION = 2;

type PaymentDecision = {
  booking_id: string;
  user_id: string;
  semester_id: string;
  room_id: string;
  amount: number;
  previous_status: 'pending' | 'paid' | 'unpaid';
  at: string;
};

/** pending|unpaid → paid. `bed_taken`: approving a rejected booking takes a bed again. */
export type PaymentApproved = { type: 'PaymentApproved'; data: PaymentDecision & { bed_taken: boolean } };
/**
 * pending → unpaid, which frees the bed the booking held. `reason`, shown to the student, is
 * absent from rejections stored before it was asked for (and from those of paid bookings then).
 */
export type PaymentRejected = { type: 'PaymentRejected'; data: PaymentDecision & { bed_released: boolean; reason?: string } };
/** paid → unpaid: a payment found not to be, undone with a reason; frees the bed as a rejection does. */
export type PaymentRevoked = { type: 'PaymentRevoked'; data: PaymentDecision & { bed_released: boolean; reason: string } };

/** pending → unpaid once its hold passed unpaid: frees the bed as a rejection does; `reason` says so. */
export type BookingExpired = {
  type: 'BookingExpired';
  data: PaymentDecision & { bed_released: boolean; reason: string; hold_until: string };
};
/** A pending booking's hold moved to a later `hold_until` by an admin, with the reason. */
export type HoldExtended = {
  type: 'HoldExtended';
  data: PaymentDecision & { previous_hold_until: string; hold_until: string; reason: string };
};

/**
 * The student (or an admin for them) says which mobile-money or bank payment settles the pending
 * booking; the status does not change, the office checks it before approving. A later one replaces it.
 */
export type PaymentReferenceGiven = {
  type: 'PaymentReferenceGiven';
  data: {
    booking_id: string;
    user_id: string;
    semester_id: string;
    room_id: string;
    amount: number;
    payment_reference: string;
    at: string;
  };
};

export type BookingEvent =
  BedBooked | PaymentApproved | PaymentRejected | PaymentRevoked | BookingExpired | HoldExtended | PaymentReferenceGiven;
export const BOOKING_EVENT_TYPES = [
  'BedBooked',
  'PaymentApproved',
  'PaymentRejected',
  'PaymentRevoked',
  'BookingExpired',
  'HoldExtended',
  'PaymentReferenceGiven',
] as const;
/** The decisions that take a booking to unpaid and give its bed back. */
export const RELEASING_DECISIONS = ['PaymentRejected', 'PaymentRevoked', 'BookingExpired'] as const;

/** The hold of bookings made before holds expired: 72 hours, whatever the setting is now. */
export const LEGACY_HOLD_HOURS = 72;
/** A BedBooked's deadline: its own, or for one stored before it had one, `at` plus the legacy hold. */
export const holdUntilOf = (data: { at: string; hold_until?: string }) =>
  data.hold_until ?? new Date(Date.parse(data.at) + LEGACY_HOLD_HOURS * 3_600_000).toISOString();

export const bookingStream = (bookingId: string) => `booking-${bookingId}`;
