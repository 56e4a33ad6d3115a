import type { Sql, Tx } from '../../api/db/connect.ts';
import { READ_MODELS_CHANNEL } from '../../api/db/notices.ts';
import { currentHorizon, logBelow, readAll, readBelowHorizon, readCommittedAfter, type Checkpoint } from '../../api/eventStore/read.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { fillUnsealed } from '../../api/eventStore/unsealed.ts';
import { ensureCheckpoint } from '../asyncRunner.ts';
import { fingerprintOf, type Projection } from '../projection.ts';
import { addLater, brokeARule, createShadowTables, dropRules, type Later } from './shadowTables.ts';

export type RebuildResult = { projection: string; events: number; folded: boolean; seconds: number };

const APPLY_BATCH = 5000;
// Read models filled at once: each keeps one database backend, and so one core, busy.
const AT_ONCE = 2;

/**
 * Rebuilds read models from the first event into new tables, then swaps each in, so that readers
 * see the old rows until the instant they see the complete new ones.
 *
 * The log below the horizon (every transaction older than the oldest still running when the
 * rebuild starts) is written into the new tables without locks: by the read model's `fold` where
 * it has one and takes the log, else by `apply`, event by event. Then, read model by read model,
 * a transaction locks the live tables against writers, applies what was committed meanwhile, and
 * swaps. An async read model follows the xmin rule there too, and hands its checkpoint back to
 * the runner. `onSwapped` hears of each read model once it is live.
 */
