import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import {
  BACKED_UP_TABLES,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  END_OF_TABLE,
  type BackupHeader,
} from './backupFormat.ts';

/** One table's rows as the file holds them: JSON lines, each without its newline. */
export type TableRows = { name: string; columns: string[]; lines: AsyncGenerator<Buffer> };

/**
 * Reads the backup in `file` through once without keeping it: the header, every table's rows,
 * their counts and the checksum. Throws a BackupFileError saying what is wrong with it.
 */
export async function checkBackup(file: string): Promise<BackupHeader> {
  return readBackup(file, async (table) => {
    for await (const line of table.lines) void line;
  });
}

/**
 * Reads the backup in `file`, handing each table's rows to `onTable` in turn as they are
 * decompressed. The counts and checksum are checked at the end: a caller that writes the rows
 * does so in a transaction it rolls back when this throws (or checks the file first).
 */
export async function readBackup(file: string, onTable: (table: TableRows) => Promise<void>): Promise<BackupHeader> {
  const hash = createHash('sha256');
  const lines = linesOf(file);
  try {
    return await readTables(file, lines, hash, onTable);
  } finally {
    // Closes the file when a caller's onTable failed part way.
    await lines.return(undefined);
  }
}

async function readTables(
  file: string,
  lines: AsyncGenerator<Buffer>,
  hash: ReturnType<typeof createHash>,
  onTable: (table: TableRows) => Promise<void>,
): Promise<BackupHeader> {
  const header = parseHeader((await lines.next()).value, file);
  for (const table of header.tables) {
    let rows = 0;
    let ended = false;
    async function* rowsOf() {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) throw new BackupFileError(`${file} ends inside the rows of ${table.name}: the backup is incomplete`);
        hash.update(value);
        hash.update('\n');
        if (value.length === 2 && value.toString() === END_OF_TABLE) break;
        rows++;
        yield value;
      }
      ended = true;
    }
    const tableLines = rowsOf();
    await onTable({ name: table.name, columns: table.columns, lines: tableLines });
    if (!ended) for await (const line of tableLines) void line;
    if (rows !== table.rows)
      throw new BackupFileError(`${file} holds ${rows} rows of ${table.name} where its header says ${table.rows}: the backup is damaged`);
  }
  if (!(await lines.next()).done) throw new BackupFileError(`${file} goes on after its last table: the backup is damaged`);
  if (hash.digest('hex') !== header.sha256) throw new BackupFileError(`${file} does not match its checksum: the backup is damaged`);
  return header;
}

// Every backup holds at least the streams and the events.
const OLDEST_TABLE_COUNT = 2;

function parseHeader(line: Buffer | undefined, file: string): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(line?.toString() ?? '') as BackupHeader;
  } catch {
    throw new BackupFileError(`${file} is not a Hostel backup (it has no header)`);
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a Hostel backup (it has no header)`);
  if (header.format_version !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `${file} is a backup of format ${header.format_version}; this version of Hostel restores format ${BACKUP_FORMAT_VERSION}`,
    );
  }
  // A backup made before a table joined the truth (personal_keys) holds the tables before it.
  const expected = BACKED_UP_TABLES.map((t) => `${t.name}(${t.columns.join(',')})`);
  const found = (header.tables ?? []).map((t) => `${t.name}(${t.columns.join(',')})`);
  const prefix = found.length >= OLDEST_TABLE_COUNT && found.every((table, i) => table === expected[i]);
  if (!prefix || typeof header.sha256 !== 'string') throw new BackupFileError(`${file} has a damaged header: the backup is damaged`);
  return header;
}

/** The decompressed file split at newlines, as bytes: a row is one line. */
async function* linesOf(file: string): AsyncGenerator<Buffer> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10)) {
        yield data.subarray(0, nl);
        data = data.subarray(nl + 1);
      }
      rest = data;
    }
  } catch (error) {
    throw unreadable(file, error as NodeJS.ErrnoException);
  } finally {
    input.destroy();
  }
  if (rest.length) throw new BackupFileError(`${file} ends in the middle of a line: the backup is incomplete`);
}

function unreadable(file: string, error: NodeJS.ErrnoException): Error {
  if (error instanceof BackupFileError) return error;
  if (error.code === 'ENOENT') return new BackupFileError(`${file} does not exist`);
  if (error.code === 'EACCES') return new BackupFileError(`${file} cannot be read (permission denied)`);
  if (error.code?.startsWith('Z_') || error.code === 'ERR_ZLIB')
    return new BackupFileError(`${file} cannot be decompressed (${error.message}): the backup is damaged or not a backup`);
  return error;
}
