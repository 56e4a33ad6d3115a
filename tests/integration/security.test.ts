import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { nanoid } from 'nanoid';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createDeps } from '../../api/assemble.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { REPO_ROOT } from '../helpers/serverProcess.ts';
import { createTestApp, TEST_JWT_SECRET, TEST_SUPERADMIN, type ApiResponse, type TestApp } from '../helpers/testApp.ts';

const PASSWORD = 'Pa55word-that-must-not-leak';
let t: TestApp;
const logLines: string[] = [];
const answers: string[] = [];
const tokens: string[] = [];

/**
 * The application with a logger that keeps every line, at the most verbose level, and a client
 * that keeps every answer: both are searched for secrets afterwards.
 */
beforeAll(async () => {
  const plain = await createTestApp();
  const log = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });
  const app = createApp(createDeps({ sql: plain.sql, jwtSecret: TEST_JWT_SECRET, clock: plain.clock.now, log }));
  const call = async <T = any>(
    method: string,
    url: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await app.request(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const text = await res.text();
    answers.push(text);
    const body = text ? JSON.parse(text) : null;
    if (typeof body?.token === 'string') tokens.push(body.token);
    return { status: res.status, body, headers: res.headers } as ApiResponse<T>;
  };
  t = { ...plain, app, call };
});
afterAll(() => t.close());

/** Every kind of call a hostel sees in a day, with one password used everywhere it can be. */
async function aDayAtTheHostel() {
  const superadmin = await loginSuperadmin(t);
  const admin = await createAdmin(t);
  const email = `leak-${nanoid(6)}@hostel.test`.toLowerCase();
  const registered = await t.call('POST', '/api/register', { body: registrationBody({ email, password: PASSWORD }) });
  expect(registered.status).toBe(201);
  expect((await t.call('POST', '/api/login', { body: { email, password: `${PASSWORD}x` } })).status).toBe(401);
  const student = await login(t, email, PASSWORD);
  const semester = (await createSemester(t, admin.token)).id;
  const room = await createRoom(t, admin.token, semester);
  const booking = await bookOk(t, student.token, room);
  await approve(t, admin.token, booking.id);
  await reject(t, superadmin.token, booking.id);
  const reads = [
    '/api/user',
    '/api/users',
    `/api/users/${student.user.id}`,
    '/api/bookings',
    `/api/bookings/${booking.id}`,
    `/api/bookings/${booking.id}/history`,
    '/api/users?range=[0,9]',
    '/api/payments/history',
  ];
  for (const url of reads) await t.call('GET', url, { token: admin.token });
  for (const url of ['/api/user', `/api/rooms/user/${student.user.id}`, '/api/bookings'])
    await t.call('GET', url, { token: student.token });
  expect((await t.call('POST', '/api/logout', { token: student.token })).status).toBe(200);
  expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(401);
  return { student, superadmin };
}

describe('secrets', () => {
  it('never appear in an answer: no password, no hash', async () => {
    await aDayAtTheHostel();
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      for (const secret of [PASSWORD, TEST_SUPERADMIN.password, 'password123', 'password_hash', '$2a$', '$2b$'])
        expect(answer).not.toContain(secret);
    }
  });

  it('are kept only as bcrypt hashes, in the read model and in the log', async () => {
    const users = await t.sql`SELECT password_hash FROM users`;
    expect(users.length).toBeGreaterThan(2);
    for (const user of users) expect(user.password_hash).toMatch(/^\$2[aby]\$10\$.{53}$/);
    const leaked =
      await t.sql`SELECT event_type FROM events WHERE data::text LIKE ${'%' + PASSWORD + '%'} OR metadata::text LIKE ${'%' + PASSWORD + '%'}`;
    expect(leaked).toEqual([]);
  });

  it('never reach the request log: no token, no password, no authorization header', async () => {
    expect(logLines.some((line) => line.includes('"path":"/api/login"'))).toBe(true);
    expect(tokens.length).toBeGreaterThan(3);
    for (const line of logLines) {
      for (const secret of [...tokens, PASSWORD, TEST_SUPERADMIN.password, 'password123']) expect(line).not.toContain(secret);
      expect(line.toLowerCase()).not.toContain('bearer');
    }
  });
});

