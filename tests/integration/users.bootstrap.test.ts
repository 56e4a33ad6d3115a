import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../api/assemble.ts';
import { ensureSuperadmin } from '../../api/users/ensureSuperadmin.ts';
import { usersProjection } from '../../projections/users/users.projection.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { login, registerStudent, createAdmin } from '../helpers/flows.ts';
import { createTestApp, TEST_JWT_SECRET, TEST_SUPERADMIN, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

let t: TestApp;
let bare: TestDatabase;
beforeAll(async () => {
  t = await createTestApp();
  bare = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
  await bare.drop();
});

const superadmins = async (sql: TestApp['sql']) =>
  (await sql<{ email: string }[]>`SELECT email FROM users WHERE role = 'superadmin' AND deleted_at IS NULL`).map((r) => r.email);

describe('ensureSuperadmin', () => {
  it('creates the configured superadmin once, however often the server starts', async () => {
    expect(await superadmins(t.sql)).toEqual([TEST_SUPERADMIN.email]);
    expect(await ensureSuperadmin(t.deps, TEST_SUPERADMIN)).toBeNull();
    expect(await ensureSuperadmin(t.deps, undefined)).toBeNull();
    expect(await superadmins(t.sql)).toEqual([TEST_SUPERADMIN.email]);
    const signedIn = await login(t, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password);
    expect(signedIn.user).toMatchObject({ role: 'superadmin', user_type: 'superadmin' });
  });

  it('without configuration, makes one superadmin with a random password, even when servers start together', async () => {
    const deps = createDeps({ sql: bare.sql, jwtSecret: TEST_JWT_SECRET });
    const results = await Promise.all([0, 1, 2].map(() => ensureSuperadmin(deps, undefined)));
    const created = results.filter((r) => r !== null);
    expect(created).toHaveLength(1);
    expect(created[0]!.email).toBe('superadmin@hostel.local');
    expect(created[0]!.password).toMatch(/^[\w-]{16}$/);
    expect(await superadmins(bare.sql)).toEqual(['superadmin@hostel.local']);
    expect(await ensureSuperadmin(deps, undefined)).toBeNull();

    const app = await createTestApp({ db: bare });
    const signedIn = await login(app, created[0]!.email, created[0]!.password);
    expect(signedIn.user.role).toBe('superadmin');
  });
});

describe('users read model', () => {
  it('comes out identical when rebuilt from the log', async () => {
    const student = await registerStudent(t);
    await createAdmin(t);
    await t.call('POST', '/api/logout', { token: student.token });
    const superadmin = await login(t, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password);
    const doomed = await registerStudent(t);
    await t.call('DELETE', `/api/users/${doomed.user.id}`, { token: superadmin.token });

    const snapshot = async () => ({
      users: await t.sql`SELECT * FROM users ORDER BY id`,
      revoked: await t.sql`SELECT * FROM revoked_tokens ORDER BY jti`,
    });
    const before = await snapshot();
    expect(before.revoked).toHaveLength(1);
    expect(before.users.filter((u) => u.deleted_at !== null)).toHaveLength(1);
    await rebuildProjection(t.sql, usersProjection);
    expect(await snapshot()).toEqual(before);
  });
});
