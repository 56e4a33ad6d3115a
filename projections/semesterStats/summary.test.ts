import { describe, expect, it } from 'vitest';
import { summarizeStats, type StatsBooking, type StatsRoom } from './summary.ts';

const room = (room_id: string, gender: string, room_type: string, capacity: number): StatsRoom => ({
  room_id,
  gender,
  room_type,
  capacity,
});
const booking = (room_id: string, booked_at: string, over: Partial<StatsBooking> = {}): StatsBooking => ({
  room_id,
  status: 'pending',
  released: false,
  amount: 1000,
  booked_at,
  decided_at: null,
  ...over,
});
const summary = (rooms: StatsRoom[], bookings: StatsBooking[]) => summarizeStats(rooms, bookings, 'sem1', '2026-09-10T00:00:00.000Z');

describe('semester statistics', () => {
  it('counts rooms, beds, occupancy, statuses, revenue, bookings per day and the median decision time', () => {
    const stats = summary(
      [room('r1', 'male', 'Standard', 2), room('r2', 'female', 'Executive', 4)],
      [
        booking('r1', '2026-09-01T08:00:00.000Z', { status: 'paid', amount: 1200, decided_at: '2026-09-01T09:00:00.000Z' }),
        booking('r2', '2026-09-01T09:00:00.000Z', { status: 'unpaid', amount: 2000, decided_at: '2026-09-01T12:00:00.000Z' }),
        booking('r2', '2026-09-02T09:00:00.000Z', { amount: 2000 }),
      ],
    );
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

  it('counts a released booking apart from a rejected one, and no bed for it or for a room that is gone', () => {
    const stats = summary(
      [room('r1', 'male', 'Standard', 2)],
      [booking('r1', '2026-09-01T08:00:00.000Z', { status: 'unpaid', released: true }), booking('gone', '2026-09-01T08:00:00.000Z')],
    );
    expect(stats).toMatchObject({ beds_taken: 0, bookings: { total: 2, pending: 1, released: 1, rejected: 0 } });
  });

  it('is all zeros for a semester with nothing in it', () => {
    expect(summary([], [])).toMatchObject({ rooms: 0, beds: 0, occupancy_percent: 0, median_decision_seconds: null, bookings_per_day: [] });
  });
});
