import { ApiError } from '../http/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures after this moment count against an email. */
export const failureWindowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

/**
 * An email that already failed LOGIN_MAX_FAILURES times in the window gets no further
 * attempt: refused before its password is looked at, so a correct guess cannot get through.
 */
export function decideAttemptAllowed(recentFailures: number): void {
  if (recentFailures >= LOGIN_MAX_FAILURES) throw new ApiError(429, MESSAGES.login.tooManyAttempts);
}

/** An unknown email and a wrong password get the same answer: neither reveals which it was. */
export function decideSignIn<Account>(account: Account | undefined, passwordMatches: boolean): Account {
  if (!account || !passwordMatches) throw new ApiError(401, MESSAGES.login.wrongCredentials);
  return account;
}
