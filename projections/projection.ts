import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db, Tx } from '../api/db/connect.ts';
import type { StoredEvent, WrittenEvent } from '../api/eventStore/types.ts';

/**
 * A read model built from the log, kept in its own folder: its tables' definition (a `.sql`
 * file of CREATE TABLE and CREATE INDEX statements with unqualified names), `apply`, which
 * writes one event into those tables and is the reference for what they mean, and optionally
 * `fold`, the same meaning for a whole log at once, which a rebuild uses where one event at a
 * time would take too long. `apply` reads and writes only its own tables, by unqualified names,
 * so that a rebuild can point them at new tables (search_path).
 */
export type Projection = InlineProjection | AsyncProjection;

/** Written in the append's own transaction: what the API reads after a write is already there. */
export type InlineProjection = ProjectionBase & { mode: 'inline'; apply: (db: Db, event: WrittenEvent) => Promise<void> };
/** Follows the log after commit (asyncRunner.ts), with every event's place in the log. */
export type AsyncProjection = ProjectionBase & { mode: 'async'; apply: (db: Db, event: StoredEvent) => Promise<void> };

type ProjectionBase = {
  name: string;
  /** Moved on when `apply` gives other rows for the same events: the read model is then rebuilt. */
  version: number;
  handles: readonly string[];
  definition: string;
  /** The tables `definition` creates, which this read model alone writes. */
  tables: readonly string[];
  /**
   * Writes into its empty tables the rows `apply` gives for every event of `log` (a relation
   * shaped as the events table) in log order, (transaction_id, global_position). Answers false,
   * having written nothing, for a log it was not written for; the rebuild then applies it.
   */
  fold?: (tx: Tx, log: string) => Promise<boolean>;
  /**
   * Its rows hold personal fields of the events (docs/personal-data.md): its fold reads the sealed
   * events opened. Without it, a fold reads them sealed, which suits a read model of none.
   */
  personal?: true;
};

/** A read model's definition, read from the `.sql` file beside the module at `moduleUrl`. */
export function definitionOf(moduleUrl: string, file: string): { definition: string; tables: string[] } {
  const definition = readFileSync(new URL(file, moduleUrl), 'utf8');
  const tables = [...definition.matchAll(/^CREATE TABLE (\w+)/gm)].map((m) => m[1]);
  return { definition, tables };
}

/** The columns of `table` as `definition` creates them, in order. */
export function columnsOf(definition: string, table: string): string[] {
  const body = new RegExp(`^CREATE TABLE ${table} \\(\\n([\\s\\S]*?)\\n\\);`, 'm').exec(definition)?.[1];
  if (!body) throw new Error(`no table ${table} in the definition`);
  return [...body.matchAll(/^\s+(\w+)\s/gm)].map((m) => m[1]).filter((name) => name !== 'CONSTRAINT' && name !== 'PRIMARY');
}

/** The expression `definition` indexes by `index`, so that a query can ask for it as the index holds it. */
export function indexExpressionOf(definition: string, index: string): string {
  const found = new RegExp(`^CREATE INDEX ${index} ON \\w+ USING \\w+ \\(\\(([\\s\\S]*?)\\)(?: [\\w.]+)?\\);$`, 'm').exec(definition);
  if (!found) throw new Error(`no expression index ${index} in the definition`);
  return found[1];
}

/** What a read model's rows depend on: a new one means the rows in the database must be rebuilt. */
export const fingerprintOf = (p: Projection) => createHash('sha256').update(`${p.version}\n${p.definition}`).digest('hex');

/**
 * How an event's data becomes a row of `table`: each column takes the data's value of the same
 * name, except those `renamed` to another key. The table's definition is then the one list of its
 * columns, for `apply` (one event) and `fold` (the log) alike.
 */
export function rowOf(table: string, renamed: Readonly<Record<string, string>>) {
  const pairs = Object.entries(renamed).flatMap(([column, key]) => [`'${column}'`, `$data->'${key}'`]);
  return {
    table,
    /** The row as SQL, of the jsonb `data`, overridden by the jsonb object `more` when given. */
    from: (data: string, more?: string) =>
      `jsonb_populate_record(NULL::${table}, ${data} || jsonb_build_object(${pairs.join(', ')})${more ? ` || ${more}` : ''})`.replaceAll(
        '$data',
        data,
      ),
  };
}

/** Inserts the row `row` makes of one event's data. */
export function insertRow(db: Db, row: ReturnType<typeof rowOf>, data: unknown) {
  return db.unsafe(`INSERT INTO ${row.table} SELECT * FROM ${row.from('$1::text::jsonb')}`, [JSON.stringify(data)], { prepare: true });
}

/**
 * Updates one row of `table` from an event's data: each of `columns` takes the data's value of the
 * same name where it has one, and keeps its own otherwise (jsonb_populate_record over the row);
 * `more`, SQL over the row `r` and the data `$1`, overrides some. `where` picks the row.
 */
export function updateRow(db: Db, table: string, columns: readonly string[], where: string, data: unknown, more = `'{}'::jsonb`) {
  const set = `(${columns.join(', ')}) = (SELECT ${columns.map((c) => `u.${c}`).join(', ')} FROM jsonb_populate_record(r, $1 || ${more}) AS u)`;
  return db.unsafe(`UPDATE ${table} AS r SET ${set} WHERE ${where}`.replaceAll('$1', '$1::text::jsonb'), [JSON.stringify(data)], {
    prepare: true,
  });
}

/**
 * Gives the rows of `table` where `column` is `id` the values a forgotten person's events read
 * with (`forgotten`, by column name), as a rebuild after the forgetting would: what a read model
 * copied of their personal data goes when their key does.
 */
export function forgetRows(db: Db, table: string, forgotten: Readonly<Record<string, unknown>>, column: string, id: string) {
  const columns = Object.keys(forgotten).map((c) => `"${c}"`);
  return db.unsafe(
    `UPDATE ${table} AS r SET (${columns.join(', ')}) = (SELECT ${columns.map((c) => `f.${c}`).join(', ')}
       FROM jsonb_populate_record(r, $1::text::jsonb) AS f) WHERE r.${column} = $2`,
    [JSON.stringify(forgotten), id],
    { prepare: true },
  );
}
