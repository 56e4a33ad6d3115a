import type { Db } from '../db/connect.ts';
import type { Semester } from './semesters.queries.ts';

/** Today's calendar date by the injected clock, in UTC (Ghana's time zone). */
export const calendarDateOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The semester used where no semester_id is given: the one whose dates contain today; else the
 * next one to start; else the most recently started. Null when there is no semester at all.
 */
export async function currentSemester(db: Db, now: Date): Promise<Semester | null> {
  const today = calendarDateOf(now);
  const [row] = await db<Semester[]>`
    SELECT id, name, description, start_date, end_date, created_at, updated_at
      FROM semesters
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
