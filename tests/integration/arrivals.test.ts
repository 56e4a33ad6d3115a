import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nanoid } from 'nanoid';
import { MESSAGES } from '../../shared/messages.ts';
import { bookingsProjection } from '../../projections/bookings/bookings.projection.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { currentHorizon } from '../../api/eventStore/read.ts';
import { foldableLog } from '../../api/eventStore/unsealed.ts';
import { inSchema, rowsOf, schemaWith } from '../helpers/shadowSchemas.ts';
import { createAdmin, login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp.ts';

/**
 * The porter's lodge: a porter account a superadmin creates, which lists the paid bookings
 * expected and records check-ins and check-outs, and nothing else.
 */
let t: TestApp;
let clock: TestClock;
let superadmin: string;
let admin: string;
let porter: string;
let semesterId: string;

/** A room of its own for each booking: a room has six beds at most. */
const freshRoom = (): Promise<Room> => createRoom(t, superadmin, semesterId);

async function createPorter(token: string, overrides: Record<string, unknown> = {}) {
  const body = registrationBody({
    fname: 'Yaw',
    lname: 'Porter',
    gender: 'male',
    email: `porter-${nanoid(8)}@hostel.test`.toLowerCase(),
    ...overrides,
  });
  const res = await t.call('POST', '/api/porters', { token, body });
  return { res, body };
}

/** Signs everyone in again: a token lasts 12 hours, and these tests move the clock by days. */
async function signInAgain(porterEmail: string) {
  superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  porter = (await login(t, porterEmail, 'password123')).token;
}

/** A student with a paid booking checking in on `check_in_date` (month/day/year). */
async function paidGuest(overrides: Record<string, unknown> = {}) {
  const student = await registerStudent(t, { fname: 'Akosua', lname: `Guest${nanoid(4)}` });
  const booking = await bookOk(t, student.token, await freshRoom(), { check_in_date: '09/01/2026', ...overrides });
  expect((await approve(t, admin, booking.id)).status).toBe(200);
  return { student, booking };
}

const arrivals = (token: string, query = '') => t.call('GET', `/api/arrivals${query}`, { token });
const checkIn = (token: string, id: string, body: Record<string, unknown> = { key_number: 'K-12' }) =>
  t.call('POST', `/api/bookings/${id}/check-in`, { token, body });
const checkOut = (token: string, id: string, body: Record<string, unknown> = { key_returned: true }) =>
  t.call('POST', `/api/bookings/${id}/check-out`, { token, body });

let porterEmail: string;
beforeAll(async () => {
  clock = new TestClock(new Date('2026-09-01T08:00:00Z'));
  t = await createTestApp({ clock });
  superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  semesterId = (await createSemester(t, superadmin)).id;
  const { res, body } = await createPorter(superadmin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  porterEmail = body.email;
  porter = (await login(t, porterEmail, 'password123')).token;
});
afterAll(() => t.close());

describe('the porter account', () => {
  it('is created by a superadmin only, as a porter, and listed with the staff', async () => {
    const { res } = await createPorter(superadmin, { role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'porter', user_type: 'porter' });
    expect((await createPorter(admin)).res.status).toBe(403);
    expect((await createPorter((await registerStudent(t)).token)).res.status).toBe(403);
    const staff = await t.call('GET', `/api/staff?q=${encodeURIComponent(res.body.data.email)}`, { token: superadmin });
    expect(staff.body.data.map((u: { id: string; role: string }) => [u.id, u.role])).toEqual([[res.body.data.id, 'porter']]);
  });

  it('is never made by registering, whatever the body says', async () => {
    const student = await registerStudent(t, { role: 'porter', user_type: 'porter' });
    expect(student.user.role).toBe('user');
  });

  it('can be deactivated like staff, which ends its sessions', async () => {
    const { res, body } = await createPorter(superadmin);
    const token = (await login(t, body.email, 'password123')).token;
    expect((await t.call('POST', `/api/users/${res.body.data.id}/deactivate`, { token: superadmin, body: {} })).status).toBe(200);
    expect((await arrivals(token)).status).toBe(401);
  });

  it('may do nothing but the arrivals: every other list and decision is refused', async () => {
    const { booking } = await paidGuest();
    const pending = await bookOk(t, (await registerStudent(t)).token, await freshRoom());
    expect((await arrivals(porter)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['GET', '/api/bookings'],
      ['GET', `/api/bookings/${booking.id}`],
      ['GET', '/api/staff'],
      ['GET', '/api/rooms'],
      ['GET', '/api/payments/history'],
      ['POST', `/api/bookings/${pending.id}/approve-payment`],
    ] as const) {
      const res = await t.call(method, path, { token: porter, body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Their own password is theirs to change.
    const changed = await t.call('POST', '/api/auth/change-password', {
      token: porter,
      body: { current_password: 'password123', new_password: 'password123' },
    });
    // Reached the route (which refuses the same password again), not refused by role.
    expect(changed.status).toBe(422);
  });
});

describe('arrivals and check-in', () => {
  it("lists the day's and the week's paid arrivals, found by name, index number or reference", async () => {
    const today = await paidGuest({ index_number: 'UG-ARR-1' });
    const friday = await paidGuest({ check_in_date: '09/04/2026' });
    const notPaid = await bookOk(t, (await registerStudent(t)).token, await freshRoom());
    const day = await arrivals(porter, '?day=2026-09-01');
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    const ids = day.body.data.map((a: { id: string }) => a.id);
    expect(ids).toContain(today.booking.id);
    expect(ids).not.toContain(friday.booking.id);
    expect(ids).not.toContain(notPaid.id);
    expect(day.body.data.find((a: { id: string }) => a.id === today.booking.id)).toMatchObject({
      reference: today.booking.reference,
      index_number: 'UG-ARR-1',
      room_number: today.booking.room_number,
      check_in_date: '2026-09-01',
      checked_in_at: null,
      status: 'expected',
      no_show: false,
    });
    expect(day.body).toMatchObject({ current_page: 1, per_page: 10 });
    const week = await arrivals(porter, '?day=2026-09-01&range=week');
    expect(week.body.data.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([today.booking.id, friday.booking.id]));
    for (const q of ['UG-ARR-1', String(today.booking.reference)]) {
      const found = await arrivals(porter, `?q=${encodeURIComponent(q)}`);
      expect(
        found.body.data.map((a: { id: string }) => a.id),
        q,
      ).toEqual([today.booking.id]);
    }
  });

  it('checks a paid guest in once and out once, in the booking, its history and the list', async () => {
    const { student, booking } = await paidGuest();
    const res = await checkIn(porter, booking.id, { key_number: '  K-7 ', note: 'Came with her mother' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      key_number: 'K-7',
      check_in_note: 'Came with her mother',
      checked_in_at: clock.now().toISOString(),
    });
    expect((await checkIn(porter, booking.id)).body.message).toBe(MESSAGES.arrivals.alreadyCheckedIn);
    expect((await checkIn(porter, booking.id)).status).toBe(409);
    const listed = await arrivals(porter, `?q=${booking.reference}`);
    expect(listed.body.data[0]).toMatchObject({ status: 'in', key_number: 'K-7' });

    const out = await checkOut(porter, booking.id, { key_returned: false, condition_note: 'Lost the key' });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({ key_returned: false, check_out_note: 'Lost the key' });
    expect((await checkOut(porter, booking.id)).status).toBe(409);

    const history = (await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token })).body.data;
    expect(history.slice(-2)).toMatchObject([
      { type: 'GuestCheckedIn', key_number: 'K-7', reason: 'Came with her mother', from_status: 'paid', to_status: 'paid', amount: 1500 },
      { type: 'GuestCheckedOut', key_returned: false, reason: 'Lost the key', to_status: 'paid' },
    ]);
  });

  it('refuses a booking not paid, a guest not checked in, and bad bodies, with messages', async () => {
    const pending = await bookOk(t, (await registerStudent(t)).token, await freshRoom());
    const notPaid = await checkIn(porter, pending.id);
    expect([notPaid.status, notPaid.body.message]).toEqual([409, MESSAGES.arrivals.onlyPaid('pending')]);
    const { booking } = await paidGuest();
    expect((await checkOut(porter, booking.id)).body.message).toBe(MESSAGES.arrivals.notCheckedIn);
    const noKey = await checkIn(porter, booking.id, { key_number: '  ' });
    expect([noKey.status, noKey.body.message]).toEqual([422, MESSAGES.arrivals.keyRequired]);
    expect((await checkOut(porter, booking.id, { key_returned: 'yes' })).status).toBe(422);
    expect((await checkIn(porter, 'no-such-booking')).status).toBe(404);
    expect((await arrivals(porter, '?day=2026-02-30')).body.message).toBe(MESSAGES.arrivals.badDay);
    expect((await arrivals(porter, '?range=month')).status).toBe(422);
  });

  it('lets the office check a guest in, and no student', async () => {
    const { student, booking } = await paidGuest();
    expect((await checkIn(student.token, booking.id)).status).toBe(403);
    expect((await arrivals(student.token)).status).toBe(403);
    expect((await checkIn(admin, booking.id)).status).toBe(200);
  });
});

describe('no-shows', () => {
  it('marks a paid booking not checked in NO_SHOW_DAYS after its check-in date, for the office to filter', async () => {
    const late = await paidGuest({ check_in_date: '09/02/2026' });
    const came = await paidGuest({ check_in_date: '09/02/2026' });
    expect((await checkIn(porter, came.booking.id)).status).toBe(200);
    const noShow = (b: { no_show: boolean }) => b.no_show;

    clock.set('2026-09-04T12:00:00Z');
    await signInAgain(porterEmail);
    expect(noShow((await t.call('GET', `/api/bookings/${late.booking.id}`, { token: admin })).body.data)).toBe(false);

    clock.set('2026-09-05T12:00:00Z');
    await signInAgain(porterEmail);
    expect(noShow((await t.call('GET', `/api/bookings/${late.booking.id}`, { token: admin })).body.data)).toBe(true);
    expect(noShow((await t.call('GET', `/api/bookings/${came.booking.id}`, { token: admin })).body.data)).toBe(false);
    const filter = encodeURIComponent(JSON.stringify({ no_show: 'true' }));
    const listed = await t.call('GET', `/api/bookings?filter=${filter}&range=[0,99]`, { token: admin });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const ids = listed.body.map((b: { id: string; no_show: boolean }) => b.id);
    expect(ids).toContain(late.booking.id);
    expect(ids).not.toContain(came.booking.id);
    expect(listed.body.every(noShow)).toBe(true);
    const lodge = await arrivals(porter, '?no_show=true');
    expect(lodge.body.data.map((a: { id: string }) => a.id)).toContain(late.booking.id);
    expect(lodge.body.data.every((a: { status: string }) => a.status === 'no_show')).toBe(true);
  });
});

describe('the read model', () => {
  it('is rebuilt from the log with the same check-ins and check-outs, whether folded or applied', async () => {
    const { booking } = await paidGuest();
    await checkIn(porter, booking.id, { key_number: 'K-99', note: 'Late bus' });
    await checkOut(porter, booking.id, { key_returned: true, condition_note: 'Clean' });
    const live = await rowsOf(t.sql, 'public', bookingsProjection);
    expect(live.bookings.some((b) => (b as { key_number: string }).key_number === 'K-99')).toBe(true);

    const [{ last }] = await t.sql<{ last: string }[]>`SELECT max(transaction_id)::text AS last FROM events`;
    const horizon = await vi.waitFor(async () => {
      const h = await currentHorizon(t.sql);
      expect(BigInt(h.transactionId)).toBeGreaterThan(BigInt(last));
      return h;
    });
    await schemaWith(t.sql, 'folded_arrivals', [bookingsProjection]);
    expect(
      await inSchema(t.sql, 'folded_arrivals', async (tx) =>
        bookingsProjection.fold!(tx, await foldableLog(t.sql, 'folded_arrivals', horizon, bookingsProjection.handles)),
      ),
    ).toBe(true);
    expect(await rowsOf(t.sql, 'folded_arrivals', bookingsProjection)).toEqual(live);

    await t.sql`UPDATE bookings SET checked_in_at = NULL, key_number = NULL, checked_out_at = NULL`;
    await rebuildProjection(t.sql, bookingsProjection);
    expect(await rowsOf(t.sql, 'public', bookingsProjection)).toEqual(live);
  });
});
