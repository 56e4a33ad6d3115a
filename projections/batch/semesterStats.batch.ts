import type { Db } from '../../api/db/connect.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { keyOf, param } from './params.ts';
import { columnIndex, insertRows, rowOf, type Row, type TableSpec } from './tables.ts';

const STATS_ROOMS: TableSpec = {
  name: 'stats_rooms',
  columns: [['room_id', 'text'], ['semester_id', 'text'], ['gender', 'text'], ['room_type', 'text'], ['capacity', 'integer']],
};
// released and decided_at are written with the value their default gives an undecided booking,
// so that decisions folded into a new row can set them.
const STATS_BOOKINGS: TableSpec = {
  name: 'stats_bookings',
  columns: [
    ['booking_id', 'text'], ['semester_id', 'text'], ['room_id', 'text'], ['status', 'text'], ['amount', 'numeric'],
    ['booked_at', 'timestamptz'], ['released', 'boolean'], ['decided_at', 'timestamptz'],
  ],
};
const STATUS = columnIndex(STATS_BOOKINGS, 'status');
const RELEASED = columnIndex(STATS_BOOKINGS, 'released');
const DECIDED_AT = columnIndex(STATS_BOOKINGS, 'decided_at');

/** Deletions (a room, a semester, a user's bookings) are left to `apply`. */
export const foldsIntoStats = (event: StoredEvent) =>
  event.type !== 'RoomDeleted' && event.type !== 'SemesterDeleted' && event.type !== 'UserDeleted';

/** The payment decisions of a run on one booking, as one: the last status, the first time. */
type Decisions = { status: string; firstAt: string | null };

/**
 * Inserts are ON CONFLICT DO NOTHING, so the first row of a key wins, and a decision folded into
 * a new row only counts if that row really was inserted. The INSERT returns the keys it wrote;
 * every other decided booking existed before the run, and gets all the run's decisions in one
 * UPDATE (decided_at keeps the first time, as COALESCE does one decision after another).
 */
export async function writeStatsRun(db: Db, run: StoredEvent[]): Promise<void> {
  const rooms: Row[] = [];
  const bookings: Row[] = [];
  const roomsInRun = new Set<string>();
  const bookingsInRun = new Map<string, Row>();
  const decided = new Map<string, Decisions>();
  for (const { type, data: d } of run) {
    if (type === 'RoomCreated') {
      const row = rowOf(STATS_ROOMS, { room_id: d.room_id, semester_id: d.semester_id, gender: d.gender, room_type: d.room_type, capacity: Number(d.room_capacity) });
      if (row[0] !== null && roomsInRun.has(row[0])) continue;
      if (row[0] !== null) roomsInRun.add(row[0]);
      rooms.push(row);
    } else if (type === 'BedBooked') {
      const row = rowOf(STATS_BOOKINGS, {
        booking_id: d.booking_id, semester_id: d.semester_id, room_id: d.room_id, status: 'pending',
        amount: Number(d.amount_paid), booked_at: d.at, released: false, decided_at: null,
      });
      if (row[0] !== null && bookingsInRun.has(row[0])) continue;
      if (row[0] !== null) bookingsInRun.set(row[0], row);
      bookings.push(row);
    } else if (type === 'PaymentApproved' || type === 'PaymentRejected') {
      const status = type === 'PaymentApproved' ? 'paid' : 'unpaid';
      const at = param('timestamptz', d.at);
      const key = keyOf(d.booking_id);
      if (key === null) continue;
      const before = decided.get(key);
      decided.set(key, { status, firstAt: before?.firstAt ?? at });
      const row = bookingsInRun.get(key);
      if (row) {
        row[STATUS] = status;
        row[RELEASED] = 'f';
        row[DECIDED_AT] ??= at;
      }
    }
  }
  const [, inserted] = await Promise.all([
    rooms.length ? insertRows(db, STATS_ROOMS, rooms, { onConflict: 'room_id' }) : null,
    bookings.length ? insertRows(db, STATS_BOOKINGS, bookings, { onConflict: 'booking_id', returning: 'booking_id' }) : [],
  ]);
  const insertedKeys = new Set((inserted as { booking_id: string }[]).map((r) => r.booking_id));
  const earlier = [...decided].filter(([key]) => !insertedKeys.has(key)).map(([key, d]) => [key, d.status, d.firstAt]);
  if (earlier.length === 0) return;
  await db.unsafe(
    `UPDATE stats_bookings AS s SET status = r->>1, released = false, decided_at = COALESCE(s.decided_at, (r->>2)::timestamptz)
       FROM jsonb_array_elements($1::jsonb) AS r WHERE s.booking_id = r->>0`,
    [earlier] as never[],
  );
}

export const STATS_BATCH_TABLES = [STATS_ROOMS, STATS_BOOKINGS];
