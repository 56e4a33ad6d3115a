import type { BenchDatabase } from './benchDatabase.ts';
import type { BenchContext } from './context.ts';
import { formatStatements, resetStatements, topStatements } from './pgStats.ts';

/**
 * A fresh database for one benchmark, dropped afterwards whatever happens. With --pg-stats the
 * statements that cost the most server time in it are printed and kept in the JSON details.
 */
export async function withBenchDatabase<T>(
  ctx: BenchContext,
  label: string,
  work: (db: BenchDatabase) => Promise<T>,
  poolSize = 40,
): Promise<T> {
  const db = await ctx.server.createDatabase(label, poolSize);
  try {
    if (ctx.pgStats) await resetStatements(db);
    const result = await work(db);
    if (ctx.pgStats) {
      const top = await topStatements(db);
      ctx.details[`${label}:pg_stat_statements`] = top;
      ctx.log(`top statements in ${label}:\n${formatStatements(top)}`);
    }
    return result;
  } finally {
    await db.drop();
  }
}
