import { ApiError } from '../http/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';

/** Failures one client may make on one email in the window: the guesser is stopped, not the owner. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Once an email has failed LOGIN_MAX_FAILURES times in the window from anywhere, each lane of
 * it is tried at most once in this long: guesses from many addresses are slowed, and the owner
 * waits seconds at most.
 */
export const LOGIN_EMAIL_SPACING_MS = 5000;

/**
 * How an attempt on an account is counted. `device`: from a browser that signed in to that
 * account before (a device cookie), limited only by its own failures. `clean`: from an address
 * with no failure on the account in the window. `seen`: from an address that failed on it. The
 * owner is in one of the first two lanes, which the guesses of the third never take. `open`:
 * while the account is not under attack, an attempt takes no turn (one address's guesses before
 * then never hold up the owner's turn).
 */
export type Lane = 'device' | 'clean' | 'seen' | 'open';

/** Failures after this moment count. */
export const failureWindowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

/** Whole seconds until `at`, at least one: what Retry-After says. */
export const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** The failures in the window that concern an attempt on one email by one client (and device). */
export type RecentFailures = {
  /** By this client address on this email, and the oldest of them. */
  pair: number;
  pairOldest: Date | null;
  /** Whether this client address tried this email in the window, refused attempts included. */
  known: boolean;
  /** By this device on this email (0 without a device cookie for it), and the oldest of them. */
  device: number;
  deviceOldest: Date | null;
  /** On this email from anywhere. */
  email: number;
  /** The latest failure on this email in the lane this attempt would take, if not by device. */
  laneLatest: { clean: Date | null; seen: Date | null };
};

/**
 * Chooses the attempt's lane and refuses it past the lane's limit, before its password is looked
 * at, so a correct guess cannot get through; Retry-After says when it may be tried again. No
 * limit counts an address's failures on other accounts: thousands of students share one campus
 * address, and one's typos must not lock out the rest.
 */
export function decideAttemptAllowed(failures: RecentFailures, hasDevice: boolean, now: Date): Lane {
  const windowEnd = (oldest: Date | null) => secondsUntil((oldest?.getTime() ?? now.getTime()) + LOGIN_FAILURE_WINDOW_MS, now);
  if (hasDevice && failures.device < LOGIN_MAX_FAILURES) return 'device';
  if (failures.pair >= LOGIN_MAX_FAILURES)
    throw new ApiError(429, MESSAGES.login.tooManyAttempts, undefined, windowEnd(hasDevice ? failures.deviceOldest : failures.pairOldest));
  if (failures.email < LOGIN_MAX_FAILURES) return 'open';
  const lane = failures.known ? 'seen' : 'clean';
  const nextTry = (failures.laneLatest[lane]?.getTime() ?? 0) + LOGIN_EMAIL_SPACING_MS;
  if (nextTry > now.getTime()) throw new ApiError(429, MESSAGES.login.slowDown, undefined, secondsUntil(nextTry, now));
  return lane;
}

/** An unknown email and a wrong password get the same answer: neither reveals which it was. */
export function decideSignIn<Account>(account: Account | undefined, passwordMatches: boolean): Account {
  if (!account || !passwordMatches) throw new ApiError(401, MESSAGES.login.wrongCredentials);
  return account;
}
