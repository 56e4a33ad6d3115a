import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Sql } from '../db/connect.ts';
import {
  BACKED_UP_TABLES,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  END_OF_TABLE,
  type BackupHeader,
} from './backupFormat.ts';

// Rows fetched from the cursor at once.
const ROWS_AT_ONCE = 2000;

/**
 * Writes a backup of the database to `file`: every backed-up table read in one snapshot (one
 * REPEATABLE READ transaction), so the file is the log as it stood at one moment while the
 * server goes on writing. Rows stream through gzip to disk and never sit in memory.
 *
 * The header needs the row counts and checksum, known only at the end, so the body is written
 * first to a file of its own; the backup is then the header's gzip member followed by the body's
 * (gunzip reads concatenated members as one stream), written to `file`.tmp and renamed.
 */
export async function takeBackup(sql: Sql, file: string, now = () => new Date()): Promise<BackupHeader> {
  const bodyFile = `${file}.body.tmp`;
  const tmp = `${file}.tmp`;
  try {
    const header = await writeBody(sql, bodyFile, now);
    await fs.promises.writeFile(tmp, zlib.gzipSync(`${JSON.stringify(header)}\n`));
    await pipeline(fs.createReadStream(bodyFile), fs.createWriteStream(tmp, { flags: 'a' }));
    await fs.promises.rename(tmp, file);
    return header;
  } finally {
    await fs.promises.rm(bodyFile, { force: true });
    await fs.promises.rm(tmp, { force: true });
  }
}

async function writeBody(sql: Sql, bodyFile: string, now: () => Date): Promise<BackupHeader> {
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(bodyFile));
  const hash = createHash('sha256');
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  try {
    const header = await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
      const migration = await migrationLevel(tx);
      const created_at = now().toISOString();
      const tables: BackupHeader['tables'] = [];
      for (const { name, columns } of BACKED_UP_TABLES) {
        let rows = 0;
        const list = columns.map((c) => `"${c}"`).join(', ');
        // A cursor, not COPY TO STDOUT: the driver's COPY stream can leave its connection paused
        // when the file is written more slowly than the rows arrive, hanging the next statement.
        const query = `SELECT row_to_json(r)::text AS line FROM (SELECT ${list} FROM "${name}" ORDER BY 1) r`;
        for await (const batch of tx.unsafe<{ line: string }[]>(query).cursor(ROWS_AT_ONCE)) {
          rows += batch.length;
          await write(Buffer.from(batch.map((r) => `${r.line}\n`).join('')));
        }
        await write(Buffer.from(`${END_OF_TABLE}\n`));
        tables.push({ name, columns: [...columns], rows });
      }
      return { format: BACKUP_FORMAT, format_version: BACKUP_FORMAT_VERSION, migration, created_at, tables };
    });
    gzip.end();
    await written;
    return { ...header, sha256: hash.digest('hex') };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    throw error;
  }
}

async function migrationLevel(tx: Pick<Sql, 'unsafe'>): Promise<string> {
  const [row] = await tx
    .unsafe<{ version: string | null }[]>(`SELECT max(version) AS version FROM schema_migrations`)
    .catch((error: { code?: string }) => {
      if (error.code === '42P01') return [{ version: null }];
      throw error;
    });
  if (!row?.version) throw new BackupFileError('this database holds no hostel yet (no migrations applied): there is nothing to back up');
  return row.version;
}
