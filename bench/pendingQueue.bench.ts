import { nanoid } from 'nanoid';
import { createTokenService } from '../api/auth/tokens.ts';
import type { Sql } from '../api/db/connect.ts';
import { BOOKING_SEARCH_TEXT } from '../projections/bookings/bookings.queries.ts';
import { containing } from '../projections/search.ts';
import type { Benchmark } from './lib/context.ts';
import { driverApi } from './lib/driverApi.ts';
import { planHostel, planStudents, type HostelPlan, type PlannedRoom, type PlannedStudent } from './lib/hostelPlan.ts';
import { createHttpClient, type HttpClient } from './lib/httpClient.ts';
import { runClosedLoop, runQueue, type LoadResult } from './lib/loadGenerator.ts';
import type { Figure } from './lib/report.ts';
import { outcomeText } from './lib/rushScenario.ts';
import { seededRandom } from './lib/stats.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const BENCH = '8 pending queue';
const CLIENTS = 16;
const DAY = 86_400_000;
/** The issue's office: 3,000 pending bookings, among 1,000 already paid, over two semesters. */
const PENDING = 3_000;
const PAID = 1_000;
const BULK = 100;
const REFERENCED = 300;

/** `count` bookings of the plan's students, bed after bed, each room by students of its gender. */
async function book(sql: Sql, plan: HostelPlan, count: number) {
  const waiting = { male: plan.students.filter((s) => s.gender === 'male'), female: plan.students.filter((s) => s.gender === 'female') };
  const pairs: { room: PlannedRoom; student: PlannedStudent }[] = [];
  for (const room of plan.rooms)
    for (let bed = 0; bed < room.room_capacity; bed++) pairs.push({ room, student: waiting[room.gender].shift()! });
  if (pairs.length < count) throw new Error(`the plan has ${pairs.length} beds, fewer than the ${count} bookings asked`);
  const api = driverApi(sql, plan);
  const refused: number[] = [];
  await runQueue(pairs.slice(0, count), 8, 300_000, async ({ room, student }) => {
    const { status } = await api.book(student, room);
    if (status !== 201) refused.push(status);
  });
  if (refused.length) throw new Error(`${refused.length} bookings refused (${refused.slice(0, 5).join(', ')})`);
}

