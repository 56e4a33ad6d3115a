import { describe, expect, it } from 'vitest';
import {
  decideAttemptAllowed,
  decideSignIn,
  failureWindowStart,
  LOGIN_EMAIL_SPACING_MS,
  LOGIN_MAX_FAILURES,
  type RecentFailures,
} from './login.decide.ts';

const apiError = (status: number, message: string, retryAfterSeconds?: number) =>
  expect.objectContaining({ status, message, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });

const now = new Date('2026-09-01T08:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none: RecentFailures = {
  pair: 0,
  pairOldest: null,
  known: false,
  device: 0,
  deviceOldest: null,
  email: 0,
  laneLatest: { clean: null, seen: null },
};
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SLOW_DOWN = 'Too many failed sign-in attempts on this account. Please wait a few seconds and try again.';

describe('decideAttemptAllowed', () => {
  it('lets a client try an email while it has failed on it fewer than the limit', () => {
    expect(decideAttemptAllowed(none, false, now)).toBe('open');
    const almost = { ...none, pair: LOGIN_MAX_FAILURES - 1, pairOldest: ago(60_000), known: true, email: LOGIN_MAX_FAILURES - 1 };
    expect(decideAttemptAllowed(almost, false, now)).toBe('open');
  });

  it('refuses with 429 once the client has used up its failures on the email, until the oldest leaves the window', () => {
    const used = { ...none, pair: LOGIN_MAX_FAILURES, pairOldest: ago(5 * 60_000), known: true, email: LOGIN_MAX_FAILURES };
    expect(() => decideAttemptAllowed(used, false, now)).toThrow(apiError(429, TOO_MANY, 600));
  });

  it('only slows an email others failed on many times: one attempt every few seconds per lane, never a lock', () => {
    const attacked = { ...none, pair: 1, known: true, email: LOGIN_MAX_FAILURES * 5, laneLatest: { clean: ago(60_000), seen: ago(1000) } };
    expect(() => decideAttemptAllowed(attacked, false, now)).toThrow(apiError(429, SLOW_DOWN, (LOGIN_EMAIL_SPACING_MS - 1000) / 1000));
    const later = { ...attacked, laneLatest: { clean: ago(60_000), seen: ago(LOGIN_EMAIL_SPACING_MS) } };
    expect(decideAttemptAllowed(later, false, now)).toBe('seen');
    expect(decideAttemptAllowed({ ...attacked, email: LOGIN_MAX_FAILURES - 1 }, false, now)).toBe('open');
  });

  it("keeps an address with no failure on the account out of the guessers' turn", () => {
    const attacked = { ...none, email: LOGIN_MAX_FAILURES * 5, laneLatest: { clean: ago(60_000), seen: ago(10) } };
    expect(decideAttemptAllowed(attacked, false, now)).toBe('clean');
    // Fresh addresses share a turn of their own: a guesser changing address is slowed there too.
    const freshGuesses = { ...attacked, laneLatest: { clean: ago(10), seen: ago(10) } };
    expect(() => decideAttemptAllowed(freshGuesses, false, now)).toThrow(apiError(429, SLOW_DOWN));
  });

  it('lets a device that signed in before try the account, whatever others and its address did, up to its own limit', () => {
    const attacked = {
      ...none,
      pair: LOGIN_MAX_FAILURES,
      pairOldest: ago(60_000),
      known: true,
      email: LOGIN_MAX_FAILURES * 5,
      laneLatest: { clean: ago(10), seen: ago(10) },
    };
    expect(decideAttemptAllowed(attacked, true, now)).toBe('device');
    const deviceUsedUp = { ...attacked, device: LOGIN_MAX_FAILURES, deviceOldest: ago(60_000) };
    expect(() => decideAttemptAllowed(deviceUsedUp, true, now)).toThrow(apiError(429, TOO_MANY));
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
