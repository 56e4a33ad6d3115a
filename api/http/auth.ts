import type { MiddlewareHandler } from 'hono';
import { canAccess, type Action, type Resource } from '../../shared/canAccess.ts';
import { SESSION_USER_COLUMNS, type SessionUser } from '../auth/sessionCache.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';

/**
 * Every guarded route passes here: a valid signature is not enough, the token must not be
 * revoked (logout) and its user must still exist (deletion). The answer is kept until a
 * revocation commits (api/auth/sessionCache.ts), so a logout or a deletion still counts at once.
 */
export function authenticate({ sql, tokens, clock, sessions }: Pick<AppDeps, 'sql' | 'tokens' | 'clock' | 'sessions'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    const claims = await tokens.verify(match[1], clock());
    if (!claims) throw unauthenticated();
    const kept = sessions.get(claims.jti);
    const row = kept?.id === claims.sub ? kept : await readSession(sql, sessions, claims);
    if (!row) throw unauthenticated();
    c.set('user', { ...row, jti: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) });
    await next();
  };
}

/** The token's user if it still exists and the token is not revoked, kept for the next request. */
async function readSession(sql: AppDeps['sql'], sessions: AppDeps['sessions'], claims: { sub: string; jti: string }) {
  const keep = sessions.reading();
  const [row] = await sql<SessionUser[]>`
    SELECT ${sql(SESSION_USER_COLUMNS)} FROM users
     WHERE id = ${claims.sub} AND deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${claims.jti})`;
  if (row) keep(claims.jti, row);
  return row;
}

/** Refuses with 403 unless the signed-in user's role may do `action` on `resource`. */
export function requireAccess(action: Action, resource: Resource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!canAccess(c.get('user').role, action, resource)) throw forbidden();
    await next();
  };
}