/** How PostgreSQL runs a page of the queue on these tables (`count` as a search reads it), for bench/README.md. */
async function planOf(sql: Sql, where: string, count = '') {
  const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT *${count} FROM bookings WHERE ${where} ORDER BY created_at ASC, id ASC LIMIT 10`,
  );
  return rows.map((r) => r['QUERY PLAN']);
}

const filterQuery = (filter: object, range = '[0,9]') =>
  `/api/bookings?range=${range}&sort=${encodeURIComponent('["created_at","ASC"]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Approves `ids` through the bulk route in one request; the seconds it took. */
async function approveAtOnce(client: HttpClient, token: string, ids: string[]) {
  const started = performance.now();
  const res = await client.post('/api/bookings/approve-payments', { ids }, token);
  if (res.status !== 200 || res.body.meta.approved !== ids.length)
    throw new Error(`bulk approval: ${res.status} ${JSON.stringify(res.body.meta)}`);
  return (performance.now() - started) / 1000;
}

/** Approves `ids` one request after another, as an admin clicking each row would; the seconds it took. */
async function approveOneByOne(client: HttpClient, token: string, ids: string[]) {
  const started = performance.now();
  for (const id of ids) {
    const res = await client.post(`/api/bookings/${id}/approve-payment`, { expected_status: 'pending' }, token);
    if (res.status !== 200) throw new Error(`approval of ${id}: ${res.status}`);
  }
  return (performance.now() - started) / 1000;
}

/**
 * The office's queue of pending payments with 3,000 waiting, over HTTP against the real server,
 * at 16 clients: its first page oldest first, a search by name, one semester's queue and the
 * sidebar's count, each against the plain list of the 10 newest bookings in the same run. Then
 * 100 approved by one bulk request against 100 approved one request at a time.
 */
export const pendingQueueBench: Benchmark = {
  name: BENCH,
  run: (ctx) =>
    withBenchDatabase(ctx, 'queue', async (db) => {
      const now = new Date();
      const current = planHostel({ rooms: 1000, students: 4600, seed: 8 });
      const other = planHostel({ rooms: 300, students: 1400, seed: 9 });
      other.students = planStudents(other.students.length, 'other', seededRandom(12));
      await seedHostel(db.sql, current, { bcryptCost: 4, now });
      // Begun a month earlier: both semesters take today's check-in, as the booking form asks.
      await seedHostel(db.sql, other, { bcryptCost: 4, now: new Date(now.getTime() - 30 * DAY) });
      ctx.log(`booking ${PENDING + PAID} beds…`);
      await book(db.sql, current, 3_200);
      await book(db.sql, other, PENDING + PAID - 3_200);
      const server = await startServerProcess({ script: 'api/server.ts', databaseUrl: db.url, cpuProfileDir: ctx.cpuProfileDir });
      const client = createHttpClient(server.url, CLIENTS);
      try {
        const [superadmin] = await db.sql<{ id: string }[]>`SELECT id FROM users WHERE role = 'superadmin'`;
        const admin = (await createTokenService(BENCH_JWT_SECRET).issue(superadmin.id, nanoid(), new Date())).token;
        const oldest = async (n: number) =>
          (await client.get<{ id: string }[]>(filterQuery({ payment_status: 'pending' }, `[0,${n - 1}]`), admin)).body.map((b) => b.id);
        // The first 1,000 of the current semester paid, by the bulk route 200 at a time: 3,000 stay pending.
        for (let i = 0; i < PAID / 200; i++) await approveAtOnce(client, admin, await oldest(200));
        // The front of the queue has its payment references, as a real one does, two of them the
        // same: each page then also looks up the other bookings given its references.
        const given = await oldest(REFERENCED);
        await runQueue(given, 8, 120_000, async (id) => {
          const index = given.indexOf(id);
          const payment_reference = `MP2409.${index === 1 ? 0 : index}.BENCH`;
          const { status } = await client.post(`/api/bookings/${id}/payment-reference`, { payment_reference }, admin);
          if (status !== 200) throw new Error(`payment reference refused: ${status}`);
        });
        await db.sql`VACUUM ANALYZE`;
        const [{ pending }] = await db.sql<
          { pending: number }[]
        >`SELECT count(*)::int AS pending FROM bookings WHERE payment_status = 'pending'`;
        if (pending !== PENDING) throw new Error(`${pending} bookings pending, not ${PENDING}`);

        const measure = (path: string) =>
          runClosedLoop({
            clients: CLIENTS,
            warmupMs: ctx.quick ? 500 : 1500,
            durationMs: ctx.quick ? 2000 : 6000,
            maxOps: 2_000_000,
            op: async () => (await client.get(path, admin)).status,
          });
        const baseline = await measure('/api/bookings?range=[0,9]');
        const runs: [string, LoadResult][] = [
          ['first page of the queue, oldest first', await measure(filterQuery({ payment_status: 'pending' }))],
          ['a search by name ("Kofi Mensah")', await measure(filterQuery({ payment_status: 'pending', q: 'Kofi Mensah' }))],
          ["another semester's queue", await measure(filterQuery({ payment_status: 'pending', semester_id: other.semesterId }))],
          ['the count (range [0,0])', await measure(filterQuery({ payment_status: 'pending' }, '[0,0]'))],
        ];
        const baselineAgain = await measure('/api/bookings?range=[0,9]');
        const floor = (baseline.perSecond + baselineAgain.perSecond) / 2;
        const plans = {
          queue: await planOf(db.sql, `payment_status = 'pending'`),
          semester: await planOf(db.sql, `payment_status = 'pending' AND semester_id = '${other.semesterId}'`),
          search: await planOf(
            db.sql,
            `payment_status = 'pending' AND ${BOOKING_SEARCH_TEXT} LIKE lower('${containing('Kofi Mensah')}')`,
            ', count(*) OVER () AS matches',
          ),
        };
        ctx.log(`the queue's plans:\n${[...plans.queue, '', ...plans.semester, '', ...plans.search].join('\n')}`);

        // In the order bulk, single, single, bulk: a machine that slows down or speeds up meanwhile weighs on both alike.
        let bulkSeconds = await approveAtOnce(client, admin, await oldest(BULK));
        let singleSeconds = await approveOneByOne(client, admin, await oldest(BULK));
        singleSeconds += await approveOneByOne(client, admin, await oldest(BULK));
        bulkSeconds += await approveAtOnce(client, admin, await oldest(BULK));
        bulkSeconds /= 2;
        singleSeconds /= 2;
        ctx.details.pendingQueue = { baseline, baselineAgain, runs: Object.fromEntries(runs), plans, bulkSeconds, singleSeconds };

        const reads = runs.map(([name, r]): Figure => ({
          bench: BENCH,
          name: `GET ${name} req/s`,
          value: r.perSecond,
          unit: '/s',
          baseline: { name: 'plain list, 10 newest', value: floor },
          target: { kind: 'ratioAtLeast', value: 0.5 },
          note:
            `p50/p99 ${r.latency.p50.toFixed(1)}/${r.latency.p99.toFixed(1)} ms (plain list ${baseline.latency.p50.toFixed(1)}/` +
            `${baseline.latency.p99.toFixed(1)} ms, ${baseline.perSecond.toFixed(0)} then ${baselineAgain.perSecond.toFixed(0)}/s); ${outcomeText(r.outcomes)}`,
        }));
        return [
          ...reads,
          {
            bench: BENCH,
            name: `bulk approval of ${BULK} approvals/s`,
            value: BULK / bulkSeconds,
            unit: '/s',
            baseline: { name: `${BULK} single approvals one after another`, value: BULK / singleSeconds },
            // The same work per booking either way: the one request only saves the round trips.
            target: { kind: 'ratioAtLeast', value: 0.9 },
            note: `${(bulkSeconds * 1000).toFixed(0)} ms for the request, ${(singleSeconds * 1000).toFixed(0)} ms one by one (each the mean of two runs of ${BULK}); the queue then had ${PENDING - 2 * BULK} pending`,
          },
        ];
      } finally {
        client.close();
        await server.stop();
      }
    }),
};
