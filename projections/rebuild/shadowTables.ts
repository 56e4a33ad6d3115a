import type { Db, Tx } from '../../api/db/connect.ts';
import type { Projection } from '../projection.ts';

/**
 * A read model's tables made afresh in a rebuild's schema, from its definition. They are filled
 * with only their primary keys: plain indexes are built afterwards in one pass each, and CHECKs
 * and unique rules come last, since replaying the log in (transaction, position) order can pass
 * through states that commit order never showed (a bed freed by one transaction and taken by
 * another). A final state that breaks a rule aborts the rebuild and leaves the live tables alone.
 */
export type Later = { table: string; kind: 'index' | 'rule'; name: string; sql: string };

export async function createShadowTables(tx: Tx, schema: string, p: Projection): Promise<Later[]> {
  await tx.unsafe(`SET LOCAL search_path TO ${schema}`);
  await tx.unsafe(p.definition);
  const later: Later[] = [];
  for (const table of p.tables) {
    const qualified = `${schema}.${table}`;
    const constraints = await tx<{ name: string; def: string }[]>`
      SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
       WHERE conrelid = ${qualified}::regclass AND contype IN ('u', 'c', 'x')`;
    const indexes = await tx<{ name: string; unique: boolean; def: string }[]>`
      SELECT ic.relname AS name, i.indisunique AS unique, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
       WHERE i.indrelid = ${qualified}::regclass AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`;
    for (const c of constraints) {
      later.push({ table, kind: 'rule', name: c.name, sql: `ALTER TABLE ${qualified} ADD CONSTRAINT "${c.name}" ${c.def}` });
      await tx.unsafe(`ALTER TABLE ${qualified} DROP CONSTRAINT "${c.name}"`);
    }
    for (const i of indexes) {
      later.push({ table, kind: i.unique ? 'rule' : 'index', name: i.name, sql: i.def });
      await tx.unsafe(`DROP INDEX ${schema}."${i.name}"`);
    }
  }
  return later;
}

/** Adds what createShadowTables left for later, of `kind`. */
export async function addLater(db: Db, later: readonly Later[], kind: Later['kind']) {
  for (const l of later) if (l.kind === kind) await db.unsafe(l.sql);
}

/** Takes the rules off again. */
export async function dropRules(db: Db, schema: string, later: readonly Later[]) {
  for (const l of later) {
    if (l.kind !== 'rule') continue;
    if (l.sql.startsWith('ALTER TABLE')) await db.unsafe(`ALTER TABLE ${schema}.${l.table} DROP CONSTRAINT IF EXISTS "${l.name}"`);
    else await db.unsafe(`DROP INDEX IF EXISTS ${schema}."${l.name}"`);
  }
}

/** A statement failed because the rows broke a CHECK, unique or exclusion rule. */
export const brokeARule = (error: unknown) => ['23505', '23514', '23P01'].includes((error as { code?: string })?.code ?? '');
