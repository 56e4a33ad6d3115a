import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../api/app.ts';
import { bootstrap } from '../api/bootstrap.ts';
import { openPool } from '../api/db/connect.ts';
import { migrate } from '../api/db/migrate.ts';
import { createDeps } from '../api/deps.ts';
import { startSessionCache } from '../api/auth/sessionCache.ts';
import { parseEnv } from '../api/env.ts';

// The real application, as api/server.ts builds it, plus one bare route on the same Hono
// instance and the same pool: the floor the read routes are measured against. Only for bench/.
const env = parseEnv();
if (!env.databaseUrl || !env.jwtSecret) throw new Error('readPathServer needs DATABASE_URL and JWT_SECRET');
const sql = openPool(env.databaseUrl);
await migrate(sql);
const log = pino({ level: env.logLevel });
const sessions = startSessionCache(env.databaseUrl, log);
const deps = createDeps({ sql, jwtSecret: env.jwtSecret, log, sessions });
await bootstrap(deps, env.superadmin);

const app = createApp(deps, { ready: true }, (root) => {
  // One indexed SELECT (rooms_listing: semester_id, room_number), no auth, no envelope work.
  root.get('/bare', async (c) => {
    const rows = await sql`SELECT * FROM rooms WHERE semester_id = ${c.req.query('semester_id') ?? ''}
                            ORDER BY room_number LIMIT 10`;
    return c.json({ data: rows });
  });
});

const server = serve({ fetch: app.fetch, port: env.port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  server.close();
  void sessions.close().then(() => sql.end({ timeout: 5 })).then(() => process.exit(0));
});
