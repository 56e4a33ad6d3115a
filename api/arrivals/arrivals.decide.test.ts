import { describe, expect, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { BookingEvent, GuestCheckedIn } from '../bookings/bookings.events.ts';
import { arrivalDecider, type ArrivalCommand } from './arrivals.decide.ts';
import { isNoShow as isNoShowFor } from '../../shared/arrivals.ts';

const now = new Date('2026-09-03T10:00:00Z');
const at = now.toISOString();
const facts = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1' };
const decision = { ...facts, amount: 1500, at: '2026-09-01T09:00:00.000Z' };
const given = (events: BookingEvent[] = []) => spec(arrivalDecider).given(events);

const booked = {
  type: 'BedBooked',
  data: { ...facts, room_number: 'A101', gender: 'female', amount_paid: 1500, hold_until: '2026-09-04T08:00:00.000Z' },
} as unknown as BookingEvent;
const paid: BookingEvent = { type: 'PaymentApproved', data: { ...decision, previous_status: 'pending', bed_taken: false } };
const revoked: BookingEvent = {
  type: 'PaymentRevoked',
  data: { ...decision, previous_status: 'paid', bed_released: true, reason: 'Bounced' },
};
const checkIn = (listed_status: 'pending' | 'paid' | 'unpaid' = 'paid'): ArrivalCommand => ({
  type: 'CheckIn',
  data: { listed_status, key_number: 'K-12', note: null, by: 'p1' },
});
const checkOut: ArrivalCommand = { type: 'CheckOut', data: { key_returned: true, condition_note: 'Clean', by: 'p1' } };
const checkedIn: GuestCheckedIn = { type: 'GuestCheckedIn', data: { ...facts, key_number: 'K-12', note: null, by: 'p1', at } };

describe('checking a guest in', () => {
  it('records the key given, on a paid booking', () => {
    given([booked, paid]).when(checkIn(), now).then([checkedIn]);
  });

  it('refuses a booking that is not paid, or not paid any more, or gone from the read model', () => {
    given([booked]).when(checkIn('pending'), now).thenThrows(MESSAGES.arrivals.onlyPaid('pending'));
    given([booked, paid, revoked]).when(checkIn(), now).thenThrows(MESSAGES.arrivals.onlyPaid('rejected'));
    // Its student was deleted: the read model lists it unpaid though its stream says paid.
    given([booked, paid]).when(checkIn('unpaid'), now).thenThrows(MESSAGES.arrivals.onlyPaid('rejected'));
    given([]).when(checkIn(), now).thenThrows('Booking not found.');
  });

  it('records one arrival: a second check-in, or one after the check-out, is refused', () => {
    given([booked, paid, checkedIn]).when(checkIn(), now).thenThrows(MESSAGES.arrivals.alreadyCheckedIn);
    const out: BookingEvent = { type: 'GuestCheckedOut', data: { ...facts, key_returned: true, condition_note: null, by: 'p1', at } };
    given([booked, paid, checkedIn, out]).when(checkIn(), now).thenThrows(MESSAGES.arrivals.alreadyCheckedOut);
  });
});

describe('checking a guest out', () => {
  it('records whether the key came back and the condition, after a check-in', () => {
    given([booked, paid, checkedIn])
      .when(checkOut, now)
      .then([{ type: 'GuestCheckedOut', data: { ...facts, key_returned: true, condition_note: 'Clean', by: 'p1', at } }]);
  });

  it('refuses a guest not checked in, or checked out already', () => {
    given([booked, paid]).when(checkOut, now).thenThrows(MESSAGES.arrivals.notCheckedIn);
    const out: BookingEvent = { type: 'GuestCheckedOut', data: { ...facts, key_returned: true, condition_note: null, by: 'p1', at } };
    given([booked, paid, checkedIn, out]).when(checkOut, now).thenThrows(MESSAGES.arrivals.alreadyCheckedOut);
  });
});

describe('a no-show', () => {
  it('is a paid booking not checked in NO_SHOW_DAYS after its check-in date', () => {
    const b = { payment_status: 'paid' as const, check_in_date: '2026-09-01', checked_in_at: null };
    expect(isNoShowFor(b, '2026-09-03', 3)).toBe(false);
    expect(isNoShowFor(b, '2026-09-04', 3)).toBe(true);
    expect(isNoShowFor({ ...b, checked_in_at: at }, '2026-09-30', 3)).toBe(false);
    expect(isNoShowFor({ ...b, payment_status: 'pending' }, '2026-09-30', 3)).toBe(false);
    expect(isNoShowFor(b, '2026-09-01', 0)).toBe(true);
  });
});
