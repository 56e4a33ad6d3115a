import type { Sql } from '../db/connect.ts';
import { decideAttemptAllowed, failureWindowStart, type Lane, type RecentFailures } from './login.decide.ts';

/** Who tries which account: the client address, and the device cookie's device if it is valid for the email. */
export type SignInAttempt = { email: string; client: string; device: string | null };

/** Old rows are swept at most this often by a process: the counts ignore them meanwhile. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = -Infinity;

/** An attempt's row while its lane is being decided: counted by the attempts after it in every lane. */
const UNDECIDED = 'pending';

/**
 * Takes one attempt from the allowance of its lane before the password is compared, recording it
 * as a failure up front (a success clears it). The attempt first takes the next place in its
 * email's order, then counts the attempts before it: a parallel burst at one account is judged
 * one after another and cannot all read "no failures yet", while no lock is held across round
 * trips and attempts at different accounts never meet. Rows out of the window go now and then,
 * whoever left them: an unknown email is rarely tried again to clear its own.
 */
export async function reserveSignInAttempt(sql: Sql, attempt: SignInAttempt, now: Date): Promise<Lane> {
  const { email, client, device } = attempt;
  const key = email.toLowerCase();
  const since = failureWindowStart(now);
  if (Math.abs(now.getTime() - lastSweep) >= SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await sql`DELETE FROM login_failures WHERE at <= ${since}`;
  }
  const place = await takePlace(sql, attempt, now);
  const mine = sql`lower(email) = ${key} AND place = ${place} AND lane = ${UNDECIDED}`;
  let failures: RecentFailures;
  try {
    const [counts] = await sql<(Omit<RecentFailures, 'laneLatest'> & { cleanLatest: Date | null; seenLatest: Date | null })[]>`
      SELECT count(*) FILTER (WHERE client = ${client} AND lane <> 'refused')::int AS pair,
             min(at) FILTER (WHERE client = ${client} AND lane <> 'refused') AS "pairOldest",
             coalesce(bool_or(client = ${client}), false) AS known,
             count(*) FILTER (WHERE device = ${device} AND lane <> 'refused')::int AS device,
             min(at) FILTER (WHERE device = ${device} AND lane <> 'refused') AS "deviceOldest",
             count(*) FILTER (WHERE lane <> 'refused')::int AS email,
             max(at) FILTER (WHERE lane IN ('clean', ${UNDECIDED})) AS "cleanLatest",
             max(at) FILTER (WHERE lane IN ('seen', ${UNDECIDED})) AS "seenLatest"
      FROM login_failures
      WHERE lower(email) = ${key} AND place < ${place} AND at > ${since}`;
    const { cleanLatest, seenLatest, ...rest } = counts;
    failures = { ...rest, laneLatest: { clean: cleanLatest, seen: seenLatest } };
  } catch (error) {
    await sql`DELETE FROM login_failures WHERE ${mine}`.catch(() => {});
    throw error;
  }
  let lane: Lane;
  try {
    lane = decideAttemptAllowed(failures, device !== null, now);
  } catch (refusal) {
    // An address refused on its first try is no longer new to the account: a guesser cannot
    // stay in the turn of addresses with no past by being refused.
    if (failures.known) await sql`DELETE FROM login_failures WHERE ${mine}`;
    else await sql`UPDATE login_failures SET lane = 'refused' WHERE ${mine}`;
    throw refusal;
  }
  await sql`UPDATE login_failures SET lane = ${lane} WHERE ${mine}`;
  return lane;
}

/**
 * Records the attempt, undecided, at the next place in its email's order. Two attempts that read
 * the same last place both try it and one gets it; the other, having waited for it, tries the
 * next. So every attempt before a place was saved before that place was taken.
 */
async function takePlace(sql: Sql, { email, client, device }: SignInAttempt, now: Date): Promise<number> {
  for (;;) {
    const [taken] = await sql<{ place: number }[]>`
      INSERT INTO login_failures (email, client, device, lane, at, place)
      SELECT ${email}, ${client}, ${device}, ${UNDECIDED}, ${now}, coalesce(max(place), 0) + 1
      FROM login_failures WHERE lower(email) = ${email.toLowerCase()}
      ON CONFLICT (lower(email), place) DO NOTHING
      RETURNING place`;
    if (taken) return taken.place;
  }
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
