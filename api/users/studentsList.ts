import type { Sql } from '../db/connect.ts';
import type { ListQuery } from '../http/listQuery.ts';
import { USER_COLUMNS, type UserView } from './users.queries.ts';

export const SORTABLE_USER_FIELDS = ['created_at', 'fname', 'lname', 'email', 'country', 'gender'] as const;

/** The filters of GET /users, the same names in both list dialects. */
export type StudentFilter = { q?: string; country?: string; gender?: string; ids?: string[] };

export function studentFilterOf(source: Record<string, unknown>): StudentFilter {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const id = source.id;
  const ids = Array.isArray(id) ? id.map(String) : text(id) ? [String(id)] : undefined;
  return { q: text(source.q), country: text(source.country), gender: text(source.gender), ids };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

// Students only: SPEC.md point 6 hides admin and superadmin rows from the users list.
function whereStudents(sql: Sql, f: StudentFilter) {
  let where = sql`u.role = 'user' AND u.deleted_at IS NULL`;
  if (f.country) where = sql`${where} AND u.country = ${f.country}`;
  if (f.gender) where = sql`${where} AND u.gender = ${f.gender}`;
  if (f.ids) where = sql`${where} AND u.id = ANY(${f.ids})`;
  if (f.q) {
    const pattern = likePattern(f.q);
    where = sql`${where} AND (u.fname || ' ' || u.lname ILIKE ${pattern} OR u.email ILIKE ${pattern})`;
  }
  return where;
}

export type StudentCounters = { total: number; occupants: number; ghanaians: number; non_ghanaians: number };

/**
 * One page of students, newest first unless react-admin asks for another order, and counters
 * over every student the filter lists: occupants hold a pending or paid booking.
 */
export async function listStudents(sql: Sql, q: ListQuery, filter: StudentFilter) {
  const order = q.sort
    ? sql`${sql('u.' + q.sort.field)} ${q.sort.order === 'DESC' ? sql`DESC` : sql`ASC`}, u.id`
    : sql`u.created_at DESC, u.id`;
  const rows = await sql<UserView[]>`
    SELECT ${sql(USER_COLUMNS.map((c) => `u.${c}`))} FROM users u
     WHERE ${whereStudents(sql, filter)}
     ORDER BY ${order} LIMIT ${q.perPage} OFFSET ${q.offset}`;
  const [counters] = await sql<StudentCounters[]>`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE EXISTS (
             SELECT 1 FROM bookings b WHERE b.user_id = u.id AND b.payment_status IN ('pending', 'paid')))::int AS occupants,
           count(*) FILTER (WHERE u.country = 'Ghana')::int AS ghanaians,
           count(*) FILTER (WHERE u.country <> 'Ghana')::int AS non_ghanaians
      FROM users u WHERE ${whereStudents(sql, filter)}`;
  return { rows, counters };
}
