import type { Db, Tx } from '../db/connect.ts';
import type { Projection } from '../../projections/projection.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows.ts';
import { ConcurrencyError, type EventMetadata, type ExpectedVersion, type NewEvent, type StoredEvent } from './types.ts';

export type IdGenerator = () => string;

/** The stream type is the part of the id before the first dash: "booking-x1y2" is a booking. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

/**
 * Appends events to one stream in a single statement: the stream row's version moves forward
 * only if it is at the expected version, and the events are inserted only if it did. Zero rows
 * back means someone else appended first: a ConcurrencyError the caller retries or turns into 409.
 * Inline projections then run in the same transaction, so readers never see the log ahead of them.
 */
export async function appendToStream(
  tx: Tx,
  inline: readonly Projection[],
  newId: IdGenerator,
  streamId: string,
  expected: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const n = events.length;
  const payload = JSON.stringify(
    events.map((e) => ({ id: newId(), type: e.type, v: e.schemaVersion ?? 1, data: e.data ?? {} })),
  );
  const stream = streamStatement(streamId, expected);
  const rows = await tx.unsafe<EventRow[]>(
    `WITH s AS (${stream.text})
     INSERT INTO events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
     SELECT $1, s.version - $2 + e.ord, e.value->>'id', e.value->>'type', (e.value->>'v')::int, e.value->'data', $3::text::jsonb
       FROM s CROSS JOIN jsonb_array_elements($4::text::jsonb) WITH ORDINALITY AS e(value, ord)
      ORDER BY e.ord
     RETURNING ${EVENT_COLUMNS}`,
    [streamId, n, JSON.stringify(metadata), payload, ...stream.params],
  );
  if (rows.length !== n) throw new ConcurrencyError(streamId, expected);
  const stored = rows.map(toStoredEvent).sort((a, b) => a.streamPosition - b.streamPosition);
  await applyInline(tx, inline, stored);
  return stored;
}

export async function applyInline(db: Db, inline: readonly Projection[], events: readonly StoredEvent[]) {
  for (const event of events) {
    for (const projection of inline) {
      if (projection.handles.includes(event.type)) await projection.apply(db, event);
    }
  }
}

// Parameters $1..$4 belong to the events insert; the stream statement's start at $5.
function streamStatement(streamId: string, expected: ExpectedVersion) {
  const type = streamTypeOf(streamId);
  if (expected === 'no_stream' || expected === 0) {
    return {
      text: `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $5, $2)
             ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
      params: [type],
    };
  }
  if (expected === 'any') {
    return {
      text: `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $5, $2)
             ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version, updated_at = now()
             RETURNING version`,
      params: [type],
    };
  }
  return {
    text: `UPDATE streams SET version = version + $2, updated_at = now()
            WHERE stream_id = $1 AND version = $5 RETURNING version`,
    params: [expected],
  };
}
