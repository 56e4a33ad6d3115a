import { conflict, invalid, notFound } from '../commands/errors.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { formatHostelMoment } from '../../shared/dateText.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { PAYMENT_STATUS_WORDS } from '../../shared/paymentWords.ts';
import { BOOKING_FORM_MESSAGES } from '../../shared/bookingFormMessages.ts';
import { sameIdentifier } from '../../shared/plainText.ts';
import {
  amountAfterMove,
  BED_BOOKED_VERSION,
  type BedBooked,
  type BookingEvent,
  type BookingExpired,
  type BookingMoved,
  type HoldExtended,
  type PaymentApproved,
  type PaymentQuestionAsked,
  type PaymentReferenceGiven,
  type PaymentRejected,
  type PaymentRevoked,
} from './bookings.events.ts';
import type { BookingForm } from '../../shared/records.ts';
import { checkInError, dobError, type SemesterDates } from '../../shared/bookingDates.ts';

/** What a decision needs to know about one booking: its stream folded. */
export type BookingState =
  | { exists: false }
  | {
      exists: true;
      booking_id: string;
      user_id: string;
      semester_id: string;
      room_id: string;
      room_number: string;
      /** Whose beds it may take: the gender the booking was made for. */
      gender: string;
      /** Due while pending; what was paid once paid (a move keeps it). */
      amount: number;
      status: PaymentStatus;
      /** The deadline of its hold while pending: paid by then, or the bed goes back. It does not run while under review. */
      hold_until: string;
      payment_reference: string | null;
      /** The office's question about the payment, open until the student gives a reference. */
      question: string | null;
    };

/** The room as the read model showed it when the student asked. */
export type RoomFacts = {
  id: string;
  semester_id: string;
  room_type_id: string;
  room_type: string;
  room_number: string;
  gender: string;
  room_status: string;
  beds_left: number;
  price_per_bed: number;
  out_of_service_reason: string | null;
};

export type BookBed = {
  type: 'BookBed';
  data: {
    booking_id: string;
    /** What the form claimed; it must agree with the room it names. */
    semester_id: string;
    room_type_id: string;
    room_number: string;
    room: RoomFacts;
    /** The dates of the room's semester, which the check-in and the student's age are held to. */
    semester: SemesterDates;
    user_id: string;
    holds_active_booking: boolean;
    form: BookingForm;
    booked_by: string;
    /** How long the bed is held unpaid (BOOKING_HOLD_HOURS). */
    hold_hours: number;
    /** The short reference to quote with the payment, made for this booking. */
    reference: string;
    /** The waitlist offer accepted, which holds the bed already: the room's free beds are not asked. */
    offer_id?: string;
  };
};
/**
 * Facts from the read models: `listed_unpaid`, the booking listed as unpaid, is true after a
 * rejection and also after its student's deletion released it, which the booking's own stream
 * does not record; `beds_left` of its room now, null when the room is gone.
 */
type PaymentFacts = {
  listed_unpaid: boolean;
  /** The booking's student account is deleted: nothing may be decided for it any more. */
  student_deleted: boolean;
  /** The status the deciding admin saw; when given and no longer so, the decision is refused. */
  expected_status?: PaymentStatus;
};
export type ApprovePayment = { type: 'ApprovePayment'; data: PaymentFacts & { beds_left: number | null } };
/** `reason`: why, shown to the student; none from the spec's client, whose student reads "rejected for non-payment". */
export type RejectPayment = { type: 'RejectPayment'; data: PaymentFacts & { reason?: string } };
export type RevokePayment = { type: 'RevokePayment'; data: PaymentFacts & { reason: string } };
/** The sweep (or a booking in the same room) gives back the bed of a hold past its deadline; nothing otherwise. */
export type ExpireHold = { type: 'ExpireHold'; data: Omit<PaymentFacts, 'expected_status'> };
/** An admin moves a pending booking's deadline later, up to `latest` (the end of its semester). */
export type ExtendHold = {
  type: 'ExtendHold';
  data: Omit<PaymentFacts, 'expected_status'> & { hold_until: string; reason: string; latest: string };
};
/** The student's own payment reference; `listed_unpaid` as for a payment decision. */
export type GivePaymentReference = { type: 'GivePaymentReference'; data: { payment_reference: string; listed_unpaid: boolean } };
/** The office asks the student about the payment (`reason`); the hold then runs `hold_hours` (BOOKING_HOLD_HOURS) for the answer. */
export type AskAboutPayment = {
  type: 'AskAboutPayment';
  data: Omit<PaymentFacts, 'expected_status'> & { reason: string; hold_hours: number };
};
/** An admin (`moved_by`) moves the booking to `room`, as the rooms read model shows it now. */
export type MoveBooking = {
  type: 'MoveBooking';
  data: Omit<PaymentFacts, 'expected_status'> & { room: RoomFacts; reason: string | null; moved_by: string };
};
export type BookingCommand =
  BookBed | ApprovePayment | RejectPayment | RevokePayment | ExpireHold | ExtendHold | GivePaymentReference | AskAboutPayment | MoveBooking;

