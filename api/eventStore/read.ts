import type { Db } from '../db/connect.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows.ts';
import type { StoredEvent } from './types.ts';
import { hasUpcasters } from './upcasters.ts';

/** A place in the log in commit-safe order: (transaction id, global position). */
export type Checkpoint = { transactionId: string; globalPosition: number };
export const LOG_START: Checkpoint = { transactionId: '0', globalPosition: 0 };

export async function readStream(db: Db, streamId: string): Promise<StoredEvent[]> {
  const rows = await db.unsafe<EventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_position`,
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
            SELECT ${EVENT_COLUMNS}, transaction_id AS tx FROM events, h
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
 * (replays, exports) that keep no checkpoint; followers use readAll and its xmin rule instead.
 */
export async function* readAllInBatches(
  db: Db,
  opts: { fromPosition?: number; batchSize?: number; types?: readonly string[] } = {},
): AsyncGenerator<StoredEvent[]> {
  const params: unknown[] = [opts.fromPosition ?? 0];
  if (opts.types) params.push(opts.types);
  const query = db.unsafe(
    `SELECT ${LOGGED_COLUMNS} FROM events
      WHERE global_position > $1 ${opts.types ? 'AND event_type = ANY($2::text[])' : ''}
      ORDER BY global_position`,
    params as never[],
  );
  for await (const rows of readAhead(query.cursor(opts.batchSize ?? 5000))) yield rows.map(loggedEvent);
}

/**
 * An event as a rebuild reads it. `metadata` and `createdAt` arrive as the text the driver would
 * have parsed and are parsed on first use only: projections rarely read them, and parsing a
 * million of each is a good part of the cost of reading the log. Both are prototype getters, so
 * spreading the object drops them; types with upcasters (which spread) are read eagerly instead.
 */
class LoggedEvent implements StoredEvent {
  globalPosition: number;
  transactionId: string;
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: any;
  #metadata: string | StoredEvent['metadata'];
  #createdAt: string | Date;

  constructor(row: Omit<EventRow, 'metadata' | 'created_at'> & { metadata: string; created_at: string }) {
    this.globalPosition = row.global_position;
    this.transactionId = row.transaction_id;
    this.streamId = row.stream_id;
    this.streamPosition = row.stream_position;
    this.eventId = row.event_id;
    this.type = row.event_type;
    this.schemaVersion = row.schema_version;
    this.data = row.data;
    this.#metadata = row.metadata;
    this.#createdAt = row.created_at;
  }

  get metadata(): StoredEvent['metadata'] {
    if (typeof this.#metadata === 'string') this.#metadata = JSON.parse(this.#metadata);
    return this.#metadata as StoredEvent['metadata'];
  }

  get createdAt(): Date {
    if (typeof this.#createdAt === 'string') this.#createdAt = new Date(this.#createdAt);
    return this.#createdAt;
  }
}

/** EVENT_COLUMNS, with metadata and created_at as text for LoggedEvent to parse on demand. */
const LOGGED_COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id,
  event_type, schema_version, data, metadata::text AS metadata, created_at::text AS created_at`;

/** A row of LOGGED_COLUMNS as an event; types with upcasters are parsed whole and upcast. */
function loggedEvent(row: any): StoredEvent {
  if (!hasUpcasters(row.event_type)) return new LoggedEvent(row);
  return toStoredEvent({ ...row, metadata: JSON.parse(row.metadata), created_at: new Date(row.created_at) });
}

/** Keeps the next batch of a cursor coming from the server while the caller works on this one. */
async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | null = it.next();
  try {
    for (;;) {
      const result: IteratorResult<T> = await pending!;
      pending = null;
      if (result.done) return;
      pending = it.next();
      yield result.value;
    }
  } finally {
    // Stopped early: let the batch in flight land, then close the cursor, so that its
    // connection goes back to the pool instead of waiting for a reader that left.
    if (pending) {
      const last = await pending.catch(() => ({ done: true }) as IteratorResult<T>);
      if (!last.done) await it.return?.();
    }
  }
}

/**
 * The xmin horizon now: every transaction below it is over, so a later snapshot sees every one
 * of them that committed, and no event below it can still appear.
 */
export async function currentHorizon(db: Db): Promise<Checkpoint> {
  const [{ xmin }] = await db<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
  return { transactionId: xmin, globalPosition: 0 };
}

/** Every event in transactions below `horizon`, as a relation for SQL that reads the log itself. */
export function logBelow(horizon: Checkpoint): string {
  if (!/^\d+$/.test(horizon.transactionId)) throw new Error(`not a transaction id: ${horizon.transactionId}`);
  return `(SELECT * FROM public.events WHERE transaction_id < '${horizon.transactionId}'::xid8)`;
}

/**
 * Every committed event of `types` in transactions below the horizon (currentHorizon), in
 * (transaction id, global position) order, streamed through a cursor that reads ahead. The
 * next read starts safely at the horizon, whatever was appended meanwhile. For rebuilds: one
 * statement however long the log.
 */
export function readBelowHorizon(
  db: Db,
  horizon: Checkpoint,
  opts: { types: readonly string[]; batchSize: number },
): AsyncGenerator<StoredEvent[]> {
  const query = db.unsafe(
    `SELECT ${LOGGED_COLUMNS} FROM events
      WHERE events.transaction_id < $1::xid8 AND event_type = ANY($2::text[])
      ORDER BY events.transaction_id, events.global_position`,
    [horizon.transactionId, opts.types] as never[],
  );
  async function* batches(): AsyncGenerator<StoredEvent[]> {
    for await (const rows of readAhead(query.cursor(opts.batchSize))) yield rows.map(loggedEvent);
  }
  return batches();
}
