import type { Db } from '../db/connect.ts';
import type { ListQuery } from '../http/listQuery.ts';
import { ROOM_JSON } from './roomJson.ts';
import type { KnownRoom, RoomJsonCache } from './roomJsonCache.ts';
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

/** The filters of a whole room list: always within one semester, whose rooms the cache keeps. */
export type SemesterRoomFilters = RoomFilters & { semester_id: string };

/**
 * Room lists as the JSON text of an array, in room-number order. The database gives the matching
 * rooms' ids and beds_left; the rest of each room's JSON, and its place in the order, never change
 * and come from the cache (roomJsonCache.ts). The text is the one JSON.stringify gives for the
 * rows (tests/integration/rooms.listJson.test.ts).
 */
async function roomListJson(db: Db, cache: RoomJsonCache, f: SemesterRoomFilters, bookableOnly: boolean): Promise<string> {
  const { params, matching } = filterSql(f);
  const bookable = bookableOnly ? ` AND beds_left > 0 AND room_status = 'available'` : '';
  // Two arrays: one row, and no separator to trust inside an id.
  const [{ ids, beds }] = await db.unsafe<{ ids: string[] | null; beds: number[] | null }[]>(
    `SELECT array_agg(id) AS ids, array_agg(beds_left) AS beds FROM rooms WHERE ${matching}${bookable}`,
    params as never[],
    { prepare: true },
  );
  if (!ids || !beds) return '[]';
  const known = await cache.roomsOf(db, f.semester_id, ids);
  const listed: { room: KnownRoom; bedsLeft: number }[] = [];
  ids.forEach((id, i) => {
    const room = known.get(id);
    if (room) listed.push({ room, bedsLeft: beds[i] });
  });
  listed.sort((a, b) => a.room.rank - b.room.rank);
  return `[${listed.map(({ room, bedsLeft }) => room.head + bedsLeft + room.tail).join(',')}]`;
}

/** Rooms open to a booking (a bed left and status available), in room-number order. */
export const bookableRoomsJson = (db: Db, cache: RoomJsonCache, f: SemesterRoomFilters) => roomListJson(db, cache, f, true);

export const roomsOfTypeJson = (db: Db, cache: RoomJsonCache, f: SemesterRoomFilters) => roomListJson(db, cache, f, false);

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
