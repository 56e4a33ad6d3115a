import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { paymentHistoryProjection } from '../../projections/paymentHistory/paymentHistory.projection.ts';
import { semesterStatsProjection } from '../../projections/semesterStats/semesterStats.projection.ts';
import { statsAsOf } from '../../projections/semesterStats/semesterStats.queries.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let superadmin: { token: string; user: { id: string } };
let admin: { token: string; user: { id: string } };
let semesterId: string;
let bookingIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
  const rooms = await Promise.all(
    [0, 1, 2, 3].map((i) => createRoom(t, superadmin.token, semesterId, { gender: i % 2 ? 'male' : 'female', room_capacity: 3 })),
  );
  const students = await Promise.all(Array.from({ length: 10 }, (_, i) => registerStudent(t, { gender: i % 2 ? 'male' : 'female' })));
  // Bookings and decisions written concurrently, by two admins, while the projections follow.
  const bookings = await Promise.all(students.map((s, i) => bookOk(t, s.token, rooms[(i % 2) + (i >= 6 ? 2 : 0)])));
  bookingIds = bookings.map((b) => b.id);
  await Promise.all([
    ...bookingIds.slice(0, 4).map((id) => approve(t, admin.token, id)),
    ...bookingIds.slice(4, 7).map((id) => reject(t, superadmin.token, id)),
    catchUpToNow(t.sql, paymentHistoryProjection),
    catchUpToNow(t.sql, semesterStatsProjection),
  ]);
  expect((await approve(t, superadmin.token, bookingIds[4])).status).toBe(200); // a rejected booking approved again
  await catchUpToNow(t.sql, paymentHistoryProjection);
  await catchUpToNow(t.sql, semesterStatsProjection);
});
afterAll(() => t.close());

describe('payment history', () => {
  it('records every decision with actor, booking, student, room, amount and the status before and after', async () => {
    const res = await t.call('GET', '/api/payments/history?page=1', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 8 });
    const reapproval = res.body.data.find((r: any) => r.booking_id === bookingIds[4] && r.decision === 'approved');
    expect(reapproval).toMatchObject({ from_status: 'unpaid', to_status: 'paid', actor_id: superadmin.user.id, amount: 1500 });
    const byAdmin = res.body.data.filter((r: any) => r.actor_id === admin.user.id);
    expect(byAdmin).toHaveLength(4);
    expect(byAdmin.every((r: any) => r.actor_name === 'Kofi Admin' && r.from_status === 'pending' && r.student_name)).toBe(true);
  });

  it('keeps staff alone to name actors: students are named from their bookings', async () => {
    const kept = await t.sql<{ user_id: string }[]>`SELECT user_id FROM payment_history_people ORDER BY user_id`;
    expect(kept.map((r) => r.user_id)).toEqual([admin.user.id, superadmin.user.id].sort());
    const res = await t.call('GET', '/api/payments/history?page=1', { token: admin.token });
    const [{ full_name }] = await t.sql<{ full_name: string }[]>`SELECT full_name FROM bookings WHERE id = ${bookingIds[0]}`;
    expect(res.body.data.find((r: any) => r.booking_id === bookingIds[0]).student_name).toBe(full_name);
  });

  it('filters by decision, actor and semester, and refuses bad filters with a message', async () => {
    const rejected = await t.call('GET', '/api/payments/history?decision=rejected', { token: admin.token });
    expect(rejected.body.data).toHaveLength(3);
    const mine = await t.call('GET', `/api/payments/history?actor_id=${admin.user.id}&semester_id=${semesterId}`, { token: admin.token });
    expect(mine.body.meta.total).toBe(4);
    const none = await t.call('GET', '/api/payments/history?from=2999-01-01', { token: admin.token });
    expect(none.body.data).toEqual([]);
    const bad = await t.call('GET', '/api/payments/history?decision=maybe', { token: admin.token });
    expect(bad.status).toBe(422);
    // A day or an hour that does not exist is refused, not rolled forward.
    for (const [param, value] of [
      ['from', '2026-09-01T24:00:00Z'],
      ['to', '2026-02-30'],
    ]) {
      const unreal = await t.call('GET', `/api/payments/history?${param}=${value}`, { token: admin.token });
      expect(unreal.status, value).toBe(422);
      expect(unreal.body.errors[param], value).toEqual([expect.stringMatching(new RegExp(`^${param} must be a date`))]);
    }
    const student = await registerStudent(t);
    expect((await t.call('GET', '/api/payments/history', { token: student.token })).status).toBe(403);
  });

  it('downloads as CSV that parses back to the same rows', async () => {
    const res = await t.call('GET', '/api/payments/history?format=csv', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (res.body as string).trim().split('\r\n');
    const header = lines[0].split(',');
    expect(header).toEqual(expect.arrayContaining(['Decided at', 'Student', 'Index number', 'Phone', 'Semester', 'Decided by']));
    expect(header.some((name) => /_id$|^id$/i.test(name))).toBe(false);
    expect(lines).toHaveLength(9);
    const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((cell, i) => [header[i], cell])));
    expect(rows.filter((r) => r.Decision === 'Approved')).toHaveLength(5);
    expect(rows.filter((r) => r['Status after'] === 'Rejected')).toHaveLength(3);
    const [semester] = await t.sql<{ name: string }[]>`SELECT name FROM semesters WHERE id = ${semesterId}`;
    const references = await t.sql<{ reference: string }[]>`SELECT reference FROM bookings WHERE id = ANY(${bookingIds})`;
    for (const row of rows) {
      expect(row).toMatchObject({ Semester: semester.name, 'Index number': 'UG10234', Phone: '024 123 4567' });
      expect(references.map((r) => r.reference)).toContain(row['Booking reference']);
      expect(row['Decided at']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    expect(rows.filter((r) => r['Decided by'] === 'Kofi Admin')).toHaveLength(4);
    // The rejected booking approved again was rejected before; five payments of 1500 came in, none went out.
    expect(rows.filter((r) => r.Decision === 'Approved' && r['Status before'] === 'Rejected')).toHaveLength(1);
    expect(rows.reduce((sum, r) => sum + Number(r['Received (GHS)']), 0)).toBe(7500);
  });
});

