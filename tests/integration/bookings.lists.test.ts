import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';

let t: TestApp;
let admin: string;
let student: Awaited<ReturnType<typeof registerStudent>>;
const ids: Record<string, string> = {};
let firstSemester: string;
let secondSemester: string;

// One history for every read: in the first semester a paid female, a pending male, a rejected
// female; in the second semester the same female student again, pending. A minute apart each.
beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  firstSemester = (await createSemester(t, superadmin)).id;
  secondSemester = (await createSemester(t, superadmin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
  const female = await createRoom(t, superadmin, firstSemester, { room_number: 'F1', room_capacity: 3 });
  const male = await createRoom(t, superadmin, firstSemester, { room_number: 'M1', gender: 'male' });
  student = await registerStudent(t, { fname: 'Abena', lname: 'Owusu' });
  const man = await registerStudent(t, { fname: 'Yaw', lname: 'Boateng', gender: 'male' });
  const rejected = await registerStudent(t, { fname: 'Efua', lname: 'Asante' });
  ids.paid = (await bookOk(t, student.token, female, { index_number: 'IDX-PAID' })).id;
  t.clock.advance(60_000);
  ids.male = (await bookOk(t, man.token, male)).id;
  t.clock.advance(60_000);
  ids.rejected = (await bookOk(t, rejected.token, female)).id;
  t.clock.advance(60_000);
  ids.later = (await bookOk(t, student.token, await createRoom(t, superadmin, secondSemester, { room_number: 'F2' }))).id;
  await approve(t, admin, ids.paid);
  await reject(t, admin, ids.rejected);
});
afterAll(() => t.close());

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/bookings', () => {
  it('gives an admin the four lists of everyone, newest first, pending and paid only', async () => {
    const res = await t.call('GET', '/api/bookings', { token: admin });
    expect(res.status).toBe(200);
    expect(idsOf(res.body.totalBookedRooms)).toEqual([ids.later, ids.male, ids.paid]);
    expect(idsOf(res.body.pendingBookings)).toEqual([ids.later, ids.male]);
    expect(idsOf(res.body.maleBookings)).toEqual([ids.male]);
    expect(idsOf(res.body.femaleBookings)).toEqual([ids.later, ids.paid]);
    expect(res.body.totalBookedRooms[2]).toMatchObject({
      full_name: 'Abena Owusu',
      payment_status: 'paid',
      room_number: 'F1',
      amount_paid: 1500,
    });
  });

  it('narrows to one semester', async () => {
    const res = await t.call('GET', `/api/bookings?semester_id=${firstSemester}`, { token: admin });
    expect(idsOf(res.body.totalBookedRooms)).toEqual([ids.male, ids.paid]);
    const none = await t.call('GET', '/api/bookings?semester_id=unknown', { token: admin });
    expect(none.body).toEqual({ totalBookedRooms: [], pendingBookings: [], maleBookings: [], femaleBookings: [] });
  });

  it('shows a student only their own bookings', async () => {
    const res = await t.call('GET', '/api/bookings', { token: student.token });
    expect(idsOf(res.body.totalBookedRooms)).toEqual([ids.later, ids.paid]);
    expect(res.body.maleBookings).toEqual([]);
    const ranged = await t.call('GET', '/api/bookings?range=[0,9]', { token: student.token });
    expect(idsOf(ranged.body)).toEqual([ids.later, ids.paid]);
    const others = await t.call(
      'GET',
      `/api/bookings?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ user_id: 'someone-else' }))}`,
      { token: student.token },
    );
    expect(others.body).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/bookings')).status).toBe(401);
  });
});

describe('GET /api/bookings in react-admin’s dialect', () => {
  const ranged = (query: string) => t.call('GET', `/api/bookings?${query}`, { token: admin });

  it('answers a plain list of every booking with Content-Range', async () => {
    const res = await ranged('range=[0,1]&sort=["created_at","DESC"]');
    expect(idsOf(res.body)).toEqual([ids.later, ids.rejected]);
    expect(res.headers.get('content-range')).toBe('bookings 0-1/4');
    const next = await ranged('range=[2,3]&sort=["created_at","DESC"]');
    expect(idsOf(next.body)).toEqual([ids.male, ids.paid]);
    expect(next.headers.get('content-range')).toBe('bookings 2-3/4');
  });

  it('filters by payment_status, gender, semester_id, q and id, and sorts', async () => {
    const filter = (f: object) => ranged(`range=[0,9]&sort=["created_at","ASC"]&filter=${encodeURIComponent(JSON.stringify(f))}`);
    expect(idsOf((await filter({ payment_status: 'unpaid' })).body)).toEqual([ids.rejected]);
    expect(idsOf((await filter({ gender: 'male' })).body)).toEqual([ids.male]);
    expect(idsOf((await filter({ semester_id: secondSemester })).body)).toEqual([ids.later]);
    expect(idsOf((await ranged(`range=[0,9]&semester_id=${secondSemester}`)).body)).toEqual([ids.later]);
    expect(idsOf((await filter({ q: 'efua' })).body)).toEqual([ids.rejected]);
    expect(idsOf((await filter({ q: 'idx-paid' })).body)).toEqual([ids.paid]);
    expect(idsOf((await filter({ id: [ids.male, ids.later] })).body)).toEqual([ids.male, ids.later]);
    expect(idsOf((await filter({ payment_status: 'pending', gender: 'female' })).body)).toEqual([ids.later]);
    expect(idsOf((await filter({ user_id: student.user.id })).body)).toEqual([ids.paid, ids.later]);
    const byName = await ranged('range=[0,9]&sort=["full_name","ASC"]');
    expect(byName.body.map((b: { full_name: string }) => b.full_name)).toEqual([
      'Abena Owusu',
      'Abena Owusu',
      'Efua Asante',
      'Yaw Boateng',
    ]);
  });

  it('refuses malformed sorts and filters with 422 naming the parameter', async () => {
    for (const [query, param] of [
      ['range=[0,9]&sort=["password","ASC"]', 'sort'],
      ['range=[0,9]&filter={bad', 'filter'],
      ['range=[0,9]&filter={"gender":{"$ne":1}}', 'filter'],
      ['range=[9,0]', 'range'],
    ]) {
      const res = await ranged(query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([param]);
    }
  });
});

describe('GET /api/bookings/:id', () => {
  it('shows a booking to an admin and to its owner', async () => {
    const own = await t.call('GET', `/api/bookings/${ids.paid}`, { token: student.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: ids.paid, payment_status: 'paid', user_id: student.user.id });
    expect((await t.call('GET', `/api/bookings/${ids.male}`, { token: admin })).body.data.id).toBe(ids.male);
  });

  it('answers 404 for another student’s booking and for unknown ids', async () => {
    const other = await t.call('GET', `/api/bookings/${ids.male}`, { token: student.token });
    expect(other.status).toBe(404);
    expect((await t.call('GET', '/api/bookings/unknown', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/api/bookings/%00', { token: admin })).status).toBe(404);
  });
});
