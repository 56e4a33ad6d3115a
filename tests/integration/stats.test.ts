import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { semesterStatsProjection, STATS_EVENT_TYPES } from '../../projections/semesterStats/semesterStats.projection.ts';
import { statsAsOf, statsNow } from '../../projections/semesterStats/semesterStats.queries.ts';
import { login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let semesterId: string;
let releaseOpenTransaction = () => {};
let openTransaction: Promise<unknown> = Promise.resolve();
const DAY = 24 * 3600 * 1000;

// A scripted history over four days; the clock moves between steps, and events carry its time.
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-09-01T08:00:00Z');
  admin = (await loginSuperadmin(t)).token;
  semesterId = (await createSemester(t, admin)).id;
  const female = await createRoom(t, admin, semesterId, { gender: 'female', room_capacity: 3, price_per_bed: 1000 });
  const male = await createRoom(t, admin, semesterId, { gender: 'male', room_capacity: 2, price_per_bed: 2500, room_type_id: '2' });
  const ama = await registerStudent(t, { gender: 'female' });
  const efua = await registerStudent(t, { gender: 'female' });
  const kofi = await registerStudent(t, { gender: 'male' });
  const yaw = await registerStudent(t, { gender: 'male' });

  t.clock.set('2026-09-01T09:00:00Z');
  const b1 = await bookOk(t, ama.token, female);
  t.clock.set('2026-09-01T10:00:00Z');
  const b2 = await bookOk(t, kofi.token, male);
  t.clock.set('2026-09-02T09:00:00Z'); // day 2: one approval after 24 h, one rejection after 23 h
  admin = (await loginSuperadmin(t)).token; // tokens last 12 hours
  expect((await approve(t, admin, b1.id)).status).toBe(200);
  expect((await reject(t, admin, b2.id)).status).toBe(200);
  t.clock.set('2026-09-02T12:00:00Z');
  const b3 = await bookOk(t, (await login(t, efua.user.email as string, 'password123')).token, female);
  // A transaction left open from here on (a slow report, another database on the server) holds
  // the xmin back: a replay must still see everything committed after it started.
  let opened!: () => void;
  const isOpen = new Promise<void>((r) => (opened = r));
  openTransaction = t.sql.begin(async (tx) => {
    await tx`SELECT pg_current_xact_id()`;
    opened();
    await new Promise<void>((r) => (releaseOpenTransaction = r));
  });
  await isOpen;
  t.clock.set('2026-09-03T12:00:00Z'); // day 3: approve after 24 h, a new male booking
  admin = (await loginSuperadmin(t)).token;
  const yawToken = (await login(t, yaw.user.email as string, 'password123')).token;
  expect((await approve(t, admin, b3.id)).status).toBe(200);
  await bookOk(t, yawToken, male);
  t.clock.set('2026-09-04T08:00:00Z'); // day 4: the admin deletes a student holding a paid bed
  admin = (await loginSuperadmin(t)).token;
  expect((await t.call('DELETE', `/api/users/${efua.user.id}`, { token: admin })).status).toBe(200);
});
afterAll(() => t.close());

const statsAt = async (asOf: string) => (await statsAsOf(t.sql, semesterId, new Date(asOf))).stats;

