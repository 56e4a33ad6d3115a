import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationStream } from '../../api/payments/payments.events.ts';
import { paystackProvider } from '../../api/payments/providers/paystack.ts';
import { NOTIFICATION_RATES } from '../../api/payments/webhookLimits.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { startFakePaystack, type FakePaystack } from '../helpers/fakePaystack.ts';
import { loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let fake: FakePaystack;
let t: TestApp;
let superadmin: string;

beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp({ paymentProvider: paystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl }) });
});
// The caps refill with the clock: each test starts with them full.
beforeEach(async () => {
  t.clock.advance(60_000);
  superadmin = (await loginSuperadmin(t)).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ATTACKER = '203.0.113.66';
const PAYSTACK = '52.31.139.75';

async function startedPayment() {
  const student = await registerStudent(t);
  const semesterId = (await createSemester(t, superadmin)).id;
  const room = await createRoom(t, superadmin, semesterId, { room_capacity: 1 });
  const booking = await bookOk(t, student.token, room);
  const started = await t.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { student, booking, reference: started.body.data.reference as string };
}

const notify = (hook: { rawBody: string; headers: Record<string, string> }, clientAddress?: string) =>
  t.call('POST', '/api/payments/webhooks/paystack', { rawBody: hook.rawBody, headers: hook.headers, clientAddress });

/** A notification about `reference` signed with `key` (not the hostel's by default), padded with `bytes` of noise that does not compress. */
const padded = (reference: string, event: string, bytes: number, key = 'sk_test_not_the_hostels_key') =>
  fake.webhook(reference, {
    event,
    key,
    data: { reference, status: 'success', padding: randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64') },
  });

const logSize = async () => Number((await t.sql<{ size: string }[]>`SELECT pg_total_relation_size('events') AS size`)[0].size);
const notifications = async () =>
  (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = 'PaymentNotificationReceived'`)[0].n;
const statusOf = async (bookingId: string) =>
  (await t.sql<{ payment_status: string }[]>`SELECT payment_status FROM bookings WHERE id = ${bookingId}`)[0].payment_status;

describe('a flood of forged notifications', () => {
  it('leaves the event log as it was, and another user’s reads answered as usual', async () => {
    const { student, booking, reference } = await startedPayment();
    const [sizeBefore, storedBefore] = [await logSize(), await notifications()];

    // One client posts 150 forged 100 KB notifications, ten at a time, each naming another event;
    // the student reads their payments alongside each ten.
    const read = async () => {
      const started = performance.now();
      const answer = await t.call('GET', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const statuses: number[] = [];
    const reads: number[] = [];
    for (let wave = 0; wave < 15; wave++) {
      const forged = Array.from({ length: 10 }, (_, i) => notify(padded(reference, `charge.success.${wave * 10 + i}`, 100_000), ATTACKER));
      const [answers, ms] = await Promise.all([Promise.all(forged), read()]);
      statuses.push(...answers.map((a) => a.status));
      reads.push(ms);
    }

    expect((await logSize()) - sizeBefore).toBeLessThan(1024 * 1024);
    expect(await notifications()).toBe(storedBefore);
    expect(statuses.every((s) => s === 413 || s === 429)).toBe(true);
    expect(reads.every((ms) => ms < 2000)).toBe(true);
  });

  it('does not keep out a genuine notification from another address: it is recorded and confirms the payment', async () => {
    const { booking, reference } = await startedPayment();
    fake.pay(reference);
    const refused = [];
    for (let i = 0; i <= NOTIFICATION_RATES.perClient.burst; i++)
      refused.push((await notify(padded(reference, `e${i}`, 2000), ATTACKER)).status);
    expect(refused.at(0)).toBe(401);
    expect(refused.at(-1)).toBe(429);

    expect((await notify(fake.webhook(reference), PAYSTACK)).status).toBe(200);
    await t.deps.payments.settled();
    expect(await statusOf(booking.id)).toBe('paid');
    const [recorded] = await t.sql<{ data: Record<string, unknown>; schema_version: number }[]>`
      SELECT data, schema_version FROM events WHERE stream_id = ${notificationStream('paystack', reference, 'charge.success')}`;
    expect(recorded).toEqual({
      data: { provider: 'paystack', reference, signature_valid: true, event: 'charge.success', at: expect.any(String) },
      schema_version: 2,
    });
  });
});

describe('the caps on notifications', () => {
  it('answers a client past its cap 429 with Retry-After, and serves it again after that wait', async () => {
    const { reference } = await startedPayment();
    const from = '198.51.100.7';
    for (let i = 0; i < NOTIFICATION_RATES.perClient.burst; i++)
      expect((await notify(padded(reference, `e${i}`, 100), from)).status).toBe(401);
    const past = await notify(padded(reference, 'again', 100), from);
    expect(past.status).toBe(429);
    expect(past.body.message).toBe(MESSAGES.payments.tooManyNotifications);
    const wait = Number(past.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    // Another address is served meanwhile.
    expect((await notify(padded(reference, 'other', 100), '198.51.100.8')).status).toBe(401);

    t.clock.advance(wait * 1000);
    expect((await notify(padded(reference, 'later', 100), from)).status).toBe(401);
  });

  it('answers 429 past the cap of all clients together, even to an address not seen before', async () => {
    const { reference } = await startedPayment();
    // Each call comes from an address of its own.
    for (let i = 0; i < NOTIFICATION_RATES.overall.burst; i++) expect((await notify(padded(reference, `e${i}`, 100))).status).toBe(401);
    const past = await notify(padded(reference, 'one more', 100));
    expect(past.status).toBe(429);
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    t.clock.advance(1000);
    expect((await notify(padded(reference, 'later', 100))).status).toBe(401);
  });

  it('refuses a body far larger than the provider sends with 413, signed or not', async () => {
    const { reference } = await startedPayment();
    const large = await notify(padded(reference, 'charge.success', 40_000, fake.secretKey), PAYSTACK);
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(MESSAGES.payments.notificationTooLarge);
    expect((await notify(padded(reference, 'charge.success', 20_000, fake.secretKey), PAYSTACK)).status).toBe(200);
  });
});
