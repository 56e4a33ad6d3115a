import type { Db } from '../db/connect.ts';
import type { ListQuery } from '../http/listQuery.ts';
import { ROOM_JSON } from './roomJson.ts';
import { COUNTER_SUMS, ROOM_NUMBER_ORDER, type RoomFilters, type RoomListCounters } from './rooms.queries.ts';

/**
 * The filters as SQL text with numbered parameters: `inSemester` is the counters' scope, the
 * semester alone; `matching` is every filter. Text rather than the driver's nested fragments,
 * prepared: composing a dozen fragments cost about 0.15 ms of CPU a request, a quarter of the
 * rooms page's whole request.
 */
function filterSql(f: RoomFilters) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const inSemester = f.semester_id ? `semester_id = ${param(f.semester_id)}` : 'true';
  const alsoMatching = [
    f.room_type ? `(room_type_id = ${param(f.room_type)} OR lower(room_type) = lower($${params.length}))` : null,
    f.room_status ? `room_status = ${param(f.room_status)}` : null,
    f.gender ? `gender = ${param(f.gender)}` : null,
    f.ids ? `id = ANY(${param(f.ids)}::text[])` : null,
  ].filter((c) => c !== null);
  return { params, param, inSemester, filtered: alsoMatching.length > 0, matching: [inSemester, ...alsoMatching].join(' AND ') };
}

/**
 * Room lists as the JSON text of an array, written by PostgreSQL. The rooms with a bed left are
 * read on every look of a rush: 300 rooms parsed into objects and serialised again cost the
 * server 3 ms of CPU a request, one string 0.7 ms. The text is the one JSON.stringify gives for
 * the rows (tests/integration/rooms.listJson.test.ts), joined from what each room keeps.
 */
async function roomListJson(db: Db, f: RoomFilters, bookableOnly: boolean): Promise<string> {
  const { params, matching } = filterSql(f);
  const bookable = bookableOnly ? ` AND beds_left > 0 AND room_status = 'available'` : '';
  const [{ json }] = await db.unsafe<{ json: string }[]>(
    `SELECT '[' || coalesce(string_agg(${ROOM_JSON}, ',' ORDER BY ${ROOM_NUMBER_ORDER}), '') || ']' AS json
       FROM rooms JOIN room_json USING (id) WHERE ${matching}${bookable}`,
    params as never[],
    { prepare: true },
  );
  return json;
}

/** Rooms open to a booking (a bed left and status available), in room-number order. */
export const bookableRoomsJson = (db: Db, f: RoomFilters) => roomListJson(db, f, true);

export const roomsOfTypeJson = (db: Db, f: RoomFilters) => roomListJson(db, f, false);

export type RoomPage = { json: string; rows: number; total: number; counters: RoomListCounters };

/**
 * One page of rooms as JSON text, how many rooms it holds and how many match the filters, and the
 * list's counters, which count the whole semester (or every semester) whatever the other filters
 * (room_counts, api/rooms/roomCounts.ts). One statement: an aggregate gives its one row even for
 * an empty page. `position` keeps the page's order through the aggregate. The page is chosen from
 * rooms alone, along the room-number index, and only its rooms are joined to their JSON: joined
 * first, every matching room was read and sorted to give ten.
 */
export async function roomPageJson(db: Db, f: RoomFilters, q: ListQuery): Promise<RoomPage> {
  const { params, param, inSemester, filtered, matching } = filterSql(f);
  // Without other filters the total is the semester's room count, already in room_counts.
  const total = filtered ? `(SELECT count(*) FROM rooms WHERE ${matching})` : 'total_rooms';
  const counts = `SELECT ${total} AS total, counters.* FROM (SELECT ${COUNTER_SUMS} FROM room_counts WHERE ${inSemester}) counters`;
  // The sort field is one of ROOM_SORTABLE (parseListQuery) and the order ASC or DESC.
  const order = q.sort ? `"${q.sort.field}" ${q.sort.order}, id` : ROOM_NUMBER_ORDER;
  const [page] = await db.unsafe<{ json: string; rows: number; counts: RoomListCounters & { total: number } }[]>(
    `SELECT '[' || coalesce(string_agg(page.json, ',' ORDER BY page.position), '') || ']' AS json,
            count(*)::int AS rows,
            (SELECT to_json(c) FROM (${counts}) c) AS counts
       FROM (SELECT ${ROOM_JSON} AS json, position
               FROM (SELECT id, beds_left, row_number() OVER (ORDER BY ${order}) AS position
                       FROM rooms WHERE ${matching}
                      ORDER BY ${order} LIMIT ${param(q.perPage)} OFFSET ${param(q.offset)}) rooms
               JOIN room_json USING (id)) page`,
    params as never[],
    { prepare: true },
  );
  const { total: found, ...counters } = page.counts;
  return { json: page.json, rows: page.rows, total: found, counters };
}
