import { describe, expect, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { BOOKING_FORM_MESSAGES } from '../../shared/bookingFormMessages.ts';
import { bookingDecider, type BookBed, type RoomFacts } from './bookings.decide.ts';
import type {
  BedBooked,
  BookingEvent,
  BookingExpired,
  BookingMoved,
  HoldExtended,
  PaymentApproved,
  PaymentQuestionAsked,
  PaymentReferenceGiven,
  PaymentRejected,
  PaymentRevoked,
} from './bookings.events.ts';
import type { BookingForm } from '../../shared/records.ts';

const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();
const given = (events: BookingEvent[] = []) => spec(bookingDecider).given(events);

const room: RoomFacts = {
  id: 'r1',
  semester_id: 's1',
  room_type_id: '1',
  room_type: 'Standard',
  room_number: 'A101',
  gender: 'female',
  room_status: 'available',
  beds_left: 2,
  price_per_bed: 1500,
  out_of_service_reason: null,
};

const form: BookingForm = {
  full_name: 'Ama Mensah',
  index_number: 'UG123',
  gender: 'female',
  dob: '2004-02-29',
  marital_status: 'Single',
  nationality: 'Ghana',
  program_of_study: 'Computer Science',
  phone_number: '0241234567',
  email_address: 'ama@hostel.test',
  house_address: 'Accra',
  emergency_contact_name: 'Yaa Mensah',
  emergency_contact_relationship: 'Mother',
  emergency_contact_phone_number: '0240000000',
  emergency_contact_house_address: 'Accra',
  check_in_date: '2026-09-01',
  length_of_stay: 4,
  medical_condition: null,
};

const book = (over: Partial<BookBed['data']> = {}, roomOver: Partial<RoomFacts> = {}): BookBed => ({
  type: 'BookBed',
  data: {
    booking_id: 'b1',
    semester_id: 's1',
    room_type_id: '1',
    room_number: 'A101',
    room: { ...room, ...roomOver },
    semester: { start_date: '2026-09-01', end_date: '2026-12-20' },
    user_id: 'u1',
    holds_active_booking: false,
    form,
    booked_by: 'u1',
    hold_hours: 72,
    reference: 'HB-7K3M9Q',
    ...over,
  },
});

const booked: BedBooked = {
  type: 'BedBooked',
  schemaVersion: 2,
  data: {
    ...form,
    booking_id: 'b1',
    user_id: 'u1',
    semester_id: 's1',
    room_id: 'r1',
    room_type_id: '1',
    room_type: 'Standard',
    room_number: 'A101',
    amount_paid: 1500,
    payment_status: 'pending',
    booked_by: 'u1',
    at,
    hold_until: '2026-09-04T08:00:00.000Z',
    reference: 'HB-7K3M9Q',
  },
};

const decision = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount: 1500, at };
const approved = (previous: 'pending' | 'unpaid', bedTaken: boolean): PaymentApproved => ({
  type: 'PaymentApproved',
  data: { ...decision, previous_status: previous, bed_taken: bedTaken },
});
const rejected = (previous: 'pending'): PaymentRejected => ({
  type: 'PaymentRejected',
  data: { ...decision, previous_status: previous, bed_released: true, reason: 'No payment received' },
});
const revoked: PaymentRevoked = {
  type: 'PaymentRevoked',
  data: { ...decision, previous_status: 'paid', bed_released: true, reason: 'The transfer bounced' },
};
const approve = (beds_left: number | null = 1, listed_unpaid = false, student_deleted = false) => ({
  type: 'ApprovePayment' as const,
  data: { beds_left, listed_unpaid, student_deleted },
});
const reject = { type: 'RejectPayment' as const, data: { listed_unpaid: false, student_deleted: false, reason: 'No payment received' } };
const revoke = { type: 'RevokePayment' as const, data: { listed_unpaid: false, student_deleted: false, reason: 'The transfer bounced' } };

