import type { Db } from '../../api/db/connect.ts';
import { readAllInBatches } from '../../api/eventStore/read.ts';
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

/**
 * The semester's statistics as they were at `asOf`, folded from the log itself (read-only).
 * `onBatch` reports progress for the replay command.
 */
export async function statsFromLog(
  db: Db,
  semesterId: string,
  asOf: Date,
  onBatch: (eventsSoFar: number) => void = () => {},
) {
  let state = emptyStats();
  let seen = 0;
  for await (const batch of readAllInBatches(db, { types: STATS_EVENT_TYPES, batchSize: 20_000 })) {
    for (const event of batch) if (happenedBy(event, asOf)) state = evolveStats(state, semesterId, event);
    seen += batch.length;
    onBatch(seen);
  }
  return { stats: summarizeStats(state, semesterId, asOf.toISOString()), events: seen };
}
