import type { Sql, Tx } from '../api/db/connect.ts';
import { readAll, type Checkpoint } from '../api/eventStore/read.ts';
import type { Projection } from './projection.ts';

export async function ensureCheckpoint(sql: Sql | Tx, projection: Projection) {
  await sql`INSERT INTO projection_checkpoints (name, version) VALUES (${projection.name}, ${projection.version})
            ON CONFLICT (name) DO NOTHING`;
}

/**
 * Applies the next batch of events to one async projection. The checkpoint row is locked first,
 * so two servers never apply the same batch, and it moves in the same transaction as the rows
 * the batch wrote: a crash leaves both where they were, never one without the other.
 * Returns how many events it applied.
 */
export async function runProjectionBatch(sql: Sql, projection: Projection, batchSize = 1000): Promise<number> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ transaction_id: string; global_position: number }[]>`
      SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints
       WHERE name = ${projection.name} FOR UPDATE`;
    if (!row) throw new Error(`no checkpoint for projection ${projection.name}`);
    const after: Checkpoint = { transactionId: row.transaction_id, globalPosition: row.global_position };
    const { events, checkpoint } = await readAll(tx, { after, limit: batchSize, types: projection.handles });
    for (const event of events) await projection.apply(tx, event);
    if (checkpoint.transactionId !== after.transactionId || checkpoint.globalPosition !== after.globalPosition) {
      await tx`UPDATE projection_checkpoints
                  SET transaction_id = ${checkpoint.transactionId}::xid8, global_position = ${checkpoint.globalPosition},
                      updated_at = now()
                WHERE name = ${projection.name}`;
    }
    return events.length;
  }) as Promise<number>;
}

/** Runs batches until the projection has nothing left to apply below the current xmin. */
export async function catchUp(sql: Sql, projection: Projection, batchSize = 1000): Promise<void> {
  await ensureCheckpoint(sql, projection);
  while ((await runProjectionBatch(sql, projection, batchSize)) === batchSize);
}

/**
 * Applies everything committed before the call. Transactions still open then (in this database
 * or, since transaction ids are cluster-wide, in another) hold the xmin back; this waits them out.
 */
export async function catchUpToNow(sql: Sql, projection: Projection, timeoutMs = 15_000): Promise<void> {
  const [{ xmax }] = await sql<{ xmax: string }[]>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await catchUp(sql, projection);
    const [cp] = await sql<{ tx: string }[]>`SELECT transaction_id::text AS tx FROM projection_checkpoints WHERE name = ${projection.name}`;
    if (BigInt(cp.tx) >= BigInt(xmax)) return;
    if (Date.now() > deadline) throw new Error(`projection ${projection.name} did not catch up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export type AsyncRunner = { stop: () => Promise<void>; catchUpAll: () => Promise<void> };

/**
 * Follows the log for every async projection, polling. Errors are logged and retried on the
 * next tick: a projection that lags is better than a server that dies.
 */
export function startAsyncProjections(
  sql: Sql,
  projections: readonly Projection[],
  opts: { intervalMs?: number; onError?: (projection: string, error: unknown) => void } = {},
): AsyncRunner {
  const asyncOnes = projections.filter((p) => p.mode === 'async');
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    for (const projection of asyncOnes) {
      if (stopped) return;
      try {
        await catchUp(sql, projection);
      } catch (error) {
        opts.onError?.(projection.name, error);
      }
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, opts.intervalMs ?? 250);
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async catchUpAll() {
      await running;
      for (const projection of asyncOnes) await catchUpToNow(sql, projection);
    },
  };
}
