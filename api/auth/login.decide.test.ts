import { describe, expect, it } from 'vitest';
import { decideAttemptAllowed, decideSignIn, failureWindowStart, LOGIN_MAX_FAILURES } from './login.decide.ts';

const apiError = (status: number, message: string) => expect.objectContaining({ status, message });

describe('decideAttemptAllowed', () => {
  it('lets an email try while it has failed fewer than the limit', () => {
    expect(() => decideAttemptAllowed(0)).not.toThrow();
    expect(() => decideAttemptAllowed(LOGIN_MAX_FAILURES - 1)).not.toThrow();
  });

  it('refuses with 429 once the email has used up its failures', () => {
    const tooMany = apiError(429, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(() => decideAttemptAllowed(LOGIN_MAX_FAILURES)).toThrow(tooMany);
    expect(() => decideAttemptAllowed(LOGIN_MAX_FAILURES + 5)).toThrow(tooMany);
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
