import type { StoredEvent } from '../../api/eventStore/types.ts';
import { isCanonicalIso } from './isoInstant.ts';

/**
 * Semester statistics as a pure fold over the log: the replay command folds events in memory,
 * the async projection folds them into a stored state, and both summarise with the same code,
 * so they cannot disagree for the same moment.
 */
export const STATS_EVENT_TYPES = [
  'RoomCreated',
  'RoomDeleted',
  'SemesterDeleted',
  'BedBooked',
  'PaymentApproved',
  'PaymentRejected',
  'UserDeleted',
] as const;

type RoomFacts = { gender: string; room_type: string; capacity: number };
type BookingFacts = {
  room_id: string;
  status: 'pending' | 'paid' | 'unpaid';
  released: boolean;
  amount: number;
  booked_at: string;
  decided_at: string | null;
};
export type StatsState = { rooms: Record<string, RoomFacts>; bookings: Record<string, BookingFacts> };

export const emptyStats = (): StatsState => ({ rooms: {}, bookings: {} });

/** Applies one event to the state of `semesterId`; events of other semesters change nothing. */
export function evolveStats(state: StatsState, semesterId: string, event: Pick<StoredEvent, 'type' | 'data'>): StatsState {
  const d = event.data;
  switch (event.type) {
    case 'RoomCreated':
      if (d.semester_id === semesterId) {
        state.rooms[d.room_id] = { gender: d.gender, room_type: d.room_type, capacity: Number(d.room_capacity) };
      }
      break;
    case 'RoomDeleted':
      delete state.rooms[d.room_id];
      break;
    case 'SemesterDeleted':
      if (d.semester_id === semesterId) return emptyStats();
      break;
    case 'BedBooked':
      if (d.semester_id === semesterId) {
        state.bookings[d.booking_id] = {
          room_id: d.room_id,
          status: 'pending',
          released: false,
          amount: Number(d.amount_paid),
          booked_at: d.at,
          decided_at: null,
        };
      }
      break;
    case 'PaymentApproved':
    case 'PaymentRejected': {
      const booking = state.bookings[d.booking_id];
      if (!booking) break;
      booking.status = event.type === 'PaymentApproved' ? 'paid' : 'unpaid';
      booking.released = false;
      booking.decided_at ??= d.at;
      break;
    }
    case 'UserDeleted':
      for (const released of d.released_bookings ?? []) {
        const booking = state.bookings[released.booking_id];
        if (booking) Object.assign(booking, { status: 'unpaid', released: true });
      }
      break;
  }
  return state;
}

export type SemesterStats = ReturnType<typeof summarizeStats>;

export function summarizeStats(state: StatsState, semesterId: string, asOf: string) {
  const rooms = Object.entries(state.rooms);
  const bookings = Object.values(state.bookings);
  const holding = bookings.filter((b) => b.status !== 'unpaid' && state.rooms[b.room_id]);
  const takenByRoom = new Map<string, number>();
  for (const b of holding) takenByRoom.set(b.room_id, (takenByRoom.get(b.room_id) ?? 0) + 1);

  const group = (key: 'gender' | 'room_type') => {
    const out: Record<string, { rooms: number; beds: number; taken: number }> = {};
    for (const [id, room] of rooms) {
      const g = (out[room[key]] ??= { rooms: 0, beds: 0, taken: 0 });
      g.rooms += 1;
      g.beds += room.capacity;
      g.taken += takenByRoom.get(id) ?? 0;
    }
    return out;
  };
  const totalBeds = rooms.reduce((n, [, r]) => n + r.capacity, 0);
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
      rejected: bookings.filter((b) => b.status === 'unpaid' && !b.released).length,
      released: bookings.filter((b) => b.released).length,
    },
    revenue_approved: Math.round(bookings.filter((b) => b.status === 'paid').reduce((n, b) => n + b.amount, 0) * 100) / 100,
    bookings_per_day: [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    median_decision_seconds: median(waits),
  };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A test of whether an event happened at or before `asOf` (business time, from the event's data).
 * An `at` written by toISOString() is compared as text: that format sorts as time does, and
 * Date.parse on every event of a long replay cost more than the rest of the fold.
 */
export function happenedBy(asOf: Date) {
  const limit = asOf.getTime();
  const limitText = asOf.toISOString();
  const comparableAsText = isCanonicalIso(limitText); // not for years past 9999
  return (event: Pick<StoredEvent, 'data' | 'createdAt'>): boolean => {
    const at = event.data?.at;
    if (comparableAsText && typeof at === 'string' && isCanonicalIso(at)) return at <= limitText;
    return Date.parse(at ?? event.createdAt.toISOString()) <= limit;
  };
}
