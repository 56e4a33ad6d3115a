import type { Sql } from '../db/connect.ts';
import { inTransaction } from '../db/transaction.ts';
import { decideRegistrationAllowed, REGISTRATION_WINDOW_MS } from './registration.decide.ts';

/**
 * Takes one registration from the client address's allowance, before the password is hashed.
 * Every valid attempt counts, a refused email included. Counted and recorded under a lock on the
 * client, so a parallel burst cannot all read "none yet"; rows out of the window go first.
 */
export async function reserveRegistration(sql: Sql, client: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - REGISTRATION_WINDOW_MS);
  await sql`DELETE FROM registration_attempts WHERE at <= ${since}`;
  await inTransaction(sql, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${'register-client:' + client}))`;
    const [{ recent, oldest }] = await tx<{ recent: number; oldest: Date | null }[]>`
      SELECT count(*)::int AS recent, min(at) AS oldest FROM registration_attempts WHERE client = ${client} AND at > ${since}`;
    decideRegistrationAllowed(recent, oldest, now);
    await tx`INSERT INTO registration_attempts (client, at) VALUES (${client}, ${now})`;
  });
}

/** Gives back a registration that never got its password hashed: a busy server is not the client's doing. */
export async function returnRegistration(sql: Sql, client: string, at: Date): Promise<void> {
  await sql`DELETE FROM registration_attempts WHERE ctid IN (
              SELECT ctid FROM registration_attempts WHERE client = ${client} AND at = ${at} LIMIT 1)`;
}
