import { exitOnBackupError, fileArgument, openDatabase, reportBackupError } from './cli.ts';
import { checkBackup } from './readBackup.ts';
import { restoreBackup } from './restoreBackup.ts';

// npm run restore -- FILE: fills an empty DATA_DIR or DATABASE_URL database from a backup. The
// file is checked before the database is opened, so a damaged one leaves nothing behind.
const file = fileArgument('restore');
const header = await checkBackup(file).catch(exitOnBackupError);
const database = await openDatabase();
try {
  await restoreBackup(database.sql, file, header);
  const counts = header.tables.map((t) => `${t.rows.toLocaleString('en-US')} ${t.name}`).join(', ');
  console.error(`restored ${counts} from the backup of ${header.created_at}; the next start builds the read models from the log`);
} catch (error) {
  reportBackupError(error);
} finally {
  await database.close();
}
