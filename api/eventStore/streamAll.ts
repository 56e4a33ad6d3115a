import type { Db } from '../db/connect.ts';
import type { StoredEvent } from './types.ts';
import { hasUpcasters, upcast } from './upcasters.ts';

/**
 * `createdAt` is only sent for an event read whole or whose data has no `at` (every event of
 * the product carries one): turning a million timestamps into Dates nobody reads was a sixth of
 * a replay's time. It is null otherwise.
 */
export type ReplayedEvent = Pick<StoredEvent, 'globalPosition' | 'type' | 'schemaVersion' | 'data'> & { createdAt: Date | null };

/**
 * The keys of `data` a replay reads, per event type: `text` ones arrive as strings, `json` ones
 * as their JSON value. A type left out is read whole.
 */
export type DataFields = Partial<Record<string, { text: readonly string[]; json?: readonly string[] }>>;

/**
 * Events whose data has `key` with a value other than `value` are left out by the database.
 * Only for a reader to which such events make no difference (a fold of one semester's events).
 */
export type OnlyMatching = { key: string; value: string };

/**
 * Every event of `types` committed when the read starts, in global order, handed to `onEvent`
 * row by row as PostgreSQL sends them: one statement (one snapshot), nothing held in memory, and
 * the database and this process working at the same time instead of in turns per batch.
 *
 * `fields` narrows each type's `data` to the keys the reader uses, taken out by the server, so
 * most of each event's bytes are neither sent nor parsed. A type with upcasters is always read
 * whole, so its upcasters see the shape it was written in. `only` leaves out, before anything is
 * sent, the events the reader would ignore anyway. Returns how many events were read.
 */
export async function streamAll(
  db: Db,
  opts: { types: readonly string[]; fields?: DataFields; only?: OnlyMatching },
  onEvent: (event: ReplayedEvent) => void,
): Promise<number> {
  const narrowing = narrowingOf(opts.types, opts.fields ?? {});
  const params: unknown[] = [opts.types, narrowing.wholeTypes];
  const param = (value: unknown) => `$${params.push(value)}`;
  const slots = narrowing.slotColumns(param);
  const only = opts.only ? `AND coalesce(data->>${param(opts.only.key)}, ${param(opts.only.value)}) = $${params.length}` : '';
  let read = 0;
  await db
    .unsafe(
      `SELECT global_position, event_type, schema_version,
              CASE WHEN event_type = ANY($2::text[]) OR data->>'at' IS NULL THEN created_at END AS created_at,
              CASE WHEN event_type = ANY($2::text[]) THEN data END AS data
              ${slots.map((slot, i) => `, ${slot} AS f${i}`).join('')}
         FROM events WHERE event_type = ANY($1::text[]) ${only} ORDER BY global_position`,
      params as never[],
    )
    // Rows as arrays: the driver then fills one array per row instead of naming its properties.
    .values()
    .forEach((row) => {
      read++;
      const [globalPosition, type, schemaVersion, createdAt, data] = row as unknown[];
      const event = { globalPosition, type, schemaVersion, data: data ?? narrowing.dataOf(type as string, row), createdAt } as ReplayedEvent;
      onEvent(data === null ? event : upcast(event as StoredEvent));
    });
  return read;
}

type Key = { name: string; json: boolean };
/** Where the slots start in a row: after global_position, event_type, schema_version, created_at, data. */
const FIRST_SLOT = 5;

/**
 * The narrowed types' keys, laid out in positional columns f0, f1…: column i holds the i-th key
 * of whichever type the row is. A column per key of every type would send mostly NULLs, and one
 * JSON array per row cost the driver a JSON.parse per event, a quarter of a replay's time.
 */
function narrowingOf(types: readonly string[], fields: DataFields) {
  const keysOf = new Map<string, Key[]>();
  for (const type of types) {
    const picked = fields[type];
    if (!picked || hasUpcasters(type)) continue;
    const json = picked.json ?? [];
    keysOf.set(type, [...picked.text.map((name) => ({ name, json: false })), ...json.map((name) => ({ name, json: true }))]);
  }
  const width = Math.max(0, ...[...keysOf.values()].map((keys) => keys.length));
  return {
    wholeTypes: types.filter((type) => !keysOf.has(type)),
    slotColumns: (param: (value: unknown) => string) =>
      Array.from({ length: width }, (_, i) => {
        const cases = [...keysOf]
          .filter(([, keys]) => keys[i])
          .map(([type, keys]) => `WHEN ${param(type)} THEN ${keys[i].json ? `(data->${param(keys[i].name)})::text` : `data->>${param(keys[i].name)}`}`);
        return `CASE event_type ${cases.join(' ')} END`;
      }),
    /** The narrowed data of a row whose slots start at column FIRST_SLOT. */
    dataOf(type: string, row: unknown[]) {
      const data: Record<string, unknown> = {};
      const keys = keysOf.get(type)!;
      for (let i = 0; i < keys.length; i++) {
        const value = row[FIRST_SLOT + i] as string | null;
        if (value !== null) data[keys[i].name] = keys[i].json ? JSON.parse(value) : value;
      }
      return data;
    },
  };
}
