import type { Sql } from '../../api/db/connect.ts';
import { logPlan, type LogPlan } from './logPlan.ts';
import { bookingEventsSql, roomsAndSemesterSql, usersSql } from './logPlanSql.ts';

/**
 * Fills the events table with `total` events of a hostel's history, written by PostgreSQL itself
 * (INSERT … SELECT generate_series), a chunk per statement: users register, then each semester
 * is created with its rooms, and its bookings follow, each decided right after it is made.
 * The final state keeps every rule of the read models (no room over capacity, one active
 * booking per student and semester), so a rebuild swaps in cleanly.
 */
export async function generateEvents(sql: Sql, total: number, log: (m: string) => void): Promise<LogPlan> {
  const plan = logPlan(total);
  const started = performance.now();
  const USERS_PER_STATEMENT = 100_000;
  for (let from = 0; from < plan.users; from += USERS_PER_STATEMENT) {
    await sql.unsafe(usersSql, [from, Math.min(plan.users, from + USERS_PER_STATEMENT) - 1]);
  }
  for (let s = 0; s < plan.semesters; s++) {
    await sql.unsafe(roomsAndSemesterSql, [s, plan.roomsPerSemester]);
    await sql.unsafe(bookingEventsSql, [s, plan.roomsPerSemester, plan.bookingsPerSemester, Math.floor(plan.users / 2)]);
  }
  const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::bigint AS n FROM events`;
  if (n !== plan.expected) throw new Error(`generated ${n} events, planned ${plan.expected}: logPlan.ts and logPlanSql.ts disagree`);
  log(`generated ${n.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A real log of a million events has long been vacuumed: without this, the first reads set the
  // hint bits of every fresh row and autovacuum starts in the middle of the measurements.
  await sql`VACUUM (ANALYZE) events`;
  return { ...plan, generated: n };
}
