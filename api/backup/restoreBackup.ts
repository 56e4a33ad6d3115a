import fs from 'node:fs/promises';
import type { Sql, Tx } from '../db/connect.ts';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.ts';
import { SEALING_MIGRATION } from '../eventStore/sealOldLog.ts';
import { BACKED_UP_TABLES, BackupFileError, type BackupHeader } from './backupFormat.ts';
import { checkBackup, readBackup, type TableRows } from './readBackup.ts';

// Bytes of rows inserted by one statement.
const BATCH_BYTES = 1 << 20;

/**
 * Fills an empty database from the backup in `file`: the file is read through and checked
 * first (nothing is written for a damaged one), then the migrations run, then one transaction
 * loads every table, moves their sequences past the restored rows and marks every read model
 * for a rebuild, which the next start does from the log. A database that already holds any of
 * the backed-up rows is refused, with nothing written. `checked`: the header of a file the
 * caller has already checked (before opening the database).
 */
export async function restoreBackup(sql: Sql, file: string, checked?: BackupHeader): Promise<BackupHeader> {
  const header = checked ?? (await checkBackup(file));
  await refuseNewerSchema(header);
  await migrate(sql);
  await sql.begin(async (tx) => {
    await refuseNonEmpty(tx);
    await readBackup(file, (table) => load(tx, table));
    for (const { name, columns } of BACKED_UP_TABLES) await moveSequencesPast(tx, name, columns);
    await tx`DELETE FROM read_models`;
    // A log backed up before sealing holds personal data in the clear: the next start seals it.
    if (header.migration < SEALING_MIGRATION) await tx`DELETE FROM schema_migrations WHERE version = ${SEALING_MIGRATION}`;
  });
  return header;
}

async function refuseNewerSchema(header: BackupHeader) {
  const known = (await fs.readdir(MIGRATIONS_DIR)).map((f) => f.replace(/\.sql$/, ''));
  if (!known.includes(header.migration)) {
    throw new BackupFileError(
      `the backup was made by a newer version of Hostel (schema ${header.migration}): restore it with that version or a later one`,
    );
  }
}

async function refuseNonEmpty(tx: Tx) {
  const names = BACKED_UP_TABLES.map((t) => `"${t.name}"`).join(', ');
  // Writers wait until the restore commits, so none can slip a row in after the check.
  await tx.unsafe(`LOCK TABLE ${names} IN EXCLUSIVE MODE`);
  for (const { name } of BACKED_UP_TABLES) {
    const [row] = await tx.unsafe<{ found: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM "${name}") AS found`);
    if (row.found) {
      throw new BackupFileError(
        `the database already holds a hostel (its ${name} table is not empty): restore only into an empty DATA_DIR or database`,
      );
    }
  }
}

/** Inserts the table's rows in batches: each batch is one JSON array of the file's lines. */
async function load(tx: Tx, table: TableRows) {
  const list = table.columns.map((c) => `"${c}"`).join(', ');
  const insert = `INSERT INTO "${table.name}" (${list}) SELECT ${list} FROM json_populate_recordset(null::"${table.name}", $1::text::json)`;
  let batch: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    await tx.unsafe(insert, [`[${batch.join(',')}]`]);
    batch = [];
    size = 0;
  };
  for await (const line of table.lines) {
    batch.push(line);
    size += line.length + 1;
    if (size >= BATCH_BYTES) await flush();
  }
  if (size) await flush();
}

/** Sequences owned by the table's columns (events.global_position) continue after the restored rows. */
async function moveSequencesPast(tx: Tx, name: string, columns: readonly string[]) {
  for (const column of columns) {
    const [{ seq }] = await tx<{ seq: string | null }[]>`SELECT pg_get_serial_sequence(${`"${name}"`}, ${column}) AS seq`;
    if (!seq) continue;
    await tx.unsafe(`SELECT setval($1, max("${column}")) FROM "${name}" HAVING max("${column}") IS NOT NULL`, [seq]);
  }
}
