import type { Db } from '../db/connect.ts';
import { SESSIONS_CHANNEL } from '../db/notices.ts';
import { SESSION_ENDING_EVENTS } from './users.events.ts';

/**
 * A committed logout, deletion, deactivation or password reset or change tells every server to
 * forget what it kept of the tokens concerned (api/auth/sessionCache.ts), on SESSIONS_CHANNEL.
 */

/** One token (a logout), every token of a user (a deletion), or everything (a users rebuild). */
export type Revocation = { jti: string } | { userId: string } | 'all';

const payloadOf = (r: Revocation) => (r === 'all' ? '*' : 'jti' in r ? `jti:${r.jti}` : `user:${r.userId}`);

export function parseRevocation(payload: string): Revocation {
  if (payload.startsWith('jti:')) return { jti: payload.slice(4) };
  if (payload.startsWith('user:')) return { userId: payload.slice(5) };
  // Anything else, '*' included, is read as the widest revocation: forgetting too much is safe.
  return 'all';
}

const USER_WIDE = new Set<string>(['UserDeleted', ...SESSION_ENDING_EVENTS]);

/** Sends the revocation with the transaction `db` belongs to: it goes out when that commits. */
export function notifyRevocation(db: Db, revocation: Revocation) {
  return db`SELECT pg_notify(${SESSIONS_CHANNEL}, ${payloadOf(revocation)})`.execute();
}

/**
 * What a user command's events revoke: a logout its token; a deletion, or an event that ends the
 * user's sessions (a deactivation, a password reset or change), every token of the user.
 */
export function revocationsOf(events: readonly { type: string; data: { user_id?: string; jti?: string } }[]): Revocation[] {
  return events.flatMap((e): Revocation[] => {
    if (e.type === 'UserLoggedOut' && e.data.jti) return [{ jti: e.data.jti }];
    if (USER_WIDE.has(e.type) && e.data.user_id) return [{ userId: e.data.user_id }];
    return [];
  });
}
