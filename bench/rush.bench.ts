import type { Benchmark, BenchContext } from './lib/context.ts';
import { planHostel, RUSH_CLIENTS, rushSize, type HostelPlan } from './lib/hostelPlan.ts';
import { createHttpClient } from './lib/httpClient.ts';
import type { Figure } from './lib/report.ts';
import { cpuText, startCpuAccount } from './lib/cpuAccount.ts';
import { checkRush } from './lib/rushChecks.ts';
import { outcomeText, runRush, serverErrors } from './lib/rushScenario.ts';
import { httpApi, warmUp } from './lib/httpRush.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { startServerProcess } from './lib/serverProcess.ts';
import { signInAll, startSignInsAtRealCost } from './lib/signIn.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

/**
 * The first morning of semester over HTTP against the real server process: every student signs
 * in, then all of them try to book at once, 64 at a time, until the hostel is full, while more
 * students sign in at bcrypt's real cost, 64 at once, each from an address of its own.
 */
export const rushBench: Benchmark = {
  name: '1 rush',
  run: (ctx) =>
    withBenchDatabase(ctx, 'rush', async (db) => {
      const plan = planHostel(rushSize(ctx.quick));
      const server = await startServerProcess({
        script: 'api/server.ts',
        databaseUrl: db.url,
        // The sign-ins during the rush come from addresses of their own, named by this proxy header.
        env: { TRUSTED_PROXIES: '127.0.0.1,::1' },
        cpuProfileDir: ctx.cpuProfileDir,
      });
      const client = createHttpClient(server.url, RUSH_CLIENTS);
      const signInClient = createHttpClient(server.url, RUSH_CLIENTS);
      try {
        const store = await seedHostel(db.sql, plan, { bcryptCost: 4 });
        const signIns = await signInAll(client, plan.students, RUSH_CLIENTS);
        ctx.log(`${signIns.tokens.size} students signed in (${signIns.result.perSecond.toFixed(0)}/s)`);
        await warmUp(client, plan, signIns.tokens);
        const realCost = await startSignInsAtRealCost(signInClient, store, RUSH_CLIENTS);
        const cpu = startCpuAccount(server.pid);
        const outcome = await runRush(plan, httpApi(client, plan, signIns.tokens), RUSH_CLIENTS, ctx.quick ? 60_000 : 180_000);
        const cpuUse = cpu.stop();
        const duringRush = await realCost.stop();
        const checks = await checkRush(db.sql, plan, outcome.bookingIds);
        ctx.details.rush = {
          ...outcome,
          bookingIds: undefined,
          checks,
          signIns: signIns.result,
          signInsDuringRush: duringRush,
          cpu: cpuUse,
        };
        return [
          ...rushFigures(ctx, plan, outcome, checks, cpuText(cpuUse)),
          ...signInFigures(signIns.result.perSecond, duringRush, outcome.bookingIds.length / outcome.secondsToFull),
        ];
      } finally {
        client.close();
        signInClient.close();
        await server.stop();
      }
    }),
};

