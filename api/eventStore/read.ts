import type { Db } from '../db/connect.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows.ts';
import type { StoredEvent } from './types.ts';
import { upcast } from './upcasters.ts';

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
            SELECT ${EVENT_COLUMNS}, transaction_id AS tx FROM events, h
             WHERE (events.transaction_id, events.global_position) > ($1::xid8, $2::bigint)
               AND events.transaction_id < h.xmin
               ${typeFilter}
             ORDER BY events.transaction_id, events.global_position
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

export type ReplayedEvent = Pick<StoredEvent, 'globalPosition' | 'type' | 'schemaVersion' | 'data' | 'createdAt'>;
/** Keys of `data` a replay reads: `text` ones arrive as strings, `json` ones as their JSON value. */
export type DataFields = { text: readonly string[]; json?: readonly string[] };

/** upcast() hands back the very same object only for a type that has no upcasters at all. */
function hasUpcasters(type: string): boolean {
  const probe = { type, schemaVersion: 1, data: null } as StoredEvent;
  return upcast(probe) !== probe;
}

/**
 * Every event of `types` committed when the read starts, in global order, handed to `onEvent`
 * row by row as PostgreSQL sends them: one statement (one snapshot), nothing held in memory, and
 * the database and this process working at the same time instead of in turns per batch.
 * `fields` narrows `data` to the keys the replay reads, taken out by the server, so most of each
 * event's bytes are neither sent nor parsed. A type with upcasters is always read whole, so its
 * upcasters see the shape it was written in. Returns how many events were read.
 */
export async function streamAll(
  db: Db,
  opts: { types: readonly string[]; fields?: DataFields },
  onEvent: (event: ReplayedEvent) => void,
): Promise<number> {
  const text = opts.fields?.text ?? [];
  const json = opts.fields?.json ?? [];
  const whole = opts.fields ? opts.types.filter(hasUpcasters) : opts.types;
  const params: unknown[] = [opts.types, whole, ...text, ...json];
  const columns = [...text.map((_, i) => `data->>$${3 + i} AS t${i}`), ...json.map((_, i) => `data->$${3 + text.length + i} AS j${i}`)];
  let read = 0;
  await db
    .unsafe(
      `SELECT global_position, event_type, schema_version, created_at,
              CASE WHEN event_type = ANY($2::text[]) THEN data END AS data ${columns.map((c) => `, ${c}`).join('')}
         FROM events WHERE event_type = ANY($1::text[]) ORDER BY global_position`,
      params as never[],
    )
    .forEach((row) => {
      read++;
      const event = {
        globalPosition: row.global_position,
        type: row.event_type,
        schemaVersion: row.schema_version,
        data: row.data ?? narrowData(row, text, json),
        createdAt: row.created_at,
      };
      onEvent(row.data === null ? event : upcast(event as StoredEvent));
    });
  return read;
}

function narrowData(row: Record<string, unknown>, text: readonly string[], json: readonly string[]) {
  const data: Record<string, unknown> = {};
  text.forEach((key, i) => {
    if (row[`t${i}`] !== null) data[key] = row[`t${i}`];
  });
  json.forEach((key, i) => {
    if (row[`j${i}`] !== null) data[key] = row[`j${i}`];
  });
  return data;
}
