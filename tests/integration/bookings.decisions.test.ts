import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { paymentHistoryProjection } from '../../projections/paymentHistory/paymentHistory.projection.ts';
import { semesterStatsProjection } from '../../projections/semesterStats/semesterStats.projection.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { tooLongMessage } from '../../shared/textLimits.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bedsLeft, bookOk, createRoom, createSemester, reject, revoke } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** Decisions that cannot hurt by accident: a reason for each revocation, revoke apart, none for the deleted. */
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

async function pendingBooking() {
  const student = await registerStudent(t);
  const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: 2 });
  const booking = await bookOk(t, student.token, room);
  return { student, room, booking };
}

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
const lastEvent = async (bookingId: string) =>
  (
    await t.sql<{ event_type: string; data: any }[]>`
    SELECT event_type, data FROM events WHERE stream_id = ${`booking-${bookingId}`} ORDER BY stream_position DESC LIMIT 1`
  )[0];
const post = (action: string, id: string, body: unknown, token = admin.token) =>
  t.call('POST', `/api/bookings/${id}/${action}-payment`, { token, body });

async function refusedReasons(action: string, bookingId: string, refused: (readonly [unknown, string])[]) {
  const before = await eventCount();
  for (const [body, message] of refused) {
    const res = await post(action, bookingId, body);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(res.body.message).toBe(message);
    expect(Object.keys(res.body.errors)).toEqual(['reason']);
  }
  expect(await eventCount()).toBe(before);
  expect((await post(action, bookingId, { reason: 'x'.repeat(500) })).status).toBe(200);
}

describe('a rejection may say why, a revocation must', () => {
  it('revoke: 422 naming reason when it is missing, blank or too long; nothing decided', async () => {
    const { booking } = await pendingBooking();
    expect((await approve(t, admin.token, booking.id)).status).toBe(200);
    await refusedReasons('revoke', booking.id, [
      [{}, MESSAGES.booking.reasonRequired],
      [{ reason: '   ' }, MESSAGES.booking.reasonRequired],
      [{ reason: 42 }, MESSAGES.booking.reasonRequired],
      [{ reason: 'x'.repeat(501) }, tooLongMessage('decision_reason')],
    ]);
  });

  it('reject: 422 naming reason when it is not text or too long; nothing decided', async () => {
    const { booking } = await pendingBooking();
    await refusedReasons('reject', booking.id, [
      [{ reason: 42 }, MESSAGES.staff.reasonNotText],
      [{ reason: ['late'] }, MESSAGES.staff.reasonNotText],
      [{ reason: 'x'.repeat(501) }, tooLongMessage('decision_reason')],
    ]);
  });

  it.each([{}, { reason: null }, { reason: '   ' }])(
    "reject with %j, as the spec's client sends it: unpaid with no reason",
    async (body) => {
      const { student, room, booking } = await pendingBooking();
      const res = await post('reject', booking.id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ payment_status: 'unpaid', decision_reason: null });
      expect(await bedsLeft(t, room.id)).toBe(2);
      const event = await lastEvent(booking.id);
      expect(event.event_type).toBe('PaymentRejected');
      expect(event.data).not.toHaveProperty('reason');
      const history = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
      expect(history.body.data.at(-1)).toMatchObject({ type: 'PaymentRejected', reason: null });
    },
  );

  it('keeps the reason in the event and shows it to the student on the booking and its history', async () => {
    const { student, booking } = await pendingBooking();
    const res = await reject(t, admin.token, booking.id, '  No payment received by the deadline ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payment_status: 'unpaid', decision_reason: 'No payment received by the deadline' });
    expect(await lastEvent(booking.id)).toMatchObject({
      event_type: 'PaymentRejected',
      data: { reason: 'No payment received by the deadline', previous_status: 'pending', bed_released: true },
    });
    const own = await t.call('GET', `/api/bookings/${booking.id}`, { token: student.token });
    expect(own.body.data.decision_reason).toBe('No payment received by the deadline');
    const history = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
    expect(history.body.data.map((e: any) => [e.type, e.reason])).toEqual([
      ['BedBooked', null],
      ['PaymentRejected', 'No payment received by the deadline'],
    ]);
    // Approved again, the booking no longer shows the old reason.
    expect((await approve(t, admin.token, booking.id)).body.data.decision_reason).toBeNull();
  });
});

