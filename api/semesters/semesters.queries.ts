import type { Db } from '../db/connect.ts';
import type { ListQuery } from '../http/listQuery.ts';

export type Semester = {
  id: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  created_at: Date;
  updated_at: Date;
};

export const SEMESTER_SORTABLE = ['name', 'start_date', 'end_date', 'created_at', 'updated_at'] as const;

export async function findSemester(db: Db, id: string): Promise<Semester | null> {
  const [row] = await db<Semester[]>`
    SELECT id, name, description, start_date, end_date, created_at, updated_at FROM semesters WHERE id = ${id}`;
  return row ?? null;
}

/** Newest start date first unless react-admin asks for another order; `id` filter for getMany. */
export async function listSemesters(db: Db, q: ListQuery): Promise<{ rows: Semester[]; total: number }> {
  const ids = Array.isArray(q.filter.id) ? q.filter.id.map(String) : null;
  const where = ids ? db`WHERE id = ANY(${ids})` : db``;
  const order = q.sort ? db`${db(q.sort.field)} ${db.unsafe(q.sort.order)}, id` : db`start_date DESC, id`;
  const rows = await db<Semester[]>`
    SELECT id, name, description, start_date, end_date, created_at, updated_at
      FROM semesters ${where} ORDER BY ${order} LIMIT ${q.perPage} OFFSET ${q.offset}`;
  const [{ total }] = await db<{ total: number }[]>`SELECT count(*) AS total FROM semesters ${where}`;
  return { rows, total };
}

/** True when any room of the semester has a booking, whatever its payment status. */
export async function roomsHaveBookings(db: Db, roomIds: string[]): Promise<boolean> {
  if (roomIds.length === 0) return false;
  const [row] = await db`SELECT 1 FROM bookings WHERE room_id = ANY(${roomIds}) LIMIT 1`;
  return Boolean(row);
}

export async function roomIdsOfSemester(db: Db, semesterId: string): Promise<string[]> {
  const rows = await db<{ id: string }[]>`SELECT id FROM rooms WHERE semester_id = ${semesterId}`;
  return rows.map((r) => r.id);
}
