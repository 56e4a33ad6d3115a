import type { Sql } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { decideAttemptAllowed, failureWindowStart, type RecentFailures } from './login.decide.ts';

export type SignInAttempt = { email: string; client: string };

/**
 * Takes one attempt from the allowances of the client and the email before the password is
 * compared, recording it as a failure up front (a success clears it). The count and the record
 * happen under locks on the client and on the email, taken in that order by every attempt, so a
 * parallel burst cannot all read "no failures yet" and slip past. Rows out of the window go
 * first, whoever left them: an unknown email is rarely tried again to clear its own.
 */
export async function reserveSignInAttempt(sql: Sql, { email, client }: SignInAttempt, now: Date): Promise<void> {
  const key = email.toLowerCase();
  const since = failureWindowStart(now);
  await sql`DELETE FROM login_failures WHERE at <= ${since}`;
  await inTransaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${'login-client:' + client}))`;
    await tx`SELECT pg_advisory_xact_lock(hashtext(${'login:' + key}))`;
    const [failures] = await tx<RecentFailures[]>`
      SELECT count(*) FILTER (WHERE mine AND same_email)::int AS pair,
             min(at) FILTER (WHERE mine AND same_email) AS "pairOldest",
             count(*) FILTER (WHERE mine)::int AS client,
             min(at) FILTER (WHERE mine) AS "clientOldest",
             count(*) FILTER (WHERE same_email)::int AS email,
             max(at) FILTER (WHERE same_email) AS "emailLatest"
      FROM (SELECT at, client = ${client} AS mine, lower(email) = ${key} AS same_email
            FROM login_failures
            WHERE at > ${since} AND (client = ${client} OR lower(email) = ${key})) recent`;
    decideAttemptAllowed(failures, now);
    await tx`INSERT INTO login_failures (email, client, at) VALUES (${email}, ${client}, ${now})`;
  });
}

/**
 * Gives back an attempt whose password was never judged (the hashing was full, the database
 * failed): a busy server must not count against the client as a wrong password.
 */
export async function returnSignInAttempt(sql: Sql, { email, client }: SignInAttempt, at: Date): Promise<void> {
  await sql`DELETE FROM login_failures WHERE ctid IN (
              SELECT ctid FROM login_failures WHERE email = ${email} AND client = ${client} AND at = ${at} LIMIT 1)`;
}

/**
 * A successful sign-in forgives the failures made from its own address on that email. The
 * failures others made on it stay: the owner signing in gives a guesser elsewhere no new tries.
 */
export async function clearSignInFailures(sql: Sql, { email, client }: SignInAttempt): Promise<void> {
  await sql`DELETE FROM login_failures WHERE lower(email) = ${email.toLowerCase()} AND client = ${client}`;
}