describe('a paid booking is revoked, never rejected', () => {
  it('refuses to reject it with 409, and revokes it with a reason, freeing its bed', async () => {
    const { room, booking } = await pendingBooking();
    expect((await approve(t, admin.token, booking.id)).status).toBe(200);
    const before = await eventCount();
    const refused = await reject(t, admin.token, booking.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.booking.paidNotRejected);
    expect(await eventCount()).toBe(before);
    expect(await bedsLeft(t, room.id)).toBe(1);

    const res = await revoke(t, admin.token, booking.id, 'The transfer bounced');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payment_status: 'unpaid', decision_reason: 'The transfer bounced' });
    expect(await bedsLeft(t, room.id)).toBe(2);
    expect(await lastEvent(booking.id)).toMatchObject({
      event_type: 'PaymentRevoked',
      data: { reason: 'The transfer bounced', previous_status: 'paid', bed_released: true },
    });
  });

  it('refuses to revoke what is not paid, and to students', async () => {
    const { student, booking } = await pendingBooking();
    const pending = await revoke(t, admin.token, booking.id);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(MESSAGES.booking.revokeOnlyPaid);
    expect((await approve(t, admin.token, booking.id)).status).toBe(200);
    expect((await revoke(t, student.token, booking.id)).status).toBe(403);
    const late = await post('revoke', booking.id, { reason: 'Bounced', expected_status: 'pending' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.booking.statusChanged('paid'));
  });

  it('lists revocations and rejections with their reasons in the payment history, and out of the revenue', async () => {
    const { booking } = await pendingBooking();
    await approve(t, admin.token, booking.id);
    await revoke(t, superadmin.token, booking.id, 'Cheque returned');
    await catchUpToNow(t.sql, paymentHistoryProjection);
    await catchUpToNow(t.sql, semesterStatsProjection);
    const res = await t.call('GET', `/api/payments/history?decision=revoked`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.find((r: any) => r.booking_id === booking.id)).toMatchObject({
      decision: 'revoked',
      reason: 'Cheque returned',
      from_status: 'paid',
      to_status: 'unpaid',
      actor_id: superadmin.user.id,
    });
    const [row] = await t.sql`SELECT status FROM stats_bookings WHERE booking_id = ${booking.id}`;
    expect(row.status).toBe('unpaid');
  });
});

describe("a deleted student's booking", () => {
  it('can be neither approved, rejected nor revoked: 409, no bed taken, no revenue', async () => {
    const { student, room, booking } = await pendingBooking();
    const stats = async () => {
      await catchUpToNow(t.sql, semesterStatsProjection);
      return (await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: superadmin.token })).body.data;
    };
    const revenueBefore = (await stats()).revenue_approved;
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token })).status).toBe(200);
    const before = await eventCount();
    for (const res of [
      await approve(t, admin.token, booking.id),
      await reject(t, admin.token, booking.id),
      await revoke(t, admin.token, booking.id),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.booking.studentDeleted);
    }
    expect(await eventCount()).toBe(before);
    expect(await bedsLeft(t, room.id)).toBe(2);
    expect((await stats()).revenue_approved).toBe(revenueBefore);
  });

  it('is marked in the booking and in the lists, whatever its status', async () => {
    const { student, booking } = await pendingBooking();
    const rejected = await pendingBooking();
    await reject(t, admin.token, rejected.booking.id);
    const kept = await pendingBooking();
    for (const gone of [student, rejected.student]) {
      expect((await t.call('DELETE', `/api/users/${gone.user.id}`, { token: superadmin.token })).status).toBe(200);
    }
    const list = await t.call(
      'GET',
      `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ semester_id: semesterId }))}&range=[0,99]`,
      {
        token: admin.token,
      },
    );
    const marked = new Map(list.body.map((b: any) => [b.id, b.student_deleted]));
    expect([marked.get(booking.id), marked.get(rejected.booking.id), marked.get(kept.booking.id)]).toEqual([true, true, false]);
  });
});
