import type { Db, Tx } from '../db/connect.ts';
import { appendedEvent, type AppendedRow } from './rows.ts';
import { upcast } from './upcasters.ts';
import { destroyKeys, forgottenBy, seal, sealingKeys, subjectOf, type KeyRing } from './personalData.ts';
import {
  ConcurrencyError,
  type EventMetadata,
  type ExpectedVersion,
  type InlineHandler,
  type NewEvent,
  type StoredEvent,
  type WrittenEvent,
} from './types.ts';

export type IdGenerator = () => string;

/** The stream type is the part of the id before the first dash: "booking-x1y2" is a booking. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

// Only what the database decides comes back; the rest of each StoredEvent is already in memory.
const RETURNED = `global_position, stream_position, transaction_id::text AS transaction_id, created_at`;

/**
 * Appends events to one stream in a single statement: the stream row's version moves forward
 * only if it is at the expected version, and the events are inserted only if it did. Zero rows
 * back means someone else appended first: a ConcurrencyError the caller retries or turns into 409.
 * Inline projections run in the same transaction, so readers never see the log ahead of them.
 *
 * The append's statement and the inline projections' first statements are sent together and
 * answered in one round trip: under a rush of bookings every round trip costs both processes a
 * wake-up, and a room's row stays locked from its update until COMMIT. Nothing commits before
 * every statement sent is answered, and the first error (PostgreSQL's own, not the "transaction
 * is aborted" of the statements behind it) is the one that surfaces.
 *
 * The statement is prepared (one of six texts per connection): unprepared, the driver would
 * first ask the server to describe it, a round trip of its own on every append.
 */
export async function appendToStream(
  tx: Tx,
  ring: KeyRing,
  inline: readonly InlineHandler[],
  newId: IdGenerator,
  streamId: string,
  expected: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const n = events.length;
  const metadataJson = JSON.stringify(metadata);
  const ids = events.map(() => newId());
  const dataJson = events.map((e) => JSON.stringify(e.data ?? {}));
  // The data as the stored jsonb will read: what projections see, and what sealing takes apart.
  const data = dataJson.map((json) => JSON.parse(json) as Record<string, unknown>);
  const storedJson = await sealed(tx, ring, events, dataJson, data);
  const stream = streamStatement(streamId, expected);
  const insert = n === 1 ? insertOne(ids[0], events[0], storedJson[0]) : insertMany(ids, events, storedJson);
  const appending = tx
    .unsafe<AppendedRow[]>(
      `WITH s AS (${stream.text})
       INSERT INTO events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
       ${insert.text}
       RETURNING ${RETURNED}`,
      [streamId, n, metadataJson, ...stream.params, ...insert.params] as never[],
      { prepare: true },
    )
    .execute();
  // The data and metadata go through JSON as the stored jsonb did, and older shapes are lifted, so
  // projections and callers see the same values (dates as strings, no undefined, current fields) as
  // a later read of the log gives them.
  const written: WrittenEvent[] = events.map((event, i) =>
    upcast({
      streamId,
      eventId: ids[i],
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: data[i],
      metadata: JSON.parse(metadataJson),
    }),
  );
  const [appended, projected] = await Promise.allSettled([appending, applyInline(tx, inline, written)]);
  // A command that lost the race for its stream may well have broken a projection's rule too.
  if (appended.status === 'fulfilled' && appended.value.length !== n) throw new ConcurrencyError(streamId, expected);
  throwCause([appended, projected]);
  const rows = await appending;
  rows.sort((a, b) => a.stream_position - b.stream_position);
  return rows.map((row, i) => appendedEvent(row, written[i]));
}

/**
 * The data as stored: each event's personal fields sealed with its person's key (personalData.ts),
 * which costs a round trip only for a person whose key this process has not read yet. An event
 * that forgets a person destroys their key in the same transaction.
 */
async function sealed(
  tx: Tx,
  ring: KeyRing,
  events: readonly NewEvent[],
  dataJson: readonly string[],
  data: readonly Record<string, unknown>[],
): Promise<string[]> {
  const forgotten = forgottenBy(events);
  if (forgotten.length > 0) await destroyKeys(tx, forgotten, ring);
  const subjects = events.map((e) => subjectOf(e.type, e.data));
  if (subjects.every((s) => s === null)) return [...dataJson];
  const keys = await sealingKeys(
    tx,
    subjects.filter((s) => s !== null),
    ring,
  );
  return events.map((e, i) => {
    const subject = subjects[i];
    return subject === null ? dataJson[i] : JSON.stringify(seal(e.type, data[i], subject, keys.get(subject)!));
  });
}

/**
 * Each inline projection writes only its own tables, so they need no order among themselves:
 * their statements share round trips. One projection's events stay in order.
 */
export async function applyInline(db: Db, inline: readonly InlineHandler[], events: readonly WrittenEvent[]) {
  const applied = await Promise.allSettled(
    inline.map(async (projection) => {
      for (const event of events) {
        if (projection.handles.includes(event.type)) await projection.apply(db, event);
      }
    }),
  );
  throwCause(applied);
}

/**
 * Statements sent together are not always run in the order sent (one the connection has not
 * prepared yet is described first), but once one fails, every later one fails with "current
 * transaction is aborted" (25P02). The cause is the error that is not that one. Callers settle
 * every statement first, so none is still on its way when the transaction rolls back.
 */
function throwCause(settled: readonly PromiseSettledResult<unknown>[]): void {
  const errors = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
  if (errors.length) throw errors.find((e) => (e as { code?: string }).code !== IN_FAILED_TRANSACTION) ?? errors[0];
}
const IN_FAILED_TRANSACTION = '25P02';

// Parameters: $1 stream id, $2 number of events, $3 metadata, $4 the stream statement's, $5... the events'.
function streamStatement(streamId: string, expected: ExpectedVersion) {
  const type = streamTypeOf(streamId);
  if (expected === 'no_stream' || expected === 0) {
    return {
      text: `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $4, $2)
             ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
      params: [type],
    };
  }
  if (expected === 'any') {
    return {
      text: `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $4, $2)
             ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version, updated_at = now()
             RETURNING version`,
      params: [type],
    };
  }
  return {
    text: `UPDATE streams SET version = version + $2, updated_at = now()
            WHERE stream_id = $1 AND version = $4 RETURNING version`,
    params: [expected],
  };
}

/** Nearly every command appends one event: its values go in as plain parameters. */
function insertOne(id: string, event: NewEvent, dataJson: string) {
  return {
    text: `SELECT $1, s.version, $5, $6, $7::int, $8::text::jsonb, $3::text::jsonb FROM s`,
    params: [id, event.type, event.schemaVersion ?? 1, dataJson],
  };
}

/** Several events travel as one JSON array, numbered in order. */
function insertMany(ids: readonly string[], events: readonly NewEvent[], dataJson: readonly string[]) {
  const payload = `[${events.map((e, i) => `{"id":${JSON.stringify(ids[i])},"type":${JSON.stringify(e.type)},"v":${e.schemaVersion ?? 1},"data":${dataJson[i]}}`).join(',')}]`;
  return {
    text: `SELECT $1, s.version - $2 + e.ord, e.value->>'id', e.value->>'type', (e.value->>'v')::int, e.value->'data', $3::text::jsonb
             FROM s CROSS JOIN jsonb_array_elements($5::text::jsonb) WITH ORDINALITY AS e(value, ord)
            ORDER BY e.ord`,
    params: [payload],
  };
}
