import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentHorizon } from '../../api/eventStore/read.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { projections } from '../../projections/index.ts';
import { rebuildProjections } from '../../projections/rebuild/rebuild.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { notifyToNow, recordingProvider, sendToNow } from '../helpers/notifications.ts';
import { allRows } from '../helpers/shadowSchemas.ts';
import { createTestApp, type ApiResponse, type TestApp } from '../helpers/testApp.ts';

/**
 * A deletion forgets (issue 41): a student with a value of their own in every personal field goes
 * through the hostel, and once a superadmin deletes them, no answer the office can ask for, no
 * export and no rebuild shows any of those values again, while the money stays exactly as it was.
 */
const STUDENT = {
  fname: 'Xolani',
  lname: 'Vandermolen',
  phone_number: '0209876513',
  email: 'xolani.vandermolen@hostel.test',
};
const FORM = {
  index_number: 'UGX77311',
  dob: '03/17/2003',
  program_of_study: 'Zymurgy and Brewing',
  house_address: '77 Quillfeather Lane, Tamale',
  emergency_contact_name: 'Ophelia Brakwater',
  emergency_contact_relationship: 'Aunt',
  emergency_contact_phone_number: '0551239876',
  emergency_contact_house_address: '5 Nightjar Close, Ho',
  medical_condition: 'Chronic xerophthalmia',
};
const REFERENCES = ['MOMO-ZQ88421', 'MOMO-ZQ88422'];

/** Each personal value as any answer may write it: as given, stored, spaced or as a date. */
const PERSONAL = [
  'Xolani',
  'Vandermolen',
  'UGX77311',
  '9876513',
  '987 6513',
  '2003-03-1',
  '03/17/2003',
  'Zymurgy',
  'Quillfeather',
  'Brakwater',
  'Nightjar',
  '1239876',
  '123 9876',
  'xerophthalmia',
  'ZQ8842',
];
/** The personal values found in `text`. */
const leaked = (text: string) => PERSONAL.filter((value) => text.toLowerCase().includes(value.toLowerCase()));
const textOf = (res: ApiResponse) => (typeof res.body === 'string' ? res.body : JSON.stringify(res.body));

const sms = recordingProvider('sms');
const email = recordingProvider('email');
let t: TestApp;
let superadmin: string;
let studentId: string;
let bookingId: string;
let bookingReference: string;
let semesterId: string;
let waitSemesterId: string;

