import { startFakeHubtel, TEST_HUBTEL } from '../tests/helpers/fakeHubtel.ts';
import type { BenchDatabase } from './lib/benchDatabase.ts';
import type { Benchmark, BenchContext } from './lib/context.ts';
import { planHostel, RUSH_CLIENTS, type HostelPlan } from './lib/hostelPlan.ts';
import { createHttpClient } from './lib/httpClient.ts';
import { httpApi, warmUp } from './lib/httpRush.ts';
import type { Figure } from './lib/report.ts';
import { runRush, type RushOutcome } from './lib/rushScenario.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { startServerProcess } from './lib/serverProcess.ts';
import { signInAll } from './lib/signIn.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

/** How long the SMS gateway's stand-in takes to answer each message, as a real gateway might. */
const GATEWAY_MS = 50;
const DRAIN_TIMEOUT_MS = 300_000;

/**
 * A rush of bookings over HTTP with no SMS gateway (nothing is queued), then the same rush on a
 * fresh hostel with Hubtel's stand-in answering in 50 ms: the bookings/s of the two, and how fast
 * the second's booking messages are sent, each exactly once.
 */
export const notifyBench: Benchmark = {
  name: '9 notify',
  run: async (ctx) => {
    const plan = planHostel(ctx.quick ? { rooms: 100, students: 1000 } : { rooms: 760, students: 3600 });
    const off = await withBenchDatabase(ctx, 'notify_off', (db) => rushOn(ctx, db, plan, {}));
    const hubtel = await startFakeHubtel({ delayMs: GATEWAY_MS });
    try {
      const env = {
        HUBTEL_SMS_BASE_URL: hubtel.url,
        HUBTEL_CLIENT_ID: TEST_HUBTEL.clientId,
        HUBTEL_CLIENT_SECRET: TEST_HUBTEL.clientSecret,
        HUBTEL_SENDER_ID: TEST_HUBTEL.senderId,
      };
      const on = await withBenchDatabase(ctx, 'notify_on', (db) =>
        rushOn(ctx, db, plan, env, async (outcome) => {
          const queuedAtRushEnd = await queuedInLog(db);
          const drained = await drain(db, outcome.bookingIds.length);
          const sentTwice = [...countsByReference(hubtel.received).values()].filter((n) => n > 1).length;
          return { queuedAtRushEnd, drained, sentTwice, gatewayReceived: hubtel.received.length };
        }),
      );
      return figures(ctx, plan, off, on);
    } finally {
      await hubtel.close();
    }
  },
};

type RushResult<T> = { perSecond: number; outcome: RushOutcome; after: T };

async function rushOn<T = undefined>(
  ctx: BenchContext,
  db: BenchDatabase,
  plan: HostelPlan,
  env: Record<string, string>,
  afterwards?: (outcome: RushOutcome) => Promise<T>,
): Promise<RushResult<T>> {
  const server = await startServerProcess({ script: 'api/server.ts', databaseUrl: db.url, env });
  const client = createHttpClient(server.url, RUSH_CLIENTS);
  try {
    await seedHostel(db.sql, plan, { bcryptCost: 4 });
    const signIns = await signInAll(client, plan.students, RUSH_CLIENTS);
    await warmUp(client, plan, signIns.tokens);
    const outcome = await runRush(plan, httpApi(client, plan, signIns.tokens), RUSH_CLIENTS, ctx.quick ? 60_000 : 180_000);
    const perSecond = outcome.bookingIds.length / outcome.secondsToFull;
    ctx.log(`${Object.keys(env).length ? 'with' : 'without'} an SMS gateway: ${perSecond.toFixed(0)} bookings/s`);
    return { perSecond, outcome, after: (await afterwards?.(outcome)) as T };
  } finally {
    client.close();
    await server.stop();
  }
}

