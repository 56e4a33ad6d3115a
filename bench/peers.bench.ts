import type { Sql } from '../api/db/connect.ts';
import type { BenchContext, Benchmark } from './lib/context.ts';
import { cpuMsPer, databaseCpuText, postgresServerPid, startCpuAccount } from './lib/cpuAccount.ts';
import { planHostel, RUSH_CLIENTS, rushSize, type HostelPlan } from './lib/hostelPlan.ts';
import { createCrudPeer, crudPeerApi, CRUD_SCHEMA } from './lib/peers/crud.ts';
import { createEventSourcedPeer, eventSourcedPeerApi, EVENT_SOURCED_SCHEMA } from './lib/peers/eventSourced.ts';
import { checkPeerRush, seedPeerRooms } from './lib/peers/peerTables.ts';
import { statementCalls, statementsPerAttempt } from './lib/pgStats.ts';
import type { Figure } from './lib/report.ts';
import { outcomeText, runRush, serverErrors, settleLooks, type RushApi } from './lib/rushScenario.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const BENCH = '3 peers';
// The server's pool, as the driver-only run has.
const POOL_SIZE = 20;

type Peer = {
  key: string;
  title: string;
  schema: string;
  create: (sql: Sql) => Promise<void>;
  api: (sql: Sql, plan: HostelPlan) => RushApi;
  log: boolean;
};
const PEERS: Peer[] = [
  { key: 'crud', title: 'CRUD peer', schema: CRUD_SCHEMA, create: createCrudPeer, api: crudPeerApi, log: false },
  {
    key: 'event_sourced',
    title: 'event-sourced peer',
    schema: EVENT_SOURCED_SCHEMA,
    create: createEventSourcedPeer,
    api: eventSourcedPeerApi,
    log: true,
  },
];

/**
 * The booking path's two peers, written the plain way on the same PostgreSQL and driver, each in
 * a schema of its own, through the driver-only run's rush: the same hostel, callers, room list
 * read and pool. The driver-only run (bench 3) is measured against each.
 */
export const peersBench: Benchmark = {
  name: BENCH,
  async run(ctx) {
    const figures: Figure[] = [];
    for (const peer of PEERS) figures.push(...(await runPeer(ctx, peer)));
    return figures;
  },
};

async function runPeer(ctx: BenchContext, peer: Peer): Promise<Figure[]> {
  return withBenchDatabase(
    ctx,
    `peer_${peer.key}`,
    async (db) => {
      const plan = planHostel(rushSize(ctx.quick));
      await peer.create(db.sql);
      await seedPeerRooms(db.sql, peer.schema, plan);
      const api = peer.api(db.sql, plan);
      await settleLooks(plan, api);
      const serverPid = await postgresServerPid(db.sql);
      const callsBefore = ctx.pgStats ? await statementCalls(db.sql) : 0;
      const cpu = startCpuAccount(serverPid ?? 0);
      const outcome = await runRush(plan, api, RUSH_CLIENTS, ctx.quick ? 60_000 : 180_000);
      const cpuUse = cpu.stop();
      // A peer's look is one statement.
      const statements = ctx.pgStats ? statementsPerAttempt((await statementCalls(db.sql)) - callsBefore - 1, outcome, 1) : '';
      const checks = await checkPeerRush(db.sql, peer.schema, plan, outcome.bookingIds, peer.log);
      const perSecond = outcome.bookingIds.length / outcome.secondsToFull;
      const cpuMs = cpuMsPer(cpuUse, outcome.bookingIds.length);
      ctx.details[`peer:${peer.key}`] = { ...outcome, bookingIds: undefined, checks, cpu: cpuUse };
      ctx.log(`${peer.title}: ${perSecond.toFixed(0)} bookings/s; attempts ${outcomeText(outcome.bookings.outcomes)}`);
      const wrong =
        checks.overbookedRooms +
        checks.bedsLeftOutOfStep +
        checks.studentsWithTwoBookings +
        checks.acceptedMissingFromReadModel +
        checks.acceptedMissingFromLog +
        checks.bookedEventsWithoutAcceptance;
      const driver = ctx.shared.driverBooking;
      const figures: Figure[] = [
        {
          bench: BENCH,
          name: `${peer.title} bookings/s (64 callers)`,
          value: perSecond,
          unit: '/s',
          note:
            `${outcome.bookingIds.length} bookings of ${plan.beds} beds in ${outcome.secondsToFull.toFixed(2)} s; ` +
            `attempts ${outcomeText(outcome.bookings.outcomes)}; 5xx ${serverErrors(outcome.bookings.outcomes)}; ` +
            `overbooked ${checks.overbookedRooms}, doubles ${checks.studentsWithTwoBookings}, bookings-beds ${checks.activeBookings - checks.beds}`,
        },
        {
          bench: BENCH,
          name: `${peer.title} booking p99`,
          value: outcome.bookings.latency.p99,
          unit: 'ms',
          note: `p50 ${outcome.bookings.latency.p50.toFixed(1)} ms`,
        },
        {
          bench: BENCH,
          name: `${peer.title} CPU per booking`,
          value: cpuMs,
          unit: 'ms',
          note: `${databaseCpuText(cpuUse, serverPid)}${statements ? `; ${statements}` : ''}`,
        },
        {
          bench: BENCH,
          name: `${peer.title}: overbooked, doubles, beds out of step, 201s missing${peer.log ? ' (also from the log)' : ''}`,
          value: wrong,
          unit: '',
          target: { kind: 'exactly', value: 0 },
        },
      ];
      if (driver) {
        figures.push({
          bench: BENCH,
          name: `driver-only booking path against the ${peer.title}`,
          value: driver.perSecond,
          unit: '/s',
          baseline: { name: peer.title, value: perSecond },
          // The issue's target is set against the event-sourced peer alone.
          target: peer.log ? { kind: 'ratioAtLeast', value: 0.9 } : undefined,
        });
      } else ctx.log(`${peer.title}: no driver-only run to compare with (run it with --only booking,peers)`);
      return figures;
    },
    POOL_SIZE,
  );
}
