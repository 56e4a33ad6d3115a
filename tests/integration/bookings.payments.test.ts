import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { approve, bedsLeft, bookOk, createRoom, createSemester, reject, revoke } from '../helpers/hostel.ts';

let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
});
afterAll(() => t.close());

async function pendingBooking(capacity = 2) {
  const student = await registerStudent(t);
  const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: capacity });
  const booking = await bookOk(t, student.token, room);
  return { student, room, booking };
}

describe('approve and reject payment', () => {
  it('approves a pending booking: paid, the bed still held', async () => {
    const { room, booking } = await pendingBooking();
    t.clock.advance(60_000);
    const res = await approve(t, admin.token, booking.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: booking.id, payment_status: 'paid', updated_at: t.clock.now().toISOString() });
    expect(res.body.data.created_at).toBe(booking.created_at);
    expect(await bedsLeft(t, room.id)).toBe(1);
    const again = await approve(t, admin.token, booking.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.booking.alreadyPaid);
  });

  it('rejects a pending booking, releasing its bed; rejecting twice, or a paid booking, is refused', async () => {
    const { room, booking } = await pendingBooking();
    const res = await reject(t, admin.token, booking.id);
    expect(res.status).toBe(200);
    expect(res.body.data.payment_status).toBe('unpaid');
    expect(await bedsLeft(t, room.id)).toBe(2);
    const again = await reject(t, admin.token, booking.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.booking.alreadyRejected);

    const paid = await pendingBooking();
    await approve(t, admin.token, paid.booking.id);
    const refused = await reject(t, admin.token, paid.booking.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.booking.paidNotRejected);
    expect(await bedsLeft(t, paid.room.id)).toBe(1);
    expect((await revoke(t, admin.token, paid.booking.id)).body.data.payment_status).toBe('unpaid');
    expect(await bedsLeft(t, paid.room.id)).toBe(2);
  });

  it('approving a rejected booking takes a bed again, or is refused when the room filled up', async () => {
    const { room, booking } = await pendingBooking(1);
    await reject(t, admin.token, booking.id);
    const back = await approve(t, admin.token, booking.id);
    expect(back.status).toBe(200);
    expect(await bedsLeft(t, room.id)).toBe(0);

    await revoke(t, admin.token, booking.id);
    await bookOk(t, (await registerStudent(t)).token, room);
    const full = await approve(t, admin.token, booking.id);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(MESSAGES.booking.fullCapacity);
    expect(await bedsLeft(t, room.id)).toBe(0);
  });

  it('lets a rejected student book again', async () => {
    const { student, booking } = await pendingBooking();
    await reject(t, admin.token, booking.id);
    await bookOk(t, student.token, await createRoom(t, superadmin.token, semesterId));
  });

  it('is for admins only: 403 for students, 401 without a token, 404 for an unknown booking', async () => {
    const { student, booking } = await pendingBooking();
    expect((await approve(t, student.token, booking.id)).status).toBe(403);
    expect((await reject(t, student.token, booking.id)).status).toBe(403);
    expect((await t.call('POST', `/api/bookings/${booking.id}/approve-payment`)).status).toBe(401);
    expect((await approve(t, admin.token, 'no-such-booking')).status).toBe(404);
    expect((await reject(t, superadmin.token, 'no-such-booking')).status).toBe(404);
    const [row] = await t.sql`SELECT payment_status FROM bookings WHERE id = ${booking.id}`;
    expect(row.payment_status).toBe('pending');
  });
});

