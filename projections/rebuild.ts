import os from 'node:os';
import type { Db, Sql, Tx } from '../api/db/connect.ts';
import { currentHorizon, logBelow, readAll, readBelowHorizon, type Checkpoint } from '../api/eventStore/read.ts';
import { EVENT_COLUMNS, toStoredEvent } from '../api/eventStore/rows.ts';
import type { StoredEvent } from '../api/eventStore/types.ts';
import type { Projection } from './projection.ts';
import { addLateRules, addPrimaryKeyNow, brokeARule, createShadowTable, dropLateRules, swapIn } from './shadowTables.ts';
import { tableBuilds, type Definitions } from './tableBuilds.ts';
import { stageLog } from './inDatabase/stagedLog.ts';
import { ensureCheckpoint } from './asyncRunner.ts';
import { notifyRevocation, SESSION_TABLES } from '../api/auth/sessionRevocations.ts';

/** `swapped` is true on the last report of a projection, once its new tables are live. */
export type RebuildProgress = { projection: string; done: number; total: number; swapped: boolean };
export type RebuildResult = { projection: string; events: number; seconds: number };

// Events per batch of the bulk replay: each projection writes a batch in a handful of multi-row
// statements, and rows touched again and again (a room's beds_left) are written once a batch,
// so larger batches write less. With two batches in flight, 50,000 was no faster than 25,000
// for a million events (35 to 38 s against 36 to 40 s) and took 850 to 980 MB against 600.
const BULK_BATCH = 25_000;
const CATCH_UP_BATCH = 5000;
// Batches handed to the projections and not yet written by all of them: a projection may run
// this far ahead of the slowest, which keeps both cores busy without holding the whole log.
const BATCHES_IN_FLIGHT = 2;
// Index and rule builds at once (tableBuilds.ts): one after another they left the other core
// idle for 4 of a million events' 40 s.
const BUILDS_AT_ONCE = Math.min(4, Math.max(2, os.availableParallelism()));

/** Rebuilds one projection: rebuildProjections with a list of one. */
export async function rebuildProjection(
  sql: Sql,
  projection: Projection,
  onProgress: (p: RebuildProgress) => void = () => {},
): Promise<RebuildResult> {
  const [result] = await rebuildProjections(sql, [projection], onProgress);
  return result;
}

/**
 * Rebuilds projections from the first event into shadow tables, then swaps each in within one
 * transaction, so readers see the old rows until the instant they see the complete new ones.
 *
 * The bulk of the log, below the xmin horizon taken at the start, is folded without locks: inside
 * the database by the projections that can (foldInDatabase), each in one transaction, and beside
 * them read once for the rest and replayed batch by batch through this process (applyBatch
 * where the projection has one), as is the log of a projection whose fold in SQL declined.
 * Then, projection by projection, a swap transaction locks the live tables
 * against writers, applies what was committed meanwhile, and swaps. An inline projection's
 * writers are blocked by that lock, and any writer whose events are not yet committed writes its
 * own rows into the new table once it proceeds, so the catch-up reads every committed event.
 * An async projection keeps the xmin rule instead and hands its checkpoint back to the runner.
 * `seconds` of a result is the time from the start until that projection was swapped in.
 */
