import type { Sql } from '../db/connect.ts';
import type { ListQuery } from '../http/listQuery.ts';
import { jsonSelectList } from '../db/jsonColumns.ts';
import { BOOKINGS_TABLE } from '../../projections/batch/bookings.batch.ts';
import type { BookingRecord } from './bookingRecord.ts';

/** Whose bookings a reader may see: everyone's (null) or one student's own. */
export type BookingScope = { ownerId: string | null };

export const SORTABLE_BOOKING_FIELDS = [
  'id', 'created_at', 'updated_at', 'full_name', 'index_number', 'room_number', 'room_type', 'gender',
  'nationality', 'check_in_date', 'amount_paid', 'payment_status', 'semester_id',
] as const;

/** A filter value as text, or null (no filter) for anything that is not a plain value. */
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/** Each of the spec's four lists as the JSON texts of its bookings, newest first. */
export type BookingSummaries = {
  totalBookedRooms: string[];
  pendingBookings: string[];
  maleBookings: string[];
  femaleBookings: string[];
};

/** Which bookings hold a bed: the scope's pending and paid ones, of one semester or of all. */
function activeBookings(sql: Sql, scope: BookingScope, semesterId: string | null) {
  // Separate texts for a student and for an admin: with `$1 IS NULL OR user_id = $1` in one
  // prepared statement the planner may settle on a plan that cannot use the per-student index.
  return sql`payment_status IN ('pending', 'paid')
    ${scope.ownerId === null ? sql`` : sql`AND user_id = ${scope.ownerId}`}
    ${semesterId === null ? sql`` : sql`AND semester_id = ${semesterId}`}`;
}

// Bookings are written as JSON by PostgreSQL, each exactly as JSON.stringify wrote the row the
// driver parsed (tests/integration/bookings.listJson.test.ts): an admin's lists hold every
// booking of the term, and parsing them into objects to serialise them again was most of the
// time of these responses.
const BOOKING_JSON = `(SELECT row_to_json(booking)::text FROM (SELECT ${jsonSelectList(
  BOOKINGS_TABLE.columns.map(([c]) => c),
  { amount_paid: 'numeric', created_at: 'timestamptz', updated_at: 'timestamptz' },
)}) booking)`;

/** The spec's four lists, newest first: one read, split by status and gender here. */
export async function bookingSummaries(sql: Sql, scope: BookingScope, semesterId: string | null): Promise<BookingSummaries> {
  const active = await sql<{ json: string; payment_status: string; gender: string }[]>`
    SELECT ${sql.unsafe(BOOKING_JSON)} AS json, payment_status, gender
      FROM bookings WHERE ${activeBookings(sql, scope, semesterId)} ORDER BY created_at DESC, id DESC`;
  const json = (rows: readonly { json: string }[]) => rows.map((b) => b.json);
  return {
    totalBookedRooms: json(active),
    pendingBookings: json(active.filter((b) => b.payment_status === 'pending')),
    maleBookings: json(active.filter((b) => b.gender === 'male')),
    femaleBookings: json(active.filter((b) => b.gender === 'female')),
  };
}

export type BookingSummaryCounts = { [list in keyof BookingSummaries]: number };

const LISTS = ['totalBookedRooms', 'pendingBookings', 'maleBookings', 'femaleBookings'] as const;

/**
 * One page (`perPage` from `offset`) of each of the four lists, and the length of each whole list,
 * in one statement: the lengths joined to the four pages (each read newest first with its own LIMIT),
 * each row tagged with the list it belongs to. A page past the end of every list still gives one
 * row, of lengths only.
 */
