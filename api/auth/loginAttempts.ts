import type { Sql } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { decideAttemptAllowed, failureWindowStart } from './login.decide.ts';

/**
 * Takes one attempt from the email's allowance before its password is compared, recording it
 * as a failure up front (a success clears it). The count and the record happen under a lock on
 * the email, so a burst of parallel guesses cannot all read "no failures yet" and slip past.
 * Rows older than the window are dropped as the email is tried again.
 */
export async function reserveSignInAttempt(sql: Sql, email: string, now: Date): Promise<void> {
  const key = email.toLowerCase();
  const since = failureWindowStart(now);
  await inTransaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${'login:' + key}))`;
    await tx`DELETE FROM login_failures WHERE lower(email) = ${key} AND at <= ${since}`;
    const [{ failures }] = await tx<{ failures: number }[]>`
      SELECT count(*)::int AS failures FROM login_failures WHERE lower(email) = ${key} AND at > ${since}`;
    decideAttemptAllowed(failures);
    await tx`INSERT INTO login_failures (email, at) VALUES (${email}, ${now})`;
  });
}

/** A successful sign-in forgives the email's earlier failures. */
export async function clearSignInFailures(sql: Sql, email: string): Promise<void> {
  await sql`DELETE FROM login_failures WHERE lower(email) = ${email.toLowerCase()}`;
}
