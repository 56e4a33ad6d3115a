import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql, Tx } from './connect.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_300_417;

/**
 * Work a migration does in Node after its SQL, in its transaction (what SQL alone cannot, such as
 * encrypting), by the migration's version. A caller that leaves one out records that migration
 * as applied without its work: only right for a database whose log is empty.
 */
export type MigrationSteps = Readonly<Record<string, (tx: Tx) => Promise<void>>>;

/**
 * Applies migrations/NNN_name.sql in order, each once and inside its own transaction, with its
 * Node step when it has one. A transaction-level advisory lock serialises processes that start
 * together, and the applied check runs after the lock, so a second process sees the first one's
 * work and skips it.
 */
export async function migrate(sql: Sql, steps: MigrationSteps = {}, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the same lock as the migrations: IF NOT EXISTS alone still fails, in one of several
  // ways (its row type, its name, its index), when two processes create the table at once.
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`;
  });
  const files = (await fs.readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const body = await fs.readFile(path.join(dir, file), 'utf8');
    const didApply = await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      const [done] = await tx`SELECT 1 FROM schema_migrations WHERE version = ${version}`;
      if (done) return false;
      await tx.unsafe(body);
      await steps[version]?.(tx);
      await tx`INSERT INTO schema_migrations (version) VALUES (${version})`;
      return true;
    });
    if (didApply) applied.push(version);
  }
  return applied;
}
