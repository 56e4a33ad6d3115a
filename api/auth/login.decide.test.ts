import { describe, expect, it } from 'vitest';
import {
  decideAttemptAllowed,
  decideSignIn,
  failureWindowStart,
  LOGIN_CLIENT_MAX_FAILURES,
  LOGIN_EMAIL_SPACING_MS,
  LOGIN_MAX_FAILURES,
  type RecentFailures,
} from './login.decide.ts';
import { decideRegistrationAllowed, REGISTRATION_MAX_PER_CLIENT } from './registration.decide.ts';

const apiError = (status: number, message: string, retryAfterSeconds?: number) =>
  expect.objectContaining({ status, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });

const now = new Date('2026-09-01T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none: RecentFailures = { pair: 0, pairOldest: null, client: 0, clientOldest: null, email: 0, emailLatest: null };
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SLOW_DOWN = 'Too many failed sign-in attempts on this account. Please wait a few seconds and try again.';

describe('decideAttemptAllowed', () => {
  it('lets a client try an email while it has failed on it fewer than the limit', () => {
    expect(() => decideAttemptAllowed(none, now)).not.toThrow();
    const almost = { ...none, pair: LOGIN_MAX_FAILURES - 1, pairOldest: ago(60_000), client: LOGIN_MAX_FAILURES - 1 };
    expect(() => decideAttemptAllowed(almost, now)).not.toThrow();
  });

  it('refuses with 429 once the client has used up its failures on the email, until the oldest leaves the window', () => {
    const used = { ...none, pair: LOGIN_MAX_FAILURES, pairOldest: ago(5 * 60_000), client: LOGIN_MAX_FAILURES };
    expect(() => decideAttemptAllowed(used, now)).toThrow(apiError(429, TOO_MANY, 600));
  });

  it('refuses with 429 a client that failed on too many emails, whichever it tries next', () => {
    const spraying = { ...none, client: LOGIN_CLIENT_MAX_FAILURES, clientOldest: ago(14 * 60_000) };
    expect(() => decideAttemptAllowed(spraying, now)).toThrow(apiError(429, TOO_MANY, 60));
    expect(() => decideAttemptAllowed({ ...spraying, client: LOGIN_CLIENT_MAX_FAILURES - 1 }, now)).not.toThrow();
  });

  it('only slows an email others failed on many times: one attempt every few seconds, never a lock', () => {
    const attacked = { ...none, email: LOGIN_MAX_FAILURES * 5, emailLatest: ago(1000) };
    expect(() => decideAttemptAllowed(attacked, now)).toThrow(apiError(429, SLOW_DOWN, (LOGIN_EMAIL_SPACING_MS - 1000) / 1000));
    expect(() => decideAttemptAllowed({ ...attacked, emailLatest: ago(LOGIN_EMAIL_SPACING_MS) }, now)).not.toThrow();
    expect(() => decideAttemptAllowed({ ...attacked, email: LOGIN_MAX_FAILURES - 1 }, now)).not.toThrow();
  });
});

describe('decideRegistrationAllowed', () => {
  it('lets a client register its allowance, then answers 429 until the oldest leaves the window', () => {
    expect(() => decideRegistrationAllowed(REGISTRATION_MAX_PER_CLIENT - 1, ago(1000), now)).not.toThrow();
    const refused = apiError(429, 'Too many accounts were registered from your network. Please wait 10 minutes and try again.', 420);
    expect(() => decideRegistrationAllowed(REGISTRATION_MAX_PER_CLIENT, ago(3 * 60_000), now)).toThrow(refused);
  });
});

describe('decideSignIn', () => {
  const wrong = apiError(401, 'Invalid email or password');

  it('signs in a known account whose password matches', () => {
    expect(decideSignIn({ id: 'u1' }, true)).toEqual({ id: 'u1' });
  });

  it('gives one answer for an unknown email and for a wrong password', () => {
    expect(() => decideSignIn(undefined, false)).toThrow(wrong);
    expect(() => decideSignIn(undefined, true)).toThrow(wrong);
    expect(() => decideSignIn({ id: 'u1' }, false)).toThrow(wrong);
  });
});

describe('failureWindowStart', () => {
  it('looks back fifteen minutes', () => {
    expect(failureWindowStart(new Date('2026-09-01T08:00:00Z'))).toEqual(new Date('2026-09-01T07:45:00Z'));
  });
});
