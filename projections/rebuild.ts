import type { Sql, Tx } from '../api/db/connect.ts';
import { readAll, LOG_START, type Checkpoint } from '../api/eventStore/read.ts';
import { EVENT_COLUMNS, toStoredEvent } from '../api/eventStore/rows.ts';
import type { StoredEvent } from '../api/eventStore/types.ts';
import type { Projection } from './projection.ts';
import { addLateRules, createShadowTable, swapIn } from './shadowTables.ts';
import { ensureCheckpoint } from './asyncRunner.ts';

export type RebuildProgress = { projection: string; done: number; total: number };
export type RebuildResult = { projection: string; events: number; seconds: number };

const BATCH = 5000;

/**
 * Rebuilds one projection from the first event into shadow tables, then swaps them in within
 * one transaction, so readers see the old rows until the instant they see the complete new ones.
 *
 * The bulk of the log is replayed without locks. The swap transaction then locks the live tables
 * against writers, applies what was committed meanwhile, and swaps. An inline projection's
 * writers are blocked by that lock, and any writer whose events are not yet committed writes its
 * own rows into the new table once it proceeds, so the catch-up reads every committed event.
 * An async projection keeps the xmin rule instead and hands its checkpoint back to the runner.
 */
export async function rebuildProjection(
  sql: Sql,
  projection: Projection,
  onProgress: (p: RebuildProgress) => void = () => {},
): Promise<RebuildResult> {
  const started = performance.now();
  const schema = `rebuild_${projection.name.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`;
  const total = await countEvents(sql, projection.handles);
  let done = 0;
  await sql.unsafe(`CREATE SCHEMA ${schema}`);
  try {
    const defs = new Map<string, Awaited<ReturnType<typeof createShadowTable>>>();
    for (const table of projection.tables) defs.set(table, await createShadowTable(sql, schema, table));

    let after: Checkpoint = LOG_START;
    for (;;) {
      const batch = await sql.begin(async (tx) => {
        await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
        const read = await readAll(tx, { after, limit: BATCH, types: projection.handles });
        await applyAll(tx, projection, read.events);
        return read;
      });
      done += batch.events.length;
      onProgress({ projection: projection.name, done, total: Math.max(total, done) });
      after = batch.checkpoint;
      if (batch.events.length < BATCH) break;
    }

    await sql.begin(async (tx) => {
      if (projection.mode === 'async') {
        await ensureCheckpoint(tx, projection);
        await tx`SELECT 1 FROM projection_checkpoints WHERE name = ${projection.name} FOR UPDATE`;
      }
      const live = projection.tables.map((t) => `public.${t}`).join(', ');
      await tx.unsafe(`LOCK TABLE ${live} IN EXCLUSIVE MODE`);
      await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
      for (;;) {
        const read =
          projection.mode === 'inline'
            ? await readCommittedAfter(tx, after, projection.handles)
            : await readAll(tx, { after, limit: BATCH, types: projection.handles });
        await applyAll(tx, projection, read.events);
        done += read.events.length;
        after = read.checkpoint;
        if (read.events.length < BATCH) break;
      }
      for (const table of projection.tables) await addLateRules(tx, schema, table, defs.get(table)!);
      for (const table of projection.tables) await swapIn(tx, schema, table);
      if (projection.mode === 'async') {
        await tx`UPDATE projection_checkpoints SET version = ${projection.version},
                   transaction_id = ${after.transactionId}::xid8, global_position = ${after.globalPosition}, updated_at = now()
                 WHERE name = ${projection.name}`;
      }
    });
    onProgress({ projection: projection.name, done, total: Math.max(total, done) });
    return { projection: projection.name, events: done, seconds: (performance.now() - started) / 1000 };
  } finally {
    await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

async function applyAll(tx: Tx, projection: Projection, events: StoredEvent[]) {
  for (const event of events) await projection.apply(tx, event);
}

async function countEvents(sql: Sql, types: readonly string[]): Promise<number> {
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::bigint AS n FROM events WHERE event_type = ANY(${types as string[]})`;
  return row.n;
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
    [after.transactionId, after.globalPosition, types as string[], BATCH] as never[],
  );
  const events = rows.map((r) => toStoredEvent(r as never));
  const last = events.at(-1);
  return { events, checkpoint: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after };
}
