// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toMonthDayYear } from './format.ts';
import { checkOutOf, guestStatus, stayDateLabel } from './bookingStatus.ts';
import { toGuestPayload } from '../bookings/guestForm.ts';
import { emptyPersonal, emptyRoomChoice } from '../bookings/bookingForm.ts';

const stay = { check_in_date: '2026-09-01', length_of_stay: 4, checked_in_at: null, checked_out_at: null };
const semester = { start_date: '2026-08-15', end_date: '2026-12-20' };

describe('a booked guest on the guest list', () => {
  it('checks out on the semester’s end date, not the length of stay after checking in', () => {
    expect(checkOutOf(semester)).toBe('2026-12-20');
    expect(checkOutOf(undefined)).toBe('');
  });

  it('is "Paid" or "Pending" within the stay, never "Active" while no arrival is recorded', () => {
    expect(guestStatus({ ...stay, payment_status: 'paid' }, semester, '2026-10-15')).toBe('Paid');
    expect(guestStatus({ ...stay, payment_status: 'pending' }, semester, '2026-09-01')).toBe('Pending');
  });

  it('is "Time Due" when payment is still pending after the check-in date', () => {
    expect(guestStatus({ ...stay, payment_status: 'pending' }, semester, '2026-09-02')).toBe('Time Due');
  });

  it('is "Time Due" once the semester has ended', () => {
    expect(guestStatus({ ...stay, payment_status: 'paid' }, semester, '2026-12-20')).toBe('Paid');
    expect(guestStatus({ ...stay, payment_status: 'paid' }, semester, '2026-12-21')).toBe('Time Due');
  });

  it('is "Active" once checked in at the lodge, "Time Due" if still in after the stay, "Checked Out" once left', () => {
    const arrived = { ...stay, payment_status: 'paid' as const, checked_in_at: '2026-09-01T10:00:00Z' };
    expect(guestStatus(arrived, semester, '2026-10-15')).toBe('Active');
    expect(guestStatus(arrived, semester, '2026-12-21')).toBe('Time Due');
    expect(guestStatus({ ...arrived, checked_out_at: '2026-12-20T09:00:00Z' }, semester, '2026-12-21')).toBe('Checked Out');
  });
});

describe('the wire formats of a booking', () => {
  it('sends dates month first', () => {
    expect(toMonthDayYear('2003-01-15')).toBe('01/15/2003');
  });

  it('sends a guest as full name and nationality', () => {
    const payload = toGuestPayload({
      ...emptyRoomChoice,
      ...emptyPersonal,
      price_per_bed: '900',
      dob: '2004-02-29',
      user_id: 'u7',
      first_name: ' Kwame ',
      last_name: 'Nkrumah',
      gender: 'male',
      phone_number: '020',
      email_address: 'k@hostel.test',
      country: 'Ghana',
    });
    expect(payload).toMatchObject({
      full_name: 'Kwame Nkrumah',
      nationality: 'Ghana',
      user_id: 'u7',
      dob: '02/29/2004',
      amount_paid: 900,
      length_of_stay: 4,
    });
    expect(payload).not.toHaveProperty('first_name');
  });
});

describe("a stay's dates", () => {
  it('are planned until their day has come', () => {
    expect(stayDateLabel('in', '2026-09-01', '2026-08-31')).toBe('Planned check-in');
    expect(stayDateLabel('out', '2026-12-20', '2026-12-20')).toBe('Planned check-out');
    expect(stayDateLabel('out', '', '2026-12-21')).toBe('Planned check-out');
  });

  it('are never said to have happened, paid or not, while nothing records arrivals', () => {
    expect(stayDateLabel('in', '2026-09-01', '2026-09-02')).toBe('Check-in');
    expect(stayDateLabel('out', '2026-12-20', '2026-12-21')).toBe('Check-out');
  });
});
