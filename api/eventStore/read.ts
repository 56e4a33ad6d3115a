import type { Db } from '../db/connect.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows.ts';
import type { StoredEvent } from './types.ts';

/** A place in the log in commit-safe order: (transaction id, global position). */
export type Checkpoint = { transactionId: string; globalPosition: number };
export const LOG_START: Checkpoint = { transactionId: '0', globalPosition: 0 };

export async function readStream(db: Db, streamId: string): Promise<StoredEvent[]> {
  const rows = await db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_position`,
    [streamId],
  );
  return rows.map(toStoredEvent);
}

/**
 * Reads events after a checkpoint, only from transactions older than the oldest one still
 * running (the snapshot's xmin), ordered by (transaction id, global position). Global positions
 * are taken before commit, so a reader going by position alone could pass a gap that a slow
 * transaction fills later; below xmin no transaction can still commit, so nothing is skipped.
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
            SELECT ${EVENT_COLUMNS}, transaction_id AS tx FROM events, h
             WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
               AND transaction_id < h.xmin
               ${typeFilter}
             ORDER BY transaction_id, global_position
             LIMIT $3)
     SELECT h.xmin::text AS horizon, batch.* FROM h LEFT JOIN batch ON true
      ORDER BY batch.tx, batch.global_position`,
    params as never[],
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
 * (replays, exports) that keep no checkpoint; followers use readAll and its xmin rule instead.
 */
export async function* readAllInBatches(
  db: Db,
  opts: { fromPosition?: number; batchSize?: number; types?: readonly string[] } = {},
): AsyncGenerator<StoredEvent[]> {
  const params: unknown[] = [opts.fromPosition ?? 0];
  if (opts.types) params.push(opts.types);
  const query = db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE global_position > $1 ${opts.types ? 'AND event_type = ANY($2::text[])' : ''}
      ORDER BY global_position`,
    params as never[],
  );
  for await (const rows of query.cursor(opts.batchSize ?? 5000)) yield rows.map(toStoredEvent);
}