describe('booking a bed', () => {
  it('books a pending bed at the room’s price, whatever the form claimed', () => {
    given().when(book(), now).then([booked]);
  });

  it('takes the room’s own number spelling and semester', () => {
    given()
      .when(book({ room_number: 'a101' }), now)
      .then([booked]);
  });

  it('refuses a student who already holds a pending or paid booking', () => {
    given()
      .when(book({ holds_active_booking: true }), now)
      .thenThrows(MESSAGES.booking.alreadyBooked);
  });

  it('refuses a full room', () => {
    given()
      .when(book({}, { beds_left: 0 }), now)
      .thenThrows(MESSAGES.booking.fullCapacity);
  });

  it('refuses a room of the other gender', () => {
    given()
      .when(book({}, { gender: 'male' }), now)
      .thenThrows(MESSAGES.booking.genderMismatch);
  });

  it.each(['occupied', 'restricted'])('refuses a room whose status is %s', (status) => {
    given()
      .when(book({}, { room_status: status }), now)
      .thenThrows(MESSAGES.booking.notBookable);
  });

  it('refuses a room out of service', () => {
    given()
      .when(book({}, { out_of_service_reason: 'Burst pipe' }), now)
      .thenThrows(MESSAGES.booking.outOfService);
  });

  it('refuses a room of another semester with 422', () => {
    given()
      .when(book({ semester_id: 's2' }), now)
      .thenThrows(expect422(BOOKING_FORM_MESSAGES.roomNotInSemester));
  });

  it('refuses a room number or type that does not match the room', () => {
    given()
      .when(book({ room_number: 'B202' }), now)
      .thenThrows(expect422(BOOKING_FORM_MESSAGES.roomMismatch));
    given()
      .when(book({ room_type_id: '2' }), now)
      .thenThrows(expect422(BOOKING_FORM_MESSAGES.roomMismatch));
  });

  it('never books the same booking id twice', () => {
    given([booked]).when(book(), now).thenThrows(MESSAGES.errors.conflict);
  });
});

