import { describe, it } from 'vitest';
import { FORGOTTEN_STUDENT } from '../../api/bookings/bookings.events.ts';
import { derivedBookingReference } from '../../api/bookings/bookings.upcasters.ts';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { bookingsProjection } from './bookings.projection.ts';

const spec = projectionSpec(bookingsProjection);
const at = '2026-09-01T08:00:00.000Z';
const later = '2026-09-02T08:00:00.000Z';
const form = {
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
const booking = {
  ...form,
  user_id: 'u1',
  semester_id: 's1',
  room_id: 'r1',
  room_type_id: '1',
  room_type: 'Standard',
  room_number: '101',
  amount_paid: 1250.5,
  payment_status: 'pending',
  booked_by: 'u1',
  reference: 'HB-7K3M9Q',
};
const booked = ['BedBooked', { ...booking, booking_id: 'b1', at }] as const;
// A booking stored before holds had a deadline gets one 72 hours after it was made.
const row = {
  ...booking,
  id: 'b1',
  decision_reason: null,
  last_decision: null,
  student_deleted: false,
  created_at: at,
  updated_at: at,
  hold_until: '2026-09-04T08:00:00.000Z',
  payment_reference: null,
  payment_reference_at: null,
  payment_review: null,
  payment_question: null,
  payment_question_at: null,
  balance: 0,
  cancellation: null,
  checked_in_at: null,
  key_number: null,
  check_in_note: null,
  checked_out_at: null,
  key_returned: null,
  check_out_note: null,
};
/** What a deleted student's booking reads: the form's personal fields and payment reference, forgotten. */
const forgotten = { ...FORGOTTEN_STUDENT, payment_reference: null };
const decision = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount: 1250.5, at: later };

