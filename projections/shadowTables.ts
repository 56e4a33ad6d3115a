import type { Db } from '../api/db/connect.ts';

/**
 * Shadow copies of read-model tables for a rebuild. The copy starts with columns, defaults and
 * the primary key only (what the replay looks rows up by); plain indexes are built once the bulk
 * of the log is in, in one pass each instead of one insertion per row. Replaying the log in (transaction, position) order
 * can pass through states that live commit order never showed (a bed freed by one transaction
 * and taken by another), so CHECKs and unique rules are only added back once the bulk of the log
 * is in, and taken off again should a later step pass through such a state (rebuild.ts). A final
 * state that breaks one aborts the rebuild and leaves the live tables as they were.
 *
 * A table filled by one INSERT … SELECT (a fold in the database) needs no key while it fills: its
 * primary key is then built with the plain indexes (`pk_later`), in one sorted pass. Kept up row by
 * row, the key of 340,000 bookings made their insert take twice as long (2.1 s against 1.0 s and
 * 0.4 s for the build).
 */
type Definition = { name: string; kind: 'pk' | 'pk_later' | 'index' | 'late_index' | 'late_constraint'; sql: string };

async function definitionsOf(db: Db, table: string): Promise<Definition[]> {
  const constraints = await db<{ name: string; type: string; def: string }[]>`
    SELECT conname AS name, contype AS type, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c WHERE conrelid = ${'public.' + table}::regclass AND contype IN ('p', 'u', 'c', 'x')`;
  const indexes = await db<{ name: string; unique: boolean; def: string; is_constraint: boolean }[]>`
    SELECT ic.relname AS name, i.indisunique AS unique, pg_get_indexdef(i.indexrelid) AS def,
           EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid) AS is_constraint
      FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = ${'public.' + table}::regclass`;
  const defs: Definition[] = constraints.map((c) => ({
    name: c.name,
    kind: c.type === 'p' ? 'pk' : 'late_constraint',
    sql: `ADD CONSTRAINT "${c.name}" ${c.def}`,
  }));
  for (const index of indexes) {
    if (index.is_constraint) continue;
    defs.push({ name: index.name, kind: index.unique ? 'late_index' : 'index', sql: index.def });
  }
  return defs;
}

function retarget(indexDef: string, table: string, schema: string) {
  return indexDef.replace(` ON public.${table} `, ` ON ${schema}.${table} `);
}

/** The shadow copy of `table`, with its primary key unless `primaryKeyLater` (see pk_later). */
export async function createShadowTable(
  db: Db,
  schema: string,
  table: string,
  { primaryKeyLater = false } = {},
): Promise<Definition[]> {
  await db.unsafe(`CREATE TABLE ${schema}.${table}
    (LIKE public.${table} INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING STORAGE)`);
  const defs = await definitionsOf(db, table);
  if (primaryKeyLater) return defs.map((d): Definition => (d.kind === 'pk' ? { ...d, kind: 'pk_later' } : d));
  for (const d of defs) {
    if (d.kind === 'pk') await db.unsafe(`ALTER TABLE ${schema}.${table} ${d.sql}`);
  }
  return defs;
}

/** Adds a primary key left for later now, to an empty table about to be filled row by row. */
export async function addPrimaryKeyNow(db: Db, schema: string, table: string, defs: Definition[]): Promise<Definition[]> {
  for (const d of defs) {
    if (d.kind === 'pk_later') await db.unsafe(`ALTER TABLE ${schema}.${table} ${d.sql}`);
  }
  return defs.map((d): Definition => (d.kind === 'pk_later' ? { ...d, kind: 'pk' } : d));
}

/**
 * The statements that build the plain (non-unique) indexes, and the unique index of a primary key
 * left for later, once the bulk of the rows is in. Each stands alone, so the caller may run
 * several at once: one build keeps one core busy. The key's index becomes the key by attachPrimaryKey.
 */
export function indexStatements(schema: string, table: string, defs: Definition[]): string[] {
  return defs.flatMap((d) => {
    if (d.kind === 'index') return [retarget(d.sql, table, schema)];
    if (d.kind === 'pk_later') return [`CREATE UNIQUE INDEX "${d.name}" ON ${schema}.${table} ${d.sql.replace(/^ADD CONSTRAINT "[^"]*" PRIMARY KEY /, '')}`];
    return [];
  });
}

/** Makes the unique index indexStatements built for a primary key left for later the table's key. */
export async function attachPrimaryKey(db: Db, schema: string, table: string, defs: Definition[]) {
  for (const d of defs) {
    if (d.kind === 'pk_later') await db.unsafe(`ALTER TABLE ${schema}.${table} ADD CONSTRAINT "${d.name}" PRIMARY KEY USING INDEX "${d.name}"`);
  }
}

/** Adds the CHECKs and unique rules, under their original names. */
export async function addLateRules(db: Db, schema: string, table: string, defs: Definition[]) {
  for (const d of defs) {
    if (d.kind === 'late_constraint') await db.unsafe(`ALTER TABLE ${schema}.${table} ${d.sql}`);
    if (d.kind === 'late_index') await db.unsafe(retarget(d.sql, table, schema));
  }
}

/** Takes the CHECKs and unique rules off again, those that were added. */
export async function dropLateRules(db: Db, schema: string, table: string, defs: Definition[]) {
  for (const d of defs) {
    if (d.kind === 'late_constraint') await db.unsafe(`ALTER TABLE ${schema}.${table} DROP CONSTRAINT IF EXISTS "${d.name}"`);
    if (d.kind === 'late_index') await db.unsafe(`DROP INDEX IF EXISTS ${schema}."${d.name}"`);
  }
}

/** A statement failed because the rows broke a CHECK, unique or exclusion rule. */
export const brokeARule = (error: unknown) => ['23505', '23514', '23P01'].includes((error as { code?: string })?.code ?? '');

/** Replaces public.<table> by the shadow copy; callers hold the locks and the transaction. */
export async function swapIn(db: Db, schema: string, table: string) {
  await db.unsafe(`DROP TABLE public.${table}`);
  await db.unsafe(`ALTER TABLE ${schema}.${table} SET SCHEMA public`);
}
