/**
 * The text the driver sends for a parameter of each column type: postgres.js's serializers, with
 * the overrides openPool (api/db/connect.ts) sets for bigint, numeric and date. A batch apply
 * writes every value through these, so a row it writes holds exactly what the one-row statement
 * of `apply` would have written (a timestamp, for one, goes through a JS Date on both paths).
 * tests/integration/projections.batch.test.ts checks them against the pool's own serializers.
 */
export const PG_TYPES = {
  text: { oid: 25, serialize: (x: unknown) => '' + x },
  integer: { oid: 23, serialize: (x: unknown) => '' + x },
  bigint: { oid: 20, serialize: (x: unknown) => String(x) },
  numeric: { oid: 1700, serialize: (x: unknown) => String(x) },
  timestamptz: {
    oid: 1184,
    serialize: (x: any) => (typeof x === 'string' && isCanonicalIso(x) ? x : (x instanceof Date ? x : new Date(x)).toISOString()),
  },
  date: { oid: 1082, serialize: (x: any) => x },
  boolean: { oid: 16, serialize: (x: unknown) => (x === true ? 't' : 'f') },
} as const;

export type PgType = keyof typeof PG_TYPES;

/** What the driver sends for `value` as a parameter of `type`: null for null and undefined. */
export function param(type: PgType, value: unknown): string | null {
  return value === null || value === undefined ? null : PG_TYPES[type].serialize(value);
}

/** A `WHERE key = ${value}` on a text key matches the rows whose key is this text; null matches none. */
export const keyOf = (value: unknown): string | null => param('text', value);

const DASH = 45, T = 84, COLON = 58, DOT = 46, Z = 90;

function digits(s: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * True for a string that `new Date(s).toISOString()` gives back unchanged: the form toISOString
 * writes, with every field in range (a JS Date rolls 30 February over into March and 24:00 into
 * the next day, so those take the slow path). Every `at` in the log has this form; checking it is
 * several times cheaper than the round trip through a Date, done for millions of values.
 */
function isCanonicalIso(s: string): boolean {
  if (s.length !== 24 || s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH || s.charCodeAt(10) !== T) return false;
  if (s.charCodeAt(13) !== COLON || s.charCodeAt(16) !== COLON || s.charCodeAt(19) !== DOT || s.charCodeAt(23) !== Z) return false;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if (year < 0 || digits(s, 20, 3) < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}
