import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../api/assemble.ts';
import { ensureNotifierCheckpoint, notifyAll, NOTIFIER_CHECKPOINT, remindHolds } from '../../api/notifications/notifier.ts';
import { sendDue } from '../../api/notifications/sender.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { notificationsProjection } from '../../projections/notifications/notifications.projection.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { notificationRows, notifyToNow, recordingProvider, sendToNow } from '../helpers/notifications.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/testApp.ts';

const sms = recordingProvider('test-sms');
const email = recordingProvider('test-email');
let t: TestApp;
let admin: { token: string };
let semesterId: string;

const newRoom = () => createRoom(t, admin.token, semesterId, { room_capacity: 4, price_per_bed: 1250.5 });
async function studentBooking(room?: Room) {
  const student = await registerStudent(t, { phone_number: '0241234567' });
  const booking = await bookOk(t, student.token, room ?? (await newRoom()));
  return { student, booking };
}
/** How many times the providers were handed a message of this booking. */
async function deliveries(bookingId: string, providers = [sms, email]) {
  const ids = new Set((await notificationRows(t, bookingId)).map((r) => r.id));
  return providers.flatMap((p) => p.received).filter((m) => ids.has(m.id)).length;
}

beforeAll(async () => {
  t = await createTestApp({ notificationProviders: { sms, email }, publicUrl: 'https://hostel.example.org' });
  const superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
});
afterAll(() => t.close());

