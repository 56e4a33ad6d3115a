import { isCanonicalIso } from '../semesterStats/isoInstant.ts';

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
