import type { Db } from '../../api/db/connect.ts';
import { param, type PgType } from './params.ts';

/** The columns a batch writes to one table, in order, with the type of each. */
export type TableSpec = { name: string; columns: readonly (readonly [string, PgType])[] };

/** A row as the driver would send it: one serialized value (or null) per column of the spec. */
export type Row = (string | null)[];

export function rowOf(spec: TableSpec, record: Record<string, unknown>): Row {
  return spec.columns.map(([column, type]) => param(type, record[column]));
}

export function columnIndex(spec: TableSpec, column: string): number {
  const i = spec.columns.findIndex(([c]) => c === column);
  if (i < 0) throw new Error(`${spec.name} has no column ${column} in its batch spec`);
  return i;
}

/**
 * `(r->>0)::text, (r->>1)::timestamptz, …`: the values of a row `r` of the jsonb array parameter,
 * each turned into its column's type by the type's input function, as a parameter would be.
 * `override` replaces the expression of some columns.
 */
export function selectList(spec: TableSpec, override: Record<string, string> = {}): string {
  return spec.columns.map(([column, type], i) => override[column] ?? `(r->>${i})::${type}`).join(', ');
}

/**
 * Inserts rows in one statement: the rows travel as one jsonb array (no limit on the number of
 * parameters, one parse on the server), each row an array of the serialized values.
 */
export function insertRows(
  db: Db,
  spec: TableSpec,
  rows: Row[],
  opts: { onConflict?: string; returning?: string } = {},
) {
  const sql = `INSERT INTO ${spec.name} (${spec.columns.map(([c]) => c).join(', ')})
    SELECT ${selectList(spec)} FROM jsonb_array_elements($1::jsonb) AS r
    ${opts.onConflict ? `ON CONFLICT (${opts.onConflict}) DO NOTHING` : ''} ${opts.returning ? `RETURNING ${opts.returning}` : ''}`;
  return db.unsafe(sql, [rows] as never[]);
}