describe('the async projections after concurrent writes', () => {
  it('equal a fresh replay of the log', async () => {
    const fromProjection = await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: superadmin.token });
    const { stats } = await statsAsOf(t.sql, semesterId, t.clock.now());
    expect(fromProjection.body.data).toEqual(stats);
    expect(stats.bookings).toMatchObject({ total: 10, paid: 5, rejected: 2, pending: 3 });
  });

  it('and the log exports as NDJSON that parses back, filtered by type and position', () => {
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'projections/export.cli.ts', ...args], {
        env: { ...process.env, DATABASE_URL: t.db.url },
        encoding: 'utf8',
      });
    const all = run();
    expect(all.status, all.stderr).toBe(0);
    const events = all.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.filter((e) => e.type === 'BedBooked')).toHaveLength(10);
    const approvals = run('--type', 'PaymentApproved');
    expect(
      approvals.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).type),
    ).toEqual(Array(5).fill('PaymentApproved'));
    const last = Math.max(...events.map((e) => e.global_position));
    const after = run('--from', String(last - 2));
    expect(after.stdout.trim().split('\n')).toHaveLength(2);
    expect(run('--from', 'minus-one').status).toBe(2);
  }, 60_000);
});

describe('the CSV export of a student named like a formula', () => {
  it('neutralises the name, so a spreadsheet shows it as text', async () => {
    const room = await createRoom(t, superadmin.token, semesterId, { gender: 'female', room_capacity: 1 });
    const student = await registerStudent(t, { fname: '=HYPERLINK("http://x")', lname: '@evil', gender: 'female' });
    const booking = await bookOk(t, student.token, room);
    expect((await approve(t, admin.token, booking.id)).status).toBe(200);
    await catchUpToNow(t.sql, paymentHistoryProjection);
    const csv = (await t.call('GET', '/api/payments/history?format=csv', { token: admin.token })).body as string;
    const line = csv.split('\r\n').find((l) => l.includes('HYPERLINK'));
    expect(line).toContain(`"'=HYPERLINK(""http://x"") @evil"`);
    expect(line).not.toMatch(/(^|,)"?=/);
  });
});
