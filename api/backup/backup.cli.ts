import { fileArgument, openDatabase, reportBackupError } from './cli.ts';
import { takeBackup } from './takeBackup.ts';

// npm run backup -- FILE: the event log as of one moment, in one gzip file (api/backup/backupFormat.ts).
const file = fileArgument('backup');
const database = await openDatabase();
try {
  const header = await takeBackup(database.sql, file);
  const counts = header.tables.map((t) => `${t.rows.toLocaleString('en-US')} ${t.name}`).join(', ');
  console.error(`backed up ${counts} (schema ${header.migration}) to ${file}`);
} catch (error) {
  reportBackupError(error);
} finally {
  // Stops the embedded PostgreSQL when this command started it, not when it joined a server's.
  await database.close();
}
