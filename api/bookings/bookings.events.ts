import type { BookingForm } from '../../shared/records.ts';
import type { PaymentDecisionKind, PaymentStatus } from '../../shared/constants.ts';
import { registerPersonalData } from '../eventStore/personalData.ts';
import { registerUpcasters } from '../eventStore/upcasters.ts';
import type { PaymentDecision } from './paymentDecision.ts';
import { BOOKING_UPCASTERS } from './bookings.upcasters.ts';
import { CANCELLATION_EVENT_TYPES, type CancellationEvent } from './cancellation.events.ts';

// Whatever reads bookings' events loads this module: older ones are lifted as they are read.
registerUpcasters(BOOKING_UPCASTERS);

/** The form's personal fields, as a forgotten student's booking reads (docs/personal-data.md). */
export const FORGOTTEN_STUDENT = {
  full_name: 'Deleted student',
  index_number: '',
  dob: null,
  marital_status: '',
  nationality: '',
  program_of_study: '',
  phone_number: '',
  email_address: '',
  house_address: '',
  emergency_contact_name: '',
  emergency_contact_relationship: '',
  emergency_contact_phone_number: '',
  emergency_contact_house_address: '',
  medical_condition: null,
} as const;
registerPersonalData({
  BedBooked: { subject: 'user_id', forgotten: FORGOTTEN_STUDENT },
  PaymentReferenceGiven: { subject: 'user_id', forgotten: { payment_reference: null } },
  PaymentQuestionAsked: { subject: 'user_id', forgotten: { payment_reference: null } },
});

/**
 * Booking events, stream `booking-<booking_id>`. Every event's data carries `at`, the moment
 * of the decision by the injected clock, so replays and tests see the time the world saw.
 */
export type BedBooked = {
  type: 'BedBooked';
  /** 2 since `hold_until` and `reference`: version 1 events get both on read (bookings.upcasters.ts). */
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
    /** Made by accepting this waitlist offer, whose bed it keeps: it takes none of its own. */
    offer_id?: string;
  };
};
/** The version of BedBooked written now. */
export const BED_BOOKED_VERSION = 2;

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
 * From then on the payment is under review: the hold no longer runs until the office decides.
 * `answers_question`: the office's question this reference answers, when one was open.
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
    answers_question?: string;
  };
};
/**
 * The office asks the student about a pending booking's payment (`reason`, which the student
 * reads: a reference it cannot match, say) instead of rejecting it. The hold runs again, to
 * `hold_until`, for the student to answer with a new reference; `payment_reference` is the one asked about.
 */
export type PaymentQuestionAsked = {
  type: 'PaymentQuestionAsked';
  data: PaymentDecision & { reason: string; payment_reference: string | null; previous_hold_until: string; hold_until: string };
};

/**
 * The office moved a pending or paid booking to another room of its semester, which gives a bed
 * (`to_room_id`) as the old one gets its bed back (`from_room_id`). A pending booking's amount
 * becomes the new room's price (`amount_after`) and it keeps its hold (`hold_until`, null while
 * under review or paid); a paid one keeps what was paid (`amount_before`), and `balance` is what
 * the move leaves to settle: owed by the student when positive, to refund when negative, 0 for a
 * pending booking. `moved_by` is the admin; `reason`, when given, is shown with the move.
 */
export type BookingMoved = {
  type: 'BookingMoved';
  data: {
    booking_id: string;
    user_id: string;
    semester_id: string;
    from_room_id: string;
    from_room_number: string;
    to_room_id: string;
    to_room_number: string;
    to_room_type_id: string;
    to_room_type: string;
    payment_status: 'pending' | 'paid';
    amount_before: number;
    amount_after: number;
    balance: number;
    hold_until: string | null;
    reason: string | null;
    moved_by: string;
    at: string;
  };
};

/**
 * The porter's lodge: the student of a paid booking arrived and was given `key_number` (a key or a
 * card), with the porter's `note`; `by` is the porter (or admin) who recorded it.
 */
export type GuestCheckedIn = {
  type: 'GuestCheckedIn';
  data: {
    booking_id: string;
    user_id: string;
    semester_id: string;
    room_id: string;
    key_number: string;
    note: string | null;
    by: string;
    at: string;
  };
};
/** The student left: whether the key came back, and the room's condition as the porter found it. */
export type GuestCheckedOut = {
  type: 'GuestCheckedOut';
  data: {
    booking_id: string;
    user_id: string;
    semester_id: string;
    room_id: string;
    key_returned: boolean;
    condition_note: string | null;
    by: string;
    at: string;
  };
};

/** What the booking owes after a move: a pending one the new room's price, a paid one what it paid. */
export const amountAfterMove = (d: BookingMoved['data']) => (d.payment_status === 'pending' ? d.amount_after : d.amount_before);

export type BookingEvent =
  | BedBooked
  | BookingMoved
  | PaymentApproved
  | PaymentRejected
  | PaymentRevoked
  | BookingExpired
  | HoldExtended
  | PaymentReferenceGiven
  | PaymentQuestionAsked
  | OnlinePaymentEvent
  | CancellationEvent
  | GuestCheckedIn
  | GuestCheckedOut;
