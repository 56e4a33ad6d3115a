import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureDatabase, openPool, type Sql } from '../../api/db/connect.ts';
import { migrate } from '../../api/db/migrate.ts';

const name = `hostel_migrate_${Date.now()}`;
let sqls: Sql[] = [];

beforeAll(async () => {
  const adminUrl = inject('adminUrl');
  await ensureDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  sqls = [openPool(url.toString(), 2), openPool(url.toString(), 2), openPool(url.toString(), 2)];
});
afterAll(async () => {
  await Promise.all(sqls.map((s) => s.end()));
  const admin = openPool(inject('adminUrl'), 1);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

it('applies every migration exactly once when three processes start together', async () => {
  const results = await Promise.all(sqls.map((s) => migrate(s)));
  const applied = results.flat().sort();
  const rows = await sqls[0]`SELECT version FROM schema_migrations ORDER BY version`;
  expect(rows.length).toBeGreaterThanOrEqual(2);
  expect(applied).toEqual(rows.map((r) => r.version));
  expect(await migrate(sqls[1])).toEqual([]);
});
