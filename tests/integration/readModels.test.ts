import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureDatabase, openPool, type Sql } from '../../api/db/connect.ts';
import { migrate } from '../../api/db/migrate.ts';
import { createEventStore } from '../../api/eventStore/eventStore.ts';
import { inlineProjections, projections } from '../../projections/index.ts';
import { fingerprintOf } from '../../projections/projection.ts';
import { ensureReadModels } from '../../projections/rebuild/ensureReadModels.ts';

const name = `hostel_read_models_${Date.now()}`;
let sql: Sql;
const others: Sql[] = [];

beforeAll(async () => {
  const adminUrl = inject('adminUrl');
  await ensureDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  sql = openPool(url.toString(), 6);
  others.push(openPool(url.toString(), 4), openPool(url.toString(), 4));
  await migrate(sql);
});
afterAll(async () => {
  await Promise.all([sql, ...others].map((s) => s.end()));
  const admin = openPool(inject('adminUrl'), 1);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const tables = () =>
  sql<{ table: string }[]>`SELECT relname AS table FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`;
const at = '2026-09-01T08:00:00.000Z';
const registered = (id: string) => ({
  type: 'UserRegistered',
  data: {
    user_id: id,
    fname: 'Ama',
    lname: 'Mensah',
    phone_number: '024',
    email: `${id}@hostel.test`,
    password_hash: 'h',
    gender: 'female',
    country: 'Ghana',
    program: null,
    role: 'user',
    user_type: 'continuing_student',
    at,
  },
});

describe('read models made from their definitions', () => {
  it('are created on a new database once, by whichever of several starting processes comes first', async () => {
    expect((await tables()).map((t) => t.table)).not.toContain('users');
    const rebuilt = await Promise.all([sql, ...others].map((s) => ensureReadModels(s, projections)));
    expect(rebuilt.flat().sort()).toEqual(projections.map((p) => p.name).sort());
    const made = (await tables()).map((t) => t.table);
    for (const table of projections.flatMap((p) => p.tables)) expect(made).toContain(table);
    const recorded = await sql<{ name: string; fingerprint: string }[]>`SELECT name, fingerprint FROM read_models ORDER BY name`;
    expect(recorded).toEqual(
      projections.map((p) => ({ name: p.name, fingerprint: fingerprintOf(p) })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(await ensureReadModels(sql, projections)).toEqual([]);
  });

  it('are rebuilt from the log when their definition changes, and only those', async () => {
    const store = createEventStore(sql, inlineProjections);
    await store.transact((tx) => store.append(tx, 'user-u1', 'no_stream', [registered('u1')], { actorId: 'u1', correlationId: 'test' }));
    await sql`UPDATE users SET fname = 'Changed'`;
    const users = projections.find((p) => p.name === 'users')!;
    const changed = { ...users, version: users.version + 1 };
    expect(
      await ensureReadModels(
        sql,
        projections.map((p) => (p === users ? changed : p)),
      ),
    ).toEqual(['users']);
    expect(await sql`SELECT id, fname FROM users`).toEqual([{ id: 'u1', fname: 'Ama' }]);
  });

  it('are rebuilt, rows and all, for a database made before their definitions were recorded', async () => {
    await sql`DELETE FROM read_models`;
    await sql`DELETE FROM users`;
    expect(await ensureReadModels(sql, projections)).toHaveLength(projections.length);
    expect(await sql`SELECT id, fname FROM users`).toEqual([{ id: 'u1', fname: 'Ama' }]);
  });
});