export const initialState = (): BookingState => ({ exists: false });

export function evolve(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BedBooked': {
      const d = event.data;
      return {
        exists: true,
        booking_id: d.booking_id,
        user_id: d.user_id,
        semester_id: d.semester_id,
        room_id: d.room_id,
        room_number: d.room_number,
        gender: d.gender,
        amount: d.amount_paid,
        status: 'pending',
        hold_until: d.hold_until,
        payment_reference: null,
        question: null,
      };
    }
    case 'PaymentApproved':
      return state.exists ? { ...state, status: 'paid' } : state;
    case 'PaymentRejected':
    case 'PaymentRevoked':
    case 'BookingExpired':
      return state.exists ? { ...state, status: 'unpaid' } : state;
    case 'HoldExtended':
      return state.exists ? { ...state, hold_until: event.data.hold_until } : state;
    case 'PaymentReferenceGiven':
      return state.exists ? { ...state, payment_reference: event.data.payment_reference, question: null } : state;
    case 'PaymentQuestionAsked':
      return state.exists ? { ...state, question: event.data.reason, hold_until: event.data.hold_until } : state;
    case 'PaymentConfirmed':
      return state.exists ? { ...state, status: 'paid' } : state;
    case 'BookingMoved': {
      if (!state.exists) return state;
      const d = event.data;
      return { ...state, room_id: d.to_room_id, room_number: d.to_room_number, amount: amountAfterMove(d) };
    }
    // The other steps of an online payment leave the booking's status as it is.
    default:
      return state;
  }
}

export function decide(state: BookingState, command: BookingCommand, now: Date): BookingEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'BookBed':
      if (state.exists) throw conflict(MESSAGES.errors.conflict);
      return [bookBed(command.data, at)];
    case 'ApprovePayment':
      if (!state.exists) throw notFound('Booking');
      return [approve(decidable(state, command.data), command.data.beds_left, at)];
    case 'RejectPayment':
      if (!state.exists) throw notFound('Booking');
      return [reject(decidable(state, command.data), command.data.reason, at)];
    case 'RevokePayment':
      if (!state.exists) throw notFound('Booking');
      return [revoke(decidable(state, command.data), command.data.reason, at)];
    case 'ExpireHold':
      return expire(state, command.data, now);
    case 'ExtendHold':
      if (!state.exists) throw notFound('Booking');
      return [extend(decidable(state, command.data), command.data, now)];
    case 'GivePaymentReference':
      if (!state.exists) throw notFound('Booking');
      return givePaymentReference(asListed(state, command.data), command.data.payment_reference, now);
    case 'AskAboutPayment':
      if (!state.exists) throw notFound('Booking');
      return askAboutPayment(decidable(state, command.data), command.data, now);
    case 'MoveBooking':
      if (!state.exists) throw notFound('Booking');
      return [move(decidable(state, command.data), command.data, at)];
  }
}

function bookBed(c: BookBed['data'], at: string): BedBooked {
  const { room } = c;
  if (room.semester_id !== c.semester_id) throw invalid('room_id', BOOKING_FORM_MESSAGES.roomNotInSemester);
  if (room.room_type_id !== c.room_type_id || !sameIdentifier(room.room_number, c.room_number)) {
    throw invalid('room_number', BOOKING_FORM_MESSAGES.roomMismatch);
  }
  const dobProblem = dobError(c.form.dob, at, c.semester);
  if (dobProblem) throw invalid('dob', dobProblem);
  const checkInProblem = checkInError(c.form.check_in_date, c.semester);
  if (checkInProblem) throw invalid('check_in_date', checkInProblem);
  if (c.holds_active_booking) throw conflict(MESSAGES.booking.alreadyBooked);
  if (!c.offer_id) refuseUnlessBedFree(room, c.form.gender);
  return {
    type: 'BedBooked',
    schemaVersion: BED_BOOKED_VERSION,
    data: {
      ...c.form,
      booking_id: c.booking_id,
      user_id: c.user_id,
      semester_id: room.semester_id,
      room_id: room.id,
      room_type_id: room.room_type_id,
      room_type: room.room_type,
      room_number: room.room_number,
      amount_paid: room.price_per_bed,
      payment_status: 'pending',
      booked_by: c.booked_by,
      at,
      hold_until: new Date(Date.parse(at) + c.hold_hours * 3_600_000).toISOString(),
      reference: c.reference,
      ...(c.offer_id ? { offer_id: c.offer_id } : {}),
    },
  };
}