function rushFigures(
  ctx: BenchContext,
  plan: HostelPlan,
  outcome: Awaited<ReturnType<typeof runRush>>,
  checks: Awaited<ReturnType<typeof checkRush>>,
  cpu: string,
): Figure[] {
  const perSecond = outcome.bookingIds.length / outcome.secondsToFull;
  const driver = ctx.shared.driverBooking;
  const lat = outcome.bookings.latency;
  const errors5xx = serverErrors(outcome.bookings.outcomes) + serverErrors(outcome.looks.outcomes);
  const bench = '1 rush';
  const latencyRow = (p: 'p50' | 'p95' | 'p99', target?: number): Figure => ({
    bench,
    name: `POST /bookings ${p} latency`,
    value: lat[p],
    unit: 'ms',
    baseline: driver ? { name: 'driver-only', value: driver.latency[p] } : undefined,
    target: target ? { kind: 'atMost', value: target } : undefined,
  });
  return [
    {
      bench,
      name: `bookings/s over HTTP (${RUSH_CLIENTS} clients)`,
      value: perSecond,
      unit: '/s',
      baseline: driver ? { name: 'driver-only', value: driver.perSecond } : undefined,
      target: { kind: 'atLeast', value: 1000 },
      note:
        `${plan.students.length} students, ${plan.rooms.length} rooms, ${plan.beds} beds full in ${outcome.secondsToFull.toFixed(2)} s ` +
        `(all done in ${outcome.seconds.toFixed(2)} s); POST /bookings ${outcomeText(outcome.bookings.outcomes)}; ` +
        `GET /rooms-with-beds-left ${outcomeText(outcome.looks.outcomes)}, p99 ${outcome.looks.latency.p99.toFixed(1)} ms; ` +
        `gave up ${outcome.gaveUp}, unserved ${outcome.studentsLeftUnserved}. ${cpu}`,
    },
    latencyRow('p50'),
    latencyRow('p95'),
    latencyRow('p99', 250),
    { bench, name: '5xx responses', value: errors5xx, unit: '', target: { kind: 'exactly', value: 0 } },
    {
      bench,
      name: 'bookings held - beds',
      value: checks.activeBookings - checks.beds,
      unit: '',
      target: { kind: 'exactly', value: 0 },
      note: `${checks.activeBookings} bookings held for ${checks.beds} beds; ${outcome.bookingIds.length} answered 201`,
    },
    {
      bench,
      name: 'rooms over capacity',
      value: checks.overbookedRooms + checks.bedsLeftOutOfStep,
      unit: '',
      target: { kind: 'exactly', value: 0 },
    },
    { bench, name: 'students with two bookings', value: checks.studentsWithTwoBookings, unit: '', target: { kind: 'exactly', value: 0 } },
    {
      bench,
      name: '201s missing from read model / log',
      value: checks.acceptedMissingFromReadModel + checks.acceptedMissingFromLog + checks.bookedEventsWithoutAcceptance,
      unit: '',
      target: { kind: 'exactly', value: 0 },
      note: `missing from bookings ${checks.acceptedMissingFromReadModel}, from events ${checks.acceptedMissingFromLog}; BedBooked events nobody was told of ${checks.bookedEventsWithoutAcceptance}`,
    },
    ...(driver
      ? [
          {
            bench: '3 booking tx',
            name: 'HTTP bookings/s vs driver-only',
            value: perSecond,
            unit: '/s',
            baseline: { name: 'driver-only', value: driver.perSecond },
            target: { kind: 'ratioAtLeast', value: 0.5 },
          } satisfies Figure,
        ]
      : []),
  ];
}

function signInFigures(
  allPerSecond: number,
  during: Awaited<ReturnType<Awaited<ReturnType<typeof startSignInsAtRealCost>>['stop']>>,
  bookingsPerSecond: number,
): Figure[] {
  const bench = '1 rush';
  const what = `bcrypt cost ${during.cost} (${during.library}), ${during.clients} at once during the rush`;
  const note =
    `${during.answered} sign-ins answered in the ${during.seconds.toFixed(1)} s of the rush, beside its ${bookingsPerSecond.toFixed(0)} bookings/s; ` +
    `each student from an address of its own, trying again after a 503's Retry-After (the time counted is the whole wait). ` +
    `The rush's own students sign in before it with a cost-4 hash (setup only): ${allPerSecond.toFixed(0)}/s`;
  return [
    {
      bench,
      name: `sign-ins/s, ${what}`,
      value: during.perSecond,
      unit: '/s',
      baseline: { name: 'bcrypt compares/s, 1 core', value: during.comparesPerSecond },
      target: { kind: 'atLeast', value: 25 },
      note,
    },
    { bench, name: `sign-in p99, ${what}`, value: during.p99, unit: 'ms', target: { kind: 'atMost', value: 2000 } },
  ];
}