describe('replaying the log for semester statistics', () => {
  it('gives the exact figures of three past moments, even while an older transaction is open', async () => {
    expect(await statsAt('2026-09-01T12:00:00Z')).toMatchObject({
      rooms: 2,
      beds: 5,
      beds_taken: 2,
      beds_left: 3,
      occupancy_percent: 40,
      by_gender: { female: { rooms: 1, beds: 3, taken: 1 }, male: { rooms: 1, beds: 2, taken: 1 } },
      by_room_type: { Standard: { beds: 3, taken: 1 }, Executive: { beds: 2, taken: 1 } },
      bookings: { total: 2, pending: 2, paid: 0, rejected: 0, released: 0 },
      revenue_approved: 0,
      median_decision_seconds: null,
      bookings_per_day: [{ date: '2026-09-01', count: 2 }],
    });
    expect(await statsAt('2026-09-02T23:59:59Z')).toMatchObject({
      beds_taken: 2,
      occupancy_percent: 40,
      bookings: { total: 3, pending: 1, paid: 1, rejected: 1, released: 0 },
      revenue_approved: 1000,
      median_decision_seconds: (24 * 3600 + 23 * 3600) / 2,
      bookings_per_day: [
        { date: '2026-09-01', count: 2 },
        { date: '2026-09-02', count: 1 },
      ],
    });
    expect(await statsAt('2026-09-05T00:00:00Z')).toMatchObject({
      beds_taken: 2,
      beds_left: 3,
      by_gender: { female: { taken: 1 }, male: { taken: 1 } },
      bookings: { total: 4, pending: 1, paid: 1, rejected: 1, released: 1 },
      // Efua's paid 1,000 stays revenue after her deletion released her bed: it was received.
      revenue_approved: 2000,
      median_decision_seconds: 24 * 3600,
    });
    releaseOpenTransaction();
    await openTransaction;
  });

  it('agrees with the endpoint, for a past moment and for now through the async projection', async () => {
    const past = await t.call('GET', `/api/stats/semesters/${semesterId}?as_of=2026-09-02T23:59:59Z`, { token: admin });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual(await statsAt('2026-09-02T23:59:59Z'));
    await catchUpToNow(t.sql, semesterStatsProjection);
    const now = await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: admin });
    expect(now.body.data).toEqual(await statsAt(t.clock.now().toISOString()));
  });

  it('gives the same figures from the command line, in JSON and CSV', () => {
    const run = (format: string) =>
      spawnSync(
        'npx',
        [
          'tsx',
          'projections/semesterStats/replay.cli.ts',
          `--semester=${semesterId}`,
          '--as-of',
          '2026-09-02T23:59:59Z',
          '--format',
          format,
        ],
        {
          env: { ...process.env, DATABASE_URL: t.db.url },
          encoding: 'utf8',
        },
      );
    const json = run('json');
    expect(json.status, json.stderr + json.stdout).toBe(0);
    expect(json.stderr).toMatch(/replayed the semester's \d+ events/);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.bookings).toEqual({ total: 3, pending: 1, paid: 1, rejected: 1, released: 0, cancelled: 0 });
    const csv = run('csv')
      .stdout.trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(csv[0]).toEqual(['metric', 'value']);
    expect(Object.fromEntries(csv.slice(1))).toMatchObject({ 'bookings:paid': '1', revenue_approved_ghs: '1000.00', beds_taken: '2' });
  }, 60_000);

  it('refuses bad requests with a message', async () => {
    expect((await t.call('GET', `/api/stats/semesters/${semesterId}?as_of=yesterday-ish`, { token: admin })).status).toBe(422);
    // A day or an hour that does not exist is refused, not rolled forward.
    for (const asOf of ['2026-11-31', '2026-09-02T24:00:00Z', 'Tue Mar 3 2026']) {
      const res = await t.call('GET', `/api/stats/semesters/${semesterId}?as_of=${encodeURIComponent(asOf)}`, { token: admin });
      expect(res.status, asOf).toBe(422);
      expect(res.body.errors.as_of, asOf).toEqual(['as_of must be a real date or date-time, e.g. 2026-09-01T12:00:00Z']);
    }
    expect((await t.call('GET', '/api/stats/semesters/nope', { token: admin })).status).toBe(404);
    const student = await registerStudent(t);
    expect((await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: student.token })).status).toBe(403);
    t.clock.advance(DAY);
  });

  it("folds only the semester's events, to what the read model built from the whole log holds", async () => {
    admin = (await loginSuperadmin(t)).token;
    // Another semester's room, booking and decision, and a room of ours that comes and goes
    // (RoomDeleted names no semester, so it must still reach the fold).
    const otherSemester = (await createSemester(t, admin)).id;
    const otherRoom = await createRoom(t, admin, otherSemester, { gender: 'male', room_capacity: 4 });
    const other = await bookOk(t, (await registerStudent(t, { gender: 'male' })).token, otherRoom);
    expect((await approve(t, admin, other.id)).status).toBe(200);
    const spare = await createRoom(t, admin, semesterId, { room_capacity: 6 });
    expect((await t.call('DELETE', `/api/rooms/${spare.id}`, { token: admin })).status).toBe(200);

    const now = t.clock.now();
    const replayed = await statsAsOf(t.sql, semesterId, now);
    await catchUpToNow(t.sql, semesterStatsProjection);
    expect(replayed.stats).toEqual(await statsNow(t.sql, semesterId, now));
    expect(replayed.stats).toMatchObject({ rooms: 2, beds: 5 });
    const [{ logged }] =
      await t.sql`SELECT count(*)::int AS logged FROM events WHERE event_type = ANY(${STATS_EVENT_TYPES as unknown as string[]})`;
    expect(replayed.events).toBeLessThan(logged);
  });
});
