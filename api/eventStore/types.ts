import type { Db } from '../db/connect.ts';

/** An event as a command handler produces it, before it has a place in the log. */
export type NewEvent<T extends string = string, D = unknown> = {
  type: T;
  data: D;
  schemaVersion?: number;
};

export type EventMetadata = {
  actorId: string | null;
  correlationId: string;
  command?: string;
};

/** An event as stored in the log. */
export type StoredEvent<T extends string = string, D = any> = {
  globalPosition: number;
  transactionId: string;
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: T;
  schemaVersion: number;
  data: D;
  metadata: EventMetadata;
  createdAt: Date;
};

/**
 * An event as its append writes it: all but what the log gives it on insert (positions,
 * transaction id, time). Inline projections see this much, as they run alongside the append.
 */
export type WrittenEvent<T extends string = string, D = any> = Omit<
  StoredEvent<T, D>,
  'globalPosition' | 'transactionId' | 'streamPosition' | 'createdAt'
>;

/** 'no_stream' = must not exist yet; 'any' = skip the check; a number = the version it must have. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
  ) {
    super(`stream ${streamId} is not at the expected version ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * A read model the log moves in the append's own transaction (projections/): what the store
 * needs of one. Its statements go out with the append's, so it must not read another one's writes.
 */
export type InlineHandler = { handles: readonly string[]; apply: (db: Db, event: WrittenEvent) => Promise<void> };

/**
 * An inline read model refused an event its rules do not allow (a bed in a room deleted
 * meanwhile): the append rolls back. `rule` names the refusal as a database rule would be named.
 */
export class ReadModelRefusal extends Error {
  constructor(readonly rule: string) {
    super(`refused by the read model's rule ${rule}`);
    this.name = 'ReadModelRefusal';
  }
}
