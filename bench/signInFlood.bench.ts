import { nanoid } from 'nanoid';
import { createTokenService } from '../api/auth/tokens.ts';
import type { Benchmark } from './lib/context.ts';
import { cpuText, startCpuAccount } from './lib/cpuAccount.ts';
import { planHostel } from './lib/hostelPlan.ts';
import { createHttpClient, type HttpClient } from './lib/httpClient.ts';
import { runOpenLoop } from './lib/openLoop.ts';
import type { Figure } from './lib/report.ts';
import { outcomeText } from './lib/rushScenario.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const READS_PER_SECOND = 50;
const SIGN_INS_PER_SECOND = 200;
/** Students signing in at another address while one address floods. */
const STUDENT_SIGN_INS = 5;

const registration = (i: number) => ({
  fname: 'Ama',
  lname: 'Mensah',
  phone_number: '0241234567',
  email: `campus-${i}-${nanoid(6)}@flood.test`.toLowerCase(),
  password: 'password123',
  gender: 'female',
  country: 'Ghana',
  agree_to_terms: true,
});

/**
 * A normal read (GET /api/rooms?page=1 as signed-in students, 50 a second) alone, then while
 * 200 wrong sign-ins a second arrive for unknown emails, each from an address of its own: the
 * server trusts the proxy on its own machine (TRUSTED_PROXIES=127.0.0.1), so the per-address limits never stop them and only
 * the bounded password hashing stands between the flood and the reads.
 *
 * Then the same flood from one address, while a student at another signs in (at bcrypt's real
 * cost) five times; and a campus behind one address registering its students, four at a time.
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
        const oneAddress = await oneAddressFlood(attackers, durationMs);
        const campus = await campusRegistrations(attackers, ctx.quick ? 200 : 1000);
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
          },
          {
            bench: '7 sign-in flood',
            name: `Student sign-ins at another address during ${SIGN_INS_PER_SECOND}/s from one address, slowest of ${STUDENT_SIGN_INS}`,
            value: oneAddress.signedIn === STUDENT_SIGN_INS ? Math.max(...oneAddress.ms) : Infinity,
            unit: 'ms',
            target: { kind: 'atMost', value: 3000 },
            note:
              `${oneAddress.signedIn} of ${STUDENT_SIGN_INS} signed in (${oneAddress.ms.map((ms) => ms.toFixed(0)).join(', ')} ms). ` +
              `The flood: ${outcomeText(oneAddress.flood.outcomes)}, p50/p99 ${oneAddress.flood.latency.p50.toFixed(0)}/${oneAddress.flood.latency.p99.toFixed(0)} ms.`,
          },
          {
            bench: '7 sign-in flood',
            name: 'Registrations from one address, per hour',
            value: (campus.registered / campus.seconds) * 3600,
            unit: '/h',
            target: { kind: 'atLeast', value: 1000 },
            note: `${campus.registered} of ${campus.tried} registered in ${campus.seconds.toFixed(0)} s, four at a time, trying again after a 503 (answers ${outcomeText(campus.outcomes)}).`,
          },
        ] satisfies Figure[];
      } finally {
        readers.close();
        attackers.close();
        await server.stop();
      }
    }),
};

/**
 * 200 wrong sign-ins a second from one address for `durationMs`, and meanwhile a student at
 * another address signs in STUDENT_SIGN_INS times, a second apart, with a password hashed at the
 * real cost.
 */
async function oneAddressFlood(client: HttpClient, durationMs: number) {
  const student = registration(0);
  const headers = { 'x-forwarded-for': '198.51.100.7' };
  const registered = await client.request('POST', '/api/register', { body: student, headers });
  if (registered.status !== 201) throw new Error(`the student could not register: ${registered.status}`);
  const flood = runOpenLoop({
    perSecond: SIGN_INS_PER_SECOND,
    durationMs,
    op: async (i) => {
      const body = { email: `one-address-${i}@flood.test`, password: 'not-the-password' };
      return (await client.request('POST', '/api/login', { body, headers: { 'x-forwarded-for': '203.0.113.66' } })).status;
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const ms: number[] = [];
  let signedIn = 0;
  for (let i = 0; i < STUDENT_SIGN_INS; i++) {
    const answer = await client.request('POST', '/api/login', {
      body: { email: student.email, password: student.password },
      headers: { 'x-forwarded-for': `198.51.100.${20 + i}` },
    });
    ms.push(answer.ms);
    if (answer.status === 200) signedIn++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { signedIn, ms, flood: await flood };
}

/**
 * `count` students registering from one address, four at a time, as fast as they are answered;
 * one told the server is busy tries again after its Retry-After, as the page asks them to.
 */
async function campusRegistrations(client: HttpClient, count: number) {
  const outcomes: Record<string, number> = {};
  let next = 0;
  let registered = 0;
  const started = performance.now();
  const student = async () => {
    while (next < count) {
      const body = registration(++next);
      for (;;) {
        const answer = await client.request('POST', '/api/register', { body, headers: { 'x-forwarded-for': '198.51.100.200' } });
        outcomes[answer.status] = (outcomes[answer.status] ?? 0) + 1;
        if (answer.status !== 503) {
          if (answer.status === 201) registered++;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, student));
  return { tried: count, registered, outcomes, seconds: (performance.now() - started) / 1000 };
}
