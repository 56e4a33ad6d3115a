import type { Tx } from '../../api/db/connect.ts';
import { hasUpcasters } from '../../api/eventStore/upcasters.ts';

/**
 * What a value of an event must be for SQL reading it from the jsonb to give what the driver
 * would have sent for it from JavaScript, so that a fold in the database writes the rows `apply`
 * writes:
 * - `text`: a string or nothing (JSON null or absent), read as the string or NULL, as the driver
 *   sends the string or NULL (an object or array it would send otherwise).
 * - `string`: a string, never nothing, where JavaScript would write `null` or `undefined` into a
 *   text (a name put together with a template) or NULL must not turn into 0 (`Number(null)`).
 * - `number`: a JSON number as JSON.stringify writes one: jsonb keeps the digits it was given, and
 *   `2.0` would read as 2.0 (and be refused by an integer), where JavaScript reads 2.
 * - `instant`: a time in the form toISOString writes, every field in range (isCanonicalIso):
 *   other forms go through a JS Date, which rolls 30 February into March and drops microseconds.
 * - `flag`: true, false or nothing, read as the text 'true' where JavaScript would see a truthy value.
 * - `ids`: an array of strings (never nothing: `apply` reads its length); read as jsonb.
 * - `keys`: an array of objects with a string `booking_id` and `room_id`, or nothing; read as the
 *   jsonb array, nothing as `[]` (as `apply` reads `?? []`).
 */
export type Plain = 'text' | 'string' | 'number' | 'instant' | 'flag' | 'ids' | 'keys';

/** The values a fold reads from an event's data (or metadata), by name, and what each must be. */
export type Fields = Record<string, Plain>;

/** SQLSTATE of fold_declines (migrations/007_fold_declines.sql). */
const FOLD_DECLINED = 'HF001';
const ISO_INSTANT = '^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$';

function isPlain(v: string, plain: Plain): string {
  switch (plain) {
    case 'text':
      return `(${v} IS NULL OR jsonb_typeof(${v}) IN ('string', 'null'))`;
    case 'string':
      return `jsonb_typeof(${v}) = 'string'`;
    case 'number':
      // jsonb writes no exponent: 1e21 from JavaScript comes back as its 22 digits, the same number.
      return `(jsonb_typeof(${v}) = 'number' AND (${v} #>> '{}') ~ '^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$')`;
    case 'instant':
      // The day is checked against its month by the date input (the regex checked the form).
      return `(jsonb_typeof(${v}) = 'string' AND (${v} #>> '{}') ~ '${ISO_INSTANT}' AND pg_input_is_valid(left(${v} #>> '{}', 10), 'date'))`;
    case 'flag':
      return `(${v} IS NULL OR jsonb_typeof(${v}) IN ('boolean', 'null'))`;
    case 'ids':
      return `(jsonb_typeof(${v}) = 'array' AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS k WHERE jsonb_typeof(k) <> 'string'))`;
    case 'keys':
      return `(${v} IS NULL OR jsonb_typeof(${v}) = 'null' OR (jsonb_typeof(${v}) = 'array' AND NOT EXISTS (
               SELECT 1 FROM jsonb_array_elements(${v}) AS k
                WHERE jsonb_typeof(k->'booking_id') IS DISTINCT FROM 'string' OR jsonb_typeof(k->'room_id') IS DISTINCT FROM 'string')))`;
  }
}

/** What a fold reads of a plain value `v`. */
function valueOf(v: string, plain: Plain): string {
  if (plain === 'ids') return v;
  if (plain === 'keys') return `CASE jsonb_typeof(${v}) WHEN 'array' THEN ${v} ELSE '[]'::jsonb END`;
  return `${v} #>> '{}'`;
}

/** `a` comes after `b` in log order; both are relations a PlainRead gives (or carry its tx and pos). */
export const later = (a: string, b: string) => `(${a}.tx, ${a}.pos) > (${b}.tx, ${b}.pos)`;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Field = { alias: 'd' | 'm'; name: string; plain: Plain };
const fieldsOf = (data: Fields, metadata: Fields): Field[] => [
  ...Object.entries(data).map(([name, plain]) => ({ alias: 'd' as const, name, plain })),
  ...Object.entries(metadata).map(([name, plain]) => ({ alias: 'm' as const, name, plain })),
];
const read = (f: Field) => `${f.alias}.${quoted(f.name)}`;

/**
 * The events of `types` in `log` with their data (and metadata) taken apart once, by
 * jsonb_to_record, which both checks and reads the values: a separate check of a million events
 * cost as much as the fold. `select` is the list of what to take of each event `e` and its values.
 */
function takenApart(log: string, types: readonly string[], fields: Field[], select: string, where = 'true') {
  const records = (['d', 'm'] as const)
    .map((alias) => ({ alias, names: [...new Set(fields.filter((f) => f.alias === alias).map((f) => f.name))] }))
    .filter(({ names }) => names.length > 0)
    .map(({ alias, names }) =>
      `CROSS JOIN LATERAL jsonb_to_record(e.${alias === 'd' ? 'data' : 'metadata'}) AS ${alias}(${names.map((name) => `${quoted(name)} jsonb`).join(', ')})`,
    );
  return `SELECT ${select} FROM ${log} AS e ${records.join(' ')}
    WHERE e.event_type IN (${types.map((t) => `'${t}'`).join(', ')}) AND ${where}`;
}

