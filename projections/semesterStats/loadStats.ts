import type { Db } from '../../api/db/connect.ts';
import { streamAll, type DataFields } from '../../api/eventStore/read.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { emptyStats, evolveStats, happenedBy, STATS_EVENT_TYPES, summarizeStats, type StatsState } from './statsFold.ts';

/** The semester's statistics now, from the async projection's rows. */
export async function statsFromReadModel(db: Db, semesterId: string, now: Date) {
  const state: StatsState = emptyStats();
  const rooms = await db`SELECT room_id, gender, room_type, capacity FROM stats_rooms WHERE semester_id = ${semesterId}`;
  for (const r of rooms) state.rooms[r.room_id] = { gender: r.gender, room_type: r.room_type, capacity: r.capacity };
  const bookings = await db`SELECT booking_id, room_id, status, released, amount, booked_at, decided_at
                              FROM stats_bookings WHERE semester_id = ${semesterId}`;
  for (const b of bookings) {
    state.bookings[b.booking_id] = {
      room_id: b.room_id,
      status: b.status,
      released: b.released,
      amount: Number(b.amount),
      booked_at: (b.booked_at as Date).toISOString(),
      decided_at: b.decided_at ? (b.decided_at as Date).toISOString() : null,
    };
  }
  return summarizeStats(state, semesterId, now.toISOString());
}

// Every key of `data` that evolveStats and happenedBy read, and nothing more: the replay asks the
// database for these alone (numbers arrive as text; the fold takes Number() of them).
const FOLD_FIELDS: DataFields = {
  text: ['semester_id', 'room_id', 'booking_id', 'gender', 'room_type', 'room_capacity', 'amount_paid', 'at'],
  json: ['released_bookings'],
};
const PROGRESS_EVERY = 20_000;

/**
 * The semester's statistics as they were at `asOf`, folded from the log itself (read-only), as
 * the events stream in. `onBatch` reports progress for the replay command.
 */
export async function statsFromLog(
  db: Db,
  semesterId: string,
  asOf: Date,
  onBatch: (eventsSoFar: number) => void = () => {},
) {
  let state = emptyStats();
  let seen = 0;
  await streamAll(db, { types: STATS_EVENT_TYPES, fields: FOLD_FIELDS }, (event) => {
    // streamAll sends createdAt whenever the data has no `at`, the only case happenedBy reads it.
    if (happenedBy(event as Pick<StoredEvent, 'data' | 'createdAt'>, asOf)) state = evolveStats(state, semesterId, event);
    if (++seen % PROGRESS_EVERY === 0) onBatch(seen);
  });
  onBatch(seen);
  return { stats: summarizeStats(state, semesterId, asOf.toISOString()), events: seen };
}
