import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { countedAtMostEvery, countOrEstimate, EXACT_TOTAL_UP_TO, KEEP_LONG_COUNTS_MS } from '../../projections/listTotals.ts';
import { createAdmin } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * A list longer than EXACT_TOTAL_UP_TO is not counted row by row on every page: its length is the
 * planner's estimate (or, for the four lists of bookings and the users' counters, a count) kept a
 * while. A short list is counted at every read, so it stays exact. Either way react-admin's
 * simple-rest client reads a number from `Content-Range`.
 */
let t: TestApp;
let admin: string;
const LONG = 1100;
let added = 0;

/** `n` bookings of `semester`, written to the read model directly: these tests read lists, not book. */
async function addBookings(n: number, semester: string, status: 'pending' | 'paid' = 'pending') {
  const from = added + 1;
  added += n;
  await t.sql`
    INSERT INTO bookings (id, user_id, semester_id, room_id, room_type_id, room_type, room_number, full_name, index_number,
      gender, dob, marital_status, nationality, program_of_study, phone_number, email_address, house_address,
      emergency_contact_name, emergency_contact_relationship, emergency_contact_phone_number, emergency_contact_house_address,
      check_in_date, length_of_stay, amount_paid, payment_status, student_deleted, booked_by, created_at, updated_at,
      hold_until, reference)
    SELECT 'booking-' || lpad(i::text, 5, '0'), 'someone-' || i, ${semester}, 'room-' || i / 4, '1', 'Standard', (i / 4)::text,
      'Student ' || i, 'UG' || i, CASE WHEN i % 3 = 0 THEN 'male' ELSE 'female' END, '2004-01-01', 'Single', 'Ghana', 'Nursing',
      '+23324' || lpad(i::text, 7, '0'), 'student' || i || '@hostel.test', 'Accra', 'Parent', 'Mother', '+233240000001', 'Accra',
      '2026-09-01', 4, 1500, ${status}, false, 'someone-' || i,
      '2026-09-01T08:00:00Z'::timestamptz + i * interval '1 second', '2026-09-01T08:00:00Z'::timestamptz + i * interval '1 second',
      CASE WHEN ${status} = 'pending' THEN '2026-09-04T08:00:00Z'::timestamptz END, 'HB-L' || i
    FROM generate_series(${from}::int, ${added}::int) AS i`;
}

/** `n` students, written to the read model directly, from Ghana unless said otherwise. */
async function addStudents(n: number, prefix: string, country = 'Ghana') {
  await t.sql`
    INSERT INTO users (id, fname, lname, phone_number, email, password_hash, gender, country, program, role, user_type,
      created_at, active, must_change_password, session_generation)
    SELECT ${prefix} || i, 'Ama', 'Student' || i, '+23324' || lpad(i::text, 7, '0'), ${prefix} || i || '@hostel.test', 'x', 'female',
      ${country}, 'Nursing', 'user', 'continuing_student', '2026-08-01T00:00:00Z'::timestamptz + i * interval '1 second', true, false, 0
    FROM generate_series(1, ${n}::int) AS i`;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  await addBookings(LONG, 'semester-long');
  await addBookings(3, 'semester-short');
  await addStudents(LONG, 'many-');
  await addStudents(2, 'few-', 'Sudan');
  await t.sql`ANALYZE bookings, users`;
});
afterAll(() => t.close());

/** react-admin's simple-rest client on the app, its `{ data }` envelopes unwrapped as the office app's is. */
const provider = simpleRestProvider('/api', async (url: string, options: RequestInit = {}) => {
  const res = await t.call('GET', url, { token: admin, headers: Object.fromEntries(new Headers(options.headers).entries()) });
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return { status: res.status, headers: res.headers, body: JSON.stringify(res.body), json: res.body };
});
const firstPage = (resource: string, filter: Record<string, unknown> = {}) =>
  provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter });

const near = (value: number, actual: number) => Math.abs(value - actual) <= actual * 0.1;

