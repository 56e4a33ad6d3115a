import type { BenchDatabase } from './benchDatabase.ts';
import type { RushOutcome } from './rushScenario.ts';

export type StatementStat = { calls: number; total_ms: number; mean_ms: number; rows: number; query: string };

/** Starts recording this database's statements from zero (only with --pg-stats). */
export async function resetStatements(db: BenchDatabase): Promise<void> {
  await db.sql.unsafe('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await db.sql.unsafe('SELECT pg_stat_statements_reset()');
}

/** The statements that took the most server time in this database since the reset. */
export async function topStatements(db: BenchDatabase, limit = 8): Promise<StatementStat[]> {
  return db.sql.unsafe<StatementStat[]>(
    `SELECT calls::int AS calls, round(total_exec_time::numeric, 1)::float8 AS total_ms,
            round(mean_exec_time::numeric, 3)::float8 AS mean_ms, rows::int AS rows,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
       FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY total_exec_time DESC LIMIT $1`,
    [limit],
  );
}

export function formatStatements(rows: StatementStat[]): string {
  return rows
    .map(
      (r) =>
        `    ${String(r.calls).padStart(8)} calls ${r.total_ms.toFixed(0).padStart(8)} ms ${r.mean_ms.toFixed(3).padStart(8)} ms/call  ${r.query}`,
    )
    .join('\n');
}

/**
 * How many statements the clients of this database sent since the last reset (only with
 * --pg-stats): top-level ones, not those run inside them (foreign key checks, functions); with
 * `except`, not those whose text holds it.
 */
export async function statementCalls(sql: BenchDatabase['sql'], except?: string): Promise<number> {
  const [{ calls }] = await sql<{ calls: number }[]>`
    SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND toplevel
       AND (${except ?? null}::text IS NULL OR strpos(query, ${except ?? null}::text) = 0)`;
  return calls;
}

/** A rush's statements (`calls`, counted by statementCalls) less its looks', per booking attempt and per booking. */
export function statementsPerAttempt(calls: number, outcome: RushOutcome, statementsPerLook: number): string {
  const bookingStatements = calls - statementsPerLook * outcome.looks.latency.count;
  return (
    `statements per booking attempt ${(bookingStatements / outcome.bookings.latency.count).toFixed(1)} (BEGIN counted; pg_stat_statements records no COMMIT), ` +
    `per booking ${(bookingStatements / outcome.bookingIds.length).toFixed(1)}`
  );
}