describe('a decision carrying the status it expects', () => {
  const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
  const decide = (action: 'approve' | 'reject' | 'revoke', id: string, body?: object, headers?: Record<string, string>) =>
    t.call('POST', `/api/bookings/${id}/${action}-payment`, {
      token: admin.token,
      body: action === 'approve' ? body : { reason: 'Checked with the bank', ...body },
      headers,
    });

  it('a reject sent while the booking looked pending does not undo an approval made since: 409, still paid', async () => {
    const { room, booking } = await pendingBooking();
    expect((await approve(t, superadmin.token, booking.id)).status).toBe(200);
    const before = await eventCount();
    const late = await decide('reject', booking.id, { expected_status: 'pending' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.booking.statusChanged('paid'));
    expect(await eventCount()).toBe(before);
    expect((await t.call('GET', `/api/bookings/${booking.id}`, { token: admin.token })).body.data.payment_status).toBe('paid');
    expect(await bedsLeft(t, room.id)).toBe(1);
  });

  it('says the same with If-Match, quoted or not', async () => {
    const { booking } = await pendingBooking();
    expect((await reject(t, superadmin.token, booking.id)).status).toBe(200);
    for (const ifMatch of ['"pending"', 'pending', 'W/"pending"']) {
      const late = await decide('approve', booking.id, undefined, { 'if-match': ifMatch });
      expect(late.status, ifMatch).toBe(409);
      expect(late.body.message).toBe(MESSAGES.booking.statusChanged('unpaid'));
    }
    const seen = await decide('approve', booking.id, undefined, { 'if-match': '"unpaid"' });
    expect(seen.status).toBe(200);
    expect(seen.body.data.payment_status).toBe('paid');
  });

  it('goes through when the status is still the one expected, and without one as before', async () => {
    const { booking } = await pendingBooking();
    expect((await decide('approve', booking.id, { expected_status: 'pending' })).status).toBe(200);
    expect((await decide('revoke', booking.id, { expected_status: 'paid' })).status).toBe(200);
    expect((await decide('approve', booking.id)).status).toBe(200);
  });

  it('refuses a status that is not one with 422', async () => {
    const { booking } = await pendingBooking();
    for (const [body, headers] of [
      [{ expected_status: 'approved' }, undefined],
      [{ expected_status: true }, undefined],
      [{}, { 'if-match': '"v7"' }],
      [{ expected_status: 'paid' }, { 'if-match': '"pending"' }],
    ] as const) {
      const res = await decide('approve', booking.id, body, headers);
      expect(res.status, JSON.stringify([body, headers])).toBe(422);
      expect(res.body.message).toMatch(/expected_status/);
    }
  });
});

describe('GET /api/bookings/:id/history', () => {
  it('tells the booking’s steps in order, with who took each', async () => {
    const { student, room, booking } = await pendingBooking();
    t.clock.advance(1000);
    await approve(t, admin.token, booking.id);
    t.clock.advance(1000);
    await revoke(t, superadmin.token, booking.id, 'The transfer bounced');
    const res = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
    expect(res.status).toBe(200);
    const at0 = Date.parse(booking.created_at as string);
    const step = { room_id: room.id, amount: 1500, reason: null };
    expect(res.body.data).toEqual([
      {
        ...step,
        type: 'BedBooked',
        position: 1,
        at: new Date(at0).toISOString(),
        from_status: null,
        to_status: 'pending',
        actor: { id: student.user.id, name: 'Ama Mensah' },
        hold_until: new Date(at0 + 72 * 3_600_000).toISOString(),
      },
      {
        ...step,
        type: 'PaymentApproved',
        position: 2,
        at: new Date(at0 + 1000).toISOString(),
        from_status: 'pending',
        to_status: 'paid',
        actor: { id: admin.user.id, name: 'Kofi Admin' },
      },
      {
        ...step,
        type: 'PaymentRevoked',
        position: 3,
        at: new Date(at0 + 2000).toISOString(),
        from_status: 'paid',
        to_status: 'unpaid',
        reason: 'The transfer bounced',
        actor: { id: superadmin.user.id, name: expect.any(String) },
      },
    ]);
    const asAdmin = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: admin.token });
    expect(asAdmin.body).toEqual(res.body);
  });

  it('answers 404 to another student, and for unknown bookings', async () => {
    const { booking } = await pendingBooking();
    const other = await registerStudent(t);
    expect((await t.call('GET', `/api/bookings/${booking.id}/history`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/api/bookings/nope/history', { token: admin.token })).status).toBe(404);
  });
});

describe('deleting a student', () => {
  it('releases their pending booking: unpaid, bed back', async () => {
    const { student, room, booking } = await pendingBooking();
    t.clock.advance(5000);
    const res = await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const seen = await t.call('GET', `/api/bookings/${booking.id}`, { token: admin.token });
    expect(seen.body.data).toMatchObject({ payment_status: 'unpaid', updated_at: t.clock.now().toISOString() });
    expect(await bedsLeft(t, room.id)).toBe(2);
    const again = await reject(t, admin.token, booking.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.booking.studentDeleted);
  });
});
