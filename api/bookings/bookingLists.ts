import type { Sql } from '../db/connect.ts';
import type { ListQuery } from '../http/listQuery.ts';
import type { BookingRecord } from './bookingRecord.ts';

/** Whose bookings a reader may see: everyone's (null) or one student's own. */
export type BookingScope = { ownerId: string | null };

export const SORTABLE_BOOKING_FIELDS = [
  'id', 'created_at', 'updated_at', 'full_name', 'index_number', 'room_number', 'room_type', 'gender',
  'nationality', 'check_in_date', 'amount_paid', 'payment_status', 'semester_id',
] as const;

/** A filter value as text, or null (no filter) for anything that is not a plain value. */
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/** The spec's four lists, newest first: one read, split by status and gender here. */
export async function bookingSummaries(sql: Sql, scope: BookingScope, semesterId: string | null) {
  const active = await sql<BookingRecord[]>`
    SELECT * FROM bookings
     WHERE payment_status IN ('pending', 'paid')
       AND (${scope.ownerId}::text IS NULL OR user_id = ${scope.ownerId})
       AND (${semesterId}::text IS NULL OR semester_id = ${semesterId})
     ORDER BY created_at DESC, id DESC`;
  return {
    totalBookedRooms: active,
    pendingBookings: active.filter((b) => b.payment_status === 'pending'),
    maleBookings: active.filter((b) => b.gender === 'male'),
    femaleBookings: active.filter((b) => b.gender === 'female'),
  };
}

/** react-admin's list: every status, filtered, sorted and ranged; `id` (an array) serves getMany. */
export async function bookingRange(sql: Sql, scope: BookingScope, q: ListQuery) {
  const f = q.filter;
  const ids = Array.isArray(f.id) ? f.id.map(text).filter((v): v is string => v !== null) : text(f.id) ? [text(f.id)!] : null;
  const where = sql`
    (${scope.ownerId}::text IS NULL OR user_id = ${scope.ownerId})
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
