import type { Db } from '../../api/db/connect.ts';
import { streamAll, type DataFields } from '../../api/eventStore/streamAll.ts';
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

// Every key of `data` that evolveStats and happenedBy read, per type, and nothing more: the
// replay asks the database for these alone (numbers arrive as text; the fold takes Number()).
export const FOLD_FIELDS: DataFields = {
  RoomCreated: { text: ['semester_id', 'room_id', 'gender', 'room_type', 'room_capacity', 'at'] },
  RoomDeleted: { text: ['room_id', 'at'] },
  SemesterDeleted: { text: ['semester_id', 'at'] },
  BedBooked: { text: ['semester_id', 'room_id', 'booking_id', 'amount_paid', 'at'] },
  PaymentApproved: { text: ['booking_id', 'at'] },
  PaymentRejected: { text: ['booking_id', 'at'] },
  UserDeleted: { text: ['at'], json: ['released_bookings'] },
};
const PROGRESS_EVERY = 20_000;

/**
 * The semester's statistics as they were at `asOf`, folded from the log itself (read-only), as
 * the events stream in. An event naming another semester changes nothing in the fold
 * (evolveStats), so the database leaves those out: most of a long log is other semesters'.
 * `onProgress` reports the global position reached, for the replay command's progress bar.
 */
export async function statsFromLog(
  db: Db,
  semesterId: string,
  asOf: Date,
  onProgress: (globalPosition: number) => void = () => {},
) {
  let state = emptyStats();
  const isBy = happenedBy(asOf);
  let folded = 0;
  let position = 0;
  await streamAll(db, { types: STATS_EVENT_TYPES, fields: FOLD_FIELDS, only: { key: 'semester_id', value: semesterId } }, (event) => {
    // streamAll sends createdAt whenever the data has no `at`, the only case happenedBy reads it.
    if (isBy(event as Pick<StoredEvent, 'data' | 'createdAt'>)) state = evolveStats(state, semesterId, event);
    position = event.globalPosition;
    if (++folded % PROGRESS_EVERY === 0) onProgress(position);
  });
  onProgress(position);
  return { stats: summarizeStats(state, semesterId, asOf.toISOString()), events: folded };
}
