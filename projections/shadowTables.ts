import type { Db } from '../api/db/connect.ts';

/**
 * Shadow copies of read-model tables for a rebuild. The copy starts with columns, defaults and
 * the primary key only (what the replay looks rows up by); plain indexes are built once the bulk
 * of the log is in, in one pass each instead of one insertion per row. Replaying the log in (transaction, position) order
 * can pass through states that live commit order never showed (a bed freed by one transaction
 * and taken by another), so CHECKs and unique rules are only added back once the bulk of the log
 * is in, and taken off again should a later step pass through such a state (rebuild.ts). A final
 * state that breaks one aborts the rebuild and leaves the live tables as they were.
 */
type Definition = { name: string; kind: 'pk' | 'index' | 'late_index' | 'late_constraint'; sql: string };

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

export async function createShadowTable(db: Db, schema: string, table: string): Promise<Definition[]> {
  await db.unsafe(`CREATE TABLE ${schema}.${table}
    (LIKE public.${table} INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING STORAGE)`);
  const defs = await definitionsOf(db, table);
  for (const d of defs) {
    if (d.kind === 'pk') await db.unsafe(`ALTER TABLE ${schema}.${table} ${d.sql}`);
  }
  return defs;
}

/**
 * The statements that build the plain (non-unique) indexes once the bulk of the rows is in. Each
 * stands alone, so the caller may run several at once: one build keeps one core busy.
 */
export function indexStatements(schema: string, table: string, defs: Definition[]): string[] {
  return defs.filter((d) => d.kind === 'index').map((d) => retarget(d.sql, table, schema));
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
