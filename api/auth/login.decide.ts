import { ApiError } from '../http/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';

/** Failures one client may make on one email in the window: the guesser is stopped, not the owner. */
export const LOGIN_MAX_FAILURES = 10;
/** Failures one client may make across every email in the window: one password sprayed over many accounts. */
export const LOGIN_CLIENT_MAX_FAILURES = 30;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Once an email has failed LOGIN_MAX_FAILURES times in the window from anywhere, it is tried at
 * most once in this long: guesses from many addresses are slowed, and the owner waits seconds.
 */
export const LOGIN_EMAIL_SPACING_MS = 5000;

/** Failures after this moment count. */
export const failureWindowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

/** Whole seconds until `at`, at least one: what Retry-After says. */
export const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** The failures in the window that concern an attempt by `client` on `email`. */
export type RecentFailures = {
  /** By this client on this email, and the oldest of them. */
  pair: number;
  pairOldest: Date | null;
  /** By this client on any email. */
  client: number;
  clientOldest: Date | null;
  /** On this email from any client, and the latest of them. */
  email: number;
  emailLatest: Date | null;
};

/**
 * An attempt past a limit is refused before its password is looked at, so a correct guess
 * cannot get through; Retry-After says when the oldest failure that stops it leaves the window.
 */
export function decideAttemptAllowed(failures: RecentFailures, now: Date): void {
  const windowEnd = (oldest: Date | null) => secondsUntil((oldest?.getTime() ?? now.getTime()) + LOGIN_FAILURE_WINDOW_MS, now);
  if (failures.pair >= LOGIN_MAX_FAILURES)
    throw new ApiError(429, MESSAGES.login.tooManyAttempts, undefined, windowEnd(failures.pairOldest));
  if (failures.client >= LOGIN_CLIENT_MAX_FAILURES)
    throw new ApiError(429, MESSAGES.login.tooManyAttempts, undefined, windowEnd(failures.clientOldest));
  const nextTry = (failures.emailLatest?.getTime() ?? 0) + LOGIN_EMAIL_SPACING_MS;
  if (failures.email >= LOGIN_MAX_FAILURES && nextTry > now.getTime())
    throw new ApiError(429, MESSAGES.login.slowDown, undefined, secondsUntil(nextTry, now));
}

/** An unknown email and a wrong password get the same answer: neither reveals which it was. */
export function decideSignIn<Account>(account: Account | undefined, passwordMatches: boolean): Account {
  if (!account || !passwordMatches) throw new ApiError(401, MESSAGES.login.wrongCredentials);
  return account;
}
