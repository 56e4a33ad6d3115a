import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentHorizon } from '../../api/eventStore/read.ts';
import { foldableLog } from '../../api/eventStore/unsealed.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { projections } from '../../projections/index.ts';
import { CANCELLATION_MESSAGES } from '../../shared/cancellationMessages.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bedsLeft, book, bookOk, createRoom, createSemester, revoke } from '../helpers/hostel.ts';
import { notificationRows, notifyToNow, recordingProvider } from '../helpers/notifications.ts';
import { inSchema, rowsOf, schemaWith } from '../helpers/shadowSchemas.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** A student cancels their booking: a pending one at once, a paid one by the office's decision. */
let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let semesterId: string;

beforeAll(async () => {
  // An SMS provider, so that the student's messages are queued.
  t = await createTestApp({ notificationProviders: { sms: recordingProvider('sms') } });
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
});
afterAll(() => t.close());

const cancel = (id: string, token: string, body: unknown = {}) => t.call('POST', `/api/bookings/${id}/cancel`, { token, body });
const decide = (id: string, how: 'approve' | 'refuse', body: unknown, token = admin.token) =>
  t.call('POST', `/api/bookings/${id}/cancellation/${how}`, { token, body });
const asyncOnes = projections.filter((p) => p.mode === 'async');
const catchUp = async () => {
  for (const p of asyncOnes) await catchUpToNow(t.sql, p);
};