describe('notifications decided from the log', () => {
  it('queues one SMS to the booking phone and one email to the account for a booking, and sends each once', async () => {
    const { student, booking } = await studentBooking();
    await notifyToNow(t.deps);
    const rows = await notificationRows(t, booking.id);
    expect(rows.map((r) => [r.kind, r.channel, r.status])).toEqual([
      ['booking_made', 'email', 'queued'],
      ['booking_made', 'sms', 'queued'],
    ]);
    expect(rows.find((r) => r.channel === 'sms')!.to).toBe('+233241234567');
    expect(rows.find((r) => r.channel === 'email')!.to).toBe(student.user.email);
    expect(rows[1].text).toContain('GHS 1,250.50');
    expect(rows[1].text).toContain(String(booking.reference));

    await sendToNow(t.deps);
    await sendToNow(t.deps);
    const ids = rows.map((r) => r.id);
    expect(
      [...sms.received, ...email.received]
        .filter((m) => ids.includes(m.id))
        .map((m) => m.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await notificationRows(t, booking.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('queues payment_approved on an approval, with the receipt link', async () => {
    const { booking } = await studentBooking();
    expect((await approve(t, admin.token, booking.id)).status).toBe(200);
    await notifyToNow(t.deps);
    const approved = (await notificationRows(t, booking.id)).filter((r) => r.kind === 'payment_approved');
    expect(approved.map((r) => r.channel)).toEqual(['email', 'sms']);
    expect(approved[1].text).toContain(`https://hostel.example.org/booking/${booking.id}`);
  });

  it('sends nothing again after a restart or a replay of the log', async () => {
    const { booking } = await studentBooking();
    const [before] = await t.sql<{ tx: string; pos: number }[]>`
      SELECT transaction_id::text AS tx, global_position AS pos FROM projection_checkpoints WHERE name = ${NOTIFIER_CHECKPOINT}`;
    await notifyToNow(t.deps);
    await sendToNow(t.deps);
    expect(await deliveries(booking.id)).toBe(2);
    // The same log decided again, by a new server on the same database.
    await t.sql`UPDATE projection_checkpoints SET transaction_id = ${before.tx}::xid8, global_position = ${before.pos}
                 WHERE name = ${NOTIFIER_CHECKPOINT}`;
    const restarted = createDeps({ sql: t.sql, jwtSecret: TEST_JWT_SECRET, clock: t.clock.now, notificationProviders: { sms, email } });
    await notifyToNow(restarted);
    await sendToNow(restarted);
    expect(await notificationRows(t, booking.id)).toHaveLength(2);
    expect(await deliveries(booking.id)).toBe(2);
  });

  it('sends once per cause with two notifiers and two senders running at once', async () => {
    const other = { sms: recordingProvider('other-sms'), email: recordingProvider('other-email') };
    const second = createDeps({ sql: t.sql, jwtSecret: TEST_JWT_SECRET, clock: t.clock.now, notificationProviders: other });
    const room = await newRoom();
    const bookings = await Promise.all([0, 1, 2].map(() => studentBooking(room)));
    await Promise.all([notifyAll(t.deps), notifyAll(second), notifyToNow(t.deps), notifyToNow(second)]);
    for (let round = 0; round < 3; round++) {
      await Promise.all([sendDue(t.deps), sendDue(second), sendDue(t.deps), sendDue(second)]);
      await catchUpToNow(t.sql, notificationsProjection);
    }
    const all = [sms, email, other.sms, other.email];
    for (const { booking } of bookings) {
      expect(await notificationRows(t, booking.id)).toHaveLength(2);
      expect(await deliveries(booking.id, all)).toBe(2);
    }
  });

  it('starts at the head of the log the first time: what came before is not sent', async () => {
    // A transaction left open elsewhere (another server's, a report's) holds the horizon back.
    const elsewhere = await t.sql.reserve();
    await elsewhere`BEGIN`;
    await elsewhere`SELECT pg_current_xact_id()`;
    try {
      const { booking } = await studentBooking();
      await t.sql`DELETE FROM projection_checkpoints WHERE name = ${NOTIFIER_CHECKPOINT}`;
      await ensureNotifierCheckpoint(t.sql);
      await elsewhere`COMMIT`;
      await notifyToNow(t.deps);
      expect(await notificationRows(t, booking.id)).toEqual([]);
      // What comes after is sent.
      const next = await studentBooking();
      await notifyToNow(t.deps);
      expect(await notificationRows(t, next.booking.id)).toHaveLength(2);
      await sendToNow(t.deps);
    } finally {
      elsewhere.release();
    }
  });

  it('backs off after a provider fails, then sends once it recovers', async () => {
    const { booking } = await studentBooking();
    await notifyToNow(t.deps);
    sms.answers.push({ ok: false, retryable: true, answer: '503 Service Unavailable' });
    await sendToNow(t.deps);
    const smsRow = async () => (await notificationRows(t, booking.id)).find((r) => r.channel === 'sms')!;
    expect(await smsRow()).toMatchObject({ status: 'retrying', attempts: 1 });
    await sendToNow(t.deps);
    expect((await smsRow()).status).toBe('retrying');
    t.clock.advance(60_000);
    await sendToNow(t.deps);
    expect(await smsRow()).toMatchObject({ status: 'sent', attempts: 2 });
    const id = (await smsRow()).id;
    expect(sms.received.filter((m) => m.id === id)).toHaveLength(1);
  });

  it('cuts a provider that hangs at its timeout, and tries it again later', async () => {
    const hanging = { name: 'hanging-sms', send: () => new Promise<never>(() => {}) };
    const stuck = createDeps({ sql: t.sql, jwtSecret: TEST_JWT_SECRET, clock: t.clock.now, notificationProviders: { sms: hanging } });
    const { booking } = await studentBooking();
    await notifyToNow(t.deps);
    const hungRow = (await notificationRows(t, booking.id)).find((r) => r.channel === 'sms')!;
    const started = Date.now();
    const sendingNow = sendDue(stuck, { timeoutMs: 200 });
    // Requests are answered meanwhile: the sender runs beside them.
    expect((await t.call('GET', '/api/notifications/status', { token: admin.token })).status).toBe(200);
    await sendingNow;
    expect(Date.now() - started).toBeLessThan(5_000);
    await catchUpToNow(t.sql, notificationsProjection);
    const [row] = await t.sql<
      { status: string; last_answer: string }[]
    >`SELECT status, last_answer FROM notifications WHERE id = ${hungRow.id}`;
    expect(row).toEqual({ status: 'retrying', last_answer: 'No answer within 0.2 s' });
  });

  it('gives up at once on a refusal that cannot change', async () => {
    const { booking } = await studentBooking();
    await notifyToNow(t.deps);
    sms.answers.push({ ok: false, retryable: false, answer: '400 Invalid destination' });
    await sendToNow(t.deps);
    t.clock.advance(3 * 60 * 60_000);
    await sendToNow(t.deps);
    expect((await notificationRows(t, booking.id)).find((r) => r.channel === 'sms')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('sends no email to a student who turned emails off, and still the SMS', async () => {
    const student = await registerStudent(t);
    const put = await t.call('PUT', '/api/notifications/settings', { token: student.token, body: { email: false } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ data: { email: false, email_address: student.user.email }, message: 'Saved.' });
    const booking = await bookOk(t, student.token, await newRoom());
    await notifyToNow(t.deps);
    expect((await notificationRows(t, booking.id)).map((r) => r.channel)).toEqual(['sms']);
    const got = await t.call('GET', '/api/notifications/settings', { token: student.token });
    expect(got.body.data.email).toBe(false);
  });

  it('tells a deleted student nothing', async () => {
    const { student, booking } = await studentBooking();
    const superadmin = await loginSuperadmin(t);
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token })).status).toBe(200);
    await notifyToNow(t.deps);
    expect(await notificationRows(t, booking.id)).toEqual([]);
  });

  it('reminds a hold a day before its deadline, once for each deadline', async () => {
    const { booking } = await studentBooking();
    await notifyToNow(t.deps);
    expect(await remindHolds(t.deps)).toBe(0);
    t.clock.advance(49 * 60 * 60_000);
    const queued = await remindHolds(t.deps);
    expect(queued).toBeGreaterThanOrEqual(2);
    await catchUpToNow(t.sql, notificationsProjection);
    expect(await remindHolds(t.deps)).toBe(0);
    const reminders = (await notificationRows(t, booking.id)).filter((r) => r.kind === 'hold_reminder');
    expect(reminders.map((r) => r.channel)).toEqual(['email', 'sms']);
    t.clock.advance(-49 * 60 * 60_000);
  });
});

describe('the notifications routes', () => {
  it('lists every message for the office, failures first, and refuses a student', async () => {
    const { student } = await studentBooking();
    await notifyToNow(t.deps);
    const list = await t.call('GET', '/api/notifications?range=[0,9]', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^notifications 0-\d+\/\d+$/);
    const order = (list.body as { status: string }[]).map((n) => n.status);
    expect(order[0]).toBe('failed');
    expect((await t.call('GET', '/api/notifications', { token: student.token })).status).toBe(403);
    const filtered = await t.call('GET', `/api/notifications?filter=${encodeURIComponent(JSON.stringify({ user_id: student.user.id }))}`, {
      token: admin.token,
    });
    expect(
      (filtered.body as { user_id: string; student_name: string }[]).every(
        (n) => n.user_id === student.user.id && n.student_name === 'Ama Mensah',
      ),
    ).toBe(true);
    expect((filtered.body as unknown[]).length).toBe(2);
  });

  it('shows a student their own messages only, and no one else theirs', async () => {
    const { student } = await studentBooking();
    await studentBooking();
    await notifyToNow(t.deps);
    const mine = await t.call('GET', '/api/notifications/me', { token: student.token });
    expect(mine.status).toBe(200);
    expect(mine.body.meta.total).toBe(2);
    expect((mine.body.data as { user_id: string }[]).every((n) => n.user_id === student.user.id)).toBe(true);
    expect((await t.call('GET', '/api/notifications/me', { token: admin.token })).status).toBe(403);
    expect((await t.call('GET', '/api/notifications/settings', { token: admin.token })).status).toBe(403);
  });

  it('says which channels are on, to anyone signed in', async () => {
    const { student } = await studentBooking();
    expect((await t.call('GET', '/api/notifications/status', { token: student.token })).body).toEqual({ sms: true, email: true });
    expect((await t.call('GET', '/api/notifications/status')).status).toBe(401);
  });

  it('sends a message again on the office asking, and refuses when its channel is off', async () => {
    const { booking } = await studentBooking();
    await notifyToNow(t.deps);
    await sendToNow(t.deps);
    const [emailRow, smsRow] = await notificationRows(t, booking.id);
    const res = await t.call('POST', `/api/notifications/${smsRow.id}/resend`, { token: admin.token });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      message: 'Message queued again.',
      data: { resend_of: smsRow.id, status: 'queued', to: smsRow.to, text: smsRow.text },
    });
    await catchUpToNow(t.sql, notificationsProjection);
    await sendToNow(t.deps);
    expect(sms.received.filter((m) => m.id === res.body.data.id)).toHaveLength(1);
    const shown = await t.call('GET', `/api/notifications/${res.body.data.id}`, { token: admin.token });
    expect(shown.body.data).toMatchObject({ status: 'sent', resend_of: smsRow.id });

    const { email: off, ...rest } = t.deps.notifications.providers;
    delete t.deps.notifications.providers.email;
    try {
      const refused = await t.call('POST', `/api/notifications/${emailRow.id}/resend`, { token: admin.token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Email is not set up/);
    } finally {
      Object.assign(t.deps.notifications.providers, { ...rest, email: off });
    }
    expect((await t.call('POST', `/api/notifications/${smsRow.id}/resend`, { token: (await registerStudent(t)).token })).status).toBe(403);
    expect((await t.call('POST', '/api/notifications/nope/resend', { token: admin.token })).status).toBe(404);
  });
});
