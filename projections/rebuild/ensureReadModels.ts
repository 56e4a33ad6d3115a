import type { Sql } from '../../api/db/connect.ts';
import { fingerprintOf, type Projection } from '../projection.ts';
import { rebuildProjections } from './rebuild.ts';

// Any constant works; it only has to be the same in every process that starts on this database.
const LOCK_KEY = 7_300_418;

/**
 * Rebuilds from the log every read model whose definition or `version` differs from the one its
 * tables were built with (read_models), or that has no tables yet: a new database gets them
 * empty, a changed read model is rebuilt before the server answers. Servers starting together
 * take turns; the second finds the first one's work done. Returns the names rebuilt.
 */
export async function ensureReadModels(sql: Sql, list: readonly Projection[], log: (message: string) => void = () => {}) {
  const lock = await sql.reserve();
  try {
    await lock`SELECT pg_advisory_lock(${LOCK_KEY})`;
    const built = new Map(
      (await sql<{ name: string; fingerprint: string }[]>`SELECT name, fingerprint FROM read_models`).map((r) => [r.name, r.fingerprint]),
    );
    const stale = list.filter((p) => built.get(p.name) !== fingerprintOf(p));
    if (stale.length === 0) return [];
    const names = stale.map((p) => p.name);
    if (built.size > 0) log(`rebuilding read models from the event log: ${names.join(', ')}`);
    await rebuildProjections(sql, stale);
    return names;
  } finally {
    await lock`SELECT pg_advisory_unlock(${LOCK_KEY})`.catch(() => {});
    lock.release();
  }
}
