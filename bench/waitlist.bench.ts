import { createDeps } from '../api/assemble.ts';
import { bookingFormSchema } from '../api/bookings/bookingForm.schema.ts';
import { sweepHolds } from '../api/bookings/holdExpiry.ts';
import { placeBooking } from '../api/bookings/placeBooking.ts';
import { handle } from '../api/commands/handle.ts';
import type { Sql } from '../api/db/connect.ts';
import { unauthenticated } from '../api/http/errors.ts';
import { waitlistDecider } from '../api/waitlist/waitlist.decide.ts';
import { waitlistStream } from '../api/waitlist/waitlist.events.ts';
import type { Benchmark } from './lib/context.ts';
import { bookingFormFor, identityOf, planHostel, type HostelPlan, type PlannedRoom, type PlannedStudent } from './lib/hostelPlan.ts';
import { runQueue } from './lib/loadGenerator.ts';
import { seedHostel } from './lib/seedHostel.ts';
import { BENCH_JWT_SECRET } from './lib/serverProcess.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const BENCH = '11 waitlist';
const HOUR = 3_600_000;
/** The wave: 300 holds expiring at once, with 1,000 students in line (a tenth with --quick). */
const size = (quick: boolean) => (quick ? { wave: 30, line: 100, rooms: 12 } : { wave: 300, line: 1000, rooms: 100 });

type Wave = { seconds: number; expired: number; offers: number; beds: number };

/**
 * One hostel, full: every bed booked, the first `wave` of them an hour past their hold's deadline
 * and the rest a day from theirs; with `line` students waiting (each gender's half) or none. Two
 * sweepers (two servers) expire the wave at once; what is measured is the time from the sweep's
 * start to its end, when the last offer is in.
 */
async function runWave(sql: Sql, n: ReturnType<typeof size>, line: number, seed: number): Promise<Wave> {
  const plan = planHostel({ rooms: n.rooms, students: n.rooms * 6 + n.line * 2, seed });
  const start = Date.now();
  let now = new Date(start);
  await seedHostel(sql, plan, { bcryptCost: 4, now });
  const deps = createDeps({ sql, jwtSecret: BENCH_JWT_SECRET, clock: () => now });
  const pairs = bedsAndBookers(plan);
  if (pairs.length < n.wave) throw new Error(`the plan has ${pairs.length} beds, fewer than the wave of ${n.wave}`);
  await bookAll(deps, plan, pairs.slice(0, n.wave));
  now = new Date(start + 48 * HOUR);
  await bookAll(deps, plan, pairs.slice(n.wave));
  const waiting = plan.students.filter((s) => !pairs.some((p) => p.student === s));
  const joiners = [
    ...waiting.filter((s) => s.gender === 'female').slice(0, line / 2),
    ...waiting.filter((s) => s.gender === 'male').slice(0, line / 2),
  ];
  await runQueue(joiners, 8, 300_000, (s) =>
    handle(deps.store, waitlistStream(plan.semesterId, s.user_id), waitlistDecider, {
      metadata: { actorId: s.user_id, correlationId: `bench-join-${s.n}`, command: 'JoinWaitlist' },
      clock: deps.clock,
      command: {
        type: 'JoinWaitlist',
        data: {
          semester_id: plan.semesterId,
          user_id: s.user_id,
          full_name: `${s.fname} ${s.lname}`,
          gender: s.gender,
          room_type_id: null,
          room_type: null,
          holds_active_booking: false,
        },
      },
    }),
  );
  now = new Date(start + 73 * HOUR);
  await sql`VACUUM ANALYZE`;
  const began = performance.now();
  const [a, b] = await Promise.all([sweepHolds(deps), sweepHolds(deps)]);
  const seconds = (performance.now() - began) / 1000;
  const [{ offers }] = await sql<{ offers: number }[]>`SELECT count(*)::int AS offers FROM events WHERE event_type = 'WaitlistOfferMade'`;
  return { seconds, expired: a + b, offers, beds: pairs.length };
}

/** Every bed of the plan, each with a student of the room's gender. */
function bedsAndBookers(plan: HostelPlan) {
  const free = { male: plan.students.filter((s) => s.gender === 'male'), female: plan.students.filter((s) => s.gender === 'female') };
  const pairs: { room: PlannedRoom; student: PlannedStudent }[] = [];
  for (const room of plan.rooms)
    for (let bed = 0; bed < room.room_capacity; bed++) pairs.push({ room, student: free[room.gender].shift()! });
  return pairs;
}

async function bookAll(deps: ReturnType<typeof createDeps>, plan: HostelPlan, pairs: { room: PlannedRoom; student: PlannedStudent }[]) {
  const result = await runQueue(pairs, 8, 300_000, ({ room, student }) =>
    placeBooking(deps, {
      input: bookingFormSchema.parse(bookingFormFor(plan, room, student)),
      user_id: student.user_id,
      identity: identityOf(student),
      booked_by: student.user_id,
      metadata: { actorId: student.user_id, correlationId: `bench-${student.n}`, command: 'BookBed' },
      studentGone: unauthenticated,
    }),
  );
  if (result.skipped) throw new Error(`booking timed out with ${result.skipped} left`);
}

/**
 * How fast a wave of expiring holds goes to the waitlist: the beds of 300 holds expiring at once
 * offered to a line of 1,000, against the same wave expiring with nobody in line, each on a hostel
 * of its own in the same run; two sweepers at once, as two servers would.
 */
export const waitlistBench: Benchmark = {
  name: BENCH,
  run: async (ctx) => {
    const n = size(ctx.quick);
    const alone = await withBenchDatabase(ctx, 'waitlist-alone', (db) => runWave(db.sql, n, 0, 40));
    const withLine = await withBenchDatabase(ctx, 'waitlist', (db) => runWave(db.sql, n, n.line, 40));
    ctx.details.waitlist = { alone, withLine };
    if (withLine.expired !== n.wave || withLine.offers !== n.wave || alone.expired !== n.wave || alone.offers !== 0) {
      throw new Error(`the wave went wrong: ${JSON.stringify({ alone, withLine })}`);
    }
    return [
      {
        bench: BENCH,
        name: `beds offered again, ${n.wave} holds expiring with ${n.line} in line, offers/s`,
        value: withLine.offers / withLine.seconds,
        unit: '/s',
        baseline: { name: `the same wave with nobody in line, expiries/s`, value: alone.expired / alone.seconds },
        note: `the last offer ${(withLine.seconds * 1000).toFixed(0)} ms after the wave began (nobody in line: every expiry in ${(alone.seconds * 1000).toFixed(0)} ms); two sweepers at once; ${withLine.beds} beds, all booked`,
      },
    ];
  },
};
