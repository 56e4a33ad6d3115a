import { nanoid } from 'nanoid';
import { createTokenService } from '../api/auth/tokens.ts';
import type { Benchmark } from './lib/context.ts';
import { cpuText, startCpuAccount } from './lib/cpuAccount.ts';
import { planHostel } from './lib/hostelPlan.ts';
import { createHttpClient } from './lib/httpClient.ts';
import { runOpenLoop } from './lib/openLoop.ts';
import type { Figure } from './lib/report.ts';
import { outcomeText } from './lib/rushScenario.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const READS_PER_SECOND = 50;
const SIGN_INS_PER_SECOND = 200;

/**
 * A normal read (GET /api/rooms?page=1 as signed-in students, 50 a second) alone, then while
 * 200 wrong sign-ins a second arrive for unknown emails, each from an address of its own: the
 * server trusts the proxy on its own machine (TRUSTED_PROXIES=127.0.0.1), so the per-address limits never stop them and only
 * the bounded password hashing stands between the flood and the reads.
 */
export const signInFloodBench: Benchmark = {
  name: '7 sign-in flood',
  run: (ctx) =>
    withBenchDatabase(ctx, 'flood', async (db) => {
      const plan = planHostel({ rooms: 60, students: 600 });
      await seedHostel(db.sql, plan, { bcryptCost: 4 });
      await db.sql`VACUUM ANALYZE`;
      const server = await startServerProcess({
        script: 'api/server.ts',
        databaseUrl: db.url,
        env: { TRUSTED_PROXIES: '127.0.0.1,::1' },
        cpuProfileDir: ctx.cpuProfileDir,
      });
      const readers = createHttpClient(server.url, 64);
      const attackers = createHttpClient(server.url, 1024);
      try {
        const tokens = createTokenService(BENCH_JWT_SECRET);
        const students = await Promise.all(
          plan.students.slice(0, 32).map(async (s) => (await tokens.issue(s.user_id, nanoid(), new Date())).token),
        );
        const read = async (i: number) => (await readers.get('/api/rooms?page=1', students[i % students.length])).status;
        const wrongSignIn = async (i: number) => {
          const address = `198.18.${(i >> 8) & 255}.${i & 255}`;
          const body = { email: `nobody-${i}@flood.test`, password: 'not-the-password' };
          return (await attackers.request('POST', '/api/login', { body, headers: { 'x-forwarded-for': address } })).status;
        };
        const durationMs = ctx.quick ? 4000 : 12_000;
        await runOpenLoop({ perSecond: READS_PER_SECOND, durationMs: 1500, op: read });
        const alone = await runOpenLoop({ perSecond: READS_PER_SECOND, durationMs, op: read });
        // The reads are measured once the flood has run a while: the pool's connections opened,
        // the sign-in path compiled, as in the minutes of a real flood rather than its first second.
        const settleMs = 2000;
        const floodRun = runOpenLoop({ perSecond: SIGN_INS_PER_SECOND, durationMs: settleMs + durationMs, op: wrongSignIn });
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const cpu = startCpuAccount(server.pid);
        const during = await runOpenLoop({ perSecond: READS_PER_SECOND, durationMs, op: read });
        const cpuDuring = cpuText(cpu.stop());
        const flood = await floodRun;
        ctx.details.signInFlood = { alone, during, flood };
        const compared = flood.outcomes[401] ?? 0;
        return [
          {
            bench: '7 sign-in flood',
            name: `GET /api/rooms p99 during ${SIGN_INS_PER_SECOND} wrong sign-ins/s`,
            value: during.latency.p99,
            unit: 'ms',
            baseline: { name: 'p99 alone', value: alone.latency.p99 },
            target: { kind: 'atMost', value: 100 },
            note:
              `${READS_PER_SECOND} reads/s; p50 ${during.latency.p50.toFixed(1)} ms (alone ${alone.latency.p50.toFixed(1)} ms); ` +
              `reads ${outcomeText(during.outcomes)}. Sign-ins: ${outcomeText(flood.outcomes)} (${(compared / flood.seconds).toFixed(0)} compared/s), ` +
              `p50/p99 ${flood.latency.p50.toFixed(0)}/${flood.latency.p99.toFixed(0)} ms. ${cpuDuring}`,
          } satisfies Figure,
        ];
      } finally {
        readers.close();
        attackers.close();
        await server.stop();
      }
    }),
};