beforeAll(async () => {
  t = await createTestApp({ notificationProviders: { sms, email } });
  superadmin = (await loginSuperadmin(t)).token;
  const admin = (await createAdmin(t)).token;
  semesterId = (await createSemester(t, superadmin)).id;
  const room = await createRoom(t, superadmin, semesterId, { room_capacity: 2 });

  const student = await registerStudent(t, STUDENT);
  studentId = student.user.id;
  const booking = await bookOk(t, student.token, room, FORM);
  bookingId = booking.id;
  bookingReference = String(booking.reference);
  const give = (payment_reference: string) =>
    t.call('POST', `/api/bookings/${bookingId}/payment-reference`, { token: student.token, body: { payment_reference } });
  expect((await give(REFERENCES[0])).status).toBe(200);
  const asked = await t.call('POST', `/api/bookings/${bookingId}/ask-payment`, {
    token: admin,
    body: { reason: 'We cannot find this transfer: please check the ID.' },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect((await give(REFERENCES[1])).status).toBe(200);
  expect((await approve(t, admin, bookingId)).status).toBe(200);
  // Another student's booking in the same room: their figures stay beside the deleted one's.
  const other = await registerStudent(t, { fname: 'Efua', lname: 'Boateng' });
  await bookOk(t, other.token, room);

  // A second semester whose one bed is held: the student waits for it, for another room type,
  // and is passed over when the bed comes back and goes to one behind them.
  waitSemesterId = (await createSemester(t, superadmin)).id;
  const fullRoom = await createRoom(t, superadmin, waitSemesterId, { room_capacity: 1 });
  const holder = await bookOk(t, (await registerStudent(t, { fname: 'Adwoa', lname: 'Holder' })).token, fullRoom);
  const join = (token: string, room_type_id?: string) =>
    t.call('POST', '/api/waitlist', { token, body: { semester_id: waitSemesterId, ...(room_type_id ? { room_type_id } : {}) } });
  expect((await join(student.token, '2')).status).toBe(201);
  expect((await join((await registerStudent(t, { fname: 'Kukua', lname: 'Behind' })).token)).status).toBe(201);
  expect((await reject(t, admin, holder.id)).status).toBe(200);

  await notifyToNow(t.deps);
  await sendToNow(t.deps);
  await catchUpAll();
}, 120_000);
afterAll(() => t.close());

async function catchUpAll() {
  for (const p of projections) if (p.mode === 'async') await catchUpToNow(t.sql, p);
}

const list = (path: string, filter: Record<string, unknown>) =>
  `${path}?range=${encodeURIComponent('[0,49]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Every office answer that involves the student, by a name for each. */
const ANSWERS = (): Record<string, string> => ({
  booking: `/api/bookings/${bookingId}`,
  history: `/api/bookings/${bookingId}/history`,
  summaries: `/api/bookings?semester_id=${semesterId}`,
  summaryPage: `/api/bookings?semester_id=${semesterId}&page=1`,
  list: list('/api/bookings', { semester_id: semesterId }),
  searchByName: list('/api/bookings', { q: 'Vandermolen' }),
  searchByIndex: list('/api/bookings', { q: 'UGX77311' }),
  searchByPhone: list('/api/bookings', { q: '0209876513' }),
  searchByPaymentReference: list('/api/bookings', { q: 'ZQ88422' }),
  searchByReference: list('/api/bookings', { q: bookingReference }),
  paymentHistory: `/api/payments/history?semester_id=${semesterId}`,
  paymentHistoryCsv: `/api/payments/history?semester_id=${semesterId}&format=csv`,
  stats: `/api/stats/semesters/${semesterId}`,
  statsAsOf: `/api/stats/semesters/${semesterId}?as_of=${encodeURIComponent(t.clock.now().toISOString())}`,
  bedMap: `/api/rooms/bed-map?semester_id=${semesterId}`,
  arrivals: `/api/arrivals?day=2026-09-01`,
  notifications: `/api/notifications?page=1`,
  notificationsList: list('/api/notifications', {}),
  waitlist: `/api/waitlist?semester_id=${waitSemesterId}`,
  waitlistOffers: `/api/waitlist/offers?semester_id=${waitSemesterId}`,
  users: `/api/users?page=1`,
  usersList: list('/api/users', {}),
  user: `/api/users/${studentId}`,
});

/** The answers, each a 200 but the deleted account's own, which is gone (404). */
async function answers(deleted = false) {
  const out: Record<string, ApiResponse> = {};
  for (const [name, path] of Object.entries(ANSWERS())) {
    const res = await t.call('GET', path, { token: superadmin });
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(deleted && name === 'user' ? 404 : 200);
    out[name] = res;
  }
  return out;
}

const leaksOf = (all: Record<string, ApiResponse>) =>
  Object.fromEntries(Object.entries(all).flatMap(([name, res]) => (leaked(textOf(res)).length ? [[name, leaked(textOf(res))]] : [])));

/** The booking's money: its amount and last decision, its history's and the payment history's amounts and decisions. */
function moneyOf(all: Record<string, ApiResponse>) {
  const booking = all.booking.body.data;
  return {
    booking: { amount_paid: booking.amount_paid, last_decision: booking.last_decision },
    history: all.history.body.data.map((e: Record<string, unknown>) => [e.type, e.amount, e.from_status, e.to_status]),
    payments: all.paymentHistory.body.data.map((r: Record<string, unknown>) => [
      r.decision,
      r.amount,
      r.from_status,
      r.to_status,
      r.reason,
    ]),
  };
}

/**
 * The statistics as a deletion leaves them, forgetting or not: it releases the student's paid
 * booking (DELETE /users), whose bed comes back; the money it was paid stays approved revenue.
 */
function released(stats: Record<string, any>): Record<string, any> {
  const bookings = { ...stats.bookings, paid: stats.bookings.paid - 1, released: stats.bookings.released + 1 };
  const rest = { beds_taken: stats.beds_taken - 1, beds_left: stats.beds_left + 1 };
  return { ...stats, ...rest, bookings };
}

describe('a deleted student', () => {
  let before: Record<string, ApiResponse>;
  let after: Record<string, ApiResponse>;

  it('is in the log only sealed, even while their account lives', async () => {
    const [log] = await t.sql<{ data: string }[]>`SELECT string_agg(data::text || metadata::text, E'\n') AS data FROM events`;
    expect(log.data).toContain(studentId);
    expect(leaked(log.data)).toEqual([]);
  });

  it('is shown to the office, before the deletion, wherever the office looks', async () => {
    before = await answers();
    // Each answer's check could fail: the values are there to be found before the deletion.
    const named = Object.keys(leaksOf(before));
    for (const name of Object.keys(before).filter((n) => !['stats', 'statsAsOf'].includes(n))) expect(named).toContain(name);
    expect(before.booking.body.data).toMatchObject({
      full_name: 'Xolani Vandermolen',
      payment_status: 'paid',
      medical_condition: FORM.medical_condition,
    });
  });

  it('is shown nowhere after a superadmin deletes them, as "Deleted student", with the money intact', async () => {
    const deleted = await t.call('DELETE', `/api/users/${studentId}`, { token: superadmin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await t.sql`SELECT subject_key FROM personal_keys WHERE subject_id = ${studentId}`).toEqual([{ subject_key: null }]);
    await notifyToNow(t.deps);
    await catchUpAll();
    after = await answers(true);
    expect(leaksOf(after)).toEqual({});
    expect(moneyOf(after)).toEqual(moneyOf(before));
    // The deletion releases the paid booking, as it did before personal data was sealed: that alone changes.
    expect(after.booking.body.data.payment_status).toBe('unpaid');
    for (const name of ['stats', 'statsAsOf']) {
      expect(before[name].body.data.revenue_approved, name).toBe(1500);
      const { occupancy_percent: _a, by_gender: _b, by_room_type: _c, ...figures } = after[name].body.data;
      const { occupancy_percent: _d, by_gender: _e, by_room_type: _f, ...expected } = released(before[name].body.data);
      expect(figures, name).toEqual(expected);
    }
    expect(after.booking.body.data).toMatchObject({
      full_name: 'Deleted student',
      dob: null,
      medical_condition: null,
      index_number: '',
      phone_number: '',
      payment_reference: null,
      student_deleted: true,
    });
    // Named where they were named; their released booking is on no bed map, arrival list or active list.
    const named = ['booking', 'history', 'list', 'searchByReference', 'paymentHistory', 'paymentHistoryCsv', 'notifications'];
    for (const name of [...named, 'notificationsList', 'waitlist', 'waitlistOffers'])
      expect(textOf(after[name]), name).toContain('Deleted student');
    expect(Object.keys(after).filter((name) => textOf(after[name]).includes('Deleted user'))).toEqual([]);
    // The office's search finds them no more by what was theirs, and still by the booking's own reference.
    for (const name of ['searchByName', 'searchByIndex', 'searchByPhone', 'searchByPaymentReference'])
      expect(after[name].body, name).toEqual([]);
  });

  it('is printed nowhere by the export, and the replay gives the same figures', () => {
    const env = { ...process.env, DATABASE_URL: t.db.url };
    const exported = spawnSync('npx', ['tsx', 'projections/export.cli.ts'], { env, encoding: 'utf8' });
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(studentId);
    expect(leaked(exported.stdout)).toEqual([]);
    const asOf = after.statsAsOf.body.data;
    const replayed = spawnSync(
      'npx',
      [
        'tsx',
        'projections/semesterStats/replay.cli.ts',
        `--semester=${semesterId}`,
        '--as-of',
        t.clock.now().toISOString(),
        '--format',
        'json',
      ],
      { env, encoding: 'utf8' },
    );
    expect(replayed.status, replayed.stderr).toBe(0);
    expect(JSON.parse(replayed.stdout)).toEqual(asOf);
  }, 120_000);

  it('comes back from no rebuild: the read models are rebuilt from the log as they were', async () => {
    const tables = projections.flatMap((p) => p.tables);
    const rows = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await allRows(t.sql, table)])));
    const live = await rows();
    const [{ last }] = await t.sql<{ last: string }[]>`SELECT max(transaction_id)::text AS last FROM events`;
    await vi.waitFor(async () => expect(BigInt((await currentHorizon(t.sql)).transactionId)).toBeGreaterThan(BigInt(last)), {
      timeout: 15_000,
      interval: 20,
    });
    await rebuildProjections(t.sql, projections);
    expect(await rows()).toEqual(live);
    const rebuilt = await answers(true);
    expect(leaksOf(rebuilt)).toEqual({});
    expect(Object.fromEntries(Object.entries(rebuilt).map(([n, r]) => [n, r.body]))).toEqual(
      Object.fromEntries(Object.entries(after).map(([n, r]) => [n, r.body])),
    );
  }, 120_000);
});
