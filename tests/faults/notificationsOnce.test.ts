import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../api/db/connect.ts';
import { LEASE_MS } from '../../api/notifications/notifications.decide.ts';
import { CAUSES } from '../../api/notifications/notifier.ts';
import { emailMessageId } from '../../api/notifications/smtp.ts';
import { startFakeHubtel, TEST_HUBTEL, type FakeHubtel } from '../helpers/fakeHubtel.ts';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fakeSmtp.ts';
import { registerStudents, runRush, seedHall, superadminToken, type RushStudent } from '../helpers/rush.ts';
import { startServer, type Exit, type ServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { expectNoServerErrors } from './rushChecks.ts';

const STUDENTS = 30;
const ROOMS = 8; // 24 beds: every 5th booking is rejected, which frees a bed for someone else
const CLOCK_AHEAD = new URL('./clockAhead.mjs', import.meta.url);

let db: TestDatabase;
let hubtel: FakeHubtel;
let smtp: FakeSmtp;
let servers: ServerProcess[] = [];
let token: string;
let students: RushStudent[];

/** A server sending through both stand-ins; `env` adds to (or overrides) its settings. */
const start = (env: Record<string, string> = {}) =>
  startServer({
    databaseUrl: db.url,
    env: {
      HUBTEL_SMS_BASE_URL: hubtel.url,
      HUBTEL_CLIENT_ID: TEST_HUBTEL.clientId,
      HUBTEL_CLIENT_SECRET: TEST_HUBTEL.clientSecret,
      HUBTEL_SENDER_ID: TEST_HUBTEL.senderId,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Hostel <hostel@hostel.test>',
      ...env,
    },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Notification = { id: string; booking_id: string; kind: string; channel: 'sms' | 'email'; attempts: number; sent: boolean };

/** Every notification as the log has it: what was queued, how many attempts were claimed, whether one was recorded sent. */
const notificationsInLog = (sql: Sql) =>
  sql<Notification[]>`
    SELECT q.data->>'notification_id' AS id, q.data->>'booking_id' AS booking_id, q.data->>'kind' AS kind,
           q.data->>'channel' AS channel,
           (SELECT count(*)::int FROM events e WHERE e.stream_id = q.stream_id AND e.event_type = 'NotificationSending') AS attempts,
           EXISTS (SELECT 1 FROM events e WHERE e.stream_id = q.stream_id AND e.event_type = 'NotificationSent') AS sent
      FROM events q WHERE q.event_type = 'NotificationQueued'`;

/** Waits until every event a student is told about has its SMS and email queued, and every one is recorded sent. */
async function everythingSent(sql: Sql, timeoutMs = 40_000): Promise<Notification[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ causes }] = await sql<{ causes: number }[]>`
      SELECT count(*)::int AS causes FROM events WHERE event_type = ANY(${Object.keys(CAUSES)})`;
    const rows = await notificationsInLog(sql);
    if (rows.length === 2 * causes && rows.every((n) => n.sent)) return rows;
    if (Date.now() > deadline)
      throw new Error(`not everything was sent: ${causes} causes, ${rows.length} queued, ${rows.filter((n) => n.sent).length} sent`);
    await sleep(250);
  }
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** What the stand-ins received, per notification: SMS by ClientReference, email by Message-ID. */
function received() {
  return {
    sms: countBy(hubtel.received, (m) => m.ClientReference ?? '(none)'),
    email: countBy(smtp.received, (m) => m.messageId),
  };
}

/** Each notification reached its stand-in exactly once, nothing else did, and each booking's own messages are among them. */
function expectEachSentOnce(rows: Notification[], bookingIds: string[]) {
  const { sms, email } = received();
  const smsIds = rows.filter((n) => n.channel === 'sms').map((n) => n.id);
  const emailIds = rows.filter((n) => n.channel === 'email').map((n) => emailMessageId(n.id));
  expect([...sms.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  expect([...email.entries()].filter(([, n]) => n !== 1)).toEqual([]);
  expect([...sms.keys()].sort()).toEqual(smsIds.sort());
  expect([...email.keys()].sort()).toEqual(emailIds.sort());
  for (const bookingId of bookingIds) {
    const made = rows.filter((n) => n.booking_id === bookingId && n.kind === 'booking_made');
    expect(made.map((n) => n.channel).sort(), bookingId).toEqual(['email', 'sms']);
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  hubtel = await startFakeHubtel({ delayMs: 50 });
  smtp = await startFakeSmtp();
  servers = await Promise.all([start(), start()]);
  token = await superadminToken(servers[0].url);
  students = await registerStudents(
    servers.map((s) => s.url),
    STUDENTS,
  );
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await hubtel?.close();
  await smtp?.close();
  await db?.drop();
});

describe('notifications from real server processes', () => {
  it('two servers on one database send each booking one SMS and one email', async () => {
    const urls = servers.map((s) => s.url);
    const rooms = await seedHall(urls[0], token, ROOMS);
    const records = await runRush({ servers: urls, rooms, students, concurrency: 16, adminToken: token });
    expectNoServerErrors(records);
    const booked = records.filter((r) => r.kind === 'book' && r.status === 201);
    for (const url of urls) expect(booked.filter((r) => r.server === url).length, url).toBeGreaterThan(0);

    const rows = await everythingSent(db.sql);
    expectEachSentOnce(
      rows,
      booked.map((r) => r.bookingId!),
    );
    console.info(
      `two servers: ${booked.length} bookings, ${rows.length} messages, gateway ${hubtel.received.length} SMS, ` +
        `SMTP ${smtp.received.length} emails`,
    );
  });

  it('restarted, both servers send nothing already sent again, and go on with what is new', async () => {
    const before = { sms: hubtel.received.length, email: smtp.received.length };
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    servers = await Promise.all([start(), start()]);
    // A booking made after the restart: its messages going out show the servers' senders are at work.
    const urls = servers.map((s) => s.url);
    const rooms = await seedHall(urls[1], token, 2);
    const records = await runRush({ servers: urls, rooms, students: students.slice(0, 2), concurrency: 2 });
    const booked = records.filter((r) => r.kind === 'book' && r.status === 201).map((r) => r.bookingId!);
    expect(booked).toHaveLength(2);

    const rows = await everythingSent(db.sql);
    // A few more rounds of the notifier and senders, each every half second, for a repeat to show.
    await sleep(2_000);
    expectEachSentOnce(rows, booked);
    expect(hubtel.received.length).toBe(before.sms + 2);
    expect(smtp.received.length).toBe(before.email + 2);
    console.info(`restart: ${before.sms} SMS and ${before.email} emails before, none again; 2 new bookings, 2 SMS and 2 emails`);
  });

  it('a server killed between the gateway taking an SMS and its record sends it again, with the same reference', async () => {
    // One server, so that a message in flight is its own: the other stops gracefully.
    await servers[1].kill('SIGTERM');
    servers = [servers[0]];
    const server = servers[0];
    hubtel.control.delayMs = 300;
    // Notifications queued before this crash (all sent, each once): left out of its counts.
    const earlier = new Set((await notificationsInLog(db.sql)).map((n) => n.id));

    // Watches for the window: the gateway has an SMS (it counts it before its slow answer) whose
    // stream's last event is still the claim. The server is killed right then.
    let killed: Promise<Exit> | undefined;
    let caught: string[] = [];
    const watch = async () => {
      const deadline = Date.now() + 30_000;
      while (!killed && Date.now() < deadline) {
        const atGateway = new Set(
          hubtel.received.map((m) => m.ClientReference).filter((ref): ref is string => ref !== null && !earlier.has(ref)),
        );
        if (atGateway.size > 0) {
          const open = await db.sql<{ id: string; type: string }[]>`
            SELECT DISTINCT ON (stream_id) substr(stream_id, length('notification-') + 1) AS id, event_type AS type
              FROM events WHERE stream_id LIKE 'notification-%' ORDER BY stream_id, stream_position DESC`;
          caught = open.filter((s) => s.type === 'NotificationSending' && atGateway.has(s.id)).map((s) => s.id);
          if (caught.length > 0) {
            killed = server.kill('SIGKILL');
            break;
          }
        }
        await sleep(20);
      }
    };
    const rooms = await seedHall(server.url, token, ROOMS);
    const [records] = await Promise.all([runRush({ servers: [server.url], rooms, students, concurrency: 8, adminToken: token }), watch()]);
    expect(killed, 'the server was never caught between the gateway and the record').toBeDefined();
    expect((await killed!).signal).toBe('SIGKILL');
    expectNoServerErrors(records);

    // Started again as if after the lease ran out: its clock is ahead by more than the lease.
    servers = [await start({ NODE_OPTIONS: `--import ${CLOCK_AHEAD.href}`, CLOCK_AHEAD_MS: String(LEASE_MS + 10_000) })];
    const rows = await everythingSent(db.sql);
    const now = rows.filter((n) => !earlier.has(n.id));
    const bookings = await db.sql<{ id: string }[]>`
      SELECT id FROM bookings WHERE semester_id = ${rooms[0].semester_id}`;
    for (const { id } of bookings) {
      const sms = now.filter((n) => n.booking_id === id && n.kind === 'booking_made' && n.channel === 'sms');
      expect(sms, id).toHaveLength(1);
      expect(hubtel.countOf(sms[0].id), id).toBeGreaterThanOrEqual(1);
    }

    const { sms, email } = received();
    const smsRows = now.filter((n) => n.channel === 'sms');
    const emailRows = now.filter((n) => n.channel === 'email');
    const resent = smsRows.filter((n) => n.attempts > 1);
    const duplicates = smsRows.reduce((sum, n) => sum + (sms.get(n.id) ?? 0) - 1, 0);
    // Each message reached the gateway at most once per claimed attempt, and at least once.
    const expectWithinAttempts = (n: Notification, count: number) => {
      expect(count, n.id).toBeGreaterThanOrEqual(1);
      expect(count, n.id).toBeLessThanOrEqual(n.attempts);
    };
    for (const n of smsRows) expectWithinAttempts(n, sms.get(n.id) ?? 0);
    for (const n of emailRows) expectWithinAttempts(n, email.get(emailMessageId(n.id)) ?? 0);
    expect(duplicates).toBeLessThanOrEqual(resent.length);
    // The messages caught in the window were claimed again after the restart, and sent twice.
    for (const id of caught) {
      expect(resent.map((n) => n.id)).toContain(id);
      expect(hubtel.countOf(id), id).toBe(2);
    }
    // A repeat is the same message under the same reference: a gateway that keeps references sends it once.
    for (const [ref, count] of sms) {
      if (count < 2) continue;
      const copies = hubtel.received.filter((m) => m.ClientReference === ref);
      expect(new Set(copies.map((m) => `${m.To}\n${m.Content}`)).size, ref).toBe(1);
    }
    expect(hubtel.received.filter((m) => !m.ClientReference)).toEqual([]);
    const emailDuplicates = emailRows.reduce((sum, n) => sum + (email.get(emailMessageId(n.id)) ?? 0) - 1, 0);
    console.info(
      `crash: ${bookings.length} bookings, ${smsRows.length} SMS and ${emailRows.length} emails; killed with ${caught.length} ` +
        `SMS taken by the gateway and unrecorded; ${resent.length} SMS claimed more than once, ${duplicates} sent twice ` +
        `(each under its one reference); ${emailDuplicates} emails twice`,
    );
  });
});