const POSITION = 'e.transaction_id AS tx, e.global_position AS pos, e.event_id, e.event_type';

/** True for an event whose `checks` all hold; otherwise stops the statement (fold_declines). */
const declinesUnless = (checks: string[], eventId: string) => `CASE WHEN ${checks.join(' AND ') || 'true'} THEN true ELSE fold_declines(${eventId}) END`;

/**
 * The events of `types` in `log` as a relation with the columns tx and pos (their place in log
 * order: transaction id, global position), event_id, event_type, and one column per field named
 * as the field: its text, or its jsonb array for `ids` and `keys`. An event with a value that is
 * not plain stops the statement (fold_declines), and foldWhenPlain answers false.
 */
function plainEvents(log: string, types: readonly string[], fields: Field[]): string {
  const select = [POSITION, ...fields.map((f) => `${valueOf(read(f), f.plain)} AS ${quoted(f.name)}`)].join(', ');
  return `(${takenApart(log, types, fields, select, declinesUnless(fields.map((f) => isPlain(read(f), f.plain)), 'e.event_id'))})`;
}

/**
 * The log a fold reads: a relation shaped as the events table (the log below a rebuild's
 * horizon) and, by PlainRead.key, the tables where stageLog took apart once the events that
 * several folds read.
 */
export type FoldLog = { relation: string; staged?: ReadonlyMap<string, string> };

/** What a fold reads of the events of some types: plainEvents, from a staged table when there is one. */
export type PlainRead = { key: string; types: readonly string[]; fields: readonly Field[]; from: (log: FoldLog) => string };

/** In a staged table, the column of a field's value (text, or jsonb for ids and keys) and of each of its checks. */
const valueColumn = (f: Field) => quoted(`${f.alias}:${f.name}${f.plain === 'ids' || f.plain === 'keys' ? `:${f.plain}` : ''}`);
const checkColumn = (f: Field) => quoted(`plain:${f.alias}:${f.name}:${f.plain}`);

export function plainRead(types: readonly string[], data: Fields, metadata: Fields = {}): PlainRead {
  const key = [...types].sort().join(' ');
  const fields = fieldsOf(data, metadata);
  return {
    key,
    types,
    fields,
    from: (log) => {
      const staged = log.staged?.get(key);
      if (!staged) return plainEvents(log.relation, types, fields);
      return `(SELECT tx, pos, event_id, event_type${fields.map((f) => `, ${valueColumn(f)} AS ${quoted(f.name)}`).join('')}
                 FROM ${staged} WHERE ${declinesUnless(fields.map(checkColumn), 'event_id')})`;
    },
  };
}

/**
 * The statement that stages the events of `reads` (all of one key) into a new `table`: each event
 * taken apart once, with every value and every check any of them makes, as columns. The checks
 * are kept, not enforced: each fold then declines for the values it reads, and only those.
 */
export function stageStatement(table: string, log: string, reads: readonly PlainRead[]): string {
  const fields = reads.flatMap((r) => r.fields);
  const columns = new Map<string, string>();
  for (const f of fields) {
    columns.set(valueColumn(f), `${valueOf(read(f), f.plain)} AS ${valueColumn(f)}`);
    columns.set(checkColumn(f), `${isPlain(read(f), f.plain)} AS ${checkColumn(f)}`);
  }
  // PostgreSQL cuts names at 63 bytes: two long ones could then meet.
  const tooLong = [...columns.keys()].find((name) => Buffer.byteLength(name) > 63 + 2);
  if (tooLong) throw new Error(`staged column name ${tooLong} is longer than PostgreSQL keeps`);
  return `CREATE UNLOGGED TABLE ${table} AS ${takenApart(log, reads[0].types, fields, [POSITION, ...columns.values()].join(', '))}`;
}

/** A projection's foldInDatabase, with what it reads of the log, for stageLog. */
export type InDatabaseFold = ((tx: Tx, log: FoldLog) => Promise<boolean>) & { reads: readonly PlainRead[] };

/**
 * A projection's foldInDatabase: runs `fold` and answers true, or answers false having written
 * nothing when a value it reads (`reads`) is not plain or `fold` calls fold_declines itself (for a
 * log `apply` would refuse), when events it reads may need upcasting in JavaScript, or when the
 * server is older than PostgreSQL 16 (pg_input_is_valid).
 */
export function foldWhenPlain(reads: readonly PlainRead[], fold: (tx: Tx, log: FoldLog) => Promise<unknown>): InDatabaseFold {
  const types = [...new Set(reads.flatMap((r) => r.types))];
  const folding = async (tx: Tx, log: FoldLog): Promise<boolean> => {
    if (types.some(hasUpcasters)) return false;
    const [{ version }] = await tx<{ version: number }[]>`SELECT current_setting('server_version_num')::int AS version`;
    if (version < 160000) return false;
    try {
      await tx.savepoint(async (sp) => {
        // The planner guesses one row for a DISTINCT ON over values taken out of jsonb, and would
        // join hundreds of thousands of them in a nested loop: a fold joins whole relations.
        await sp.unsafe('SET LOCAL enable_nestloop = off');
        await fold(sp, log);
      });
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === FOLD_DECLINED) return false;
      throw error;
    }
  };
  return Object.assign(folding, { reads });
}

/** A fold made of statements run one after another. */
export const statementsInOrder = (statements: (log: FoldLog) => string[]) => async (tx: Tx, log: FoldLog) => {
  for (const statement of statements(log)) await tx.unsafe(statement);
};