async function booking(capacity = 2) {
  const student = await registerStudent(t);
  const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: capacity });
  return { student, room, booking: await bookOk(t, student.token, room) };
}
async function paidBooking() {
  const b = await booking();
  expect((await approve(t, admin.token, b.booking.id)).status).toBe(200);
  return b;
}
async function requested() {
  const b = await paidBooking();
  const res = await cancel(b.booking.id, b.student.token, { reason: 'I got a place nearer home' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return b;
}

describe('a pending booking', () => {
  it('is cancelled at once: unpaid, decided as cancelled, its bed back for another student to book', async () => {
    const { student, room, booking: b } = await booking(1);
    expect(await bedsLeft(t, room.id)).toBe(0);
    const res = await cancel(b.id, student.token, { reason: 'Changed my mind' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(CANCELLATION_MESSAGES.cancelled);
    expect(res.body.data).toMatchObject({
      payment_status: 'unpaid',
      last_decision: 'cancelled',
      hold_until: null,
      cancellation: { reason: 'Changed my mind', decided: 'cancelled', refund: false, refund_amount: 0 },
    });
    expect(await bedsLeft(t, room.id)).toBe(1);
    const other = await registerStudent(t);
    expect((await book(t, other.token, room)).status).toBe(201);
    // The other student took the bed the cancellation gave back.
    expect(await bedsLeft(t, room.id)).toBe(0);
  });

  it('takes no reason, and a second cancel is a 409', async () => {
    const { student, booking: b } = await booking();
    expect((await cancel(b.id, student.token)).status).toBe(200);
    const again = await cancel(b.id, student.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CANCELLATION_MESSAGES.notActive('rejected'));
  });
});

describe('a paid booking', () => {
  it('needs a reason (422), then becomes a request: still paid, a second one 409', async () => {
    const { student, booking: b } = await paidBooking();
    const bare = await cancel(b.id, student.token);
    expect(bare.status).toBe(422);
    expect(bare.body.message).toBe(CANCELLATION_MESSAGES.reasonRequired);
    const res = await cancel(b.id, student.token, { reason: 'Going home' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CANCELLATION_MESSAGES.requested);
    expect(res.body.data).toMatchObject({ payment_status: 'paid', cancellation: { reason: 'Going home', decided: null } });
    expect((await cancel(b.id, student.token, { reason: 'Again' })).status).toBe(409);
  });

  it('is listed for the office while open, and approved with a partial refund: unpaid, bed back, history and stats say so', async () => {
    const { room, booking: b } = await requested();
    const open = await t.call(
      'GET',
      `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ cancellation: 'requested' }))}&range=[0,99]`,
      {
        token: admin.token,
      },
    );
    expect(open.status).toBe(200);
    expect(open.body.map((r: { id: string }) => r.id)).toContain(b.id);
    await catchUp();
    const stats = async () => {
      await catchUp();
      return (await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: superadmin.token })).body.data;
    };
    const before = await stats();
    const beds = await bedsLeft(t, room.id);

    const res = await decide(b.id, 'approve', { refund: true, refund_amount: 500, reason: 'Agreed, less the fee' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      payment_status: 'unpaid',
      last_decision: 'cancelled',
      cancellation: { decided: 'approved', refund: true, refund_amount: 500, decision_reason: 'Agreed, less the fee' },
    });
    expect(await bedsLeft(t, room.id)).toBe(beds + 1);

    const after = await stats();
    expect(after.bookings.cancelled).toBe(before.bookings.cancelled + 1);
    expect(after.revenue_approved).toBeCloseTo(before.revenue_approved - 500, 2);

    const history = await t.call('GET', `/api/payments/history?per_page=100`, { token: admin.token });
    const rows = history.body.data.filter((r: { booking_id: string }) => r.booking_id === b.id);
    expect(rows.map((r: { decision: string }) => r.decision).sort()).toEqual(['approved', 'cancellation_requested', 'cancelled']);
    expect(rows.find((r: { decision: string }) => r.decision === 'cancelled')).toMatchObject({ refund_amount: 500, to_status: 'unpaid' });
    const timeline = await t.call('GET', `/api/bookings/${b.id}/history`, { token: admin.token });
    expect(timeline.body.data.at(-1)).toMatchObject({ type: 'CancellationApproved', refund_amount: 500, to_status: 'unpaid' });
    const after2 = await t.call(
      'GET',
      `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ cancellation: 'requested' }))}&range=[0,99]`,
      {
        token: admin.token,
      },
    );
    expect(after2.body.map((r: { id: string }) => r.id)).not.toContain(b.id);
  });

  it('refused: stays paid, keeps its bed; the student may ask again', async () => {
    const { student, room, booking: b } = await requested();
    const beds = await bedsLeft(t, room.id);
    expect((await decide(b.id, 'refuse', {})).status).toBe(422);
    const res = await decide(b.id, 'refuse', { reason: 'Term has started' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      payment_status: 'paid',
      cancellation: { decided: 'refused', decision_reason: 'Term has started' },
    });
    expect(await bedsLeft(t, room.id)).toBe(beds);
    expect((await decide(b.id, 'refuse', { reason: 'Again' })).status).toBe(409);
    expect((await cancel(b.id, student.token, { reason: 'Please reconsider' })).status).toBe(200);
  });

  it('has nothing to decide once its payment was revoked meanwhile (409), and nothing is left open', async () => {
    const { student, booking: b } = await requested();
    const revoked = await revoke(t, admin.token, b.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ payment_status: 'unpaid', cancellation: null });
    const res = await decide(b.id, 'approve', { refund: true, reason: 'ok' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CANCELLATION_MESSAGES.noRequest);
    // Paid again later, the booking has no request waiting: the office's queue does not list it,
    // and its student may ask again.
    expect((await approve(t, admin.token, b.id)).status).toBe(200);
    const open = await t.call(
      'GET',
      `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ cancellation: 'requested' }))}&range=[0,99]`,
      { token: admin.token },
    );
    expect(open.body.map((r: { id: string }) => r.id)).not.toContain(b.id);
    const own = await t.call('GET', `/api/bookings/${b.id}`, { token: student.token });
    expect(own.body.data).toMatchObject({ payment_status: 'paid', cancellation: null });
    expect((await cancel(b.id, student.token, { reason: 'Still moving home' })).status).toBe(200);
  });
});

describe("the student is told the office's decision", () => {
  it('queues a cancellation_decided message for a decision, none for a pending booking cancelled by its student', async () => {
    const { booking: decided } = await requested();
    expect((await decide(decided.id, 'refuse', { reason: 'Term has started' })).status).toBe(200);
    const { student, booking: own } = await booking();
    expect((await cancel(own.id, student.token)).status).toBe(200);
    await notifyToNow(t.deps);
    const kinds = async (id: string) => (await notificationRows(t, id)).map((r: { kind: string }) => r.kind);
    expect(await kinds(decided.id)).toContain('cancellation_decided');
    expect(await kinds(own.id)).not.toContain('cancellation_decided');
    const [message] = (await notificationRows(t, decided.id)).filter((r: { kind: string }) => r.kind === 'cancellation_decided');
    expect(message.text).toContain('was refused');
  });
});

describe('who may do what', () => {
  it("a student cannot cancel another's booking (404) nor decide a request (403); an admin may cancel for a student", async () => {
    const { booking: b } = await requested();
    const other = await registerStudent(t);
    expect((await cancel(b.id, other.token, { reason: 'x' })).status).toBe(404);
    expect((await decide(b.id, 'approve', { refund: false, reason: 'x' }, other.token)).status).toBe(403);
    const mine = await booking();
    expect((await cancel(mine.booking.id, admin.token)).status).toBe(200);
    expect((await cancel('no-such-booking', admin.token)).status).toBe(404);
  });

  it('bad input is a 4xx naming the field', async () => {
    const { booking: b } = await requested();
    for (const body of [
      { refund: 'yes', reason: 'x' },
      { refund: true, refund_amount: -1, reason: 'x' },
      { refund: true, refund_amount: 'all', reason: 'x' },
      { reason: 'x' },
      { refund: true, refund_amount: 1e12, reason: 'x' },
    ]) {
      const res = await decide(b.id, 'approve', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const tooMuch = await decide(b.id, 'approve', { refund: true, refund_amount: Number(b.amount_paid) + 1, reason: 'x' });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors ?? {})).toContain('refund_amount');
    expect((await cancel(b.id, admin.token, { reason: 42 })).status).toBe(422);
  });
});

describe('a rebuild', () => {
  it('folds the cancellations the API wrote to the rows of the live read models', async () => {
    await catchUp();
    const [{ last }] = await t.sql<{ last: string }[]>`SELECT max(transaction_id)::text AS last FROM events`;
    const horizon = await vi.waitFor(
      async () => {
        const h = await currentHorizon(t.sql);
        expect(BigInt(h.transactionId)).toBeGreaterThan(BigInt(last));
        return h;
      },
      { timeout: 15_000, interval: 20 },
    );
    for (const p of projections.filter((p) => p.fold)) {
      const schema = `cancel_folded_${p.name}`;
      await schemaWith(t.sql, schema, [p]);
      expect(await inSchema(t.sql, schema, async (tx) => p.fold!(tx, await foldableLog(t.sql, schema, horizon, p.handles))), p.name).toBe(
        true,
      );
      expect(await rowsOf(t.sql, schema, p), p.name).toEqual(await rowsOf(t.sql, 'public', p));
    }
  });
});