describe('approving a payment', () => {
  it('moves a pending booking to paid without touching beds', () => {
    given([booked])
      .when(approve(), now)
      .then([approved('pending', false)]);
  });

  it('re-takes a bed when approving a rejected booking', () => {
    given([booked, rejected('pending')])
      .when(approve(1, true), now)
      .then([approved('unpaid', true)]);
  });

  it('re-takes a bed when approving a booking its student’s deletion released, which the stream does not record', () => {
    given([booked])
      .when(approve(1, true), now)
      .then([approved('unpaid', true)]);
  });

  it('refuses to re-approve a rejected booking when its room is full by then', () => {
    given([booked, rejected('pending')])
      .when(approve(0, true), now)
      .thenThrows(MESSAGES.booking.fullCapacity);
  });

  it('refuses to re-approve a rejected booking whose room is gone', () => {
    given([booked, rejected('pending')])
      .when(approve(null, true), now)
      .thenThrows(MESSAGES.booking.notBookable);
  });

  it('refuses an already paid booking', () => {
    given([booked, approved('pending', false)])
      .when(approve(), now)
      .thenThrows(MESSAGES.booking.alreadyPaid);
  });

  it('answers 404 for a booking that does not exist', () => {
    given()
      .when(approve(), now)
      .thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe("a booking's dates", () => {
  const withForm = (over: Partial<BookingForm>) => book({ form: { ...form, ...over } });
  it('refuses a date of birth not in the past, or making the student under 15 or over 100 at the semester start', () => {
    given()
      .when(withForm({ dob: '2030-01-01' }), now)
      .thenThrows(expect422(BOOKING_FORM_MESSAGES.dobInFuture));
    given()
      .when(withForm({ dob: '2011-09-02' }), now)
      .thenThrows(expect422(BOOKING_FORM_MESSAGES.dobImplausible(15, 100)));
    given()
      .when(withForm({ dob: '1925-08-31' }), now)
      .thenThrows(expect422(BOOKING_FORM_MESSAGES.dobImplausible(15, 100)));
    given()
      .when(withForm({ dob: '2011-09-01' }), now)
      .then([{ ...booked, data: { ...booked.data, dob: '2011-09-01' } }]);
  });

  it('refuses a check-in outside the semester, its first and last days allowed', () => {
    const outside = expect422(BOOKING_FORM_MESSAGES.checkInOutsideSemester('2026-09-01', '2026-12-20'));
    given()
      .when(withForm({ check_in_date: '2026-08-31' }), now)
      .thenThrows(outside);
    given()
      .when(withForm({ check_in_date: '2026-12-21' }), now)
      .thenThrows(outside);
    given()
      .when(withForm({ check_in_date: '2026-12-20' }), now)
      .then([{ ...booked, data: { ...booked.data, check_in_date: '2026-12-20' } }]);
  });
});

describe('rejecting a payment', () => {
  it('moves a pending booking to unpaid and releases its bed', () => {
    given([booked])
      .when(reject, now)
      .then([rejected('pending')]);
  });

  it('refuses a paid booking: undoing a payment is a revocation', () => {
    given([booked, approved('pending', false)])
      .when(reject, now)
      .thenThrows(MESSAGES.booking.paidNotRejected);
  });

  it('refuses an already rejected booking', () => {
    given([booked, rejected('pending')])
      .when({ ...reject, data: { ...reject.data, listed_unpaid: true } }, now)
      .thenThrows(MESSAGES.booking.alreadyRejected);
  });

  it('answers 404 for a booking that does not exist', () => {
    given()
      .when(reject, now)
      .thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('revoking a payment', () => {
  it('moves a paid booking to unpaid with its reason and releases its bed', () => {
    given([booked, approved('pending', false)])
      .when(revoke, now)
      .then([revoked]);
  });

  it('refuses a booking that is not paid', () => {
    given([booked]).when(revoke, now).thenThrows(MESSAGES.booking.revokeOnlyPaid);
    given([booked, rejected('pending')])
      .when(revoke, now)
      .thenThrows(MESSAGES.booking.revokeOnlyPaid);
  });
});

describe("a deleted student's booking", () => {
  it('can be neither approved, rejected nor revoked', () => {
    const gone = { student_deleted: true, listed_unpaid: true };
    given([booked])
      .when(approve(1, true, true), now)
      .thenThrows(MESSAGES.booking.studentDeleted);
    given([booked])
      .when({ ...reject, data: { ...reject.data, ...gone } }, now)
      .thenThrows(MESSAGES.booking.studentDeleted);
    given([booked, approved('pending', false)])
      .when({ ...revoke, data: { ...revoke.data, ...gone } }, now)
      .thenThrows(MESSAGES.booking.studentDeleted);
  });
});

function expect422(message: string) {
  return expect.objectContaining({ kind: 'invalid', message });
}

describe('a decision carrying the status it expects', () => {
  it('is refused when another decision came first: a reject meant for pending does not undo an approval', () => {
    given([booked, approved('pending', false)])
      .when({ ...reject, data: { ...reject.data, expected_status: 'pending' } }, now)
      .thenThrows(MESSAGES.booking.statusChanged('paid'));
  });

  it('goes through while the status is the one expected', () => {
    given([booked, approved('pending', false)])
      .when({ ...revoke, data: { ...revoke.data, expected_status: 'paid' } }, now)
      .then([revoked]);
    given([booked])
      .when({ ...approve(), data: { ...approve().data, expected_status: 'pending' } }, now)
      .then([approved('pending', false)]);
  });
});

describe("a booking's hold", () => {
  const deadline = '2026-09-04T08:00:00.000Z';
  const afterDeadline = new Date('2026-09-04T08:00:00Z');
  const expire = (over: Partial<{ listed_unpaid: boolean; student_deleted: boolean }> = {}) => ({
    type: 'ExpireHold' as const,
    data: { listed_unpaid: false, student_deleted: false, ...over },
  });
  const expired = (when: Date, hold_until = deadline): BookingExpired => ({
    type: 'BookingExpired',
    data: {
      ...decision,
      at: when.toISOString(),
      previous_status: 'pending',
      bed_released: true,
      reason: MESSAGES.holds.expired,
      hold_until,
    },
  });
  const extend = (hold_until: string, over: Partial<{ listed_unpaid: boolean; student_deleted: boolean; latest: string }> = {}) => ({
    type: 'ExtendHold' as const,
    data: {
      listed_unpaid: false,
      student_deleted: false,
      hold_until,
      reason: 'Paying on Monday',
      latest: '2026-12-20T23:59:59.999Z',
      ...over,
    },
  });
  const extended = (hold_until: string, previous = deadline, when = now): HoldExtended => ({
    type: 'HoldExtended',
    data: {
      ...decision,
      at: when.toISOString(),
      previous_status: 'pending',
      previous_hold_until: previous,
      hold_until,
      reason: 'Paying on Monday',
    },
  });

  it('lasts the configured hours from the booking', () => {
    given()
      .when(book({ hold_hours: 0.5 }), now)
      .then([{ ...booked, data: { ...booked.data, hold_until: '2026-09-01T08:30:00.000Z' } }]);
  });

  it('expires a pending booking from its deadline on, giving its bed back with the reason', () => {
    given([booked])
      .when(expire(), afterDeadline)
      .then([expired(afterDeadline)]);
    const late = new Date('2026-09-05T10:00:00Z');
    given([booked])
      .when(expire(), late)
      .then([expired(late)]);
  });

  it('expires nothing before the deadline', () => {
    given([booked]).when(expire(), new Date('2026-09-04T07:59:59.999Z')).then([]);
  });

  it('expires nothing once decided: a second sweep, or one after a decision, finds nothing to do', () => {
    given([booked, expired(afterDeadline)])
      .when(expire(), afterDeadline)
      .then([]);
    given([booked, approved('pending', false)])
      .when(expire(), afterDeadline)
      .then([]);
    given([booked, rejected('pending')])
      .when(expire(), afterDeadline)
      .then([]);
    given().when(expire(), afterDeadline).then([]);
  });

  it("expires nothing of a booking its student's deletion released", () => {
    given([booked])
      .when(expire({ listed_unpaid: true, student_deleted: true }), afterDeadline)
      .then([]);
    given([booked])
      .when(expire({ student_deleted: true }), afterDeadline)
      .then([]);
  });

  it('expires at the extended deadline, not the first one', () => {
    const later = '2026-09-06T17:00:00.000Z';
    given([booked, extended(later)])
      .when(expire(), afterDeadline)
      .then([]);
    const atLater = new Date(later);
    given([booked, extended(later)])
      .when(expire(), atLater)
      .then([expired(atLater, later)]);
  });

  it('is extended to a later deadline with the reason', () => {
    given([booked])
      .when(extend('2026-09-06T17:00:00Z'), now)
      .then([extended('2026-09-06T17:00:00.000Z')]);
  });

  it('may be extended past its deadline while no sweep expired it: the bed went to no one', () => {
    const late = new Date('2026-09-05T10:00:00Z');
    given([booked])
      .when(extend('2026-09-06T17:00:00.000Z'), late)
      .then([extended('2026-09-06T17:00:00.000Z', deadline, late)]);
  });

  it('words the deadlines of its refusals as the pages do, in the hostel’s time', () => {
    given([booked])
      .when(extend(deadline), now)
      .thenThrows(expect.objectContaining({ message: 'The new deadline must be later than the current one (4 Sept 2026, 08:00).' }));
    given([booked])
      .when(extend('2026-12-21T00:00:00.000Z'), now)
      .thenThrows(
        expect.objectContaining({ message: "The new deadline cannot be after the end of the booking's semester (20 Dec 2026)." }),
      );
  });

  it('refuses a deadline not later than the current one, in the past, or after the semester', () => {
    given([booked])
      .when(extend(deadline), now)
      .thenThrows(
        expect.objectContaining({ kind: 'invalid', field: 'hold_until', message: MESSAGES.holds.notLater('4 Sept 2026, 08:00') }),
      );
    given([booked])
      .when(extend('2026-09-04T10:00:00.000Z'), new Date('2026-09-04T11:00:00Z'))
      .thenThrows(expect.objectContaining({ kind: 'invalid', message: MESSAGES.holds.inThePast }));
    given([booked])
      .when(extend('2026-12-21T00:00:00.000Z'), now)
      .thenThrows(expect.objectContaining({ kind: 'invalid', message: MESSAGES.holds.tooLate('2026-12-20') }));
    given([booked])
      .when(extend('2026-12-20T23:59:59.000Z'), now)
      .then([extended('2026-12-20T23:59:59.000Z')]);
  });

  it('refuses to extend a booking that is not pending, or whose student was deleted', () => {
    given([booked, approved('pending', false)])
      .when(extend('2026-09-06T17:00:00Z'), now)
      .thenThrows(MESSAGES.holds.onlyPending);
    given([booked, expired(afterDeadline)])
      .when(extend('2026-09-06T17:00:00Z'), now)
      .thenThrows(expect.objectContaining({ kind: 'conflict', message: MESSAGES.holds.onlyPending }));
    given([booked])
      .when(extend('2026-09-06T17:00:00Z', { listed_unpaid: true, student_deleted: true }), now)
      .thenThrows(MESSAGES.booking.studentDeleted);
    given()
      .when(extend('2026-09-06T17:00:00Z'), now)
      .thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });

  it('may be approved past its deadline while no sweep expired it: the payment may have come in time', () => {
    given([booked])
      .when(approve(), new Date('2026-09-05T10:00:00Z'))
      .then([{ ...approved('pending', false), data: { ...approved('pending', false).data, at: '2026-09-05T10:00:00.000Z' } }]);
  });

  it('once expired, is approved as a rejected booking is: only if a bed is free again', () => {
    given([booked, expired(afterDeadline)])
      .when(approve(0, true), now)
      .thenThrows(MESSAGES.booking.fullCapacity);
    given([booked, expired(afterDeadline)])
      .when(approve(1, true), now)
      .then([approved('unpaid', true)]);
  });
});

describe("the student's payment reference", () => {
  const give = (payment_reference: string, listed_unpaid = false) => ({
    type: 'GivePaymentReference' as const,
    data: { payment_reference, listed_unpaid },
  });
  const given_ = (payment_reference: string): PaymentReferenceGiven => ({
    type: 'PaymentReferenceGiven',
    data: { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount: 1500, payment_reference, at },
  });

  it('is recorded on a pending booking, which stays pending', () => {
    given([booked])
      .when(give('MP240901.1234.A56789'), now)
      .then([given_('MP240901.1234.A56789')]);
  });

  it('replaces an earlier one, and the same one again records nothing', () => {
    given([booked, given_('MP240901.1234.A5678')])
      .when(give('MP240901.1234.A56789'), now)
      .then([given_('MP240901.1234.A56789')]);
    given([booked, given_('MP240901.1234.A56789')])
      .when(give('MP240901.1234.A56789'), now)
      .then([]);
  });

  it('does not change the status: the booking can still be approved or rejected after it', () => {
    given([booked, given_('MP1')])
      .when(approve(), now)
      .then([approved('pending', false)]);
    given([booked, given_('MP1')])
      .when(reject, now)
      .then([rejected('pending')]);
  });

  it('is refused once the booking is paid or rejected, in the words the student reads', () => {
    given([booked, approved('pending', false)])
      .when(give('MP1'), now)
      .thenThrows(MESSAGES.paymentReference.onlyPending('paid'));
    given([booked, rejected('pending')])
      .when(give('MP1'), now)
      .thenThrows(MESSAGES.paymentReference.onlyPending('rejected'));
    given([booked, approved('pending', false), revoked])
      .when(give('MP1'), now)
      .thenThrows(expect.objectContaining({ kind: 'conflict' }));
  });

  it("is refused for a booking its student's deletion released, which the stream does not record", () => {
    given([booked]).when(give('MP1', true), now).thenThrows(MESSAGES.paymentReference.onlyPending('rejected'));
  });

  it('answers 404 for a booking that does not exist', () => {
    given()
      .when(give('MP1'), now)
      .thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('a booking’s reference', () => {
  it('is the one drawn for it, carried in BedBooked', () => {
    given()
      .when(book({ reference: 'HB-ABCDEF' }), now)
      .then([{ ...booked, data: { ...booked.data, reference: 'HB-ABCDEF' } }]);
  });
});

describe('a payment under review', () => {
  const deadline = '2026-09-04T08:00:00.000Z';
  const late = new Date('2026-09-05T10:00:00Z');
  const muchLater = new Date('2026-10-30T10:00:00Z');
  const expire = { type: 'ExpireHold' as const, data: { listed_unpaid: false, student_deleted: false } };
  const give = (payment_reference: string) => ({
    type: 'GivePaymentReference' as const,
    data: { payment_reference, listed_unpaid: false },
  });
  const referenceGiven = (payment_reference: string, when = now, answers?: string): PaymentReferenceGiven => ({
    type: 'PaymentReferenceGiven',
    data: { ...decision, at: when.toISOString(), payment_reference, ...(answers ? { answers_question: answers } : {}) },
  });
  const ask = (reason: string, hold_hours = 72, over: Partial<{ listed_unpaid: boolean; student_deleted: boolean }> = {}) => ({
    type: 'AskAboutPayment' as const,
    data: { listed_unpaid: false, student_deleted: false, reason, hold_hours, ...over },
  });
  const asked = (reason: string, when: Date, hold_until: string, payment_reference: string | null = 'MP1'): PaymentQuestionAsked => ({
    type: 'PaymentQuestionAsked',
    data: {
      ...decision,
      at: when.toISOString(),
      previous_status: 'pending',
      reason,
      payment_reference,
      previous_hold_until: deadline,
      hold_until,
    },
  });
  const unreadable = 'The transaction ID has 9 digits; MTN gives 11. Please check your SMS.';
  const answerBy = '2026-09-08T10:00:00.000Z';

  it('does not expire while the office has not decided, however long it waits', () => {
    given([booked, referenceGiven('MP1')])
      .when(expire, late)
      .then([]);
    given([booked, referenceGiven('MP1')])
      .when(expire, muchLater)
      .then([]);
  });

  it('has no running hold to extend', () => {
    given([booked, referenceGiven('MP1')])
      .when(
        {
          type: 'ExtendHold',
          data: { listed_unpaid: false, student_deleted: false, hold_until: answerBy, reason: 'x', latest: '2026-12-20T23:59:59.999Z' },
        },
        late,
      )
      .thenThrows(expect.objectContaining({ kind: 'conflict', message: MESSAGES.holds.underReview }));
  });

  it('takes a corrected reference past the first deadline: the student is still under review', () => {
    given([booked, referenceGiven('MP1')])
      .when(give('MP12'), late)
      .then([referenceGiven('MP12', late)]);
  });

  it('is not entered by a reference given after the hold ended: the bed was no longer held', () => {
    given([booked])
      .when(give('MP1'), new Date(deadline))
      .thenThrows(expect.objectContaining({ kind: 'conflict', message: MESSAGES.paymentReference.holdExpired }));
  });

  describe("the office's question", () => {
    it('keeps the booking pending and gives the student the hold length from now to answer', () => {
      given([booked, referenceGiven('MP1')])
        .when(ask(unreadable), new Date('2026-09-05T10:00:00Z'))
        .then([asked(unreadable, late, answerBy)]);
    });

    it('keeps the current deadline when it is later, and may be asked before any reference', () => {
      given([booked])
        .when(ask(unreadable, 1), now)
        .then([asked(unreadable, now, deadline, null)]);
    });

    it('asked again the same records nothing; another question replaces it', () => {
      given([booked, referenceGiven('MP1'), asked(unreadable, late, answerBy)])
        .when(ask(unreadable), late)
        .then([]);
      given([booked, referenceGiven('MP1'), asked(unreadable, late, answerBy)])
        .when(ask('Which network?'), late)
        .then([
          {
            ...asked('Which network?', late, answerBy),
            data: { ...asked('Which network?', late, answerBy).data, previous_hold_until: answerBy },
          },
        ]);
    });

    it('lets the hold run again: unanswered by its deadline, the booking expires saying so', () => {
      const events = [booked, referenceGiven('MP1'), asked(unreadable, late, answerBy)];
      given(events).when(expire, new Date('2026-09-08T09:59:59.999Z')).then([]);
      const at = new Date(answerBy);
      given(events)
        .when(expire, at)
        .then([
          {
            type: 'BookingExpired',
            data: {
              ...decision,
              at: answerBy,
              previous_status: 'pending',
              bed_released: true,
              reason: MESSAGES.holds.questionUnanswered,
              hold_until: answerBy,
            },
          },
        ]);
    });

    it('is answered by a new reference, or the same one, naming the question; the payment is under review again', () => {
      const events = [booked, referenceGiven('MP1'), asked(unreadable, late, answerBy)];
      const answeredAt = new Date('2026-09-06T09:00:00Z');
      given(events)
        .when(give('MP12345678901'), answeredAt)
        .then([referenceGiven('MP12345678901', answeredAt, unreadable)]);
      given(events)
        .when(give('MP1'), answeredAt)
        .then([referenceGiven('MP1', answeredAt, unreadable)]);
      given([...events, referenceGiven('MP12345678901', answeredAt, unreadable)])
        .when(expire, muchLater)
        .then([]);
    });

    it('is answered no more once its deadline passed', () => {
      given([booked, referenceGiven('MP1'), asked(unreadable, late, answerBy)])
        .when(give('MP2'), new Date(answerBy))
        .thenThrows(MESSAGES.paymentReference.holdExpired);
    });

    it('may have its deadline extended by the office', () => {
      const extension = {
        listed_unpaid: false,
        student_deleted: false,
        hold_until: '2026-09-10T10:00:00.000Z',
        reason: 'Away',
        latest: '2026-12-20T23:59:59.999Z',
      };
      given([booked, referenceGiven('MP1'), asked(unreadable, late, answerBy)])
        .when({ type: 'ExtendHold', data: extension }, late)
        .then([
          {
            type: 'HoldExtended',
            data: {
              ...decision,
              at: late.toISOString(),
              previous_status: 'pending',
              previous_hold_until: answerBy,
              hold_until: '2026-09-10T10:00:00.000Z',
              reason: 'Away',
            },
          },
        ]);
    });

    it('is refused for a booking no longer pending, of a deleted student, or unknown', () => {
      given([booked, approved('pending', false)])
        .when(ask(unreadable), now)
        .thenThrows(expect.objectContaining({ kind: 'conflict', message: MESSAGES.paymentQuestion.onlyPending('paid') }));
      given([booked, rejected('pending')])
        .when(ask(unreadable), now)
        .thenThrows(MESSAGES.paymentQuestion.onlyPending('rejected'));
      given([booked])
        .when(ask(unreadable, 72, { listed_unpaid: true }), now)
        .thenThrows(MESSAGES.paymentQuestion.onlyPending('rejected'));
      given([booked])
        .when(ask(unreadable, 72, { listed_unpaid: true, student_deleted: true }), now)
        .thenThrows(MESSAGES.booking.studentDeleted);
      given()
        .when(ask(unreadable), now)
        .thenThrows(expect.objectContaining({ kind: 'not_found' }));
    });
  });
});

describe('moving a booking to another room', () => {
  const to: RoomFacts = { ...room, id: 'r2', room_number: 'B202', room_type_id: '2', room_type: 'Deluxe', price_per_bed: 1800 };
  const moveTo = (over: Partial<RoomFacts> = {}, facts = { listed_unpaid: false, student_deleted: false }) => ({
    type: 'MoveBooking' as const,
    data: { ...facts, room: { ...to, ...over }, reason: 'Closer to the stairs', moved_by: 'a1' },
  });
  const moved = (over: Partial<BookingMoved['data']> = {}): BookingMoved => ({
    type: 'BookingMoved',
    data: {
      booking_id: 'b1',
      user_id: 'u1',
      semester_id: 's1',
      from_room_id: 'r1',
      from_room_number: 'A101',
      to_room_id: 'r2',
      to_room_number: 'B202',
      to_room_type_id: '2',
      to_room_type: 'Deluxe',
      payment_status: 'pending',
      amount_before: 1500,
      amount_after: 1800,
      balance: 0,
      hold_until: booked.data.hold_until,
      reason: 'Closer to the stairs',
      moved_by: 'a1',
      at,
      ...over,
    },
  });

  it("makes a pending booking owe the new room's price and keeps its hold; a paid one keeps what it paid", () => {
    given([booked]).when(moveTo(), now).then([moved()]);
    given([booked, approved('pending', false)])
      .when(moveTo({ price_per_bed: 1200.25 }), now)
      .then([moved({ payment_status: 'paid', amount_after: 1200.25, balance: -299.75, hold_until: null })]);
  });

  it('decides the next move from the room and amount the last one left', () => {
    given([booked, moved()])
      .when(moveTo({ id: 'r1', room_number: 'A101', price_per_bed: 1500 }), now)
      .then([
        moved({
          from_room_id: 'r2',
          from_room_number: 'B202',
          to_room_id: 'r1',
          to_room_number: 'A101',
          amount_before: 1800,
          amount_after: 1500,
        }),
      ]);
    given([booked, moved()])
      .when(approve(), now)
      .then([
        { type: 'PaymentApproved', data: { ...decision, room_id: 'r2', amount: 1800, previous_status: 'pending', bed_taken: false } },
      ]);
  });

  it('refuses the same room, another semester, and a room without a bed for it', () => {
    given([booked])
      .when(moveTo({ id: 'r1' }), now)
      .thenThrows(MESSAGES.move.sameRoom('B202'));
    given([booked])
      .when(moveTo({ semester_id: 's2' }), now)
      .thenThrows(MESSAGES.move.otherSemester);
    given([booked])
      .when(moveTo({ beds_left: 0 }), now)
      .thenThrows(MESSAGES.booking.fullCapacity);
    given([booked])
      .when(moveTo({ gender: 'male' }), now)
      .thenThrows(MESSAGES.booking.genderMismatch);
    given([booked])
      .when(moveTo({ room_status: 'occupied' }), now)
      .thenThrows(MESSAGES.booking.notBookable);
    given([booked])
      .when(moveTo({ out_of_service_reason: 'Leak' }), now)
      .thenThrows(MESSAGES.booking.outOfService);
  });

  it("refuses a rejected booking and a deleted student's", () => {
    given([booked, rejected('pending')])
      .when(moveTo(), now)
      .thenThrows(MESSAGES.move.onlyActive('rejected'));
    given([booked])
      .when(moveTo({}, { listed_unpaid: true, student_deleted: true }), now)
      .thenThrows(MESSAGES.booking.studentDeleted);
  });
});
