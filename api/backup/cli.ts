import path from 'node:path';
import { connectDatabase, type Database } from '../db/connect.ts';
import { exitOnSetupError } from '../db/setupError.ts';
import { parseEnv } from '../env.ts';
import { BackupFileError } from './backupFormat.ts';

/** The one FILE argument of `npm run backup|restore -- FILE`, or the usage and exit code 2. */
export function fileArgument(command: string): string {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(`usage: npm run ${command} -- FILE`);
    process.exit(2);
  }
  return path.resolve(args[0]);
}

/** The database the server uses: DATABASE_URL, or the embedded one of DATA_DIR (joined when a server runs it). */
export function openDatabase(): Promise<Database> {
  const env = parseEnv();
  const log = (m: string) => process.stderr.write(`${m}\n`);
  return connectDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, log }).catch(exitOnSetupError);
}

/** A damaged file or a refused restore ends with its message and exit code 1, not a stack trace. */
export function exitOnBackupError(error: unknown): never {
  reportBackupError(error);
  process.exit(1);
}

/** Prints a BackupFileError's message (rethrows anything else), for a caller that still has to close the database. */
export function reportBackupError(error: unknown) {
  if (!(error instanceof BackupFileError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
