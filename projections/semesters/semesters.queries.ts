import type { Db } from '../../api/db/connect.ts';
import type { Semester } from '../../shared/records.ts';
import { listTotal } from '../listTotals.ts';
import { pageLimit, type PageQuery } from '../pages.ts';

const COLUMNS = 'id, name, description, start_date, end_date, created_at, updated_at';

export const SEMESTER_SORTABLE = ['name', 'start_date', 'end_date', 'created_at', 'updated_at'] as const;

export async function findSemester(db: Db, id: string): Promise<Semester | null> {
  const [row] = await db<Semester[]>`SELECT ${db.unsafe(COLUMNS)} FROM semesters WHERE id = ${id}`;
  return row ?? null;
}

/** Holds the semester against a deletion until commit; false when it is gone. */
export async function holdSemester(db: Db, id: string): Promise<boolean> {
  return (await db`SELECT 1 FROM semesters WHERE id = ${id} FOR KEY SHARE`).length > 0;
}

/** Newest start date first unless another order is asked for; `ids` for react-admin's getMany. */
export async function listSemesters(db: Db, q: PageQuery, ids: string[] | null): Promise<{ rows: Semester[]; total: number }> {
  const where = ids ? db`WHERE id = ANY(${ids})` : db``;
  const order = q.sort ? db`${db(q.sort.field)} ${db.unsafe(q.sort.order)}, id` : db`start_date DESC, id`;
  const [rows, total] = await Promise.all([
    db<Semester[]>`SELECT ${db.unsafe(COLUMNS)} FROM semesters ${where} ORDER BY ${order} ${pageLimit(db, q)}`,
    listTotal(db, `semesters:${JSON.stringify(ids)}`, db`SELECT 1 FROM semesters ${where}`),
  ]);
  return { rows, total };
}

/** Today's calendar date by the injected clock, in UTC (Ghana's time zone). */
export const calendarDateOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The semester used where no semester_id is given: the one whose dates contain today; else the
 * next one to start; else the most recently started. Null when there is no semester at all.
 */
export async function currentSemester(db: Db, now: Date): Promise<Semester | null> {
  const today = calendarDateOf(now);
  const [row] = await db<Semester[]>`
    SELECT ${db.unsafe(COLUMNS)} FROM semesters
     ORDER BY CASE WHEN start_date <= ${today}::date AND end_date >= ${today}::date THEN 0
                   WHEN start_date > ${today}::date THEN 1
                   ELSE 2 END,
              CASE WHEN start_date > ${today}::date THEN start_date END ASC,
              start_date DESC, id
     LIMIT 1`;
  return row ?? null;
}

/** The semester_id a request gave, else the current semester's; null when there is no semester. */
export async function semesterIdOrCurrent(db: Db, now: Date, given?: string | null): Promise<string | null> {
  return given || ((await currentSemester(db, now))?.id ?? null);
}
