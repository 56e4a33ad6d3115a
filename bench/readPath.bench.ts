import { nanoid } from 'nanoid';
import { createTokenService } from '../api/auth/tokens.ts';
import type { Benchmark } from './lib/context.ts';
import { cpuText, startCpuAccount } from './lib/cpuAccount.ts';
import { fillHostel } from './lib/fillHostel.ts';
import { planHostel, RUSH_CLIENTS, rushSize } from './lib/hostelPlan.ts';
import { createHttpClient } from './lib/httpClient.ts';
import { runClosedLoop, type LoadResult } from './lib/loadGenerator.ts';
import type { Figure } from './lib/report.ts';
import { outcomeText } from './lib/rushScenario.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

/**
 * The read routes a full hostel is asked most, at 64 clients, against a bare route in the same
 * server process (bench/readPathServer.ts) that runs one indexed SELECT without auth. Students
 * hold their own tokens (issued with the server's secret: sign-in is measured by the rush).
 * An admin's GET /api/bookings is measured twice: as the spec's clients ask it (every booking,
 * each in up to three of the four lists) and paged with ?page=1.
 */
export const readPathBench: Benchmark = {
  name: '4 read path',
  run: (ctx) =>
    withBenchDatabase(ctx, 'read', async (db) => {
      const plan = planHostel(rushSize(ctx.quick));
      await seedHostel(db.sql, plan, { bcryptCost: 4 });
      const booked = await fillHostel(db.sql, plan);
      // Settled as a hostel that has been running is: otherwise autovacuum and autoanalyze wake
      // up on the fresh tables in the middle of whichever figure happens to be measured then.
      await db.sql`VACUUM ANALYZE`;
      const server = await startServerProcess({ script: 'bench/readPathServer.ts', databaseUrl: db.url, cpuProfileDir: ctx.cpuProfileDir });
      const client = createHttpClient(server.url, RUSH_CLIENTS);
      try {
        const tokens = createTokenService(BENCH_JWT_SECRET);
        const issue = async (userId: string) => (await tokens.issue(userId, nanoid(), new Date())).token;
        const students = await Promise.all(booked.slice(0, RUSH_CLIENTS).map((s) => issue(s.user_id)));
        const [superadmin] = await db.sql<{ id: string }[]>`SELECT id FROM users WHERE role = 'superadmin'`;
        const admin = await issue(superadmin.id);
        const cpuOf = new Map<LoadResult, string>();
        const sizeOf = new Map<LoadResult, number>();
        const measure = async (path: string, token: (client: number) => string | undefined) => {
          let bytes = 0;
          const op = async (c: number) => {
            const res = await client.get(path, token(c));
            bytes = res.bytes;
            return res.status;
          };
          await runClosedLoop({ clients: RUSH_CLIENTS, durationMs: ctx.quick ? 500 : 1500, maxOps: 2_000_000, op });
          const cpu = startCpuAccount(server.pid);
          const result = await runClosedLoop({ clients: RUSH_CLIENTS, durationMs: ctx.quick ? 2000 : 8000, maxOps: 2_000_000, op });
          cpuOf.set(result, cpuText(cpu.stop()));
          sizeOf.set(result, bytes);
          return result;
        };
        const barePath = `/bare?semester_id=${plan.semesterId}`;
        // Every route once before any is measured: the first figure taken must not pay for the
        // server's JIT and the pool's connections that the later ones find ready.
        const warmUp: [string, string | undefined][] = [
          [barePath, undefined],
          ['/api/rooms?page=1', students[0]],
          ['/api/bookings', students[0]],
          ['/api/bookings?page=1', admin],
        ];
        for (const [path, token] of warmUp) {
          await runClosedLoop({
            clients: RUSH_CLIENTS,
            durationMs: ctx.quick ? 400 : 1000,
            maxOps: 2_000_000,
            op: async () => (await client.get(path, token)).status,
          });
        }
        const bare = await measure(barePath, () => undefined);
        const runs: [string, LoadResult][] = [
          ['GET /api/rooms?page=1 (students)', await measure('/api/rooms?page=1', (c) => students[c])],
          ['GET /api/bookings (students, own)', await measure('/api/bookings', (c) => students[c])],
          [`GET /api/bookings (admin, all ${booked.length})`, await measure('/api/bookings', () => admin)],
          [`GET /api/bookings?page=1 (admin, 10 a list of ${booked.length})`, await measure('/api/bookings?page=1', () => admin)],
        ];
        const bareAgain = await measure(barePath, () => undefined);
        const floor = (bare.perSecond + bareAgain.perSecond) / 2;
        ctx.details.readPath = { bare, bareAgain, runs: Object.fromEntries(runs) };
        return runs.map(([name, r]): Figure => ({
          bench: '4 read path',
          name: `${name} req/s`,
          value: r.perSecond,
          unit: '/s',
          baseline: { name: 'bare SELECT route', value: floor },
          target: { kind: 'ratioAtLeast', value: 0.5 },
          note:
            `${(sizeOf.get(r)! / 1024).toFixed(1)} KB a response (bare ${(sizeOf.get(bare)! / 1024).toFixed(1)} KB); ` +
            `p50/p99 ${r.latency.p50.toFixed(1)}/${r.latency.p99.toFixed(1)} ms (bare ${bare.latency.p50.toFixed(1)}/` +
            `${bare.latency.p99.toFixed(1)} ms, ${bare.perSecond.toFixed(0)} then ${bareAgain.perSecond.toFixed(0)}/s); ${outcomeText(r.outcomes)}. ${cpuOf.get(r)}; bare: ${cpuOf.get(bare)}`,
        }));
      } finally {
        client.close();
        await server.stop();
      }
    }),
};
