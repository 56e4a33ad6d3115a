import type { Db } from '../db/connect.ts';
import { byRoomNumber, ROOM_COLUMNS, roomsWhere, type Room, type RoomFilters } from './rooms.queries.ts';

// Each column as JSON.stringify writes the row the driver would have parsed: money as a number
// (float8 prints the shortest exact digits, as JavaScript does), created_at as toISOString().
const JSON_VALUES: Partial<Record<keyof Room, string>> = {
  price_per_bed: 'price_per_bed::float8',
  created_at: `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
const JSON_COLUMNS = ROOM_COLUMNS.map((c) => (JSON_VALUES[c] ? `${JSON_VALUES[c]} AS ${c}` : c)).join(', ');

/**
 * Whole lists of rooms as the JSON text of an array, written by PostgreSQL in room-number order.
 * The rooms with a bed left are read on every look of a rush: 300 rooms parsed into objects and
 * serialised again cost the server 3 ms of CPU a request, one string 0.7 ms. The text is the one
 * JSON.stringify gives for the rows (tests/integration/rooms.listJson.test.ts).
 */
async function roomListJson(db: Db, f: RoomFilters, bookableOnly: boolean): Promise<string> {
  const [{ json }] = await db<{ json: string }[]>`
    SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY ${byRoomNumber(db)}), '') || ']' AS json
      FROM (SELECT ${db.unsafe(JSON_COLUMNS)} FROM rooms ${roomsWhere(db, f)}
               ${bookableOnly ? db`AND beds_left > 0 AND room_status = 'available'` : db``}) r`;
  return json;
}

/** Rooms open to a booking: a bed left and status available. */
export const bookableRoomsJson = (db: Db, f: RoomFilters) => roomListJson(db, f, true);

export const roomsOfTypeJson = (db: Db, f: RoomFilters) => roomListJson(db, f, false);
