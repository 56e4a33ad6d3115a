import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingForm, registerStudents, seedHall, superadminToken } from '../helpers/rush.ts';
import { httpJson, startServer, type ServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * Holds expire in the servers as `npm start` runs them, on the real clock: bookings
 * made on a server that is then stopped are expired, once each, by the two servers started after
 * it, which sweep the same database at the same time.
 */
const HOLD_SECONDS = 36;
const env = { BOOKING_HOLD_HOURS: String(HOLD_SECONDS / 3600), HOLD_SWEEP_SECONDS: '1' };
const BOOKINGS = 6;

let db: TestDatabase;
const started: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.kill('SIGTERM')));
  await db.drop();
});

/** The counts a server logged as expired, one per sweep that expired any. */
const expiredBy = (server: ServerProcess) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('holds past their deadline expired'))
    .reduce((sum, line) => sum + (JSON.parse(line) as { count: number }).count, 0);

describe('holds across a restart and two servers', () => {
  it('a stopped server’s holds are expired once each by the two servers that follow it', async () => {
    const first = await startServer({ databaseUrl: db.url, env });
    started.push(first);
    const token = await superadminToken(first.url);
    const rooms = await seedHall(first.url, token, BOOKINGS);
    const students = await registerStudents([first.url], BOOKINGS);
    const ids: string[] = [];
    for (const student of students) {
      const room = rooms.find((r) => r.gender === student.gender && !ids.includes(r.id))!;
      const res = await httpJson(first.url, 'POST', '/api/bookings', { token: student.token, body: bookingForm(room) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.id);
      rooms.splice(rooms.indexOf(room), 1);
    }
    await first.kill('SIGTERM');
    expect(first.stdout()).toContain('"msg":"shutting down"');
    const [{ early }] = await db.sql<{ early: number }[]>`
      SELECT count(*)::int AS early FROM events WHERE event_type = 'BookingExpired'`;
    expect(early).toBe(0);

    const next = await Promise.all([0, 1].map(() => startServer({ databaseUrl: db.url, env })));
    started.push(...next);
    const pending = async () =>
      (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bookings WHERE id = ANY(${ids}) AND payment_status = 'pending'`)[0].n;
    await expect.poll(pending, { timeout: (HOLD_SECONDS + 60) * 1000, interval: 500 }).toBe(0);

    const perBooking = await db.sql<{ id: string; n: number }[]>`
      SELECT data->>'booking_id' AS id, count(*)::int AS n FROM events WHERE event_type = 'BookingExpired' GROUP BY 1`;
    expect(perBooking.map((r) => r.n)).toEqual(ids.map(() => 1));
    expect(perBooking.map((r) => r.id).sort()).toEqual([...ids].sort());
    const [{ taken }] = await db.sql<{ taken: number }[]>`SELECT sum(room_capacity - beds_left)::int AS taken FROM rooms`;
    expect(taken).toBe(0);
    // Give the servers a sweep or two more: nothing is expired twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await Promise.all(next.map((s) => s.kill('SIGTERM')));
    expect(next.map(expiredBy).reduce((a, b) => a + b, 0)).toBe(BOOKINGS);
    for (const server of next) {
      expect(server.stdout()).not.toContain('hold expiry failed');
      expect(server.stdout()).toContain('"msg":"shutting down"');
    }
    console.info(`holds: ${next.map(expiredBy).join(' + ')} expired by the two servers`);
  });
});