describe('the bookings read model', () => {
  describe("a student's cancellation", () => {
    const approved = ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false, at }] as const;
    const paid = { ...row, last_decision: 'approved', payment_status: 'paid', hold_until: null };
    const request = { requested_at: later, reason: 'Going home' };
    const requested = [
      'CancellationRequested',
      { ...decision, previous_status: 'paid', reason: 'Going home', requested_by: 'u1' },
    ] as const;
    const answer = {
      ...decision,
      previous_status: 'paid',
      requested_at: later,
      request_reason: 'Going home',
      at: '2026-09-03T08:00:00.000Z',
    };
    const open = { ...request, decided: null, decided_at: null, decision_reason: null, refund: null, refund_amount: null };

    it('cancels a pending booking at once: unpaid, no hold, decided as cancelled', async () => {
      const cancelled = [
        'BookingCancelled',
        { ...decision, previous_status: 'pending', bed_released: true, reason: null, cancelled_by: 'u1' },
      ];
      await spec.given(booked, cancelled as never).then({
        bookings: [
          {
            ...row,
            payment_status: 'unpaid',
            last_decision: 'cancelled',
            updated_at: later,
            hold_until: null,
            cancellation: {
              requested_at: later,
              reason: null,
              decided: 'cancelled',
              decided_at: later,
              decision_reason: null,
              refund: false,
              refund_amount: 0,
            },
          },
        ],
      });
    });

    it("keeps a paid booking's request open and the booking paid, then the office's refusal", async () => {
      await spec.given(booked, approved, requested).then({ bookings: [{ ...paid, cancellation: open }] });
      const refused = ['CancellationRefused', { ...answer, reason: 'Term has started' }] as const;
      await spec.given(booked, approved, requested, refused).then({
        bookings: [
          {
            ...paid,
            cancellation: {
              ...request,
              decided: 'refused',
              decided_at: answer.at,
              decision_reason: 'Term has started',
              refund: false,
              refund_amount: 0,
            },
          },
        ],
      });
    });

    it('closes an open request when the payment is revoked, and keeps it closed once paid again', async () => {
      const revoked = [
        'PaymentRevoked',
        { ...answer, previous_status: 'paid', bed_released: true, reason: 'The transfer bounced' },
      ] as const;
      const revokedRow = {
        ...paid,
        payment_status: 'unpaid',
        last_decision: 'revoked',
        decision_reason: 'The transfer bounced',
        updated_at: answer.at,
        cancellation: null,
      };
      await spec.given(booked, approved, requested, revoked).then({ bookings: [revokedRow] });
      const again = [
        'PaymentApproved',
        { ...decision, previous_status: 'unpaid', bed_taken: true, at: '2026-09-04T08:00:00.000Z' },
      ] as const;
      await spec.given(booked, approved, requested, revoked, again).then({
        bookings: [
          {
            ...revokedRow,
            payment_status: 'paid',
            last_decision: 'approved',
            decision_reason: null,
            updated_at: '2026-09-04T08:00:00.000Z',
          },
        ],
      });
    });

    it('takes an approval: unpaid with the refund given', async () => {
      const yes = ['CancellationApproved', { ...answer, bed_released: true, refund: true, refund_amount: 1000, reason: 'Agreed' }] as const;
      await spec.given(booked, approved, requested, yes).then({
        bookings: [
          {
            ...paid,
            payment_status: 'unpaid',
            last_decision: 'cancelled',
            decision_reason: 'Agreed',
            updated_at: answer.at,
            cancellation: {
              ...request,
              decided: 'approved',
              decided_at: answer.at,
              decision_reason: 'Agreed',
              refund: true,
              refund_amount: 1000,
            },
          },
        ],
      });
    });
  });

  it("takes the guest's check-in and check-out, leaving the status and times as they were", async () => {
    const paid = ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false }] as const;
    const lodge = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', by: 'p1' };
    const checkedIn = [
      'GuestCheckedIn',
      { ...lodge, key_number: 'K-12', note: 'Came with a parent', at: '2026-09-03T10:00:00.000Z' },
    ] as const;
    const paidRow = { ...row, last_decision: 'approved', payment_status: 'paid', updated_at: later, hold_until: null };
    const inRow = { ...paidRow, checked_in_at: '2026-09-03T10:00:00.000Z', key_number: 'K-12', check_in_note: 'Came with a parent' };
    await spec.given(booked, paid, checkedIn).then({ bookings: [inRow] });
    const out = { ...lodge, key_returned: false, condition_note: 'Window cracked', at: '2026-12-20T09:00:00.000Z' };
    await spec.given(booked, paid, checkedIn, ['GuestCheckedOut', out]).then({
      bookings: [{ ...inRow, checked_out_at: '2026-12-20T09:00:00.000Z', key_returned: false, check_out_note: 'Window cracked' }],
    });
  });

  it('keeps every booking, pending when made', async () => {
    await spec.given(booked).then({ bookings: [row] });
  });

  it('takes the status and time of the last decision', async () => {
    await spec
      .given(booked, ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false }])
      .then({ bookings: [{ ...row, last_decision: 'approved', payment_status: 'paid', updated_at: later, hold_until: null }] });
    await spec
      .given(booked, ['PaymentRejected', { ...decision, previous_status: 'pending', bed_released: true }])
      .then({ bookings: [{ ...row, last_decision: 'rejected', payment_status: 'unpaid', updated_at: later, hold_until: null }] });
  });

  it('takes a payment the provider confirmed as paid, as an approval; a late or mismatched one changes nothing', async () => {
    const online = { ...decision, reference: 'HST-1', provider: 'paystack', currency: 'GHS', channel: 'mobile_money', bank: 'MTN' };
    const rejected = ['PaymentRejected', { ...decision, previous_status: 'pending', bed_released: true, reason: 'No payment' }] as const;
    await spec
      .given(booked, ['PaymentConfirmed', { ...online, previous_status: 'pending', bed_taken: false }])
      .then({ bookings: [{ ...row, last_decision: 'confirmed', payment_status: 'paid', updated_at: later, hold_until: null }] });
    await spec.given(booked, rejected, ['LatePaymentReceived', { ...online, booking_status: 'unpaid' }]).then({
      bookings: [
        {
          ...row,
          last_decision: 'rejected',
          payment_status: 'unpaid',
          decision_reason: 'No payment',
          updated_at: later,
          hold_until: null,
        },
      ],
    });
  });

  it('keeps the reason of the last rejection or revocation, and forgets it once approved; and which decision it was', async () => {
    const rejected = ['PaymentRejected', { ...decision, previous_status: 'pending', bed_released: true, reason: 'No payment' }] as const;
    await spec.given(booked, rejected).then({
      bookings: [
        {
          ...row,
          last_decision: 'rejected',
          payment_status: 'unpaid',
          decision_reason: 'No payment',
          updated_at: later,
          hold_until: null,
        },
      ],
    });
    const approved = ['PaymentApproved', { ...decision, previous_status: 'unpaid', bed_taken: true }] as const;
    await spec
      .given(booked, rejected, approved)
      .then({ bookings: [{ ...row, last_decision: 'approved', payment_status: 'paid', updated_at: later, hold_until: null }] });
    await spec
      .given(booked, rejected, approved, [
        'PaymentRevoked',
        { ...decision, previous_status: 'paid', bed_released: true, reason: 'Bounced' },
      ])
      .then({
        bookings: [
          { ...row, last_decision: 'revoked', payment_status: 'unpaid', decision_reason: 'Bounced', updated_at: later, hold_until: null },
        ],
      });
  });

  it("leaves unpaid the bookings its student's deletion released", async () => {
    await spec
      .given(booked, [
        'UserDeleted',
        { user_id: 'u1', released_bookings: [{ booking_id: 'b1', room_id: 'r1', semester_id: 's1' }], at: later },
      ])
      .then({ bookings: [{ ...row, ...forgotten, payment_status: 'unpaid', student_deleted: true, updated_at: later, hold_until: null }] });
  });

  it("marks every booking of a deleted student, those it did not release too, and no other's", async () => {
    const other = ['BedBooked', { ...booking, user_id: 'u2', booked_by: 'u2', booking_id: 'b2', reference: 'HB-22222Z', at }] as const;
    await spec
      .given(
        booked,
        other,
        ['PaymentRejected', { ...decision, previous_status: 'pending', bed_released: true }],
        ['UserDeleted', { user_id: 'u1', released_bookings: [], at: later }],
      )
      .then({
        bookings: [
          {
            ...row,
            ...forgotten,
            last_decision: 'rejected',
            payment_status: 'unpaid',
            student_deleted: true,
            updated_at: later,
            hold_until: null,
          },
          { ...row, id: 'b2', user_id: 'u2', booked_by: 'u2', reference: 'HB-22222Z' },
        ],
      });
  });

  it('keeps the deadline of a pending hold, moved by each extension, and forgets it once the hold expires', async () => {
    const deadline = '2026-09-03T08:00:00.000Z';
    const withHold = ['BedBooked', { ...booking, booking_id: 'b1', at, hold_until: deadline }] as const;
    await spec.given(withHold).then({ bookings: [{ ...row, hold_until: deadline }] });
    const extended = [
      'HoldExtended',
      { ...decision, previous_status: 'pending', previous_hold_until: deadline, hold_until: '2026-09-05T17:00:00.000Z', reason: 'Monday' },
    ] as const;
    await spec.given(withHold, extended).then({ bookings: [{ ...row, hold_until: '2026-09-05T17:00:00.000Z', updated_at: later }] });
    const expiredAt = '2026-09-05T17:00:30.000Z';
    await spec
      .given(withHold, extended, [
        'BookingExpired',
        {
          ...decision,
          at: expiredAt,
          previous_status: 'pending',
          bed_released: true,
          reason: 'Not paid',
          hold_until: '2026-09-05T17:00:00.000Z',
        },
      ])
      .then({
        bookings: [
          {
            ...row,
            last_decision: 'expired',
            payment_status: 'unpaid',
            decision_reason: 'Not paid',
            updated_at: expiredAt,
            hold_until: null,
          },
        ],
      });
  });

  it('keeps the last payment reference the student gave, beside a status it does not change', async () => {
    const given = (payment_reference: string, when: string) =>
      ['PaymentReferenceGiven', { ...decision, payment_reference, at: when }] as const;
    const review = { payment_review: 'under_review', hold_until: null };
    await spec
      .given(booked, given('MP-1', later), given('MP-2', '2026-09-03T08:00:00.000Z'))
      .then({ bookings: [{ ...row, ...review, payment_reference: 'MP-2', payment_reference_at: '2026-09-03T08:00:00.000Z' }] });
    await spec
      .given(booked, given('MP-1', later), ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false }])
      .then({
        bookings: [
          {
            ...row,
            payment_reference: 'MP-1',
            payment_reference_at: later,
            last_decision: 'approved',
            payment_status: 'paid',
            updated_at: later,
            hold_until: null,
          },
        ],
      });
  });

  describe('a payment under review', () => {
    const given = (payment_reference: string, when: string) =>
      ['PaymentReferenceGiven', { ...decision, payment_reference, at: when }] as const;
    const question = 'Unreadable ID';
    const asked = (when: string, hold_until: string, reason = question) =>
      [
        'PaymentQuestionAsked',
        { ...decision, at: when, previous_status: 'pending', reason, payment_reference: 'MP-1', previous_hold_until: at, hold_until },
      ] as const;
    const extended = (when: string, hold_until: string) =>
      [
        'HoldExtended',
        { ...decision, at: when, previous_status: 'pending', previous_hold_until: at, hold_until, reason: 'Monday' },
      ] as const;
    const askedAt = '2026-09-05T08:00:00.000Z';
    const answerBy = '2026-09-08T08:00:00.000Z';
    const withReference = { ...row, payment_reference: 'MP-1', payment_reference_at: later };
    const underReview = { ...withReference, payment_review: 'under_review', hold_until: null };
    const questionOpen = {
      ...withReference,
      payment_review: 'question_asked',
      payment_question: question,
      payment_question_at: askedAt,
      hold_until: answerBy,
    };

    it('has no deadline, whatever extension came before or after the reference', async () => {
      await spec.given(booked, given('MP-1', later)).then({ bookings: [underReview] });
      await spec
        .given(booked, extended(later, '2026-09-06T08:00:00.000Z'), given('MP-1', later))
        .then({ bookings: [{ ...underReview, updated_at: later }] });
      await spec
        .given(booked, given('MP-1', later), extended(later, '2026-09-06T08:00:00.000Z'))
        .then({ bookings: [{ ...underReview, updated_at: later }] });
    });

    it("keeps the office's question and its deadline, moved by an extension after it, until a reference answers it", async () => {
      await spec.given(booked, given('MP-1', later), asked(askedAt, answerBy)).then({ bookings: [questionOpen] });
      await spec
        .given(booked, given('MP-1', later), extended(later, '2026-09-06T08:00:00.000Z'), asked(askedAt, answerBy))
        .then({ bookings: [{ ...questionOpen, updated_at: later }] });
      await spec
        .given(booked, given('MP-1', later), asked(askedAt, answerBy), extended(askedAt, '2026-09-09T08:00:00.000Z'))
        .then({ bookings: [{ ...questionOpen, hold_until: '2026-09-09T08:00:00.000Z', updated_at: askedAt }] });
      await spec
        .given(booked, given('MP-1', later), asked(askedAt, answerBy), given('MP-2', '2026-09-06T08:00:00.000Z'))
        .then({ bookings: [{ ...underReview, payment_reference: 'MP-2', payment_reference_at: '2026-09-06T08:00:00.000Z' }] });
    });

    it('ends with a decision or a release, which leaves no review and no question', async () => {
      const expired = [
        'BookingExpired',
        { ...decision, at: answerBy, previous_status: 'pending', bed_released: true, reason: 'Unanswered', hold_until: answerBy },
      ] as const;
      await spec.given(booked, given('MP-1', later), asked(askedAt, answerBy), expired).then({
        bookings: [
          {
            ...withReference,
            last_decision: 'expired',
            payment_status: 'unpaid',
            decision_reason: 'Unanswered',
            updated_at: answerBy,
            hold_until: null,
          },
        ],
      });
      await spec
        .given(booked, given('MP-1', later), ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false }])
        .then({ bookings: [{ ...withReference, last_decision: 'approved', payment_status: 'paid', updated_at: later, hold_until: null }] });
      await spec
        .given(booked, given('MP-1', later), asked(askedAt, answerBy), [
          'UserDeleted',
          { user_id: 'u1', released_bookings: [{ booking_id: 'b1', room_id: 'r1', semester_id: 's1' }], at: askedAt },
        ])
        .then({
          bookings: [
            { ...withReference, ...forgotten, payment_status: 'unpaid', student_deleted: true, updated_at: askedAt, hold_until: null },
          ],
        });
    });
  });

  it('gives a booking made before references the one its id gives, in SQL as on read', async () => {
    const { reference: _none, ...old } = booking;
    await spec
      .given(['BedBooked', { ...old, booking_id: 'b-old', at }])
      .then({ bookings: [{ ...row, id: 'b-old', reference: derivedBookingReference('b-old') }] });
  });

  describe('a move to another room', () => {
    const moved = (over: Record<string, unknown>) =>
      [
        'BookingMoved',
        {
          booking_id: 'b1',
          user_id: 'u1',
          semester_id: 's1',
          from_room_id: 'r1',
          from_room_number: '101',
          to_room_id: 'r2',
          to_room_number: '202',
          to_room_type_id: '2',
          to_room_type: 'Deluxe',
          payment_status: 'pending',
          amount_before: 1250.5,
          amount_after: 1800,
          balance: 0,
          hold_until: row.hold_until,
          reason: null,
          moved_by: 'a1',
          at: later,
          ...over,
        },
      ] as const;
    const inNewRoom = { room_id: 'r2', room_number: '202', room_type_id: '2', room_type: 'Deluxe', updated_at: later };

    it("makes a pending booking owe the new room's price, and keeps its hold", async () => {
      await spec.given(booked, moved({})).then({ bookings: [{ ...row, ...inNewRoom, amount_paid: 1800 }] });
    });

    it('keeps what a paid booking paid, and what is left to settle', async () => {
      const approved = ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false }] as const;
      await spec.given(booked, approved, moved({ payment_status: 'paid', hold_until: null, balance: 549.5 })).then({
        bookings: [{ ...row, ...inNewRoom, payment_status: 'paid', last_decision: 'approved', hold_until: null, balance: 549.5 }],
      });
    });

    it('keeps a payment under review without a deadline, and the room of the last of two moves', async () => {
      const given = ['PaymentReferenceGiven', { ...decision, payment_reference: 'MP-1' }] as const;
      const back = moved({
        to_room_id: 'r1',
        to_room_number: '101',
        to_room_type_id: '1',
        to_room_type: 'Standard',
        amount_after: 1250.5,
        hold_until: null,
      });
      await spec.given(booked, given, moved({ hold_until: null }), back).then({
        bookings: [
          {
            ...row,
            hold_until: null,
            payment_reference: 'MP-1',
            payment_reference_at: later,
            payment_review: 'under_review',
            updated_at: later,
          },
        ],
      });
    });
  });
});
