import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../http/context.ts';
import { DEVICE_LIFETIME_SECONDS } from './tokens.ts';

/**
 * Device cookies (OWASP's defence against locking an owner out): a browser that signed in to an
 * account gets a signed cookie naming that account and the browser. Its later attempts on that
 * account are counted against the browser alone, so guesses from elsewhere never take its turn.
 */
const COOKIE = 'hostel_device';

/** The device that the request's cookie names for `email`, if the cookie is valid for it. */
export async function deviceOf(deps: Pick<AppDeps, 'tokens'>, c: Context, email: string, now: Date): Promise<string | null> {
  const token = getCookie(c, COOKIE);
  return token ? deps.tokens.verifyDevice(token, email, now) : null;
}

/** Remembers this browser for `email`, keeping the device it already had. */
export async function rememberDevice(deps: Pick<AppDeps, 'tokens' | 'newId'>, c: Context, email: string, device: string | null, now: Date) {
  const token = await deps.tokens.issueDevice(email, device ?? deps.newId(), now);
  setCookie(c, COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https',
    maxAge: DEVICE_LIFETIME_SECONDS,
  });
}
