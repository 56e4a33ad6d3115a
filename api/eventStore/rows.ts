import type { StoredEvent } from './types.ts';
import { upcast } from './upcasters.ts';
import { unseal } from './personalData.ts';

/** Columns every event read selects, in the shape `toStoredEvent` expects. */
export const EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_position,
  event_id, event_type, schema_version, data, metadata, created_at`;

export type EventRow = {
  global_position: number;
  transaction_id: string;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
  created_at: Date;
  /** Its person's key, when the read joined it (KEY_JOIN): null once they are forgotten. */
  personal_key?: Buffer | null;
};

export function toStoredEvent(row: EventRow): StoredEvent {
  return upcast({
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: unseal(row.event_type, row.data, row.personal_key),
    metadata: row.metadata,
    createdAt: row.created_at,
  });
}

/** What an append reads back: the parts of each new event that only the database knows. */
export type AppendedRow = Pick<EventRow, 'global_position' | 'stream_position' | 'transaction_id' | 'created_at'>;

/** A just-appended event, from the row the database gave back and the event as written (already lifted). */
export function appendedEvent(
  row: AppendedRow,
  sent: Pick<StoredEvent, 'streamId' | 'eventId' | 'type' | 'schemaVersion' | 'data' | 'metadata'>,
): StoredEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: sent.streamId,
    streamPosition: row.stream_position,
    eventId: sent.eventId,
    type: sent.type,
    schemaVersion: sent.schemaVersion,
    data: sent.data,
    metadata: sent.metadata,
    createdAt: row.created_at,
  };
}