export async function rebuildProjections(
  sql: Sql,
  projections: readonly Projection[],
  onProgress: (p: RebuildProgress) => void = () => {},
): Promise<RebuildResult[]> {
  const started = performance.now();
  const tables = projections.flatMap((p) => p.tables);
  if (new Set(tables).size !== tables.length) throw new Error('two projections of one rebuild write the same table');
  const label = projections.length === 1 ? projections[0].name.replace(/\W/g, '_') : 'all';
  const schema = `rebuild_${label}_${process.pid}_${Date.now()}`;
  // Only progress reports need the totals: the count (a scan of the log) runs beside the replay.
  let totals = new Map<string, number>();
  const counted = countEvents(sql, projections).then((t) => void (totals = t));
  counted.catch(() => {}); // awaited after the replay; seen now so that it is not reported as unhandled
  const done = new Map(projections.map((p) => [p.name, 0]));
  const progressed = (projection: Projection, events: number, swapped = false) => {
    const n = done.get(projection.name)! + events;
    done.set(projection.name, n);
    onProgress({ projection: projection.name, done: n, total: Math.max(totals.get(projection.name) ?? 0, n), swapped });
  };

  await sql.unsafe(`CREATE SCHEMA ${schema}`);
  try {
    const inDatabase = projections.filter((p) => p.foldInDatabase);
    const throughNode = projections.filter((p) => !p.foldInDatabase);
    const foldedTables = new Set(inDatabase.flatMap((p) => p.tables));
    const defs: Definitions = new Map();
    for (const table of tables) defs.set(table, await createShadowTable(sql, schema, table, { primaryKeyLater: foldedTables.has(table) }));
    const builds = tableBuilds(sql, schema, defs, BUILDS_AT_ONCE);
    const horizon = await currentHorizon(sql);
    const [declined] = await Promise.all([
      foldInDatabase(sql, schema, inDatabase, horizon, async (p) => {
        builds.filled(p.tables);
        await counted;
        progressed(p, totals.get(p.name) ?? 0);
      }),
      replayBulk(sql, schema, throughNode, horizon, progressed).then(() => builds.filled(throughNode.flatMap((p) => p.tables))),
    ]);
    // Replayed row by row, a declined projection's tables look rows up by their key from the start.
    for (const table of declined.flatMap((p) => p.tables)) defs.set(table, await addPrimaryKeyNow(sql, schema, table, defs.get(table)!));
    await replayBulk(sql, schema, declined, horizon, progressed);
    builds.filled(declined.flatMap((p) => p.tables));
    await counted;
    const ruled = await builds.finished();
    const results: RebuildResult[] = [];
    for (const projection of projections) {
      await catchUpAndSwap(sql, schema, projection, horizon, { defs, ruled }, progressed);
      results.push({ projection: projection.name, events: done.get(projection.name)!, seconds: (performance.now() - started) / 1000 });
    }
    return results;
  } finally {
    await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

/**
 * One read of the log below the horizon, each batch handed to every projection that handles
 * its events. Each projection writes its batches in order, each in a transaction of its own on a
 * connection of its own, so several database backends write at once while this process folds
 * the next projection's rows: in one shared transaction a single backend did every write while
 * the other core waited (51 s for every read model of a million events; 35 to 38 s so).
 * Commits cost nothing to wait for (nothing here needs to survive a crash: the shadow schema is
 * dropped either way) and no transaction stays open long enough to hold back the async
 * projections of a running server.
 */
async function replayBulk(
  sql: Sql,
  schema: string,
  projections: readonly Projection[],
  horizon: Checkpoint,
  progressed: (projection: Projection, events: number) => void,
): Promise<void> {
  if (projections.length === 0) return;
  const handled = projections.map((p) => new Set(p.handles));
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  const batches = readBelowHorizon(sql, horizon, { types, batchSize: BULK_BATCH });
  const written = (p: Projection, events: StoredEvent[]) =>
    inShadow(sql, schema, (tx) => applyEvents(tx, p, events)).then(() => progressed(p, events.length));
  const chains = projections.map((): Promise<unknown> => Promise.resolve());
  const inFlight: Promise<unknown>[] = [];
  for await (const events of batches) {
    if (inFlight.length >= BATCHES_IN_FLIGHT) await inFlight.shift();
    const batchWritten = Promise.all(
      projections.map((p, i) => (chains[i] = chains[i].then(() => written(p, events.filter((e) => handled[i].has(e.type)))))),
    );
    // Seen now, so that a failure while the next batch is read is not reported as unhandled.
    batchWritten.catch(() => {});
    inFlight.push(batchWritten);
  }
  await Promise.all(inFlight);
}

/**
 * The bulk of the log for projections that fold it inside the database (foldInDatabase): each in
 * a transaction of its own, beside the replay of the others through this process, once the events
 * it shares with other folds are staged (stageLog). The events never cross the socket: reading a
 * million of them into this process cost about 22 core-seconds before any row was written, and
 * every read model of them took 36 to 47 s that way, 26 to 33 s so.
 * Returns the projections that declined, which the caller replays through this process instead.
 */
async function foldInDatabase(
  sql: Sql,
  schema: string,
  projections: readonly Projection[],
  horizon: Checkpoint,
  folded: (projection: Projection) => Promise<void>,
): Promise<Projection[]> {
  const declined: Projection[] = [];
  const staged = stageLog(sql, schema, logBelow(horizon), projections.map((p) => p.foldInDatabase!));
  await Promise.all(
    projections.map(async (p) => {
      await staged.ready(p.foldInDatabase!);
      const done = await inShadow(sql, schema, (tx) => p.foldInDatabase!(tx, staged.log));
      if (done) await folded(p);
      else declined.push(p);
    }),
  );
  await staged.drop();
  return declined;
}

/** A transaction writing the shadow tables: nothing in it needs to survive a crash. */
function inShadow<T>(sql: Sql, schema: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL synchronous_commit = off; SET LOCAL work_mem = '128MB'; SET LOCAL search_path TO ${schema}, public`);
    return work(tx);
  }) as Promise<T>;
}

async function catchUpAndSwap(
  sql: Sql,
  schema: string,
  projection: Projection,
  from: Checkpoint,
  rules: { defs: Definitions; ruled: Set<string> },
  progressed: (projection: Projection, events: number, swapped?: boolean) => void,
) {
  let after = from;
  let caughtUp = 0;
  const catchUp = async (tx: Tx) => {
    after = from;
    caughtUp = 0;
    for (;;) {
      const read =
        projection.mode === 'inline'
          ? await readCommittedAfter(tx, after, projection.handles)
          : await readAll(tx, { after, limit: CATCH_UP_BATCH, types: projection.handles });
      await applyEvents(tx, projection, read.events);
      caughtUp += read.events.length;
      after = read.checkpoint;
      if (read.events.length < CATCH_UP_BATCH) break;
    }
  };
  await sql.begin(async (tx) => {
    if (projection.mode === 'async') {
      await ensureCheckpoint(tx, projection);
      await tx`SELECT 1 FROM projection_checkpoints WHERE name = ${projection.name} FOR UPDATE`;
    }
    const live = projection.tables.map((t) => `public.${t}`).join(', ');
    await tx.unsafe(`LOCK TABLE ${live} IN EXCLUSIVE MODE`);
    await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
    let ruled = projection.tables.filter((t) => rules.ruled.has(t));
    if (ruled.length === 0) await catchUp(tx);
    else {
      try {
        await tx.savepoint((sp) => catchUp(sp));
      } catch (error) {
        if (!brokeARule(error)) throw error;
        // The catch-up passed through a state live commit order never showed: again without the rules.
        for (const table of ruled) await dropLateRules(tx, schema, table, rules.defs.get(table)!);
        ruled = [];
        await catchUp(tx);
      }
    }
    for (const table of projection.tables) {
      if (!ruled.includes(table)) await addLateRules(tx, schema, table, rules.defs.get(table)!);
    }
    for (const table of projection.tables) await swapIn(tx, schema, table);
    // Servers keep signed-in users read from these tables: at commit, each forgets them all.
    if (projection.tables.some((t) => SESSION_TABLES.includes(t))) await notifyRevocation(tx, 'all');
    if (projection.mode === 'async') {
      await tx`UPDATE projection_checkpoints SET version = ${projection.version},
                 transaction_id = ${after.transactionId}::xid8, global_position = ${after.globalPosition}, updated_at = now()
               WHERE name = ${projection.name}`;
    }
  });
  progressed(projection, caughtUp, true);
}

async function applyEvents(db: Db, projection: Projection, events: StoredEvent[]) {
  if (events.length === 0) return;
  if (projection.applyBatch) return projection.applyBatch(db, events);
  for (const event of events) await projection.apply(db, event);
}

async function countEvents(sql: Sql, projections: readonly Projection[]): Promise<Map<string, number>> {
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  const rows = await sql<{ type: string; n: number }[]>`
    SELECT event_type AS type, count(*)::bigint AS n FROM events WHERE event_type = ANY(${types}) GROUP BY event_type`;
  const perType = new Map(rows.map((r) => [r.type, r.n]));
  return new Map(projections.map((p) => [p.name, p.handles.reduce((n, type) => n + (perType.get(type) ?? 0), 0)]));
}

/**
 * Every committed event after the checkpoint, ignoring xmin: only safe while writers are locked
 * out. Columns are qualified: the bare name would mean the `transaction_id::text` output alias.
 */
async function readCommittedAfter(tx: Tx, after: Checkpoint, types: readonly string[]) {
  const rows = await tx.unsafe(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE (events.transaction_id, events.global_position) > ($1::xid8, $2::bigint) AND event_type = ANY($3::text[])
      ORDER BY events.transaction_id, events.global_position LIMIT $4`,
    [after.transactionId, after.globalPosition, types as string[], CATCH_UP_BATCH] as never[],
  );
  const events = rows.map((r) => toStoredEvent(r as never));
  const last = events.at(-1);
  return { events, checkpoint: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after };
}
