import type { Sql } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { decideAttemptAllowed, failureWindowStart, type Lane, type RecentFailures } from './login.decide.ts';

/** Who tries which account: the client address, and the device cookie's device if it is valid for the email. */
export type SignInAttempt = { email: string; client: string; device: string | null };

/**
 * Takes one attempt from the allowance of its lane before the password is compared, recording it
 * as a failure up front (a success clears it). The count and the record happen under a lock on
 * the email, so a parallel burst at one account cannot all read "no failures yet" and slip past,
 * while attempts at different accounts never wait for each other. Rows out of the window go
 * first, whoever left them: an unknown email is rarely tried again to clear its own.
 */
export async function reserveSignInAttempt(sql: Sql, { email, client, device }: SignInAttempt, now: Date): Promise<Lane> {
  const key = email.toLowerCase();
  const since = failureWindowStart(now);
  await sql`DELETE FROM login_failures WHERE at <= ${since}`;
  const decided = await inTransaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${'login:' + key}))`;
    const [counts] = await tx<(Omit<RecentFailures, 'laneLatest'> & { cleanLatest: Date | null; seenLatest: Date | null })[]>`
      SELECT count(*) FILTER (WHERE client = ${client} AND lane <> 'refused')::int AS pair,
             min(at) FILTER (WHERE client = ${client} AND lane <> 'refused') AS "pairOldest",
             coalesce(bool_or(client = ${client}), false) AS known,
             count(*) FILTER (WHERE device = ${device} AND lane <> 'refused')::int AS device,
             min(at) FILTER (WHERE device = ${device} AND lane <> 'refused') AS "deviceOldest",
             count(*) FILTER (WHERE lane <> 'refused')::int AS email,
             max(at) FILTER (WHERE lane = 'clean') AS "cleanLatest",
             max(at) FILTER (WHERE lane = 'seen') AS "seenLatest"
      FROM login_failures
      WHERE lower(email) = ${key} AND at > ${since}`;
    const { cleanLatest, seenLatest, ...failures } = counts;
    try {
      const lane = decideAttemptAllowed({ ...failures, laneLatest: { clean: cleanLatest, seen: seenLatest } }, device !== null, now);
      await tx`INSERT INTO login_failures (email, client, device, lane, at) VALUES (${email}, ${client}, ${device}, ${lane}, ${now})`;
      return { lane };
    } catch (refusal) {
      // An address refused on its first try is no longer new to the account: a guesser cannot
      // stay in the turn of addresses with no past by being refused.
      if (!failures.known) await tx`INSERT INTO login_failures (email, client, lane, at) VALUES (${email}, ${client}, 'refused', ${now})`;
      return { refusal };
    }
  });
  if ('refusal' in decided) throw decided.refusal;
  return decided.lane;
}

/**
 * Gives back an attempt whose password was never judged (the hashing was full, the database
 * failed): a busy server must not count against the account as a wrong password. (The client
 * pays for its refusals in its share of the hashing instead: api/auth/passwords.ts.)
 */
export async function returnSignInAttempt(sql: Sql, { email, client }: SignInAttempt, at: Date): Promise<void> {
  await sql`DELETE FROM login_failures WHERE ctid IN (
              SELECT ctid FROM login_failures WHERE email = ${email} AND client = ${client} AND at = ${at} AND lane <> 'refused' LIMIT 1)`;
}

/**
 * A successful sign-in forgives the failures made from its own address or device on that email.
 * The failures others made on it stay: the owner signing in gives a guesser elsewhere no new tries.
 */
export async function clearSignInFailures(sql: Sql, { email, client, device }: SignInAttempt): Promise<void> {
  await sql`DELETE FROM login_failures WHERE lower(email) = ${email.toLowerCase()} AND (client = ${client} OR device = ${device})`;
}
