import { nanoid } from 'nanoid';
import type { Connection, Db, Sql, Tx } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { appendToStream, type IdGenerator } from './append.ts';
import { KeyRing, readKeys } from './personalData.ts';
import { readAll, readStream, type Checkpoint } from './read.ts';
import {
  ConcurrencyError,
  type EventMetadata,
  type ExpectedVersion,
  type InlineHandler,
  type NewEvent,
  type StoredEvent,
} from './types.ts';

export type EventStore = ReturnType<typeof createEventStore>;

/**
 * What must follow an append in its own transaction, after the inline read models moved: the
 * waitlist's offer of a bed the events gave back (api/waitlist/reactions.ts). Its own appends
 * pass through it again.
 */
export type AfterAppend = (tx: Tx, events: readonly StoredEvent[]) => Promise<void>;

/** Deadlock detected: two transactions each waiting for a row the other holds; one is rolled back and may run again. */
const DEADLOCK = '40P01';

/** The log plus the inline read models that must move with it, bound to one database. */
export function createEventStore(sql: Sql, inline: readonly InlineHandler[], newId: IdGenerator = nanoid, afterAppend?: AfterAppend) {
  const ring = new KeyRing();
  return {
    sql,
    append: async (tx: Tx, streamId: string, expected: ExpectedVersion, events: readonly NewEvent[], metadata: EventMetadata) => {
      const stored = await appendToStream(tx, ring, inline, newId, streamId, expected, events, metadata);
      if (afterAppend && stored.length > 0) await afterAppend(tx, stored);
      return stored;
    },
    readStream: (streamId: string, db: Db = sql) => readStream(db, streamId),
    /**
     * Holds existing streams against other writers until the transaction ends, all at once and in
     * one order: for the rare command that appends to several streams, so that it never waits for
     * one stream while holding what that stream's writer waits for.
     */
    lockStreams: async (tx: Tx, streamIds: readonly string[]) => {
      if (streamIds.length === 0) return;
      await tx`SELECT 1 FROM streams WHERE stream_id = ANY(${[...streamIds]}) ORDER BY stream_id FOR UPDATE`;
    },
    /**
     * Reads the keys that seal these people's personal data into this process, for a command
     * that will append about them: sent with its other reads, it spares the append a round trip.
     */
    readKeys: (subjects: readonly string[], db: Db = sql) => readKeys(db, ring, subjects),
    readAll: (opts: { after?: Checkpoint; limit?: number; types?: readonly string[] } = {}, db: Db = sql) => readAll(db, opts),
    /**
     * Runs one command as one transaction and retries it when another writer got to the stream
     * first, or when PostgreSQL broke a deadlock by rolling it back (a freed bed offered to a
     * student whose own command holds their stream): the decision is taken again on fresh
     * state, so a retry never acts on stale facts.
     */
    async transact<T>(work: (tx: Tx) => Promise<T>, retries = 5, held?: Connection): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await inTransaction(sql, work, held);
        } catch (error) {
          const again = error instanceof ConcurrencyError || (error as { code?: string }).code === DEADLOCK;
          if (!again || attempt >= retries) throw error;
        }
      }
    },
  };
}

export type { StoredEvent, NewEvent, EventMetadata, ExpectedVersion };
export { ConcurrencyError };
