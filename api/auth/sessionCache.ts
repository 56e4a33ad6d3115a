import type { Logger } from 'pino';
import { openListener } from '../db/connect.ts';
import { READ_MODELS_CHANNEL, SESSIONS_CHANNEL } from '../db/notices.ts';
import type { User } from '../../shared/records.ts';
import { parseRevocation, type Revocation } from '../users/sessionRevocations.ts';

/** A signed-in user as the per-request check reads them from the users read model. */
export type SessionUser = User;

export type SessionCache = {
  /** The user a token (by its jti) stands for, as checked less than MAX_AGE_MS ago; else undefined. */
  get: (jti: string) => SessionUser | undefined;
  /**
   * Called before the database is asked about a token: what it returns keeps the answer, unless
   * a revocation arrived in the meantime (the answer may predate it) or nobody is listening.
   */
  reading: () => (jti: string, user: SessionUser) => void;
  /** Forgets what committed events revoked: this process's own commands, before they answer. */
  forget: (revocation: Revocation) => void;
  /** True while revocations are heard: only then is anything kept or given back. */
  listening: () => boolean;
  close: () => Promise<void>;
};

// A check is trusted this long at most: the bound, should the listening connection ever die
// without this process noticing, on how long a revocation made by another server goes unseen.
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 100_000;

/** No cache: every request asks the database (for code that has no database URL to listen on). */
export const noSessionCache: SessionCache = {
  get: () => undefined,
  reading: () => () => {},
  forget: () => {},
  listening: () => false,
  close: async () => {},
};

/**
 * Every guarded request must see a logout or a deletion at once, so the token's user was read
 * from the database on each one: a second round trip on every request. This keeps the answer
 * instead, and forgets it when a revocation commits anywhere: logouts and deletions notify
 * SESSIONS_CHANNEL in their transaction (api/users/sessionRevocations.ts), a rebuild READ_MODELS_CHANNEL,
 * and each server listens.
 *
 * Nothing is trusted unless that listening connection is up: losing it forgets everything and
 * stops keeping answers until LISTEN runs again, since notifications sent meanwhile are lost. A
 * generation counter, moved by every revocation, stops an answer read before a revocation from
 * being kept after it.
 */
export function startSessionCache(databaseUrl: string, log: Logger): SessionCache {
  const entries = new Map<string, { user: SessionUser; at: number }>();
  let generation = 0;
  let listening = false;
  let closed = false;

  const forget = (revocation: Revocation) => {
    generation++;
    if (revocation === 'all') entries.clear();
    else if ('jti' in revocation) entries.delete(revocation.jti);
    else for (const [jti, entry] of entries) if (entry.user.id === revocation.userId) entries.delete(jti);
  };

  const listener = openListener(databaseUrl, {
    onnotify: (channel, payload) => {
      if (channel === SESSIONS_CHANNEL) forget(parseRevocation(payload));
      // A rebuilt read model: what was read from the old tables may be gone from the new ones.
      if (channel === READ_MODELS_CHANNEL) forget('all');
    },
    onclose: () => {
      listening = false;
      forget('all');
      if (!closed) void listen();
    },
  });

  let attempt: Promise<void> | null = null;
  function listen(): Promise<void> {
    attempt ??= (async () => {
      for (let retry = 0; !closed; retry++) {
        try {
          await listener.unsafe(`LISTEN ${SESSIONS_CHANNEL}; LISTEN ${READ_MODELS_CHANNEL}`);
          forget('all');
          listening = true;
          return;
        } catch (error) {
          if (retry === 0) log.warn({ err: error }, 'session revocations: not listening, every request is checked in the database');
          await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** retry, 2000)));
        }
      }
    })().finally(() => (attempt = null));
    return attempt;
  }
  void listen();

  return {
    get(jti) {
      const entry = listening ? entries.get(jti) : undefined;
      if (!entry) return undefined;
      if (performance.now() - entry.at <= MAX_AGE_MS) return entry.user;
      entries.delete(jti);
      return undefined;
    },
    reading() {
      const started = generation;
      return (jti, user) => {
        if (!listening || generation !== started) return;
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(jti, { user, at: performance.now() });
      };
    },
    forget,
    listening: () => listening,
    async close() {
      closed = true;
      listening = false;
      entries.clear();
      await listener.end({ timeout: 5 });
    },
  };
}