/** A bed of `room` may be taken for a booking of `gender`: one is left, of that gender, open and in service. */
function refuseUnlessBedFree(room: RoomFacts, gender: string) {
  if (room.beds_left <= 0) throw conflict(MESSAGES.booking.fullCapacity);
  if (room.gender !== gender) throw conflict(MESSAGES.booking.genderMismatch);
  if (room.room_status !== 'available') throw conflict(MESSAGES.booking.notBookable);
  if (room.out_of_service_reason !== null) throw conflict(MESSAGES.booking.outOfService);
}

type ExistingBooking = Extract<BookingState, { exists: true }>;

/**
 * A pending booking whose student gave a payment reference that the office has not decided on,
 * nor asked about: the student did what was asked of them, so its hold does not run.
 */
const underReview = (s: ExistingBooking) => s.status === 'pending' && s.payment_reference !== null && s.question === null;

const asListed = (state: ExistingBooking, facts: Pick<PaymentFacts, 'listed_unpaid'>): ExistingBooking =>
  facts.listed_unpaid ? { ...state, status: 'unpaid' } : state;

/** The booking as a decision may take it, or the refusal: a deleted student's, or not as the admin saw it. */
function decidable(state: ExistingBooking, facts: PaymentFacts): ExistingBooking {
  if (facts.student_deleted) throw conflict(MESSAGES.booking.studentDeleted);
  return asExpected(asListed(state, facts), facts);
}

/** A decision made on what the admin saw: another decision in between must not be silently undone. */
function asExpected(state: ExistingBooking, facts: PaymentFacts): ExistingBooking {
  if (facts.expected_status && facts.expected_status !== state.status) throw conflict(MESSAGES.booking.statusChanged(state.status));
  return state;
}

const decisionOf = (s: ExistingBooking, at: string) => ({
  booking_id: s.booking_id,
  user_id: s.user_id,
  semester_id: s.semester_id,
  room_id: s.room_id,
  amount: s.amount,
  previous_status: s.status,
  at,
});

function approve(state: ExistingBooking, bedsLeft: number | null, at: string): PaymentApproved {
  if (state.status === 'paid') throw conflict(MESSAGES.booking.alreadyPaid);
  // A rejected booking gave its bed back: approving it must find a bed again.
  const bedTaken = state.status === 'unpaid';
  if (bedTaken && bedsLeft === null) throw conflict(MESSAGES.booking.notBookable);
  if (bedTaken && bedsLeft! <= 0) throw conflict(MESSAGES.booking.fullCapacity);
  return { type: 'PaymentApproved', data: { ...decisionOf(state, at), bed_taken: bedTaken } };
}

function reject(state: ExistingBooking, reason: string | undefined, at: string): PaymentRejected {
  if (state.status === 'unpaid') throw conflict(MESSAGES.booking.alreadyRejected);
  // Undoing a payment is a separate, deliberate decision: a reject sent by mistake must not do it.
  if (state.status === 'paid') throw conflict(MESSAGES.booking.paidNotRejected);
  return { type: 'PaymentRejected', data: { ...decisionOf(state, at), bed_released: true, ...(reason ? { reason } : {}) } };
}

function revoke(state: ExistingBooking, reason: string, at: string): PaymentRevoked {
  if (state.status !== 'paid') throw conflict(MESSAGES.booking.revokeOnlyPaid);
  return { type: 'PaymentRevoked', data: { ...decisionOf(state, at), bed_released: true, reason } };
}

/**
 * Expiry is decided on the stream as it stands, so a sweep that lost the race to another server,
 * or to a decision, an extension or a payment reference, decides nothing: only a hold still
 * pending, not under review and past its deadline expires, and never one of a deleted student
 * (their deletion gave the bed back). The reason says whether a question went unanswered.
 */
function expire(state: BookingState, facts: ExpireHold['data'], now: Date): BookingExpired[] {
  if (!state.exists || facts.student_deleted) return [];
  const s = asListed(state, facts);
  if (s.status !== 'pending' || underReview(s) || Date.parse(s.hold_until) > now.getTime()) return [];
  const reason = s.question === null ? MESSAGES.holds.expired : MESSAGES.holds.questionUnanswered;
  const data = { ...decisionOf(s, now.toISOString()), bed_released: true, reason, hold_until: s.hold_until };
  return [{ type: 'BookingExpired', data }];
}

/**
 * An admin gives a pending booking more time: to a moment after its current deadline and after
 * now, and no later than `latest`. A hold past its deadline that no sweep has expired yet may
 * still be extended: the bed was not given to anyone.
 */
