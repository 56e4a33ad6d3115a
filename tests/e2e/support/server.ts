import { startServer as startServerProcess } from '../../helpers/serverProcess.ts';
import { createTestDatabase } from '../../helpers/testDatabase.ts';
import { ensureWebBuilt } from './webBuild.ts';

export const SUPERADMIN = { email: 'super@hostel.test', password: 'superpass123' };

/**
 * The real server (as `npm start` runs it) on a free port (or `port`) with a fresh database, and
 * the built app; `env` adds to its environment (a payment provider's settings).
 */
export async function startServer(opts: { port?: number; env?: Record<string, string> } = {}) {
  await ensureWebBuilt();
  const database = await createTestDatabase(2);
  try {
    const server = await startServerProcess({
      databaseUrl: database.url,
      logLevel: 'warn',
      startTimeoutMs: 90_000,
      port: opts.port,
      env: { SUPERADMIN_EMAIL: SUPERADMIN.email, SUPERADMIN_PASSWORD: SUPERADMIN.password, ...opts.env },
    });
    return {
      baseUrl: server.url,
      /** What the server printed, stdout then stderr. */
      output: () => `${server.stdout()}\n${server.stderr()}`,
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
