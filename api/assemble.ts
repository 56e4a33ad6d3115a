import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { createApp } from './app.ts';
import { startSessionCache } from './auth/sessionCache.ts';
import { bootstrap } from './bootstrap.ts';
import type { Sql } from './db/connect.ts';
import { createDeps } from './deps.ts';
import type { Readiness } from './health/health.routes.ts';
import type { AppEnv, Clock } from './http/context.ts';
import type { SuperadminConfig } from './users/ensureSuperadmin.ts';

/**
 * The application as every process that serves it builds it: the server, the read benchmark's
 * server and the tests. Signed-in users are kept between requests and forgotten at each
 * revocation, the injected parts are wired, the room types and the first superadmin seeded.
 * One builder, so that none of them measures or tests an application the server does not run
 * (the read benchmark's server once lacked the session cache).
 */
export async function assembleApp(opts: {
  sql: Sql;
  /** The database's URL, for the connection that listens for revocations. */
  databaseUrl: string;
  jwtSecret: string;
  superadmin: SuperadminConfig;
  log?: Logger;
  clock?: Clock;
  readiness?: Readiness;
  /** Routes added after the API's: the server's web pages, the benchmark's bare route. */
  moreRoutes?: (app: Hono<AppEnv>) => void;
}) {
  const log = opts.log ?? pino({ level: 'silent' });
  const sessions = startSessionCache(opts.databaseUrl, log);
  try {
    const deps = createDeps({ sql: opts.sql, jwtSecret: opts.jwtSecret, log, clock: opts.clock, sessions });
    const createdSuperadmin = await bootstrap(deps, opts.superadmin);
    const app = createApp(deps, opts.readiness, opts.moreRoutes);
    return { app, deps, createdSuperadmin, close: () => sessions.close() };
  } catch (error) {
    await sessions.close();
    throw error;
  }
}
