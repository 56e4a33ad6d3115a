import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingStream } from '../../api/bookings/bookings.events.ts';
import { notificationStream } from '../../api/payments/payments.events.ts';
import { paystackProvider } from '../../api/payments/providers/paystack.ts';
import { sweepPendingPayments } from '../../api/payments/reconciler.ts';
import { verifyPayment } from '../../api/payments/verifyPayment.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { paymentHistoryProjection } from '../../projections/paymentHistory/paymentHistory.projection.ts';
import { semesterStatsProjection } from '../../projections/semesterStats/semesterStats.projection.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { startFakePaystack, type FakePaystack } from '../helpers/fakePaystack.ts';
import { createAdmin, login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bedsLeft, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let fake: FakePaystack;
let t: TestApp;
let superadmin: string;
let admin: string;
const provider = () => paystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, callbackUrl: 'https://hostel.test/history' });

let adminEmail: string;

beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp({ paymentProvider: provider() });
  adminEmail = (await createAdmin(t)).user.email as string;
});
// The reconciler's tests move the clock by a day: every test signs in afresh.
beforeEach(async () => {
  superadmin = (await loginSuperadmin(t)).token;
  admin = (await login(t, adminEmail, 'password123')).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A student's pending booking of a room of its own, in a semester of its own (its statistics are the booking's). */
async function pendingBooking(price = 1500) {
  const student = await registerStudent(t);
  const semesterId = (await createSemester(t, superadmin)).id;
  const room = await createRoom(t, superadmin, semesterId, { room_capacity: 1, price_per_bed: price });
  const booking = await bookOk(t, student.token, room);
  return { student, room, booking, semesterId };
}

async function startPayment(token: string, bookingId: string) {
  const res = await t.call('POST', `/api/bookings/${bookingId}/online-payments`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { reference: string; authorization_url: string; status: string };
}

const notify = (app: TestApp, hook: { rawBody: string; headers: Record<string, string> }) =>
  app.call('POST', '/api/payments/webhooks/paystack', { rawBody: hook.rawBody, headers: hook.headers });

const eventsOf = async (type: string, stream?: string) =>
  t.sql<{ data: Record<string, any> }[]>`
    SELECT data FROM events WHERE event_type = ${type} AND (${stream ?? null}::text IS NULL OR stream_id = ${stream ?? null})
     ORDER BY global_position`;
const statusOf = async (bookingId: string) =>
  (await t.sql<{ payment_status: string }[]>`SELECT payment_status FROM bookings WHERE id = ${bookingId}`)[0].payment_status;
const paymentOf = async (token: string, reference: string) =>
  (await t.call('GET', `/api/payments/online/${reference}`, { token })).body.data;

describe('a good payment', () => {
  it('opens the checkout for the amount due, and is confirmed on the provider’s verification: booking paid, revenue counted once', async () => {
    const { student, booking, semesterId } = await pendingBooking(1250.5);
    const payment = await startPayment(student.token, booking.id);
    expect(payment).toMatchObject({ status: 'pending', amount: 1250.5, currency: 'GHS', provider: 'paystack', booking_id: booking.id });
    expect(payment.authorization_url).toBe(`${fake.baseUrl}/checkout/ac_${payment.reference}`);
    expect(fake.transactions.get(payment.reference)).toMatchObject({
      amount: 125050,
      currency: 'GHS',
      email: booking.email_address,
      callback_url: 'https://hostel.test/history',
      channels: expect.arrayContaining(['mobile_money']),
    });
    expect((await eventsOf('PaymentIntentCreated', `booking-${booking.id}`)).map((e) => e.data.reference)).toEqual([payment.reference]);

    fake.pay(payment.reference);
    const answer = await notify(t, fake.webhook(payment.reference));
    expect(answer.status).toBe(200);
    await t.deps.payments.settled();

    expect(await statusOf(booking.id)).toBe('paid');
    expect(await paymentOf(student.token, payment.reference)).toMatchObject({
      status: 'confirmed',
      paid_amount: 1250.5,
      channel: 'mobile_money',
      bank: 'MTN',
    });
    expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(1);
    // A webhook about the same payment's refund later, or the student's page asking, changes nothing.
    await notify(t, fake.webhook(payment.reference, { event: 'charge.dispute.create' }));
    await t.call('POST', `/api/payments/online/${payment.reference}/verify`, { token: student.token });
    await t.deps.payments.settled();
    expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(1);

    await Promise.all([catchUpToNow(t.sql, semesterStatsProjection), catchUpToNow(t.sql, paymentHistoryProjection)]);
    const stats = await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: superadmin });
    expect(stats.body.data).toMatchObject({ revenue_approved: 1250.5, bookings: { paid: 1, pending: 0 }, beds_taken: 1 });
    const history = await t.call('GET', `/api/payments/history?semester_id=${semesterId}`, { token: admin });
    expect(history.body.data).toEqual([
      expect.objectContaining({ decision: 'confirmed', actor_name: 'Paystack', amount: 1250.5, from_status: 'pending', to_status: 'paid' }),
    ]);
    const timeline = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
    expect(timeline.body.data.map((e: { type: string }) => e.type)).toEqual(['BedBooked', 'PaymentIntentCreated', 'PaymentConfirmed']);
    expect(timeline.body.data[2]).toMatchObject({
      from_status: 'pending',
      to_status: 'paid',
      provider: 'paystack',
      channel: 'mobile_money',
      bank: 'MTN',
      reference: payment.reference,
      actor: { name: 'Paystack' },
    });
    const again = await t.call('POST', `/api/bookings/${booking.id}/approve-payment`, { token: admin, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.booking.alreadyPaid);
  });

  it('offers the same checkout again while it is recent, and refuses a booking not the student’s, or not pending', async () => {
    const { student, booking } = await pendingBooking();
    const first = await startPayment(student.token, booking.id);
    const second = await t.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
    expect(second.status).toBe(200);
    expect(second.body.data.reference).toBe(first.reference);
    const other = await registerStudent(t);
    expect((await t.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/payments/online/${first.reference}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/payments/online/${first.reference}`, { token: admin })).status).toBe(200);
    expect((await reject(t, admin, booking.id)).status).toBe(200);
    const refused = await t.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.payments.notPending);
  });

  it('gives taps at once, on two servers, the same checkout: one payment recorded, one transaction at the provider', async () => {
    const b = await createTestApp({ db: t.db, clock: t.clock, paymentProvider: provider() });
    try {
      const { student, booking } = await pendingBooking();
      const initialized = fake.calls.initialize;
      fake.control.initializeDelayMs = 300;
      const taps = await Promise.all(
        [t, b, t, b].map((app) => app.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token })),
      );
      fake.control.initializeDelayMs = 0;
      expect(taps.map((tap) => tap.status).sort()).toEqual([200, 200, 200, 201]);
      const reference = taps[0].body.data.reference;
      expect(taps.map((tap) => [tap.body.data.reference, tap.body.data.authorization_url])).toEqual(
        taps.map(() => [reference, `${fake.baseUrl}/checkout/ac_${reference}`]),
      );
      expect(fake.calls.initialize - initialized).toBe(1);
      expect(await eventsOf('PaymentIntentCreated', bookingStream(booking.id))).toHaveLength(1);
      const listed = await t.call('GET', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
      expect(listed.body.data.map((intent: { reference: string }) => intent.reference)).toEqual([reference]);
      // The page the checkout opened at is no step of the booking's history.
      const timeline = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
      expect(timeline.body.data.map((e: { type: string }) => e.type)).toEqual(['BedBooked', 'PaymentIntentCreated']);
    } finally {
      fake.control.initializeDelayMs = 0;
      await b.deps.sessions.close();
    }
  });

  it('answers a tap made while the checkout could not be opened 503, as the first, and opens a new one after', async () => {
    const { student, booking } = await pendingBooking();
    fake.control.initializeDelayMs = 300;
    fake.control.failInitialize = true;
    const tap = () => t.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
    const taps = await Promise.all([tap(), tap()]).finally(() => {
      fake.control.initializeDelayMs = 0;
      fake.control.failInitialize = false;
    });
    expect(taps.map((answer) => [answer.status, answer.body.message])).toEqual([
      [503, MESSAGES.payments.providerDown],
      [503, MESSAGES.payments.providerDown],
    ]);
    const listed = await t.call('GET', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ status: 'failed', provider_status: 'not_opened', authorization_url: null }),
    ]);
    const again = await tap();
    expect(again.status).toBe(201);
    expect(again.body.data.authorization_url).toBe(`${fake.baseUrl}/checkout/ac_${again.body.data.reference}`);
  });
});

describe('notifications that are not to be trusted', () => {
  it('refuses a forged one with 401, storing nothing and confirming nothing; a body that is not JSON is a 400', async () => {
    const { student, booking } = await pendingBooking();
    const payment = await startPayment(student.token, booking.id);
    fake.pay(payment.reference);
    const verifiesBefore = fake.calls.verify;
    const forged = fake.webhook(payment.reference, { key: 'sk_test_not_the_hostels_key' });
    const refused = await notify(t, forged);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(MESSAGES.payments.notificationNotSigned);
    await t.deps.payments.settled();
    expect(await t.sql`SELECT 1 FROM events WHERE stream_id LIKE ${`notification-paystack-${payment.reference}%`}`).toHaveLength(0);
    expect(fake.calls.verify).toBe(verifiesBefore);
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(0);

    const broken = await t.call('POST', '/api/payments/webhooks/paystack', { rawBody: '{"event": "charge.succ', headers: forged.headers });
    expect(broken.status).toBe(400);
    const unsigned = await t.call('POST', '/api/payments/webhooks/paystack', { rawBody: '{"event":"charge.success","data":{}}' });
    expect(unsigned.status).toBe(401);
    expect((await t.call('POST', '/api/payments/webhooks/hubtel', { rawBody: '{}' })).status).toBe(404);
  });

  it('confirms a replayed notification once', async () => {
    const { student, booking } = await pendingBooking();
    const payment = await startPayment(student.token, booking.id);
    fake.pay(payment.reference);
    const hook = fake.webhook(payment.reference);
    for (let i = 0; i < 3; i++) expect((await notify(t, hook)).status).toBe(200);
    await t.deps.payments.settled();
    // Recorded once, with what names it and not the body.
    expect(await eventsOf('PaymentNotificationReceived', notificationStream('paystack', payment.reference, 'charge.success'))).toEqual([
      {
        data: {
          provider: 'paystack',
          reference: payment.reference,
          signature_valid: true,
          event: 'charge.success',
          at: expect.any(String),
        },
      },
    ]);
    expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(1);
    expect(await statusOf(booking.id)).toBe('paid');
  });
});

describe('payments the office decides', () => {
  const queue = async (open = true) => (await t.call('GET', `/api/payments/unmatched?open=${open}`, { token: admin })).body.data;

  it('flags another amount as a mismatch in the unmatched queue, booking still pending; re-hold approves it', async () => {
    const { student, booking } = await pendingBooking(1500);
    const payment = await startPayment(student.token, booking.id);
    fake.pay(payment.reference, { amount: 100000 });
    await notify(t, fake.webhook(payment.reference));
    await t.deps.payments.settled();
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await eventsOf('PaymentMismatch', `booking-${booking.id}`)).toEqual([
      { data: expect.objectContaining({ amount: 1000, expected_amount: 1500, currency: 'GHS', booking_status: 'pending' }) },
    ]);
    expect(await queue()).toContainEqual(
      expect.objectContaining({ reference: payment.reference, status: 'mismatch', review: 'mismatch', paid_amount: 1000, amount: 1500 }),
    );
    expect((await t.call('GET', '/api/payments/unmatched', { token: student.token })).status).toBe(403);

    const reheld = await t.call('POST', `/api/payments/unmatched/${payment.reference}/rehold`, { token: admin });
    expect(reheld.status, JSON.stringify(reheld.body)).toBe(200);
    expect(reheld.body.data.status).toBe('reheld');
    expect(await statusOf(booking.id)).toBe('paid');
    expect((await queue()).map((p: { reference: string }) => p.reference)).not.toContain(payment.reference);
    expect((await queue(false)).map((p: { reference: string }) => p.reference)).toContain(payment.reference);
    const twice = await t.call('POST', `/api/payments/unmatched/${payment.reference}/refund`, { token: admin, body: { reason: 'x' } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.payments.notInQueue);
  });

  it('records a payment after a rejection as late, without marking the booking paid; re-hold takes a bed again', async () => {
    const { student, room, booking } = await pendingBooking();
    const payment = await startPayment(student.token, booking.id);
    expect((await reject(t, admin, booking.id)).status).toBe(200);
    fake.pay(payment.reference);
    await notify(t, fake.webhook(payment.reference));
    await t.deps.payments.settled();
    expect(await statusOf(booking.id)).toBe('unpaid');
    expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(0);
    expect(await eventsOf('LatePaymentReceived', `booking-${booking.id}`)).toEqual([
      { data: expect.objectContaining({ reference: payment.reference, amount: 1500, booking_status: 'unpaid', channel: 'mobile_money' }) },
    ]);
    expect(await queue()).toContainEqual(
      expect.objectContaining({ reference: payment.reference, status: 'late', booking_status: 'unpaid', current_booking_status: 'unpaid' }),
    );
    expect(await bedsLeft(t, room.id)).toBe(1);
    const reheld = await t.call('POST', `/api/payments/unmatched/${payment.reference}/rehold`, { token: admin });
    expect(reheld.status, JSON.stringify(reheld.body)).toBe(200);
    expect(await statusOf(booking.id)).toBe('paid');
    expect(await bedsLeft(t, room.id)).toBe(0);
  });

  it('refunds a late payment with a reason when the bed is gone', async () => {
    const { student, room, booking } = await pendingBooking();
    const payment = await startPayment(student.token, booking.id);
    expect((await reject(t, admin, booking.id)).status).toBe(200);
    await bookOk(t, (await registerStudent(t)).token, room);
    fake.pay(payment.reference);
    await notify(t, fake.webhook(payment.reference));
    await t.deps.payments.settled();
    const full = await t.call('POST', `/api/payments/unmatched/${payment.reference}/rehold`, { token: admin });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(MESSAGES.booking.fullCapacity);
    const noReason = await t.call('POST', `/api/payments/unmatched/${payment.reference}/refund`, { token: admin, body: { reason: ' ' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(MESSAGES.payments.refundReasonRequired);
    const refunded = await t.call('POST', `/api/payments/unmatched/${payment.reference}/refund`, {
      token: admin,
      body: { reason: 'The room was taken after the rejection' },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', resolution_reason: 'The room was taken after the rejection' });
    expect(await eventsOf('PaymentRefundRequested', `booking-${booking.id}`)).toHaveLength(1);
    expect(await statusOf(booking.id)).toBe('unpaid');
  });
});

describe('the reconciler', () => {
  it('finds a payment whose notification was lost, once it has been pending five minutes', async () => {
    const { student, booking } = await pendingBooking();
    const payment = await startPayment(student.token, booking.id);
    fake.pay(payment.reference);
    t.clock.advance(4 * 60_000);
    await sweepPendingPayments(t.deps);
    expect(await statusOf(booking.id)).toBe('pending');
    t.clock.advance(2 * 60_000);
    await sweepPendingPayments(t.deps);
    expect(await statusOf(booking.id)).toBe('paid');
    expect((await paymentOf(student.token, payment.reference)).status).toBe('confirmed');
    expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(1);
  });

  it('gives up a checkout never paid a day after it started, and waits longer between questions meanwhile', async () => {
    const { student, booking } = await pendingBooking();
    const payment = await startPayment(student.token, booking.id);
    t.clock.advance(6 * 60_000);
    const backoff = new Map();
    await sweepPendingPayments(t.deps, backoff);
    await sweepPendingPayments(t.deps, backoff);
    expect(fake.calls.verifyOf.get(payment.reference)).toBe(1);
    t.clock.advance(24 * 3600_000);
    await sweepPendingPayments(t.deps, backoff);
    expect(await t.deps.read.paymentIntents.findIntent(t.sql, payment.reference)).toMatchObject({
      status: 'failed',
      provider_status: 'abandoned',
    });
    expect(await statusOf(booking.id)).toBe('pending');
  });
});

describe('several servers', () => {
  it('two servers receiving the same notification at once confirm the payment exactly once', async () => {
    const b = await createTestApp({ db: t.db, clock: t.clock, paymentProvider: provider() });
    try {
      const { student, booking } = await pendingBooking();
      const payment = await startPayment(student.token, booking.id);
      fake.pay(payment.reference);
      const hook = fake.webhook(payment.reference);
      const answers = await Promise.all([notify(t, hook), notify(b, hook), notify(t, hook), notify(b, hook)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      await Promise.all([t.deps.payments.settled(), b.deps.payments.settled()]);
      expect(
        await eventsOf('PaymentNotificationReceived', notificationStream('paystack', payment.reference, 'charge.success')),
      ).toHaveLength(1);
      expect(await eventsOf('PaymentConfirmed', `booking-${booking.id}`)).toHaveLength(1);

      // Verifications racing on both servers, as sweeps and the student's page may: still one.
      const other = await pendingBooking();
      const second = await startPayment(other.student.token, other.booking.id);
      fake.pay(second.reference);
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) => verifyPayment((i % 2 ? b : t).deps, second.reference, `race-${i}`)),
      );
      expect(outcomes.every((p) => p?.status === 'confirmed')).toBe(true);
      expect(await eventsOf('PaymentConfirmed', `booking-${other.booking.id}`)).toHaveLength(1);
    } finally {
      await b.deps.sessions.close();
    }
  });
});

describe('configuration and secrets', () => {
  it('without a secret key, online payment is off: the button’s flag is false, starting is refused, no webhook route', async () => {
    const off = await createTestApp({ db: t.db, clock: t.clock });
    try {
      const { student, booking } = await pendingBooking();
      expect((await off.call('GET', '/api/payments/online', { token: student.token })).body.data).toMatchObject({ enabled: false });
      expect((await t.call('GET', '/api/payments/online', { token: student.token })).body.data).toMatchObject({ enabled: true });
      const refused = await off.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.payments.unavailable);
      expect((await off.call('POST', '/api/payments/webhooks/paystack', { rawBody: '{}' })).status).toBe(404);
    } finally {
      await off.deps.sessions.close();
    }
  });

  it('a provider that fails is a 503 the student can act on, and no log line carries the secret key', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ db: t.db, clock: t.clock, paymentProvider: provider(), log: pino({ level: 'trace' }, sink) });
    try {
      const { student, booking } = await pendingBooking();
      fake.control.failInitialize = true;
      const down = await logged.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
      fake.control.failInitialize = false;
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(MESSAGES.payments.providerDown);

      const payment = (await logged.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token })).body.data;
      fake.control.failVerify = true;
      const verify = await logged.call('POST', `/api/payments/online/${payment.reference}/verify`, { token: student.token });
      fake.pay(payment.reference);
      await notify(logged, fake.webhook(payment.reference));
      await logged.deps.payments.settled();
      fake.control.failVerify = false;
      expect(verify.status).toBe(503);
      expect(lines.join('\n')).toMatch(/payment checkout failed/);
      expect(lines.join('\n')).toMatch(/payment verification failed/);
      expect(lines.join('\n')).not.toContain(fake.secretKey);
      const inTheLog =
        await t.sql`SELECT 1 FROM events WHERE data::text LIKE ${`%${fake.secretKey}%`} OR metadata::text LIKE ${`%${fake.secretKey}%`}`;
      expect(inTheLog).toHaveLength(0);
      expect([...fake.control.seenKeys]).toContain(`Bearer ${fake.secretKey}`);
    } finally {
      await logged.deps.sessions.close();
    }
  });
});
