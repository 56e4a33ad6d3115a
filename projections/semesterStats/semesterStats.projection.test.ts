import { describe, it } from 'vitest';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { semesterStatsProjection } from './semesterStats.projection.ts';

const spec = projectionSpec(semesterStatsProjection);
const at = '2026-09-01T08:00:00.000Z';
const day2 = '2026-09-02T08:00:00.000Z';
const day3 = '2026-09-03T08:00:00.000Z';
const made = ['RoomCreated', { room_id: 'r1', semester_id: 's1', gender: 'female', room_type: 'Standard', room_capacity: 3, at }] as const;
const booked = ['BedBooked', { booking_id: 'b1', semester_id: 's1', room_id: 'r1', amount_paid: 1250.5, at }] as const;
const decided = (type: 'PaymentApproved' | 'PaymentRejected' | 'PaymentRevoked', when: string) =>
  [type, { booking_id: 'b1', semester_id: 's1', at: when }] as const;
const roomRow = { room_id: 'r1', semester_id: 's1', gender: 'female', room_type: 'Standard', capacity: 3 };
const bookingRow = {
  booking_id: 'b1',
  semester_id: 's1',
  room_id: 'r1',
  status: 'pending',
  released: false,
  amount: 1250.5,
  booked_at: at,
  decided_at: null,
  cancelled: false,
  kept: 0,
};

describe('the semester statistics read model', () => {
  it('counts a cancellation without a bed, keeping of a paid one only what was not refunded', async () => {
    const facts = { booking_id: 'b1', semester_id: 's1', amount: 1250.5 };
    await spec
      .given(made, booked, ['BookingCancelled', { ...facts, at: day2 }])
      .then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'unpaid', cancelled: true }] });
    await spec
      .given(made, booked, decided('PaymentApproved', day2), [
        'CancellationApproved',
        { ...facts, refund: true, refund_amount: 1000, at: day3 },
      ])
      .then({
        stats_rooms: [roomRow],
        stats_bookings: [{ ...bookingRow, status: 'unpaid', decided_at: day2, cancelled: true, kept: 250.5 }],
      });
  });

  it('keeps the rooms and the bookings, with the status of the last decision and the time of the first', async () => {
    await spec
      .given(made, booked, decided('PaymentRejected', day2), decided('PaymentApproved', day3))
      .then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'paid', decided_at: day2 }] });
  });

  it('counts a payment the provider confirmed as paid, once', async () => {
    const confirmed = ['PaymentConfirmed', { booking_id: 'b1', semester_id: 's1', reference: 'HST-1', amount: 1250.5, at: day2 }] as const;
    await spec
      .given(made, booked, confirmed)
      .then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'paid', decided_at: day2 }] });
  });

  it('counts a revoked payment as unpaid, no longer approved', async () => {
    await spec
      .given(made, booked, decided('PaymentApproved', day2), decided('PaymentRevoked', day3))
      .then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'unpaid', decided_at: day2 }] });
  });

  it("marks released the bookings its student's deletion released", async () => {
    await spec
      .given(made, booked, [
        'UserDeleted',
        { user_id: 'u1', released_bookings: [{ booking_id: 'b1', room_id: 'r1', semester_id: 's1' }], at: day2 },
      ])
      .then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'unpaid', released: true }] });
  });

  it('forgets a deleted room, and everything of a deleted semester', async () => {
    await spec.given(made, booked, ['RoomDeleted', { room_id: 'r1', at }]).then({ stats_rooms: [], stats_bookings: [bookingRow] });
    await spec
      .given(made, booked, ['SemesterDeleted', { semester_id: 's1', room_ids: ['r1'], at }])
      .then({ stats_rooms: [], stats_bookings: [] });
  });

  it('takes the gender, type and capacity of a room from its last edit', async () => {
    const edited = [
      'RoomUpdated',
      { room_id: 'r1', semester_id: 's1', gender: 'male', room_type: 'Executive', room_capacity: 4, at: day2 },
    ] as const;
    await spec
      .given(made, edited)
      .then({ stats_rooms: [{ ...roomRow, gender: 'male', room_type: 'Executive', capacity: 4 }], stats_bookings: [] });
  });

  it('counts an expired hold as unpaid, not released and not decided: no one took a decision', async () => {
    const expired = ['BookingExpired', { booking_id: 'b1', semester_id: 's1', room_id: 'r1', bed_released: true, at: day2 }] as const;
    await spec.given(made, booked, expired).then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'unpaid' }] });
    await spec
      .given(made, booked, expired, decided('PaymentApproved', day3))
      .then({ stats_rooms: [roomRow], stats_bookings: [{ ...bookingRow, status: 'paid', decided_at: day3 }] });
  });

  it('counts a moved booking in its new room, with the amount it owes while pending and what it paid once paid', async () => {
    const other = [
      'RoomCreated',
      { room_id: 'r2', semester_id: 's1', gender: 'female', room_type: 'Deluxe', room_capacity: 2, at },
    ] as const;
    const moved = (to: string, status: string, amount_after: number) =>
      [
        'BookingMoved',
        { booking_id: 'b1', from_room_id: 'r1', to_room_id: to, payment_status: status, amount_before: 1250.5, amount_after, at: day2 },
      ] as const;
    const rooms = [roomRow, { ...roomRow, room_id: 'r2', room_type: 'Deluxe', capacity: 2 }];
    await spec
      .given(made, other, booked, moved('r2', 'pending', 1800))
      .then({ stats_rooms: rooms, stats_bookings: [{ ...bookingRow, room_id: 'r2', amount: 1800 }] });
    await spec
      .given(made, other, booked, decided('PaymentApproved', day2), moved('r2', 'paid', 1800))
      .then({ stats_rooms: rooms, stats_bookings: [{ ...bookingRow, room_id: 'r2', status: 'paid', decided_at: day2 }] });
  });
});