function extend(state: ExistingBooking, c: ExtendHold['data'], now: Date): HoldExtended {
  if (state.status !== 'pending') throw conflict(MESSAGES.holds.onlyPending);
  if (underReview(state)) throw conflict(MESSAGES.holds.underReview);
  const until = Date.parse(c.hold_until);
  if (until <= Date.parse(state.hold_until)) throw invalid('hold_until', MESSAGES.holds.notLater(formatHostelMoment(state.hold_until)));
  if (until <= now.getTime()) throw invalid('hold_until', MESSAGES.holds.inThePast);
  if (until > Date.parse(c.latest)) throw invalid('hold_until', MESSAGES.holds.tooLate(c.latest));
  const hold_until = new Date(until).toISOString();
  return {
    type: 'HoldExtended',
    data: { ...decisionOf(state, now.toISOString()), previous_hold_until: state.hold_until, hold_until, reason: c.reason },
  };
}

const statusWord = (s: ExistingBooking) => PAYMENT_STATUS_WORDS[s.status].toLowerCase();

/**
 * Only a pending booking takes a payment reference: a paid one is settled, and a rejected one holds
 * no bed to pay for. Given by the hold's deadline, it puts the payment under review; after it, the
 * bed is no longer the student's to keep (a sweep gives it back). Once under review, the same
 * reference again records nothing and another replaces it (a typo fixed); while the office's
 * question is open, any reference answers it, the same one too (the student says it is right).
 */
function givePaymentReference(state: ExistingBooking, paymentReference: string, now: Date): PaymentReferenceGiven[] {
  if (state.status !== 'pending') throw conflict(MESSAGES.paymentReference.onlyPending(statusWord(state)));
  if (!underReview(state) && Date.parse(state.hold_until) <= now.getTime()) throw conflict(MESSAGES.paymentReference.holdExpired);
  if (underReview(state) && state.payment_reference === paymentReference) return [];
  const { booking_id, user_id, semester_id, room_id, amount } = state;
  const data = { booking_id, user_id, semester_id, room_id, amount, payment_reference: paymentReference, at: now.toISOString() };
  return [{ type: 'PaymentReferenceGiven', data: state.question === null ? data : { ...data, answers_question: state.question } }];
}

/**
 * The office asks instead of rejecting: the booking stays pending and keeps its bed, and the hold
 * runs again for the student to answer, until `hold_hours` from now or the current deadline if
 * later. The same question while it is open records nothing (a second click).
 */
function askAboutPayment(state: ExistingBooking, c: AskAboutPayment['data'], now: Date): PaymentQuestionAsked[] {
  if (state.status !== 'pending') throw conflict(MESSAGES.paymentQuestion.onlyPending(statusWord(state)));
  if (state.question === c.reason) return [];
  const hold_until = new Date(Math.max(Date.parse(state.hold_until), now.getTime() + c.hold_hours * 3_600_000)).toISOString();
  return [
    {
      type: 'PaymentQuestionAsked',
      data: {
        ...decisionOf(state, now.toISOString()),
        reason: c.reason,
        payment_reference: state.payment_reference,
        previous_hold_until: state.hold_until,
        hold_until,
      },
    },
  ];
}

/**
 * The office moves a pending or paid booking to another room of its semester with a bed free for
 * it, as a booking would take one. A pending booking then owes the new room's price and keeps its
 * hold; a paid one keeps what was paid, and the price difference is left to settle (`balance`).
 */
function move(state: ExistingBooking, c: MoveBooking['data'], at: string): BookingMoved {
  if (state.status === 'unpaid') throw conflict(MESSAGES.move.onlyActive(statusWord(state)));
  const { room } = c;
  if (room.id === state.room_id) throw invalid('room_id', MESSAGES.move.sameRoom(room.room_number));
  if (room.semester_id !== state.semester_id) throw invalid('room_id', MESSAGES.move.otherSemester);
  refuseUnlessBedFree(room, state.gender);
  const paid = state.status === 'paid';
  const price = room.price_per_bed;
  return {
    type: 'BookingMoved',
    data: {
      booking_id: state.booking_id,
      user_id: state.user_id,
      semester_id: state.semester_id,
      from_room_id: state.room_id,
      from_room_number: state.room_number,
      to_room_id: room.id,
      to_room_number: room.room_number,
      to_room_type_id: room.room_type_id,
      to_room_type: room.room_type,
      payment_status: state.status,
      amount_before: state.amount,
      amount_after: price,
      balance: paid ? Math.round((price - state.amount) * 100) / 100 : 0,
      hold_until: paid || underReview(state) ? null : state.hold_until,
      reason: c.reason,
      moved_by: c.moved_by,
      at,
    },
  };
}

export const bookingDecider = { initialState, evolve, decide };
