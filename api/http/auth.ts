import type { MiddlewareHandler } from 'hono';
import { canAccess, type Action, type Resource } from '../../shared/canAccess.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
import { MESSAGES } from '../../shared/messages.ts';

/**
 * Every guarded route passes here: a valid signature is not enough, the token must not be
 * revoked (logout), its user must still exist (deletion) and be active (deactivation), and no
 * password reset or change may have come since it was issued. The answer is kept until a
 * revocation commits (api/auth/sessionCache.ts), so each of those still counts at once.
 */
export function authenticate({
  sql,
  read,
  tokens,
  clock,
  sessions,
}: Pick<AppDeps, 'sql' | 'read' | 'tokens' | 'clock' | 'sessions'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    const claims = await tokens.verify(match[1], clock());
    if (!claims) throw unauthenticated();
    let user = sessions.get(claims.jti);
    if (user?.id !== claims.sub) {
      const keep = sessions.reading();
      user = await read.users.findSession(sql, claims.sub, claims.jti, claims.gen);
      if (user) keep(claims.jti, user);
    }
    if (!user) throw unauthenticated();
    c.set('user', { ...user, jti: claims.jti, tokenExpiresAt: new Date(claims.exp * 1000) });
    await next();
  };
}

/** Refuses with 403 unless the signed-in user's role may do `action` on `resource`. */
export function requireAccess(action: Action, resource: Resource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!canAccess(c.get('user').role, action, resource)) throw forbidden();
    await next();
  };
}

/**
 * Mounted after the routes a user who must change their password needs (change it, sign out,
 * read themself): every other call is refused until they have chosen a new one.
 */
export function requirePasswordChosen(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user').must_change_password) throw new ApiError(403, MESSAGES.staff.mustChangePassword);
    await next();
  };
}
