import type { SemesterStats } from '../../shared/records.ts';

/** A row of stats_rooms and of stats_bookings, times as ISO strings. */
export type StatsRoom = { room_id: string; gender: string; room_type: string; capacity: number };
export type StatsBooking = {
  room_id: string;
  status: 'pending' | 'paid' | 'unpaid';
  released: boolean;
  amount: number;
  booked_at: string;
  decided_at: string | null;
  /** Cancelled by its student; `kept`, what of its payment the hostel kept (paid less refunded). */
  cancelled?: boolean;
  kept?: number;
};

/** A semester's statistics from the facts of the semester stats read model, as they stood at `asOf`. */
export function summarizeStats(
  rooms: readonly StatsRoom[],
  bookings: readonly StatsBooking[],
  semesterId: string,
  asOf: string,
): SemesterStats {
  const roomIds = new Set(rooms.map((r) => r.room_id));
  const holding = bookings.filter((b) => b.status !== 'unpaid' && roomIds.has(b.room_id));
  const takenByRoom = new Map<string, number>();
  for (const b of holding) takenByRoom.set(b.room_id, (takenByRoom.get(b.room_id) ?? 0) + 1);

  const group = (key: 'gender' | 'room_type') => {
    const out: Record<string, { rooms: number; beds: number; taken: number }> = {};
    for (const room of rooms) {
      const g = (out[room[key]] ??= { rooms: 0, beds: 0, taken: 0 });
      g.rooms += 1;
      g.beds += room.capacity;
      g.taken += takenByRoom.get(room.room_id) ?? 0;
    }
    return out;
  };
  const totalBeds = rooms.reduce((n, r) => n + r.capacity, 0);
  const taken = holding.length;
  const perDay = new Map<string, number>();
  for (const b of bookings) perDay.set(b.booked_at.slice(0, 10), (perDay.get(b.booked_at.slice(0, 10)) ?? 0) + 1);
  const waits = bookings
    .filter((b) => b.decided_at)
    .map((b) => (Date.parse(b.decided_at!) - Date.parse(b.booked_at)) / 1000)
    .sort((a, b) => a - b);

  return {
    semester_id: semesterId,
    as_of: asOf,
    rooms: rooms.length,
    beds: totalBeds,
    beds_taken: taken,
    beds_left: totalBeds - taken,
    occupancy_percent: totalBeds ? Math.round((taken / totalBeds) * 1000) / 10 : 0,
    by_gender: group('gender'),
    by_room_type: group('room_type'),
    bookings: {
      total: bookings.length,
      pending: bookings.filter((b) => b.status === 'pending').length,
      paid: bookings.filter((b) => b.status === 'paid').length,
      rejected: bookings.filter((b) => b.status === 'unpaid' && !b.released && !b.cancelled).length,
      released: bookings.filter((b) => b.released).length,
      cancelled: bookings.filter((b) => b.cancelled).length,
    },
    // A cancelled booking's money counts only as far as it was not refunded.
    revenue_approved:
      Math.round(
        (bookings.filter((b) => b.status === 'paid').reduce((n, b) => n + b.amount, 0) + bookings.reduce((n, b) => n + (b.kept ?? 0), 0)) *
          100,
      ) / 100,
    bookings_per_day: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    median_decision_seconds: median(waits),
  };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
