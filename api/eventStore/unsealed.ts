import type { Sql } from '../db/connect.ts';
import { KEY_COLUMN, KEY_JOIN, openSealed, personalEventTypes, SEALED } from './personalData.ts';
import { logBelow, type Checkpoint } from './read.ts';

const BATCH = 5000;

/**
 * For the SQL that folds the log (a rebuild): the personal fields of every sealed event below the
 * horizon, opened here (PostgreSQL has no AES-GCM of its own) into the table `table`, which
 * `logBelow` then lays over the events' data. A forgotten person's fields are there as forgotten.
 * The table lives in the rebuild's own schema and goes with it. Answers how many events it opened.
 */
export async function fillUnsealed(sql: Sql, table: string, horizon: Checkpoint, types: readonly string[]): Promise<number> {
  await sql.unsafe(`CREATE UNLOGGED TABLE ${table} (event_id text PRIMARY KEY, data jsonb NOT NULL)`);
  const sealedTypes = types.filter((t) => personalEventTypes().includes(t));
  if (sealedTypes.length === 0) return 0;
  let opened = 0;
  // The box's parts as text: the driver then parses no JSON per row.
  const query = sql.unsafe<
    { event_id: string; event_type: string; subject: string; fields: string; box: string; personal_key: Buffer | null }[]
  >(
    `SELECT events.event_id, events.event_type, events.data #>> '{${SEALED},subject}' AS subject,
            events.data #>> '{${SEALED},fields}' AS fields, events.data #>> '{${SEALED},box}' AS box, ${KEY_COLUMN}
       FROM events ${KEY_JOIN}
      WHERE events.transaction_id < $1::xid8 AND events.event_type = ANY($2::text[]) AND events.data ? '${SEALED}'`,
    [horizon.transactionId, sealedTypes] as never[],
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
    writing = sql.unsafe(`INSERT INTO ${table} (event_id, data) SELECT key, value FROM jsonb_each($1::text::jsonb)`, [
      JSON.stringify(fields),
    ]);
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
