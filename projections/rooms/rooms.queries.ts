import { PREPARED, type Db } from '../../api/db/connect.ts';
import { canonicalIdentifier } from '../../shared/plainText.ts';
import type { Room, RoomFilters, RoomListCounters } from '../../shared/records.ts';
import { ROOM_FIELD_LIST } from '../../shared/roomFields.ts';
import { pageLimitText, type PageQuery } from '../pages.ts';

export const ROOM_SORTABLE = [
  'room_number',
  'floor',
  'room_status',
  'gender',
  'room_capacity',
  'price_per_bed',
  'beds_left',
  'room_type',
  'created_at',
] as const;

// Room numbers are text, but "G2" comes before "G10": the collation compares the digits in them
// as numbers (migrations/007_room_number_order.sql). rooms.sql indexes exactly this expression.
export const ROOM_NUMBER_ORDER = `room_number COLLATE public.room_number, id`;

/**
 * A LIKE pattern for the room numbers starting with `typed`, in the form numbers are stored and
 * compared (lower case), its own `%`, `_` and `\` taken as themselves.
 */
const numberPrefix = (typed: string) =>
  `${canonicalIdentifier(typed)
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;

/** The filters as SQL with numbered parameters: `inSemester` is the counters' scope, `matching` every filter. */
function filterSql(f: RoomFilters, bookableOnly = false) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const inSemester = f.semester_id ? `semester_id = ${param(f.semester_id)}` : 'true';
  const alsoMatching = [
    f.room_type ? `(room_type_id = ${param(f.room_type)} OR lower(room_type) = lower($${params.length}))` : null,
    f.room_status ? `room_status = ${param(f.room_status)}` : null,
    f.gender ? `gender = ${param(f.gender)}` : null,
    // Written as rooms.sql indexes it: a prefix reads a range of the index.
    f.q ? `lower(room_number) LIKE ${param(numberPrefix(f.q))}` : null,
    f.ids ? `id = ANY(${param(f.ids)}::text[])` : null,
    bookableOnly ? OPEN : null,
  ].filter((c) => c !== null);
  return { params, param, inSemester, matching: [inSemester, ...alsoMatching].join(' AND ') };
}

/** What a room counts toward in a room list's counters (SPEC.md point 3). */
const OPEN = `beds_left > 0 AND room_status = 'available' AND out_of_service_reason IS NULL`;
const COUNTERS = `count(*)::int AS total_rooms,
  count(*) FILTER (WHERE beds_left = 0 OR room_status = 'occupied')::int AS occupied_rooms,
  count(*) FILTER (WHERE gender = 'male' AND ${OPEN})::int AS available_rooms_male,
  count(*) FILTER (WHERE gender = 'female' AND ${OPEN})::int AS available_rooms_female`;

export async function findRoom(db: Db, id: string): Promise<Room | null> {
  const [row] = await db<Room[]>`SELECT * FROM rooms WHERE id = ${id}`;
  return row ?? null;
}

/**
 * One page of rooms, how many match the filters, and the list's counters, which count the whole
 * semester (or every semester) whatever the other filters: one statement, the page joined to the
 * counts, so a page past the end still gives one row, of counts only.
 */
export async function roomPage(db: Db, f: RoomFilters, q: PageQuery) {
  const { params, inSemester, matching } = filterSql(f);
  // The sort field is one of ROOM_SORTABLE and the order ASC or DESC (api/http/listQuery.ts).
  const order = !q.sort
    ? ROOM_NUMBER_ORDER
    : q.sort.field === 'room_number'
      ? `room_number COLLATE public.room_number ${q.sort.order}, id ${q.sort.order}`
      : `"${q.sort.field}" ${q.sort.order}, id`;
  const page = `SELECT * FROM rooms WHERE ${matching} ORDER BY ${order} ${pageLimitText(q)}`;
  const counts = `SELECT count(*) FILTER (WHERE ${matching})::int AS total, ${COUNTERS} FROM rooms WHERE ${inSemester}`;
  // The order again outside: a join keeps no order of its own. The counts name no room column.
  const found = await db.unsafe<(Room & RoomListCounters & { total: number })[]>(
    `SELECT counts.*, page.* FROM (${counts}) counts LEFT JOIN (${page}) page ON true ORDER BY ${order}`,
    params as never[],
    PREPARED,
  );
  const { total, total_rooms, occupied_rooms, available_rooms_male, available_rooms_female } = found[0];
  const rows = found
    .filter((row) => row.id !== null)
    .map(
      ({ total: _t, total_rooms: _r, occupied_rooms: _o, available_rooms_male: _m, available_rooms_female: _f, ...room }) => room as Room,
    );
  return {
    rows,
    total,
    counters: { total_rooms, occupied_rooms, available_rooms_male, available_rooms_female } satisfies RoomListCounters,
  };
}

/**
 * A room as the API answers it, written as JSON by PostgreSQL: the list students read in a rush
 * then crosses the process as one string, with no row parsed or serialised again. Money is a
 * JSON number and times are written as JavaScript writes a Date, as every other answer has them.
 */
const jsTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ROOM_JSON_COLUMNS = [
  'id',
  ...ROOM_FIELD_LIST.map(([name, field]) => (field.kind === 'number' && field.cents ? `${name}::float8 AS ${name}` : name)),
  'room_type',
  'beds_left',
  `${jsTime('created_at')} AS created_at`,
  'out_of_service_reason',
  `${jsTime('out_of_service_since')} AS out_of_service_since`,
].join(', ');

/**
 * One page of the matching rooms of one semester, in room-number order, as a JSON array of rooms
 * (`Room[]`), and how many match, in one statement; `bookableOnly`: a bed left and available.
 */
export async function roomsOf(
  db: Db,
  f: RoomFilters & { semester_id: string },
  page: PageQuery,
  { bookableOnly = false } = {},
): Promise<{ json: string; total: number }> {
  const { params, param, matching } = filterSql(f, bookableOnly);
  // The page stays parameters here (unlike pageLimitText): told it may take the semester's every
  // room, PostgreSQL sorts them by number itself instead of reading them in the index's order,
  // and sorting by that collation costs more than it expects.
  const rows = `SELECT ${ROOM_JSON_COLUMNS} FROM rooms WHERE ${matching} ORDER BY ${ROOM_NUMBER_ORDER} LIMIT ${param(page.perPage)} OFFSET ${param(page.offset)}`;
  const [found] = await db.unsafe<{ json: string; total: number }[]>(
    `SELECT (SELECT count(*)::int FROM rooms WHERE ${matching}) AS total, coalesce((SELECT json_agg(r)::text FROM (${rows}) r), '[]') AS json`,
    params as never[],
    PREPARED,
  );
  return found;
}

export type RoomStats = RoomListCounters & {
  booked_rooms_male: number;
  booked_rooms_female: number;
  total_beds: number;
  beds_left: number;
};

/** The counters of one semester, with the rooms of each gender holding a booking and the beds. */
export async function roomStats(db: Db, semesterId: string): Promise<RoomStats> {
  const [row] = await db<RoomStats[]>`
    SELECT ${db.unsafe(COUNTERS)},
           count(*) FILTER (WHERE gender = 'male' AND beds_left < room_capacity)::int AS booked_rooms_male,
           count(*) FILTER (WHERE gender = 'female' AND beds_left < room_capacity)::int AS booked_rooms_female,
           coalesce(sum(room_capacity), 0)::int AS total_beds,
           coalesce(sum(beds_left), 0)::int AS beds_left
      FROM rooms WHERE semester_id = ${semesterId}`;
  return row;
}

export async function roomIdsOfSemester(db: Db, semesterId: string): Promise<string[]> {
  const rows = await db<{ id: string }[]>`SELECT id FROM rooms WHERE semester_id = ${semesterId}`;
  return rows.map((r) => r.id);
}

export async function listRoomTypes(db: Db): Promise<{ id: string; name: string }[]> {
  return db`SELECT id, name FROM room_types ORDER BY length(id), id`;
}

export async function findRoomType(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db<{ id: string; name: string }[]>`SELECT id, name FROM room_types WHERE id = ${id}`;
  return row ?? null;
}

/** The room, locked against bookings until commit, so that its beds taken cannot change under an edit. */
export async function lockRoom(db: Db, id: string): Promise<Room | null> {
  const [row] = await db<Room[]>`SELECT * FROM rooms WHERE id = ${id} FOR UPDATE`;
  return row ?? null;
}

/** The room numbers a semester has, in lower case, for imports to leave alone. */
export async function roomNumbersOf(db: Db, semesterId: string): Promise<Set<string>> {
  const rows = await db<{ number: string }[]>`SELECT lower(room_number) AS number FROM rooms WHERE semester_id = ${semesterId}`;
  return new Set(rows.map((r) => r.number));
}