export const BOOKING_EVENT_TYPES = [
  'BedBooked',
  'PaymentApproved',
  'PaymentRejected',
  'PaymentRevoked',
  'BookingExpired',
  'HoldExtended',
  'PaymentReferenceGiven',
  'PaymentQuestionAsked',
  'BookingMoved',
  ...CANCELLATION_EVENT_TYPES,
  'GuestCheckedIn',
  'GuestCheckedOut',
] as const;
/** The decisions that take a booking to unpaid and give its bed back. */
export const RELEASING_DECISIONS = [
  'PaymentRejected',
  'PaymentRevoked',
  'BookingExpired',
  'BookingCancelled',
  'CancellationApproved',
] as const;

export const bookingStream = (bookingId: string) => `booking-${bookingId}`;

/**
 * Online payments of a booking, on its own stream so that they are decided in order with the
 * office's decisions: a confirmation and a rejection racing on one booking cannot both commit.
 * `reference` is the payment's, unique, and also the idempotency key at the provider.
 */
type OnlinePaymentFacts = {
  booking_id: string;
  user_id: string;
  semester_id: string;
  room_id: string;
  reference: string;
  provider: string;
  at: string;
};
/** How the provider says the student paid: the amount and currency paid, the channel (mobile_money) and bank (MTN). */
type PaidWith = { amount: number; currency: string; channel: string | null; bank: string | null; paid_at: string | null };

/**
 * The student started paying `amount` (the booking's price) online. Recorded before the provider
 * is asked, so that only the request that recorded it opens a checkout there: its page follows
 * in PaymentCheckoutOpened. Intents recorded before that carry the page here.
 */
export type PaymentIntentCreated = {
  type: 'PaymentIntentCreated';
  data: OnlinePaymentFacts & { amount: number; currency: string; authorization_url: string | null };
};
/** The provider opened the payment's checkout: the page the student pays on. */
export type PaymentCheckoutOpened = {
  type: 'PaymentCheckoutOpened';
  data: OnlinePaymentFacts & { authorization_url: string };
};
/**
 * pending → paid: the provider confirmed the amount and currency due, on verification (never on
 * a notification alone). Read models take it as they take PaymentApproved.
 */
export type PaymentConfirmed = {
  type: 'PaymentConfirmed';
  data: OnlinePaymentFacts & PaidWith & { previous_status: 'pending'; bed_taken: false };
};
/** Paid, but not the amount or currency due: the booking stays as it was, the office decides. */
export type PaymentMismatch = {
  type: 'PaymentMismatch';
  data: OnlinePaymentFacts & PaidWith & { expected_amount: number; expected_currency: string; booking_status: PaymentStatus };
};
/** Paid after the booking stopped waiting for it (rejected, expired, its student deleted) or was paid already: the office decides. */
export type LatePaymentReceived = {
  type: 'LatePaymentReceived';
  data: OnlinePaymentFacts & PaidWith & { booking_status: 'paid' | 'unpaid' };
};
/**
 * The provider says the payment failed, was abandoned or reversed, or its checkout could not be
 * opened (`not_opened`); a later success still confirms it.
 */
export type PaymentFailed = {
  type: 'PaymentFailed';
  data: OnlinePaymentFacts & { amount: number; provider_status: string };
};
/** The office gives a late or mismatched payment back, with a reason; the refund itself is made at the provider. */
export type PaymentRefundRequested = {
  type: 'PaymentRefundRequested';
  data: OnlinePaymentFacts & { amount: number; currency: string; reason: string };
};
/** The office took a late or mismatched payment for the booking: the existing approval, naming the payment. */
export type PaymentReheld = { type: 'PaymentApproved'; data: PaymentApproved['data'] & { reference: string } };

export type OnlinePaymentEvent =
  | PaymentIntentCreated
  | PaymentCheckoutOpened
  | PaymentConfirmed
  | PaymentMismatch
  | LatePaymentReceived
  | PaymentFailed
  | PaymentRefundRequested;
/** The events that mark a booking paid, which every read model counting paid bookings takes alike. */
export const PAID_DECISIONS = ['PaymentApproved', 'PaymentConfirmed'] as const;

/** The payment decision each deciding event is, in the API's words: what the history and a booking's `last_decision` say. */
export const DECISION_OF = {
  PaymentApproved: 'approved',
  PaymentConfirmed: 'confirmed',
  PaymentRejected: 'rejected',
  PaymentRevoked: 'revoked',
  BookingExpired: 'expired',
  BookingCancelled: 'cancelled',
  CancellationApproved: 'cancelled',
  CancellationRequested: 'cancellation_requested',
  CancellationRefused: 'cancellation_refused',
} as const satisfies Record<
  (typeof PAID_DECISIONS)[number] | (typeof RELEASING_DECISIONS)[number] | (typeof CANCELLATION_EVENT_TYPES)[number],
  PaymentDecisionKind
>;