export async function bookingSummaryPage(sql: Sql, scope: BookingScope, semesterId: string | null, offset: number, perPage: number) {
  type Row = BookingSummaryCounts & { list: number | null; json: string | null };
  const active = activeBookings(sql, scope, semesterId);
  const page = (only: ReturnType<typeof sql>, list: number) => sql`
    (SELECT ${list}::int AS list, ${sql.unsafe(BOOKING_JSON)} AS json, created_at, id FROM bookings WHERE ${active} ${only}
      ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${offset})`;
  const found = await sql<Row[]>`
    SELECT counts.*, pages.list, pages.json
      FROM (SELECT count(*) AS "totalBookedRooms",
                   count(*) FILTER (WHERE payment_status = 'pending') AS "pendingBookings",
                   count(*) FILTER (WHERE gender = 'male') AS "maleBookings",
                   count(*) FILTER (WHERE gender = 'female') AS "femaleBookings"
              FROM bookings WHERE ${active}) counts
      LEFT JOIN (${page(sql``, 0)}
                 UNION ALL ${page(sql`AND payment_status = 'pending'`, 1)}
                 UNION ALL ${page(sql`AND gender = 'male'`, 2)}
                 UNION ALL ${page(sql`AND gender = 'female'`, 3)}) pages ON true
     ORDER BY pages.list, pages.created_at DESC, pages.id DESC`;
  const lists: BookingSummaries = { totalBookedRooms: [], pendingBookings: [], maleBookings: [], femaleBookings: [] };
  for (const row of found) {
    if (row.list !== null && row.json !== null) lists[LISTS[row.list]].push(row.json);
  }
  const [{ totalBookedRooms, pendingBookings, maleBookings, femaleBookings }] = found;
  return { lists, counts: { totalBookedRooms, pendingBookings, maleBookings, femaleBookings } satisfies BookingSummaryCounts };
}

/** The four lists as one JSON object, with `extra` fields after them. */
export function summariesJson(lists: BookingSummaries, extra: Record<string, unknown> = {}): string {
  const fields = (Object.keys(lists) as (keyof BookingSummaries)[]).map((name) => `${JSON.stringify(name)}:[${lists[name].join(',')}]`);
  for (const [name, value] of Object.entries(extra)) fields.push(`${JSON.stringify(name)}:${JSON.stringify(value)}`);
  return `{${fields.join(',')}}`;
}

/**
 * react-admin's list: every status, filtered, sorted and ranged; `id` (an array) serves getMany.
 * A `user_id` filter narrows within the reader's scope: a student asking for another's gets none.
 */
export async function bookingRange(sql: Sql, scope: BookingScope, q: ListQuery) {
  const f = q.filter;
  const ids = Array.isArray(f.id) ? f.id.map(text).filter((v): v is string => v !== null) : text(f.id) ? [text(f.id)!] : null;
  const where = sql`
    (${scope.ownerId}::text IS NULL OR user_id = ${scope.ownerId})
    AND (${text(f.user_id)}::text IS NULL OR user_id = ${text(f.user_id)})
    AND (${text(f.payment_status)}::text IS NULL OR payment_status = ${text(f.payment_status)})
    AND (${text(f.gender)}::text IS NULL OR gender = ${text(f.gender)})
    AND (${text(f.semester_id)}::text IS NULL OR semester_id = ${text(f.semester_id)})
    AND (${ids}::text[] IS NULL OR id = ANY(${ids}::text[]))
    AND (${text(f.q)}::text IS NULL OR strpos(lower(full_name || ' ' || email_address || ' ' || index_number || ' ' || room_number), lower(${text(f.q)})) > 0)`;
  const field = q.sort?.field ?? 'created_at';
  const order = (q.sort?.order ?? 'DESC') === 'DESC' ? sql`DESC` : sql`ASC`;
  const [rows, [{ total }]] = await Promise.all([
    sql<BookingRecord[]>`SELECT * FROM bookings WHERE ${where}
                          ORDER BY ${sql(field)} ${order}, id ${order} LIMIT ${q.perPage} OFFSET ${q.offset}`,
    sql<{ total: number }[]>`SELECT count(*)::bigint AS total FROM bookings WHERE ${where}`,
  ]);
  return { rows, total };
}
