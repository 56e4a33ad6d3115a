import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_NAME, ensureDatabase, openPool, type Sql } from '../../api/db/connect.ts';
import { startEmbeddedPostgres } from '../../api/db/embeddedPostgres.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { bookingForm, registerStudents, seedHall, superadminToken } from '../helpers/rush.ts';
import { httpJson, startServer, type HttpAnswer, type ServerProcess } from '../helpers/serverProcess.ts';
import { waitForAsyncProjections } from './rushChecks.ts';

// The API answers within this while PostgreSQL is gone: a refusal, not a hang.
const ANSWER_WITHIN_MS = 5_000;

let dir: string;
let port: number;
let url: string;
let stopPostgres: () => Promise<void>;
let server: ServerProcess;
let sql: Sql;

/** PostgreSQL again on the same files and the same port, as an operator's restart would. */
async function restartPostgres() {
  const pg = await startEmbeddedPostgres(dir, () => {}, port);
  stopPostgres = pg.stop;
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-outage-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir);
  stopPostgres = embedded.stop;
  port = Number(new URL(embedded.serverUrl('postgres')).port);
  await ensureDatabase(embedded.serverUrl('postgres'), DATABASE_NAME);
  url = embedded.serverUrl(DATABASE_NAME);
  server = await startServer({ databaseUrl: url });
  sql = openPool(url, 2);
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await sql?.end({ timeout: 1 }).catch(() => {});
  await stopPostgres?.();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The server's last warnings and errors: why an answer after the outage was not the one expected. */
const lastWarnings = (s: ServerProcess) =>
  s
    .stdout()
    .split('\n')
    .filter((line) => /"level":(40|50)/.test(line))
    .slice(-5)
    .join('\n');

const expectRefusedQuickly = (answer: HttpAnswer, what: string) => {
  expect(answer.status, `${what}: ${answer.error ?? JSON.stringify(answer.body)}`).toBe(503);
  expect(answer.body?.message, what).toBe(MESSAGES.errors.unavailable);
  expect(answer.ms, what).toBeLessThan(ANSWER_WITHIN_MS);
};

describe('PostgreSQL stopping under a running server', () => {
  it('gives 503s with a message while it is down, then recovers by itself with nothing lost', async () => {
    const token = await superadminToken(server.url);
    const rooms = await seedHall(server.url, token, 4);
    const [student, other] = await registerStudents([server.url], 2);
    const booked = await httpJson(server.url, 'POST', '/api/bookings', { token: student.token, body: bookingForm(rooms[0]) });
    expect(booked.status).toBe(201);
    const [{ before }] = await sql`SELECT count(*)::int AS before FROM events`;
    await sql.end();

    // Requests in flight while the database goes away: each ends in an answer, never a 500 or a hang.
    let loading = true;
    const inFlight: HttpAnswer[] = [];
    const created: { requestId: string; answer: HttpAnswer }[] = [];
    const load = (async () => {
      for (let n = 0; loading; n++) {
        const requestId = `outage-${n}`;
        const semester = {
          name: `Outage ${n}`,
          description: 'Written while the database stops',
          start_date: '2027-01-10',
          end_date: '2027-05-20',
        };
        const batch = await Promise.all([
          httpJson(server.url, 'GET', '/api/rooms', { token: student.token }),
          httpJson(server.url, 'POST', '/api/semesters', { token, body: semester, requestId }),
          httpJson(server.url, 'POST', '/api/login', { body: { email: `nobody-${n}@hostel.test`, password: 'wrong-password' } }),
        ]);
        created.push({ requestId, answer: batch[1] });
        inFlight.push(...batch);
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await stopPostgres();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(server.alive(), `the server died with the database:\n${server.stderr().slice(-2000)}`).toBe(true);

    expectRefusedQuickly(await httpJson(server.url, 'GET', '/api/health'), 'health');
    expect((await httpJson(server.url, 'GET', '/api/health')).body.status).toBe('unhealthy');
    expectRefusedQuickly(await httpJson(server.url, 'GET', '/api/semesters', { token }), 'a query');
    expectRefusedQuickly(
      await httpJson(server.url, 'POST', '/api/bookings', { token: other.token, body: bookingForm(rooms[1]) }),
      'a command',
    );
    expectRefusedQuickly(await httpJson(server.url, 'POST', '/api/login', { body: { email: student.email, password: 'x' } }), 'a sign-in');
    loading = false;
    await load;
    expect(server.alive()).toBe(true);

    await restartPostgres();
    await waitUntilHealthy(server.url, 30_000);
    expect(server.alive()).toBe(true);

    expect(inFlight.length).toBeGreaterThan(0);
    for (const answer of inFlight) {
      expect([200, 201, 401, 503], JSON.stringify(answer.body)).toContain(answer.status);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(inFlight.filter((a) => a.status === 503).length).toBeGreaterThan(0);

    // Nothing committed before is lost, the old tokens still work, and new writes go through.
    const mine = await httpJson(server.url, 'GET', `/api/bookings/${booked.body.data.id}`, { token: student.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.room_id).toBe(rooms[0].id);
    const again = await httpJson(server.url, 'POST', '/api/bookings', { token: other.token, body: bookingForm(rooms[1]) });
    expect(again.status, `${JSON.stringify(again.body)}\n${lastWarnings(server)}`).toBe(201);
    sql = openPool(url, 2);
    for (const { requestId, answer } of created) {
      // A 201 is in the log and the read model; a 503 may have committed or not, but never half.
      const events = await sql`SELECT data->>'semester_id' AS id FROM events WHERE metadata->>'correlationId' = ${requestId}`;
      const rows = await sql`SELECT id FROM semesters WHERE id = ANY(${events.map((e) => e.id)})`;
      expect(rows.length, requestId).toBe(events.length);
      if (answer.status === 201)
        expect(
          events.map((e) => e.id),
          requestId,
        ).toEqual([answer.body.data.id]);
      else expect(events.length, requestId).toBeLessThanOrEqual(1);
    }
    const [{ after }] = await sql`SELECT count(*)::int AS after FROM events WHERE metadata->>'correlationId' NOT LIKE 'outage-%'`;
    expect(after).toBe(before + 1);
    await waitForAsyncProjections(sql);
    console.info(
      `database outage: ${inFlight.length} requests in flight around the stop, ${inFlight.filter((a) => a.status === 503).length} answered 503`,
    );
  });
});

async function waitUntilHealthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while ((await httpJson(url, 'GET', '/api/health')).status !== 200) {
    if (Date.now() > deadline) throw new Error('the server did not recover by itself');
    await new Promise((r) => setTimeout(r, 250));
  }
}
