import { describe, expect, it } from 'vitest';
import { emptyStats, evolveStats, summarizeStats } from './statsFold.ts';

const S = 'sem1';
const room = (room_id: string, gender: string, room_type: string, room_capacity: number, semester_id = S) => ({
  type: 'RoomCreated',
  data: { room_id, semester_id, gender, room_type, room_capacity },
});
const booked = (booking_id: string, room_id: string, at: string, amount_paid = 1000, semester_id = S) => ({
  type: 'BedBooked',
  data: { booking_id, room_id, semester_id, amount_paid, at },
});
const decided = (type: 'PaymentApproved' | 'PaymentRejected', booking_id: string, at: string) => ({
  type,
  data: { booking_id, semester_id: S, at },
});

function fold(events: { type: string; data: any }[]) {
  return summarizeStats(events.reduce((s, e) => evolveStats(s, S, e), emptyStats()), S, '2026-09-10T00:00:00.000Z');
}

describe('semester stats fold', () => {
  it('counts rooms, beds, occupancy, statuses, revenue, bookings per day and the median decision time', () => {
    const stats = fold([
      room('r1', 'male', 'Standard', 2),
      room('r2', 'female', 'Executive', 4),
      room('other', 'male', 'Standard', 6, 'sem2'),
      booked('b1', 'r1', '2026-09-01T08:00:00.000Z', 1200),
      booked('b2', 'r2', '2026-09-01T09:00:00.000Z', 2000),
      booked('b3', 'r2', '2026-09-02T09:00:00.000Z', 2000),
      booked('x', 'other', '2026-09-02T09:00:00.000Z', 2000, 'sem2'),
      decided('PaymentApproved', 'b1', '2026-09-01T09:00:00.000Z'),
      decided('PaymentRejected', 'b2', '2026-09-01T12:00:00.000Z'),
    ]);
    expect(stats).toMatchObject({
      rooms: 2,
      beds: 6,
      beds_taken: 2,
      beds_left: 4,
      occupancy_percent: 33.3,
      by_gender: { male: { rooms: 1, beds: 2, taken: 1 }, female: { rooms: 1, beds: 4, taken: 1 } },
      by_room_type: { Standard: { rooms: 1, beds: 2, taken: 1 }, Executive: { rooms: 1, beds: 4, taken: 1 } },
      bookings: { total: 3, pending: 1, paid: 1, rejected: 1, released: 0 },
      revenue_approved: 1200,
      bookings_per_day: [
        { date: '2026-09-01', count: 2 },
        { date: '2026-09-02', count: 1 },
      ],
      median_decision_seconds: (3600 + 3 * 3600) / 2,
    });
  });

  it('frees the beds of a deleted user and forgets a deleted semester', () => {
    const afterDeletion = fold([
      room('r1', 'male', 'Standard', 2),
      booked('b1', 'r1', '2026-09-01T08:00:00.000Z'),
      { type: 'UserDeleted', data: { released_bookings: [{ booking_id: 'b1', room_id: 'r1', semester_id: S }] } },
    ]);
    expect(afterDeletion.beds_taken).toBe(0);
    expect(afterDeletion.bookings).toMatchObject({ released: 1, rejected: 0, pending: 0 });
    const gone = fold([room('r1', 'male', 'Standard', 2), { type: 'SemesterDeleted', data: { semester_id: S } }]);
    expect(gone).toMatchObject({ rooms: 0, beds: 0, occupancy_percent: 0, median_decision_seconds: null });
  });
});
