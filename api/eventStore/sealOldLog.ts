import type { Tx } from '../db/connect.ts';
import type { MigrationSteps } from '../db/migrate.ts';
import { createLogBeside, logDefinition, replaceLog } from './newLog.ts';
import {
  destroyKeys,
  forgettingEventTypes,
  forgottenBy,
  othersNamesOf,
  personalEventTypes,
  personalFieldsOf,
  seal,
  sealingKeys,
  subjectOf,
  typesNamingOthers,
} from './personalData.ts';

/** The migration whose step this is (migrations/010_seal_personal_data.sql). */
export const SEALING_MIGRATION = '010_seal_personal_data';

/** What every process that migrates a database passes to `migrate`. */
export const LOG_MIGRATION_STEPS: MigrationSteps = { [SEALING_MIGRATION]: sealOldLog };

/** Rows a statement of the copy reads or writes. */
const BATCH = 5000;
const NEW_LOG = 'events_sealed';

/**
 * The one-time re-encryption of a log written before personal data was sealed: when any event
 * still holds a personal field in the clear, the whole log is copied, in order and with every
 * column as it was but the data, into a new events table that takes the old one's place, in the
 * migration's transaction (a failure leaves the old log whole). Each living person's fields are
 * sealed with their key; a deleted person's are sealed with a key thrown away at once, and their
 * key is recorded as forgotten. The read models are then built again from the new log.
 */
export async function sealOldLog(tx: Tx): Promise<void> {
  if (personalEventTypes().length === 0) throw new Error('no personal fields are registered: load the events modules before migrating');
  if (!(await holdsPersonalDataInTheClear(tx))) return;
  // Readers and writers wait for the new log: none reads the old one, or appends to it, meanwhile.
  await tx`LOCK TABLE events IN ACCESS EXCLUSIVE MODE`;
  const deletions = await tx<{ type: string; data: unknown }[]>`
    SELECT event_type AS type, data FROM events WHERE event_type = ANY(${forgettingEventTypes()})`;
  await destroyKeys(tx, forgottenBy(deletions));
  const definition = await logDefinition(tx);
  await createLogBeside(tx, NEW_LOG);
  await copySealed(tx, definition.columns);
  const [{ old, copied }] = await tx.unsafe<{ old: number; copied: number }[]>(
    `SELECT (SELECT count(*) FROM events) AS old, (SELECT count(*) FROM ${NEW_LOG}) AS copied`,
  );
  if (old !== copied) throw new Error(`sealing the log copied ${copied} of its ${old} events: nothing was changed`);
  await replaceLog(tx, NEW_LOG, definition);
  await tx`DELETE FROM read_models`;
}

/** SQL: the event names people other than its subject (registerOthersNames), as logs before sealing did. */
function othersNamed(tx: Tx) {
  const types = typesNamingOthers();
  if (types.length === 0) return tx`false`;
  return types
    .map((type) => tx`(event_type = ${type} AND data @? ${othersNamesOf(type)!.path}::jsonpath)`)
    .reduce((a, b) => tx`${a} OR ${b}`);
}

async function holdsPersonalDataInTheClear(tx: Tx): Promise<boolean> {
  const fields = Object.fromEntries(personalEventTypes().map((type) => [type, Object.keys(personalFieldsOf(type)!.forgotten)]));
  const [{ found }] = await tx<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM events
       WHERE (event_type = ANY(${Object.keys(fields)}) AND data ?| ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(fields)}::text::jsonb -> event_type)))
          OR ${othersNamed(tx)}) AS found`;
  return found;
}

type Row = { global_position: number; event_type: string; data: Record<string, unknown> | null };

/**
 * Copies the log in batches by global position: only the data of events that may carry
 * personal fields comes to Node; the server copies every other column, and every other event, as is.
 */
async function copySealed(tx: Tx, columns: readonly string[]) {
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => (c === 'data' ? 'coalesce(changed.data, events.data)' : `events."${c}"`)).join(', ');
  const carriers = [...personalEventTypes(), ...typesNamingOthers()];
  for (let after = 0; ;) {
    const rows = await tx.unsafe<Row[]>(
      `SELECT global_position, event_type, CASE WHEN event_type = ANY($2::text[]) THEN data END AS data
         FROM events WHERE global_position > $1 ORDER BY global_position LIMIT ${BATCH}`,
      [after, carriers] as never[],
    );
    if (rows.length === 0) return;
    const last = rows.at(-1)!.global_position;
    await tx.unsafe(
      `INSERT INTO ${NEW_LOG} (${list})
       SELECT ${values} FROM events
         LEFT JOIN jsonb_to_recordset($3::text::jsonb) AS changed(global_position bigint, data jsonb) USING (global_position)
        WHERE events.global_position > $1 AND events.global_position <= $2
        ORDER BY events.global_position`,
      [after, last, JSON.stringify(await sealedData(tx, rows))] as never[],
    );
    after = last;
  }
}

/** The new data of each event of the batch that changes: others' names gone, personal fields sealed. */
async function sealedData(tx: Tx, rows: readonly Row[]) {
  const open = rows.flatMap((r) => (r.data ? [{ ...r, ...withoutOthersNames(r.event_type, r.data) }] : []));
  const subjects = open.map((r) => subjectOf(r.event_type, r.data));
  const keys = await sealingKeys(
    tx,
    subjects.filter((s) => s !== null),
  );
  return open.flatMap((r, i) => {
    const subject = subjects[i];
    if (subject !== null) return [{ global_position: r.global_position, data: seal(r.event_type, r.data, subject, keys.get(subject)!) }];
    return r.changed ? [{ global_position: r.global_position, data: r.data }] : [];
  });
}

function withoutOthersNames(type: string, data: Record<string, unknown>): { data: Record<string, unknown>; changed: boolean } {
  const names = othersNamesOf(type);
  if (!names) return { data, changed: false };
  const stripped = names.strip(data);
  return { data: stripped, changed: stripped !== data };
}
