import type { Benchmark } from './lib/context.ts';
import { cpuMsPer, databaseCpuText, postgresServerPid, startCpuAccount } from './lib/cpuAccount.ts';
import { driverApi } from './lib/driverApi.ts';
import { planHostel, RUSH_CLIENTS, rushSize } from './lib/hostelPlan.ts';
import type { Figure } from './lib/report.ts';
import { checkRush } from './lib/rushChecks.ts';
import { statementCalls, statementsPerAttempt } from './lib/pgStats.ts';
import { outcomeText, runRush, serverErrors, settleLooks } from './lib/rushScenario.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

// What only the room list's statement says (projections/rooms/rooms.queries.ts roomsOf).
const LIST_STATEMENT = 'json_agg';

// The server's pool (api/db/connect.ts openPool default): the driver-only run gets no more.
const SERVER_POOL_SIZE = 20;

/**
 * The rush's hostel and students, booked by the same code the route runs (the rooms query of
 * GET /rooms-with-beds-left, then validation and placeBooking: decide, append, inline
 * projections) from 64 concurrent callers in this process, with no HTTP, auth or framework.
 */
export const bookingTransactionBench: Benchmark = {
  name: '3 booking tx',
  run: (ctx) =>
    withBenchDatabase(
      ctx,
      'booking',
      async (db) => {
        const plan = planHostel(rushSize(ctx.quick));
        await seedHostel(db.sql, plan, { bcryptCost: 4 });
        const api = driverApi(db.sql, plan);
        await settleLooks(plan, api);
        const serverPid = await postgresServerPid(db.sql);
        const callsBefore = ctx.pgStats ? await statementCalls(db.sql, LIST_STATEMENT) : 0;
        const cpu = startCpuAccount(serverPid ?? 0);
        const outcome = await runRush(plan, api, RUSH_CLIENTS, ctx.quick ? 60_000 : 180_000);
        const cpuUse = cpu.stop();
        // Looks share the list's reads (one statement each), which are left out of the count.
        const statements = ctx.pgStats
          ? statementsPerAttempt((await statementCalls(db.sql, LIST_STATEMENT)) - callsBefore - 1, outcome, 0)
          : '';
        const checks = await checkRush(db.sql, plan, outcome.bookingIds);
        const perSecond = outcome.bookingIds.length / outcome.secondsToFull;
        ctx.shared.driverBooking = { perSecond, latency: outcome.bookings.latency };
        ctx.details.bookingTransaction = { ...outcome, bookingIds: undefined, checks, cpu: cpuUse };
        ctx.log(`driver-only: ${perSecond.toFixed(0)} bookings/s; attempts ${outcomeText(outcome.bookings.outcomes)}`);
        const figures: Figure[] = [
          {
            bench: '3 booking tx',
            name: 'driver-only bookings/s (64 callers)',
            value: perSecond,
            unit: '/s',
            note:
              `${outcome.bookingIds.length} bookings of ${plan.beds} beds in ${outcome.secondsToFull.toFixed(2)} s; ` +
              `attempts ${outcomeText(outcome.bookings.outcomes)}; p50/p99 ${outcome.bookings.latency.p50.toFixed(1)}/` +
              `${outcome.bookings.latency.p99.toFixed(1)} ms; 5xx ${serverErrors(outcome.bookings.outcomes)}; ` +
              `overbooked ${checks.overbookedRooms}, doubles ${checks.studentsWithTwoBookings}, bookings-beds ${checks.activeBookings - checks.beds}`,
          },
          {
            bench: '3 booking tx',
            name: 'driver-only CPU per booking',
            value: cpuMsPer(cpuUse, outcome.bookingIds.length),
            unit: 'ms',
            target: { kind: 'atMost', value: 3.5 },
            note: `${databaseCpuText(cpuUse, serverPid)}${statements ? `; ${statements}` : ''}`,
          },
        ];
        return figures;
      },
      SERVER_POOL_SIZE,
    ),
};
