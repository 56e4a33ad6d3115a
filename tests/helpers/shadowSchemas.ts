import type { Sql, Tx } from '../../api/db/connect.ts';
import type { Projection } from '../../projections/projection.ts';

/** Runs `work` in a transaction whose unqualified table names are those of `schema`, as a rebuild's are. */
export function inSchema<T>(sql: Sql, schema: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
    return work(tx);
  }) as Promise<T>;
}

/** A new schema holding the read models' tables, empty, as their definitions make them. */
export async function schemaWith(sql: Sql, schema: string, list: readonly Projection[]) {
  await sql.unsafe(`CREATE SCHEMA ${schema}`);
  await sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL search_path TO ${schema}`);
    for (const p of list) await tx.unsafe(p.definition);
  });
}

/** Every row of `table`, ordered by the whole row, so that tables compare whatever order they were written in. */
export const allRows = (sql: Sql, table: string) => sql.unsafe(`SELECT * FROM ${table} AS r ORDER BY r`);

/** Every row of a read model's tables in `schema`, table by table (allRows). */
export async function rowsOf(sql: Sql, schema: string, p: Projection): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of p.tables) out[table] = await allRows(sql, `${schema}.${table}`);
  return out;
}
