import { serve } from '@hono/node-server';
import pino from 'pino';
import { assembleApp } from '../api/assemble.ts';
import { openPool } from '../api/db/connect.ts';
import { migrate } from '../api/db/migrate.ts';
import { parseEnv } from '../api/env.ts';

// The real application, built by the server's own assembleApp, plus one bare route on the same Hono
// instance and the same pool: the floor the read routes are measured against. Only for bench/.
const env = parseEnv();
if (!env.databaseUrl || !env.jwtSecret) throw new Error('readPathServer needs DATABASE_URL and JWT_SECRET');
const sql = openPool(env.databaseUrl);
await migrate(sql);
const { app, close } = await assembleApp({
  sql,
  databaseUrl: env.databaseUrl,
  jwtSecret: env.jwtSecret,
  superadmin: env.superadmin,
  trustedProxies: env.trustedProxies,
  log: pino({ level: env.logLevel }),
  moreRoutes: (root) => {
    // One indexed SELECT (rooms_listing: semester_id, room_number), no auth, no envelope work.
    root.get('/bare', async (c) => {
      const rows = await sql`SELECT * FROM rooms WHERE semester_id = ${c.req.query('semester_id') ?? ''}
                              ORDER BY room_number LIMIT 10`;
      return c.json({ data: rows });
    });
  },
});

const server = serve({ fetch: app.fetch, port: env.port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  server.close();
  void close()
    .then(() => sql.end({ timeout: 5 }))
    .then(() => process.exit(0));
});