describe('tokens', () => {
  const sign = (alg: 'HS256' | 'HS512', claims: Record<string, unknown>, secret = TEST_JWT_SECRET) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg })
      .setIssuer('hostel')
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti(nanoid())
      .sign(new TextEncoder().encode(secret));

  it('refuses a token whose claims were edited, whose algorithm differs, or that names no one', async () => {
    const student = await registerStudent(t);
    const superadmin = await loginSuperadmin(t);
    const [head, , signature] = student.token.split('.');
    const payload = JSON.parse(Buffer.from(student.token.split('.')[1], 'base64url').toString());
    const promoted = `${head}.${Buffer.from(JSON.stringify({ ...payload, sub: superadmin.user.id })).toString('base64url')}.${signature}`;
    const refused = [
      promoted,
      await sign('HS512', { sub: superadmin.user.id }),
      await sign('HS256', { sub: 'nobody' }),
      `${student.token}x`,
      'not-a-token',
    ];
    for (const token of refused) {
      const res = await t.call('GET', '/api/users', { token });
      expect(res.status, token).toBe(401);
      expect(res.body.message).toBe(MESSAGES.errors.unauthenticated);
    }
    expect((await t.call('GET', '/api/users', { token: await sign('HS256', { sub: superadmin.user.id }) })).status).toBe(200);
  });

  it('limits sign-in attempts: the 11th from one address within 15 minutes is refused with 429, even with the right password', async () => {
    const guesser = '198.51.100.9';
    await t.call('POST', '/api/register', { body: registrationBody({ email: 'guessed@hostel.test', password: PASSWORD }) });
    for (let i = 0; i < 10; i++) {
      const body = { email: 'guessed@hostel.test', password: `guess-${i}` };
      expect((await t.call('POST', '/api/login', { body, clientAddress: guesser })).status).toBe(401);
    }
    const body = { email: 'guessed@hostel.test', password: PASSWORD };
    const locked = await t.call('POST', '/api/login', { body, clientAddress: guesser });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MESSAGES.login.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the event log', () => {
  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    await expect(t.sql`UPDATE events SET data = '{}'::jsonb WHERE global_position = 1`).rejects.toThrow(/append-only/);
    await expect(t.sql`DELETE FROM events WHERE global_position = 1`).rejects.toThrow(/append-only/);
    await expect(t.sql`TRUNCATE events`).rejects.toThrow(/append-only/);
  });

  it('is never changed by a route: every earlier event is still there, byte for byte, after a full day', async () => {
    const before = await t.sql`SELECT * FROM events ORDER BY global_position`;
    await aDayAtTheHostel();
    const after = await t.sql`SELECT * FROM events ORDER BY global_position`;
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(0, before.length)).toEqual(before);
  });

  it('has no UPDATE, DELETE or TRUNCATE of events anywhere in the server or projection code', async () => {
    const files: string[] = [];
    for (const dir of ['api', 'projections']) {
      const names = await fs.readdir(path.join(REPO_ROOT, dir), { recursive: true });
      files.push(...names.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(REPO_ROOT, dir, f)));
    }
    expect(files.length).toBeGreaterThan(20);
    const changesEvents =
      /\b(UPDATE\s+(ONLY\s+)?(public\.)?events\b|DELETE\s+FROM\s+(ONLY\s+)?(public\.)?events\b|TRUNCATE\s+(TABLE\s+)?(public\.)?events\b)/i;
    for (const file of files) expect((await fs.readFile(file, 'utf8')).match(changesEvents)?.[0], file).toBeUndefined();
  });
});
