import { nanoid } from 'nanoid';
import pino, { type Logger } from 'pino';
import type { Sql } from './db/connect.ts';
import { createEventStore } from './eventStore/eventStore.ts';
import { createTokenService } from './auth/tokens.ts';
import type { AppDeps, Clock } from './http/context.ts';
import { projections } from '../projections/index.ts';
import { createRoomJsonCache } from './rooms/roomJsonCache.ts';
import { noSessionCache, type SessionCache } from './auth/sessionCache.ts';

/** Wires the injected parts together; tests call it with their own clock, ids and logger. */
export function createDeps(opts: {
  sql: Sql;
  jwtSecret: string;
  log?: Logger;
  clock?: Clock;
  newId?: () => string;
  /** The server's and the tests' listen for revocations (startSessionCache); without one, every request asks the database. */
  sessions?: SessionCache;
}): AppDeps {
  const newId = opts.newId ?? (() => nanoid());
  return {
    sql: opts.sql,
    store: createEventStore(opts.sql, projections, newId),
    clock: opts.clock ?? (() => new Date()),
    tokens: createTokenService(opts.jwtSecret),
    log: opts.log ?? pino({ level: 'silent' }),
    newId,
    roomJson: createRoomJsonCache(),
    sessions: opts.sessions ?? noSessionCache,
  };
}
