import type { Sql } from '../../api/db/connect.ts';
import type { Projection } from '../../projections/projection.ts';

/** Runs `work` in a transaction whose unqualified table names are those of `schema`, as a rebuild's are. */
export function inSchema<T>(sql: Sql, schema: string, work: (tx: any) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
    return work(tx);
  }) as Promise<T>;
}

/**
 * Every row of `table`, ordered by the whole row: a table's first column need not be its key
 * (room_counts is keyed by semester and shard), and rows tied on it come in whatever order the
 * table was written in.
 */
export const allRows = (sql: Sql, table: string) => sql.unsafe(`SELECT * FROM ${table} AS r ORDER BY r`);

/** Every row of a projection's tables in `schema`, table by table (allRows). */
export async function rowsOf(sql: Sql, schema: string, p: Projection): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of p.tables) out[table] = await allRows(sql, `${schema}.${table}`);
  return out;
}
