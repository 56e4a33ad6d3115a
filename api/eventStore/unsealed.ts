import type { Sql } from '../db/connect.ts';
import { KEY_COLUMN, KEY_JOIN, openSealed, personalEventTypes, SEALED } from './personalData.ts';
import { logBelow, type Checkpoint } from './read.ts';

const BATCH = 5000;

/**
 * For the SQL that folds the log (a rebuild): the events of `types` below the horizon, copied into
 * the table `table` (shaped as the events table), each sealed one with its personal fields opened
 * here (PostgreSQL has no AES-GCM of its own); `logBelow` then reads this copy. A forgotten
 * person's fields are there as forgotten. A copy of its own, analysed, gives the folds' plans true
 * sizes. The table lives in the rebuild's own schema and goes with it. Answers how many events it opened.
 */
export async function fillUnsealed(sql: Sql, table: string, horizon: Checkpoint, types: readonly string[]): Promise<number> {
  await sql.unsafe(`CREATE UNLOGGED TABLE ${table} (LIKE public.events)`);
  if (types.length === 0) return 0;
  const copying = sql.unsafe(
    `INSERT INTO ${table} SELECT * FROM public.events e
      WHERE e.transaction_id < $1::xid8 AND e.event_type = ANY($2::text[]) AND NOT e.data ? '${SEALED}'`,
    [horizon.transactionId, types] as never[],
  );
  copying.catch(() => {}); // awaited below
  const sealedTypes = types.filter((t) => personalEventTypes().includes(t));
  // Two halves at once: one is read or written by PostgreSQL while this process opens the other.
  const opened = await Promise.all([0, 1].map((half) => openHalf(sql, table, horizon, sealedTypes, half)));
  await copying;
  // The folds read it several times each: their plans need its size.
  await sql.unsafe(`ANALYZE ${table}`);
  return opened[0] + opened[1];
}

/** The sealed events of `types` whose global position's parity is `half`, opened into `table`. */
async function openHalf(sql: Sql, table: string, horizon: Checkpoint, types: readonly string[], half: number): Promise<number> {
  let opened = 0;
  // The box's parts as text: the driver then parses no JSON per row.
  const query = sql.unsafe<
    { event_id: string; event_type: string; subject: string; fields: string; box: string; personal_key: Buffer | null }[]
  >(
    `SELECT events.event_id, events.event_type, events.data #>> '{${SEALED},subject}' AS subject,
            events.data #>> '{${SEALED},fields}' AS fields, events.data #>> '{${SEALED},box}' AS box, ${KEY_COLUMN}
       FROM events ${KEY_JOIN}
      WHERE events.transaction_id < $1::xid8 AND events.event_type = ANY($2::text[]) AND events.data ? '${SEALED}'
        AND events.global_position % 2 = $3`,
    [horizon.transactionId, types, half] as never[],
  );
  // One batch is written (on another connection) while the next is read and opened.
  let writing: Promise<unknown> = Promise.resolve();
  for await (const rows of query.cursor(BATCH)) {
    const fields: Record<string, unknown> = {};
    for (const r of rows) {
      fields[r.event_id] = openSealed(
        r.event_type,
        { subject: r.subject, fields: JSON.parse(r.fields) as string[], box: r.box },
        r.personal_key,
      );
    }
    await writing;
    writing = sql.unsafe(
      `INSERT INTO ${table} SELECT e.global_position, e.transaction_id, e.stream_id, e.stream_position, e.event_id, e.event_type,
                                   e.schema_version, (e.data - '${SEALED}') || f.value, e.metadata, e.created_at
         FROM jsonb_each($1::text::jsonb) AS f JOIN public.events e ON e.event_id = f.key`,
      [JSON.stringify(fields)],
    );
    opened += rows.length;
  }
  await writing;
  return opened;
}

/** The log below the horizon as folds read it, with personal fields opened into `schema`.unsealed. */
export async function foldableLog(sql: Sql, schema: string, horizon: Checkpoint, types: readonly string[]): Promise<string> {
  await fillUnsealed(sql, `${schema}.unsealed`, horizon, types);
  return logBelow(horizon, types, `${schema}.unsealed`);
}