export async function rebuildProjections(
  sql: Sql,
  list: readonly Projection[],
  onSwapped: (result: RebuildResult) => void = () => {},
): Promise<RebuildResult[]> {
  const started = performance.now();
  const schema = `rebuild_${process.pid}_${Date.now()}`;
  await sql.unsafe(`CREATE SCHEMA ${schema}`);
  try {
    const horizon = await currentHorizon(sql);
    // Personal fields are opened once, in Node, for every fold that reads sealed events; the read
    // models that read none are filled meanwhile.
    const unsealed = `${schema}.unsealed`;
    const readsSealed = (p: Projection) => Boolean(p.fold && p.personal);
    const opening = fillUnsealed(sql, unsealed, horizon, [...new Set(list.filter(readsSealed).flatMap((p) => p.handles))]);
    opening.catch(() => {}); // awaited below, whoever else waits for it
    const first = [...list.filter((p) => !readsSealed(p)), ...list.filter(readsSealed)];
    const filled = await inTurns(first, AT_ONCE, async (p) => {
      if (!readsSealed(p)) return fill(sql, schema, p, horizon);
      await opening;
      return fill(sql, schema, p, horizon, unsealed);
    });
    await opening;
    // Swapped in, and told, in the order asked.
    filled.sort((a, b) => list.indexOf(a.p) - list.indexOf(b.p));
    const results: RebuildResult[] = [];
    for (const { p, later, ruled, events, folded } of filled) {
      const caughtUp = await catchUpAndSwap(sql, schema, p, horizon, later, ruled);
      const result = { projection: p.name, events: events + caughtUp, folded, seconds: (performance.now() - started) / 1000 };
      results.push(result);
      onSwapped(result);
    }
    return results;
  } finally {
    await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

/** The read model's new tables, filled from the log below the horizon, with their indexes and (when its rows allow) rules. */
async function fill(sql: Sql, schema: string, p: Projection, horizon: Checkpoint, unsealed?: string) {
  const later = (await sql.begin((tx) => createShadowTables(tx, schema, p))) as Later[];
  const log = logBelow(horizon, p.handles, unsealed);
  const [{ events }] = await sql.unsafe<{ events: number }[]>(`SELECT count(*)::int AS events FROM ${log} e`);
  const folded = p.fold ? await inSchema(sql, schema, (tx) => p.fold!(tx, log)) : false;
  if (!folded) {
    for await (const batch of readBelowHorizon(sql, horizon, { types: p.handles, batchSize: APPLY_BATCH })) {
      await inSchema(sql, schema, (tx) => applyAll(tx, p, batch));
    }
  }
  await addLater(sql, later, 'index');
  // Rules added now keep the swap's lock short; rows that break one get them in the swap instead.
  let ruled = true;
  try {
    await sql.begin((tx) => addLater(tx, later, 'rule'));
  } catch (error) {
    if (!brokeARule(error)) throw error;
    ruled = false;
  }
  return { p, later, events, folded, ruled };
}

/** A transaction writing the new tables: nothing in it needs to survive a crash. */
function inSchema<T>(sql: Sql, schema: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL synchronous_commit = off; SET LOCAL work_mem = '128MB'; SET LOCAL search_path TO ${schema}, public`);
    return work(tx);
  }) as Promise<T>;
}

async function applyAll(tx: Tx, p: Projection, events: readonly StoredEvent[]) {
  for (const event of events) await p.apply(tx, event);
}

async function catchUpAndSwap(sql: Sql, schema: string, p: Projection, from: Checkpoint, later: Later[], ruled: boolean): Promise<number> {
  let after = from;
  let caughtUp = 0;
  const catchUp = async (tx: Tx) => {
    after = from;
    caughtUp = 0;
    for (;;) {
      // Writers of an inline read model are locked out: every committed event is there to read.
      const read =
        p.mode === 'inline'
          ? await readCommittedAfter(tx, after, { types: p.handles, limit: APPLY_BATCH })
          : await readAll(tx, { after, limit: APPLY_BATCH, types: p.handles });
      await applyAll(tx, p, read.events);
      caughtUp += read.events.length;
      after = read.checkpoint;
      if (read.events.length < APPLY_BATCH) break;
    }
  };
  await sql.begin(async (tx) => {
    if (p.mode === 'async') {
      await ensureCheckpoint(tx, p);
      await tx`SELECT 1 FROM projection_checkpoints WHERE name = ${p.name} FOR UPDATE`;
    }
    const live = (
      await tx<{ table: string }[]>`
      SELECT relname AS table FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relname = ANY(${p.tables as string[]})`
    ).map((r) => r.table);
    if (live.length > 0) await tx.unsafe(`LOCK TABLE ${live.map((t) => `public.${t}`).join(', ')} IN EXCLUSIVE MODE`);
    await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
    if (!ruled) {
      await catchUp(tx);
      await addLater(tx, later, 'rule');
    } else {
      try {
        await tx.savepoint((sp) => catchUp(sp));
      } catch (error) {
        if (!brokeARule(error)) throw error;
        // The catch-up passed through a state commit order never showed: again, without the rules.
        await dropRules(tx, schema, later);
        await catchUp(tx);
        await addLater(tx, later, 'rule');
      }
    }
    for (const table of p.tables) {
      await tx.unsafe(`DROP TABLE IF EXISTS public.${table}`);
      await tx.unsafe(`ALTER TABLE ${schema}.${table} SET SCHEMA public`);
    }
    await tx`INSERT INTO read_models (name, fingerprint) VALUES (${p.name}, ${fingerprintOf(p)})
             ON CONFLICT (name) DO UPDATE SET fingerprint = excluded.fingerprint, rebuilt_at = now()`;
    // Servers keep what they read from read models (signed-in users): at commit, they forget it.
    await tx`SELECT pg_notify(${READ_MODELS_CHANNEL}, ${p.name})`;
    if (p.mode === 'async') {
      await tx`UPDATE projection_checkpoints SET version = ${p.version},
                 transaction_id = ${after.transactionId}::xid8, global_position = ${after.globalPosition}, updated_at = now()
               WHERE name = ${p.name}`;
    }
  });
  return caughtUp;
}

/** Runs `work` on every item, `atOnce` at a time, and gives the results in the items' order. */
async function inTurns<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/** Rebuilds one read model: rebuildProjections with a list of one. */
export async function rebuildProjection(sql: Sql, projection: Projection): Promise<RebuildResult> {
  const [result] = await rebuildProjections(sql, [projection]);
  return result;
}