/** The booking SMS queued in the log, and of them recorded sent (the read model follows later). */
async function queuedInLog(db: BenchDatabase) {
  const [row] = await db.sql<{ queued: number; sent: number }[]>`
    SELECT count(*) FILTER (WHERE event_type = 'NotificationQueued')::int AS queued,
           count(*) FILTER (WHERE event_type = 'NotificationSent')::int AS sent
      FROM events WHERE event_type IN ('NotificationQueued', 'NotificationSent')`;
  return row;
}

/** The booking SMS in the notifications read model, and of them sent. */
async function countMessages(db: BenchDatabase) {
  const [row] = await db.sql<{ queued: number; sent: number }[]>`
    SELECT count(*)::int AS queued, count(*) FILTER (WHERE status = 'sent')::int AS sent
      FROM notifications WHERE kind = 'booking_made' AND channel = 'sms'`;
  return row;
}

/** Waits until every booking's SMS is sent: when, from the rush's start, the last one was. */
async function drain(db: BenchDatabase, bookings: number) {
  const started = performance.now();
  for (;;) {
    const { sent } = await countMessages(db);
    if (sent >= bookings) break;
    if (performance.now() - started > DRAIN_TIMEOUT_MS)
      throw new Error(`notify: ${sent} of ${bookings} SMS sent after ${DRAIN_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [span] = await db.sql<{ first_queued: Date; last_sent: Date }[]>`
    SELECT min(queued_at) AS first_queued, max(sent_at) AS last_sent
      FROM notifications WHERE kind = 'booking_made' AND channel = 'sms'`;
  return { afterRushMs: performance.now() - started, seconds: (span.last_sent.getTime() - span.first_queued.getTime()) / 1000 };
}

function countsByReference(received: readonly { ClientReference: string | null }[]) {
  const counts = new Map<string, number>();
  for (const m of received) counts.set(m.ClientReference ?? '', (counts.get(m.ClientReference ?? '') ?? 0) + 1);
  return counts;
}

function figures(
  ctx: BenchContext,
  plan: HostelPlan,
  off: RushResult<undefined>,
  on: RushResult<{
    queuedAtRushEnd: { queued: number; sent: number };
    drained: { afterRushMs: number; seconds: number };
    sentTwice: number;
    gatewayReceived: number;
  }>,
): Figure[] {
  const bench = '9 notify';
  const bookings = on.outcome.bookingIds.length;
  const { queuedAtRushEnd, drained, sentTwice, gatewayReceived } = on.after;
  ctx.details.notify = { off: { ...off.outcome, bookingIds: undefined }, on: { ...on.outcome, bookingIds: undefined }, ...on.after };
  return [
    {
      bench,
      name: `bookings/s over HTTP, booking SMS queued (${RUSH_CLIENTS} clients)`,
      value: on.perSecond,
      unit: '/s',
      baseline: { name: 'no SMS gateway', value: off.perSecond },
      target: { kind: 'ratioAtLeast', value: 0.9 },
      note: `${plan.rooms.length} rooms, ${bookings} bookings (${off.outcome.bookingIds.length} without a gateway); ${queuedAtRushEnd.queued} SMS queued and ${queuedAtRushEnd.sent} sent when the rush ended`,
    },
    {
      bench,
      name: `booking SMS sent, gateway answering in ${GATEWAY_MS} ms`,
      value: bookings / drained.seconds,
      unit: '/s',
      note: `${bookings} sent in ${drained.seconds.toFixed(1)} s from the first queued to the last sent; the last ${(drained.afterRushMs / 1000).toFixed(1)} s after the rush ended`,
    },
    {
      bench,
      name: 'booking SMS missing or sent twice',
      value: Math.abs(gatewayReceived - bookings) + sentTwice,
      unit: '',
      target: { kind: 'exactly', value: 0 },
      note: `the gateway received ${gatewayReceived} for ${bookings} bookings; client references received twice: ${sentTwice}`,
    },
  ];
}
