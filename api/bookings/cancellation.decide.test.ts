import { describe, expect, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { CANCELLATION_MESSAGES } from '../../shared/cancellationMessages.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { bookingDecider } from './bookings.decide.ts';
import type { BedBooked, BookingEvent, PaymentApproved, PaymentRevoked } from './bookings.events.ts';
import type { CancellationRefused, CancellationRequested } from './cancellation.events.ts';

const now = new Date('2026-09-02T08:00:00Z');
const at = now.toISOString();
const given = (events: BookingEvent[] = []) => spec(bookingDecider).given(events);

const booked = {
  type: 'BedBooked',
  schemaVersion: 2,
  data: {
    booking_id: 'b1',
    user_id: 'u1',
    semester_id: 's1',
    room_id: 'r1',
    room_number: 'A101',
    gender: 'female',
    amount_paid: 1500,
    at: '2026-09-01T08:00:00.000Z',
    hold_until: '2026-09-04T08:00:00.000Z',
  },
} as unknown as BedBooked;
const facts = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount: 1500 };
const approved: PaymentApproved = {
  type: 'PaymentApproved',
  data: { ...facts, previous_status: 'pending', bed_taken: false, at: '2026-09-01T09:00:00.000Z' },
};
const requested: CancellationRequested = {
  type: 'CancellationRequested',
  data: { ...facts, previous_status: 'paid', reason: 'I got a place at home', requested_by: 'u1', at: '2026-09-01T10:00:00.000Z' },
};
const revoked: PaymentRevoked = {
  type: 'PaymentRevoked',
  data: { ...facts, previous_status: 'paid', bed_released: true, reason: 'Bounced', at: '2026-09-01T11:00:00.000Z' },
};

const cancel = (reason: string | null = null, over: { listed_unpaid?: boolean; student_deleted?: boolean } = {}) => ({
  type: 'CancelBooking' as const,
  data: { listed_unpaid: false, student_deleted: false, reason, by: 'u1', ...over },
});
const decideReq = (approve: boolean, refund = false, refund_amount?: number) => ({
  type: 'DecideCancellation' as const,
  data: { listed_unpaid: false, student_deleted: false, approve, refund, refund_amount, reason: 'Office decision' },
});

describe('a student cancels a pending booking', () => {
  it('cancels it at once and gives the bed back, with or without a reason', () => {
    given([booked])
      .when(cancel('Changed my mind'), now)
      .then([
        {
          type: 'BookingCancelled',
          data: { ...facts, previous_status: 'pending', bed_released: true, reason: 'Changed my mind', cancelled_by: 'u1', at },
        },
      ]);
    given([booked])
      .when(cancel(), now)
      .then([
        {
          type: 'BookingCancelled',
          data: { ...facts, previous_status: 'pending', bed_released: true, reason: null, cancelled_by: 'u1', at },
        },
      ]);
  });

  it('refuses a booking already unpaid: rejected, expired, cancelled or released by a deletion', () => {
    const cancelled = {
      type: 'BookingCancelled',
      data: { ...facts, previous_status: 'pending', bed_released: true, reason: null, cancelled_by: 'u1', at },
    } as const;
    given([booked, cancelled]).when(cancel(), now).thenThrows(CANCELLATION_MESSAGES.notActive('rejected'));
    given([booked])
      .when(cancel(null, { listed_unpaid: true }), now)
      .thenThrows(expect.objectContaining({ kind: 'conflict' }));
  });

  it('refuses a deleted student’s booking and one that does not exist', () => {
    given([booked])
      .when(cancel(null, { student_deleted: true }), now)
      .thenThrows(MESSAGES.booking.studentDeleted);
    given()
      .when(cancel(), now)
      .thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('a student asks to cancel a paid booking', () => {
  it('records the request with the reason; the booking stays paid', () => {
    given([booked, approved])
      .when(cancel('I got a place at home'), now)
      .then([{ type: 'CancellationRequested', data: { ...requested.data, at } }]);
  });

  it('needs a reason (422)', () => {
    given([booked, approved])
      .when(cancel(null), now)
      .thenThrows(expect.objectContaining({ kind: 'invalid', field: 'reason' }));
  });

  it('refuses a second request while one is open (409), and takes a new one after a refusal', () => {
    given([booked, approved, requested]).when(cancel('Again'), now).thenThrows(CANCELLATION_MESSAGES.alreadyRequested);
    const refused: CancellationRefused = {
      type: 'CancellationRefused',
      data: { ...requested.data, requested_at: requested.data.at, request_reason: requested.data.reason, reason: 'No', at },
    };
    given([booked, approved, requested, refused])
      .when(cancel('Please, again'), now)
      .then([{ type: 'CancellationRequested', data: { ...requested.data, reason: 'Please, again', at } }]);
  });
});

describe('the office decides a cancellation request', () => {
  const request = { requested_at: requested.data.at, request_reason: requested.data.reason };

  it('approves with the whole amount refunded by default: paid → unpaid, bed back', () => {
    given([booked, approved, requested])
      .when(decideReq(true, true), now)
      .then([
        {
          type: 'CancellationApproved',
          data: {
            ...facts,
            previous_status: 'paid',
            ...request,
            bed_released: true,
            refund: true,
            refund_amount: 1500,
            reason: 'Office decision',
            at,
          },
        },
      ]);
  });

  it('approves with part refunded, or none', () => {
    given([booked, approved, requested])
      .when(decideReq(true, true, 500), now)
      .then([expect.objectContaining({ data: expect.objectContaining({ refund: true, refund_amount: 500 }) }) as never]);
    given([booked, approved, requested])
      .when(decideReq(true, false, 500), now)
      .then([expect.objectContaining({ data: expect.objectContaining({ refund: false, refund_amount: 0 }) }) as never]);
  });

  it('refuses a refund above what was paid (422)', () => {
    given([booked, approved, requested])
      .when(decideReq(true, true, 1500.01), now)
      .thenThrows(expect.objectContaining({ kind: 'invalid', field: 'refund_amount' }));
  });

  it('refuses: the booking stays paid', () => {
    given([booked, approved, requested])
      .when(decideReq(false), now)
      .then([{ type: 'CancellationRefused', data: { ...facts, previous_status: 'paid', ...request, reason: 'Office decision', at } }]);
  });

  it('has nothing to decide without an open request, or once the payment was revoked meanwhile (409)', () => {
    given([booked, approved]).when(decideReq(true), now).thenThrows(CANCELLATION_MESSAGES.noRequest);
    given([booked, approved, requested, revoked]).when(decideReq(false), now).thenThrows(CANCELLATION_MESSAGES.noRequest);
  });
});
