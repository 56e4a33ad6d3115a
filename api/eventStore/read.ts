import type { Db } from '../db/connect.ts';
import { KEY_COLUMN, KEY_JOIN } from './personalData.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows.ts';
import type { StoredEvent } from './types.ts';

/** A place in the log in commit-safe order: (transaction id, global position). */
export type Checkpoint = { transactionId: string; globalPosition: number };
export const LOG_START: Checkpoint = { transactionId: '0', globalPosition: 0 };

export async function readStream(db: Db, streamId: string): Promise<StoredEvent[]> {
  const rows = await db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS}, ${KEY_COLUMN} FROM events ${KEY_JOIN} WHERE stream_id = $1 ORDER BY stream_position`,
    [streamId],
    // Prepared: an unprepared text costs a describe round trip first, on every command.
    { prepare: true },
  );
  return rows.map(toStoredEvent);
}

/**
 * Reads events after a checkpoint, only from transactions older than the oldest one still
 * running (the snapshot's xmin), ordered by (transaction id, global position). Global positions
 * are taken before commit, so a reader going by position alone could pass a gap that a slow
 * transaction fills later; below xmin no transaction can still commit, so nothing is skipped.
 *
 * The columns are qualified on purpose: EVENT_COLUMNS names `transaction_id::text` as
 * `transaction_id`, and a bare name in ORDER BY means the output column, which would sort the ids
 * as text ('10' before '9'), skip events past a full batch and sort the whole rest of the log
 * instead of walking the index.
 *
 * The returned checkpoint is where the next read starts: after the last event, or, when the
 * batch was not full, at the xmin itself, so that a reader filtering by type does not rescan
 * the events it skipped. Both come from one statement, hence one snapshot.
 */
export async function readAll(
  db: Db,
  opts: { after?: Checkpoint; limit?: number; types?: readonly string[] } = {},
): Promise<{ events: StoredEvent[]; checkpoint: Checkpoint }> {
  const after = opts.after ?? LOG_START;
  const limit = opts.limit ?? 1000;
  const typeFilter = opts.types ? 'AND event_type = ANY($4::text[])' : '';
  const params: unknown[] = [after.transactionId, after.globalPosition, limit];
  if (opts.types) params.push(opts.types);
  const rows = await db.unsafe<(EventRow & { horizon: string })[]>(
    `WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
          batch AS (
            SELECT ${EVENT_COLUMNS}, ${KEY_COLUMN}, transaction_id AS tx FROM events ${KEY_JOIN}, h
             WHERE (events.transaction_id, events.global_position) > ($1::xid8, $2::bigint)
               AND events.transaction_id < h.xmin
               ${typeFilter}
             ORDER BY events.transaction_id, events.global_position
             LIMIT $3)
     SELECT h.xmin::text AS horizon, batch.* FROM h LEFT JOIN batch ON true
      ORDER BY batch.tx, batch.global_position`,
    params as never[],
    { prepare: true },
  );
  const horizon = rows[0].horizon;
  const events = rows.filter((r) => r.event_id !== null).map(toStoredEvent);
  const last = events.at(-1);
  let checkpoint = last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after;
  if (events.length < limit && BigInt(horizon) > BigInt(checkpoint.transactionId)) {
    checkpoint = { transactionId: horizon, globalPosition: 0 };
  }
  return { events, checkpoint };
}

/**
 * Every event committed when the read starts, in global order, streamed in batches through a
 * server-side cursor: one statement, so one snapshot, however long the read. For one-off reads
 * (exports) that keep no checkpoint; followers use readAll and its xmin rule instead.
 */
export async function* readAllInBatches(
  db: Db,
  opts: { fromPosition?: number; batchSize?: number; types?: readonly string[] } = {},
): AsyncGenerator<StoredEvent[]> {
  const params: unknown[] = [opts.fromPosition ?? 0];
  if (opts.types) params.push(opts.types);
  const query = db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS}, ${KEY_COLUMN} FROM events ${KEY_JOIN}
      WHERE global_position > $1 ${opts.types ? 'AND event_type = ANY($2::text[])' : ''}
      ORDER BY global_position`,
    params as never[],
  );
  for await (const rows of query.cursor(opts.batchSize ?? 5000)) yield rows.map(toStoredEvent);
}

/**
 * The xmin horizon now: every transaction below it is over, so a later snapshot sees every one
 * of them that committed, and no event below it can still appear.
 */
export async function currentHorizon(db: Db): Promise<Checkpoint> {
  const [{ xmin }] = await db<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
  return { transactionId: xmin, globalPosition: 0 };
}

/**
 * The events of `types` in transactions below `horizon`, as a relation for SQL that reads the log
 * itself, shaped as the events table. With `unsealed` (the copy fillUnsealed made of them), from
 * that copy: personal fields in the clear, or as forgotten.
 */
export function logBelow(horizon: Checkpoint, types: readonly string[], unsealed?: string): string {
  if (!/^\d+$/.test(horizon.transactionId)) throw new Error(`not a transaction id: ${horizon.transactionId}`);
  if (!types.every((t) => /^\w+$/.test(t))) throw new Error(`not event types: ${types.join(', ')}`);
  const where = `e.transaction_id < '${horizon.transactionId}'::xid8 AND e.event_type IN (${types.map((t) => `'${t}'`).join(', ')})`;
  if (!unsealed) return `(SELECT * FROM public.events e WHERE ${where})`;
  if (!/^[\w.]+$/.test(unsealed)) throw new Error(`not a table: ${unsealed}`);
  return `(SELECT * FROM ${unsealed} e WHERE ${where})`;
}

/**
 * Every committed event of `types` in transactions below the horizon (currentHorizon), in
 * (transaction id, global position) order, streamed through a cursor: one statement however long
 * the log. The next read starts safely at the horizon, whatever was appended meanwhile.
 */
export async function* readBelowHorizon(
  db: Db,
  horizon: Checkpoint,
  opts: { types: readonly string[]; batchSize: number },
): AsyncGenerator<StoredEvent[]> {
  const query = db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS}, ${KEY_COLUMN} FROM events ${KEY_JOIN}
      WHERE events.transaction_id < $1::xid8 AND event_type = ANY($2::text[])
      ORDER BY events.transaction_id, events.global_position`,
    [horizon.transactionId, opts.types] as never[],
  );
  for await (const rows of query.cursor(opts.batchSize)) yield rows.map(toStoredEvent);
}

/**
 * Every committed event of `types` after the checkpoint, ignoring xmin: only safe while its
 * writers are locked out (a rebuild's swap). Columns are qualified: the bare name would mean the
 * `transaction_id::text` output alias.
 */
export async function readCommittedAfter(db: Db, after: Checkpoint, opts: { types: readonly string[]; limit: number }) {
  const rows = await db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS}, ${KEY_COLUMN} FROM events ${KEY_JOIN}
      WHERE (events.transaction_id, events.global_position) > ($1::xid8, $2::bigint) AND event_type = ANY($3::text[])
      ORDER BY events.transaction_id, events.global_position LIMIT $4`,
    [after.transactionId, after.globalPosition, opts.types, opts.limit] as never[],
  );
  const events = rows.map(toStoredEvent);
  const last = events.at(-1);
  return { events, checkpoint: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after };
}
