import { connectDatabase, type Database } from '../api/db/connect.ts';
import { migrate } from '../api/db/migrate.ts';
import { LOG_MIGRATION_STEPS } from '../api/eventStore/sealOldLog.ts';
import { exitOnSetupError } from '../api/db/setupError.ts';
import { parseEnv } from '../api/env.ts';
import { projections } from './index.ts';
import { ensureReadModels } from './rebuild/ensureReadModels.ts';

/**
 * The database a command-line tool works on: the same one the server would use, joining the
 * embedded PostgreSQL of a running server through DATA_DIR, or starting it for the duration.
 */
export async function openCliDatabase(): Promise<Database> {
  const env = parseEnv();
  const log = (m: string) => process.stderr.write(`${m}\n`);
  const database = await connectDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, log }).catch(exitOnSetupError);
  await migrate(database.sql, LOG_MIGRATION_STEPS);
  await ensureReadModels(database.sql, projections, log);
  return database;
}
