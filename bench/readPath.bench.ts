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
 * The admin's lists, in both dialects (the spec's unpaged GET /api/bookings and ?page=1;
 * react-admin's bare <List>, first ten by id), are each measured against a bare route that reads
 * the same page: the same rows, one statement, no auth, no count.
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
        const byId = `sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{}')}`;
        // Every route once before any is measured: the first figure taken must not pay for the
        // server's JIT and the pool's connections that the later ones find ready.
        const warmUp: [string, string | undefined][] = [
          [barePath, undefined],
          ['/api/rooms?page=1', students[0]],
          ['/api/bookings', students[0]],
          ['/api/bookings?page=1', admin],
          ...['booking-lists', 'booking-lists-whole', 'bookings', 'users', 'users-newest', 'rooms'].map((page): [string, undefined] => [
            `/bare/${page}`,
            undefined,
          ]),
          ...['bookings', 'users', 'rooms'].map((list): [string, string] => [`/api/${list}?${byId}`, admin]),
          ['/api/users?page=1', admin],
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
        const studentRuns: [string, LoadResult][] = [
          ['GET /api/rooms?page=1 (students)', await measure('/api/rooms?page=1', (c) => students[c])],
          ['GET /api/bookings (students, own)', await measure('/api/bookings', (c) => students[c])],
        ];
        const bareAgain = await measure(barePath, () => undefined);
        const floor = (bare.perSecond + bareAgain.perSecond) / 2;
        // Each bare page measured before and after the lists read against it, for the machine's drift.
        const adminGroups: { page: string; lists: [string, string][] }[] = [
          { page: 'booking-lists-whole', lists: [[`GET /api/bookings (admin, no page; ${booked.length} bookings)`, '/api/bookings']] },
          { page: 'booking-lists', lists: [[`GET /api/bookings?page=1 (admin, 10 a list of ${booked.length})`, '/api/bookings?page=1']] },
          { page: 'bookings', lists: [['GET /api/bookings, react-admin first 10 by id (admin)', `/api/bookings?${byId}`]] },
          { page: 'users', lists: [['GET /api/users, react-admin first 10 by id (admin)', `/api/users?${byId}`]] },
          { page: 'users-newest', lists: [['GET /api/users?page=1 (admin)', '/api/users?page=1']] },
          { page: 'rooms', lists: [['GET /api/rooms, react-admin first 10 by id (admin)', `/api/rooms?${byId}`]] },
        ];
        const adminRuns: [string, LoadResult, number, LoadResult][] = [];
        for (const group of adminGroups) {
          const before = await measure(`/bare/${group.page}`, () => undefined);
          const measured: [string, LoadResult][] = [];
          for (const [name, path] of group.lists) measured.push([name, await measure(path, () => admin)]);
          const after = await measure(`/bare/${group.page}`, () => undefined);
          for (const [name, r] of measured) adminRuns.push([name, r, (before.perSecond + after.perSecond) / 2, before]);
        }
        ctx.details.readPath = { bare, bareAgain, runs: Object.fromEntries([...studentRuns, ...adminRuns.map(([n, r]) => [n, r])]) };
        const figure = (name: string, r: LoadResult, baseline: { name: string; value: number }, base: LoadResult): Figure => ({
          bench: '4 read path',
          name: `${name} req/s`,
          value: r.perSecond,
          unit: '/s',
          baseline,
          target: { kind: 'ratioAtLeast', value: 0.5 },
          note:
            `${(sizeOf.get(r)! / 1024).toFixed(1)} KB a response (bare ${(sizeOf.get(base)! / 1024).toFixed(1)} KB); ` +
            `p50/p99 ${r.latency.p50.toFixed(1)}/${r.latency.p99.toFixed(1)} ms (bare ${base.latency.p50.toFixed(1)}/` +
            `${base.latency.p99.toFixed(1)} ms); against the bare rooms route ${(r.perSecond / floor).toFixed(2)}; ` +
            `${outcomeText(r.outcomes)}. ${cpuOf.get(r)}; bare: ${cpuOf.get(base)}`,
        });
        return [
          ...studentRuns.map(([name, r]) => figure(name, r, { name: 'bare SELECT route', value: floor }, bare)),
          ...adminRuns.map(([name, r, value, base]) => figure(name, r, { name: 'bare SELECT of the same rows', value }, base)),
        ];
      } finally {
        client.close();
        await server.stop();
      }
    }),
};
