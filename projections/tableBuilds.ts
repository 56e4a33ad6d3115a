import type { Sql } from '../api/db/connect.ts';
import { addLateRules, attachPrimaryKey, brokeARule, dropLateRules, indexStatements, type createShadowTable } from './shadowTables.ts';

export type Definitions = Map<string, Awaited<ReturnType<typeof createShadowTable>>>;

/**
 * The index and rule builds of a rebuild's shadow tables, each table's started as soon as its rows
 * are in (`filled`), at most `limit` at a time across all tables, each on a connection of its own:
 * one build keeps one core busy. Started only once every fold had ended, they left a core idle
 * while the longest fold (bookings) ran alone, then took 3 to 4 s more.
 *
 * A table's plain indexes (and a primary key left for later) are built at once, then its CHECKs
 * and unique rules added. Under the swap's lock those rules kept bookings waiting 2 s for a
 * million events' rows. A table whose rows at the rebuild's horizon break a rule (a transaction
 * below it relied on one above it, which the catch-up brings) gets its rules in its swap instead.
 * `finished` answers the tables whose rules are in place.
 */
export function tableBuilds(sql: Sql, schema: string, defs: Definitions, limit: number) {
  const slot = slots(limit);
  const ruled = new Set<string>();
  const started: Promise<unknown>[] = [];

  const addRules = async (table: string) => {
    try {
      await addLateRules(sql, schema, table, defs.get(table)!);
      ruled.add(table);
    } catch (error) {
      if (!brokeARule(error)) throw error;
      await dropLateRules(sql, schema, table, defs.get(table)!);
    }
  };
  const build = async (table: string) => {
    const statements = indexStatements(schema, table, defs.get(table)!);
    await Promise.all(statements.map((statement) => slot(() => sql.unsafe(statement))));
    await slot(async () => {
      await attachPrimaryKey(sql, schema, table, defs.get(table)!);
      await addRules(table);
    });
  };

  return {
    filled(tables: readonly string[]) {
      for (const table of tables) {
        const built = build(table);
        built.catch(() => {}); // awaited by finished; seen now so that it is not reported as unhandled
        started.push(built);
      }
    },
    async finished(): Promise<Set<string>> {
      await Promise.all(started);
      return ruled;
    },
  };
}

/** Runs the work handed to it at most `limit` at a time, in the order it was handed in. */
function slots(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
