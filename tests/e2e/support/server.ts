import { startServer as startServerProcess } from '../../helpers/serverProcess.ts';
import { createTestDatabase } from '../../helpers/testDatabase.ts';
import { ensureWebBuilt } from './webBuild.ts';

export const SUPERADMIN = { email: 'super@hostel.test', password: 'superpass123' };

/** The real server (`npx tsx api/server.ts`) on a free port with a fresh database, and the built app. */
export async function startServer() {
  await ensureWebBuilt();
  const database = await createTestDatabase(2);
  try {
    const server = await startServerProcess({
      databaseUrl: database.url,
      logLevel: 'warn',
      startTimeoutMs: 90_000,
      env: { SUPERADMIN_EMAIL: SUPERADMIN.email, SUPERADMIN_PASSWORD: SUPERADMIN.password },
    });
    return {
      baseUrl: server.url,
      stop: async () => {
        await server.kill('SIGTERM');
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
