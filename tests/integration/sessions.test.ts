import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { projections } from '../../projections/index.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';

// Two servers on one database, as two processes behind a load balancer would share it.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ db: a.db });
  await Promise.all([a, b].map((t) => until(() => t.deps.sessions.listening())));
});
afterAll(async () => {
  await b.deps.sessions.close();
  await a.close();
});

async function until(condition: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// A route that trusts the per-request check alone (GET /user would read the user again itself).
const whoAmI = (t: TestApp, token: string) => t.call('GET', '/api/rooms-with-beds-left', { token }).then((r) => r.status);

describe('signed-in users kept between requests', () => {
  it('are kept from sign-in on, as the per-request check would read them', async () => {
    const student = await registerStudent(a);
    const keptAtSignIn = a.deps.sessions.get(jtiOf(student.token));
    a.deps.sessions.forget({ jti: jtiOf(student.token) });
    expect(await whoAmI(a, student.token)).toBe(200);
    const readByTheCheck = a.deps.sessions.get(jtiOf(student.token));
    expect(readByTheCheck?.id).toBe(student.user.id);
    expect(keptAtSignIn).toEqual(readByTheCheck);
  });

  it('a logout refuses the token at once on the server that logged out, and on the other once told', async () => {
    const student = await registerStudent(a);
    expect(await whoAmI(a, student.token)).toBe(200);
    expect(await whoAmI(b, student.token)).toBe(200);
    expect((await a.call('POST', '/api/logout', { token: student.token, body: {} })).status).toBe(200);
    expect(await whoAmI(a, student.token)).toBe(401);
    await until(async () => (await whoAmI(b, student.token)) === 401, 3000);
  });

  it('a deletion refuses every token of the user, on both servers', async () => {
    const student = await registerStudent(a);
    const second = await a.call('POST', '/api/login', { body: { email: student.user.email, password: 'password123' } });
    for (const token of [student.token, second.body.token]) for (const t of [a, b]) expect(await whoAmI(t, token)).toBe(200);
    const superadmin = await loginSuperadmin(b);
    expect((await b.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token })).status).toBe(200);
    for (const token of [student.token, second.body.token]) expect(await whoAmI(b, token)).toBe(401);
    await until(async () => (await whoAmI(a, student.token)) === 401 && (await whoAmI(a, second.body.token)) === 401, 3000);
  });

  it('keep no answer read before a revocation that arrived while it was read', async () => {
    const admin = await createAdmin(a);
    const user = (await a.call('GET', '/api/user', { token: admin.token })).body.data;
    const sessions = b.deps.sessions;
    const kept = sessions.reading();
    kept('read-undisturbed', user);
    expect(sessions.get('read-undisturbed')).toEqual(user);
    const stale = sessions.reading();
    sessions.forget({ jti: 'some-other-token' });
    stale('read-across-a-revocation', user);
    expect(sessions.get('read-across-a-revocation')).toBeUndefined();
  });

  it('forget everything when the listening connection is lost: revocations sent meanwhile are not heard', async () => {
    const student = await registerStudent(a);
    expect(await whoAmI(a, student.token)).toBe(200);
    // Revoked behind the servers' backs, without a notification: the kept answer still stands...
    await a.sql`INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES (${jtiOf(student.token)}, ${student.user.id}, now() + interval '1 day')`;
    expect(await whoAmI(a, student.token)).toBe(200);
    // ...until the connection that would have heard one goes.
    const [{ n }] = await a.sql`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN hostel_sessions%'`;
    expect(n).toBe(2);
    await until(async () => (await whoAmI(a, student.token)) === 401, 3000);
    await until(() => a.deps.sessions.listening() && b.deps.sessions.listening());
    const again = await registerStudent(a);
    expect(await whoAmI(a, again.token)).toBe(200);
    expect(a.deps.sessions.get(jtiOf(again.token))?.id).toBe(again.user.id);
  });
});

describe('a rebuild of the users read model', () => {
  it('makes every server forget the users it kept from the tables it replaced', async () => {
    const student = await registerStudent(a);
    await a.sql`UPDATE users SET fname = 'Damaged' WHERE id = ${student.user.id}`;
    const token = (await a.call('POST', '/api/login', { body: { email: student.user.email, password: 'password123' } })).body.token;
    expect(await whoAmI(b, token)).toBe(200);
    expect(b.deps.sessions.get(jtiOf(token))?.fname).toBe('Damaged');
    await rebuildProjection(
      a.sql,
      projections.find((p) => p.name === 'users')!,
    );
    await until(() => b.deps.sessions.get(jtiOf(token)) === undefined, 3000);
    expect(await whoAmI(b, token)).toBe(200);
    expect(b.deps.sessions.get(jtiOf(token))?.fname).toBe(student.user.fname);
  });
});

function jtiOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;
}
