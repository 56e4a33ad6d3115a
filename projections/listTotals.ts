import type { PendingQuery, Row } from 'postgres';
import type { Db } from '../api/db/connect.ts';

/**
 * A list's length is counted exactly up to this many rows. Past it a page does not read the whole
 * list to say how long it is: the length is the planner's estimate, or a count kept a while.
 */
export const EXACT_TOTAL_UP_TO = 1000;
/** How long a long list's length is kept before it is counted again. */
export const KEEP_LONG_COUNTS_MS = 10_000;
/** Lengths kept at most, per pool: a search or filter the office will not ask again falls out first. */
const KEPT_AT_MOST = 200;

type Kept = { value: unknown; until: number };
// Per pool, and so per database; a transaction keeps nothing past itself.
const keptBy = new WeakMap<Db, Map<string, Kept>>();

const keptOf = (db: Db) => {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map()));
  return kept;
};

/** The count kept for `key`, while it is less than KEEP_LONG_COUNTS_MS old. */
export function keptCount<T>(db: Db, key: string, now: () => number = Date.now): T | undefined {
  const found = keptOf(db).get(key);
  return found && found.until > now() ? (found.value as T) : undefined;
}

/** Keeps `value` for `key` when the list it counts is `long`; a short list's count is never kept. */
export function keepCount<T>(db: Db, key: string, value: T, long: boolean, now: () => number = Date.now): T {
  const kept = keptOf(db);
  kept.delete(key);
  if (long) {
    kept.set(key, { value, until: now() + KEEP_LONG_COUNTS_MS });
    // A Map iterates in insertion order: the first key is the one kept longest.
    if (kept.size > KEPT_AT_MOST) kept.delete(kept.keys().next().value!);
  }
  return value;
}

/**
 * `count()`, or the value it gave for `key` less than KEEP_LONG_COUNTS_MS ago when that value was
 * `long`: a short list is counted at every read, so its length is always exact.
 */
export async function countedAtMostEvery<T>(
  db: Db,
  key: string,
  count: () => Promise<T>,
  long: (value: T) => boolean,
  now: () => number = Date.now,
): Promise<T> {
  const kept = keptCount<T>(db, key, now);
  if (kept !== undefined) return kept;
  const value = await count();
  return keepCount(db, key, value, long(value), now);
}

/** How many rows PostgreSQL's planner expects `rows` to give, from its statistics, without reading them. */
export async function estimatedRows(db: Db, rows: PendingQuery<Row[]>): Promise<number> {
  const [plan] = await db`EXPLAIN (FORMAT JSON) ${rows}`;
  return Math.round((plan['QUERY PLAN'] as { Plan: { 'Plan Rows': number } }[])[0].Plan['Plan Rows']);
}

/**
 * How many rows `rows` (a `SELECT 1 FROM … WHERE …`) gives: exact up to EXACT_TOTAL_UP_TO, reading
 * one row more at most; past that the planner's estimate, never below what was read.
 */
export async function countOrEstimate(db: Db, rows: PendingQuery<Row[]>): Promise<number> {
  const [{ n }] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM (${rows} LIMIT ${EXACT_TOTAL_UP_TO + 1}) capped`;
  return n <= EXACT_TOTAL_UP_TO ? n : Math.max(n, await estimatedRows(db, rows));
}

/** A list's total for `Content-Range` or a page's `total`: countOrEstimate, kept a while under `key` once long. */
export const listTotal = (db: Db, key: string, rows: PendingQuery<Row[]>) =>
  countedAtMostEvery(
    db,
    key,
    () => countOrEstimate(db, rows),
    (n) => n > EXACT_TOTAL_UP_TO,
  );