describe("react-admin's Content-Range total", () => {
  it('of a long list is the estimate, a number simple-rest reads, kept a while; of a short one exact at every read', async () => {
    const long = await firstPage('bookings');
    expect(long.data).toHaveLength(10);
    expect(long.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(near(long.total!, LONG + 3), String(long.total)).toBe(true);
    const short = await firstPage('bookings', { semester_id: 'semester-short' });
    expect(short.total).toBe(3);

    await addBookings(200, 'semester-long');
    await addBookings(1, 'semester-short');
    expect((await firstPage('bookings')).total).toBe(long.total);
    expect((await firstPage('bookings', { semester_id: 'semester-short' })).total).toBe(4);
    // Another filter is another list, counted (or estimated) for itself.
    const pending = await firstPage('bookings', { payment_status: 'pending' });
    expect(pending.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
  });

  it("counts the users' list alone, without the users page's counters", async () => {
    const res = await t.call('GET', `/api/users?range=${encodeURIComponent('[0,9]')}`, { token: admin });
    expect(res.body).toHaveLength(10);
    const total = Number(res.headers.get('content-range')!.split('/')[1]);
    expect(near(total, LONG + 2), String(total)).toBe(true);
    await addStudents(100, 'more-');
    expect((await firstPage('users')).total).toBe(total);
    expect((await firstPage('users', { country: 'Sudan' })).total).toBe(2);
  });
});

describe('a list asked without a range', () => {
  it('gets its first page, never the whole table; getMany gets every id it names', async () => {
    const unranged = await t.call('GET', `/api/bookings?filter=${encodeURIComponent('{}')}`, { token: admin });
    expect(unranged.body).toHaveLength(10);
    expect(unranged.headers.get('content-range')).toMatch(/^bookings 0-9\/\d+$/);
    const sorted = await t.call('GET', `/api/users?sort=${encodeURIComponent('["id","ASC"]')}`, { token: admin });
    expect(sorted.body).toHaveLength(10);
    const ids = Array.from({ length: 25 }, (_, i) => `booking-${String(i + 1).padStart(5, '0')}`);
    const many = await provider.getMany('bookings', { ids });
    expect(many.data.map((b) => b.id).sort()).toEqual(ids);
  });
});

describe("the spec's ?page= lists", () => {
  it('gives the four lists of bookings their lengths, kept a while once long, exact and live when short', async () => {
    const page = async (query = '') => (await t.call('GET', `/api/bookings?page=1${query}`, { token: admin })).body;
    const long = await page('&semester_id=semester-long');
    expect(long.totalBookedRooms).toHaveLength(10);
    expect(long.counts.totalBookedRooms).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(long.meta.total).toBe(long.counts.totalBookedRooms);
    // A third of them are men's: under the threshold, counted exactly.
    const [men] = await t.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM bookings WHERE semester_id = 'semester-long' AND gender = 'male'`;
    expect(men.n).toBeLessThan(EXACT_TOTAL_UP_TO);
    expect(long.counts.maleBookings).toBe(men.n);
    await addBookings(30, 'semester-long');
    expect((await page('&semester_id=semester-long')).counts).toEqual(long.counts);

    const short = await page('&semester_id=semester-short');
    expect(short.counts).toEqual({ totalBookedRooms: 4, pendingBookings: 4, maleBookings: 1, femaleBookings: 3 });
    await addBookings(1, 'semester-short', 'paid');
    expect((await page('&semester_id=semester-short')).counts).toMatchObject({ totalBookedRooms: 5, pendingBookings: 4 });
  });

  it('gives the users page its counters, kept a while once the list is long', async () => {
    const first = (await t.call('GET', '/api/users?page=1', { token: admin })).body;
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(first.non_ghanaians).toBe(2);
    await addStudents(3, 'late-', 'Nigeria');
    expect((await t.call('GET', '/api/users?page=1', { token: admin })).body).toMatchObject({
      total: first.total,
      non_ghanaians: 2,
    });
  });
});

describe('listTotals', () => {
  it('counts exactly up to the threshold and estimates past it, reading one row more at most', async () => {
    const [short] = await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bookings WHERE semester_id = 'semester-short'`;
    expect(await countOrEstimate(t.sql, t.sql`SELECT 1 FROM bookings WHERE semester_id = 'semester-short'`)).toBe(short.n);
    await t.sql`ANALYZE bookings`;
    const [{ n }] = await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bookings WHERE semester_id = 'semester-long'`;
    const estimate = await countOrEstimate(t.sql, t.sql`SELECT 1 FROM bookings WHERE semester_id = 'semester-long'`);
    expect(estimate).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(near(estimate, n), `${estimate} of ${n}`).toBe(true);
  });

  it('counts a long list again once its kept length is old, and a short one at every read', async () => {
    let now = 0;
    let counted = 0;
    const count = (value: number) => () => Promise.resolve((counted++, value));
    const read = (key: string, value: number) =>
      countedAtMostEvery(
        t.sql,
        key,
        count(value),
        (n) => n > 10,
        () => now,
      );
    expect(await read('long', 11)).toBe(11);
    now += KEEP_LONG_COUNTS_MS - 1;
    expect(await read('long', 12)).toBe(11);
    now += 1;
    expect(await read('long', 12)).toBe(12);
    expect(await read('short', 3)).toBe(3);
    expect(await read('short', 4)).toBe(4);
    expect(counted).toBe(4);
  });
});
