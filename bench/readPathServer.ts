import { serve } from '@hono/node-server';
import pino from 'pino';
import { assembleApp } from '../api/assemble.ts';
import { openPool } from '../api/db/connect.ts';
import { compressAnswers } from '../api/http/compress.ts';
import { migrate } from '../api/db/migrate.ts';
import { parseEnv } from '../api/env.ts';

// The real application, built by the server's own assembleApp, plus one bare route on the same Hono
// instance and the same pool: the floor the read routes are measured against. Only for bench/.
const env = parseEnv();

const newest = (where: string, limit = 'LIMIT 10') => `(SELECT * FROM bookings WHERE ${where} ORDER BY created_at DESC, id DESC ${limit})`;
const FOUR_LISTS = [
  `payment_status IN ('pending', 'paid')`,
  `payment_status = 'pending'`,
  `payment_status IN ('pending', 'paid') AND gender = 'male'`,
  `payment_status IN ('pending', 'paid') AND gender = 'female'`,
];
const USER_COLUMNS =
  'id, fname, lname, phone_number, email, gender, country, program, role, user_type, created_at, active, must_change_password';
const BARE_PAGES: Record<string, string> = {
  // The spec's four lists of bookings, the first ten of each.
  'booking-lists': FOUR_LISTS.map((where) => newest(where)).join(' UNION ALL '),
  // The same four lists whole, as SPEC.md's client reads them without a page.
  'booking-lists-whole': FOUR_LISTS.map((where) => newest(where, '')).join(' UNION ALL '),
  // react-admin's bare <List>: the first ten by id.
  bookings: 'SELECT * FROM bookings ORDER BY id LIMIT 10',
  users: `SELECT ${USER_COLUMNS} FROM users WHERE role = 'user' AND deleted_at IS NULL ORDER BY id LIMIT 10`,
  // The spec's ?page=1 of users: the newest ten.
  'users-newest': `SELECT ${USER_COLUMNS} FROM users WHERE role = 'user' AND deleted_at IS NULL ORDER BY created_at DESC, id LIMIT 10`,
  rooms: 'SELECT * FROM rooms ORDER BY id LIMIT 10',
};
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
    // Compressed as the API's answers are: a browser asks for it, and the floor pays it too.
    root.use('/bare', compressAnswers());
    root.use('/bare/*', compressAnswers());
    // One indexed SELECT (rooms_listing: semester_id, room_number), no auth, no envelope work.
    root.get('/bare', async (c) => {
      const rows = await sql`SELECT * FROM rooms WHERE semester_id = ${c.req.query('semester_id') ?? ''}
                              ORDER BY room_number LIMIT 10`;
      return c.json({ data: rows });
    });
    // The same page as each of the admin's lists, read bare: what that list is measured against.
    root.get('/bare/:page', async (c) => {
      const statement = BARE_PAGES[c.req.param('page')];
      if (!statement) return c.json({ message: 'No such page' }, 404);
      return c.json(await sql.unsafe(statement, [], { prepare: true }));
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
