import type { HostelPlan, PlannedRoom, PlannedStudent } from './hostelPlan.ts';
import { createRecorder, runClosedLoop, runQueue, type LoadResult } from './loadGenerator.ts';
import { RUSH_CLIENTS } from './hostelPlan.ts';
import { seededRandom } from './stats.ts';

/** How a student reaches the hostel: over HTTP in the rush, through the driver in bench 3. */
export type RushApi = {
  /** The ids of the rooms of the student's gender that have a bed left right now. */
  look: (student: PlannedStudent) => Promise<{ status: number; roomIds: string[] }>;
  /** One booking attempt: the status (201, 409, …) and, on success, the booking's id. */
  book: (student: PlannedStudent, room: PlannedRoom) => Promise<{ status: number; bookingId?: string }>;
};

export type RushOutcome = {
  bookingIds: string[];
  /** From the first request to the last successful booking: the hostel was full by then. */
  secondsToFull: number;
  seconds: number;
  bookings: LoadResult;
  looks: LoadResult;
  studentsLeftUnserved: number;
  gaveUp: number;
};

const MAX_ATTEMPTS = 40;
const MAX_LOOKS = 6;

/**
 * Every student at once, `clients` at a time: look at the rooms with a bed left, try one at
 * random, and on a refusal cross it off and try another of the rooms seen; look again when none
 * is left, and stop when the hostel shows no bed for them. Bounded in attempts and time.
 */
export async function runRush(plan: HostelPlan, api: RushApi, clients: number, deadlineMs: number): Promise<RushOutcome> {
  const random = seededRandom(7);
  const roomsById = new Map(plan.rooms.map((r) => [r.room_id, r]));
  const students = shuffled(plan.students, random);
  const bookings = createRecorder();
  const looks = createRecorder();
  const bookingIds: string[] = [];
  let gaveUp = 0;
  const started = performance.now();
  let lastSuccess = started;

  const timed = async <T extends { status: number }>(recorder: typeof bookings, call: () => Promise<T>): Promise<T | null> => {
    const t0 = performance.now();
    try {
      const result = await call();
      recorder.record(result.status, performance.now() - t0);
      return result;
    } catch {
      recorder.record('error', performance.now() - t0);
      return null;
    }
  };

  const served = await runQueue(students, clients, deadlineMs, async (student) => {
    let seen: string[] = [];
    for (let attempt = 0, lookCount = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (seen.length === 0) {
        if (lookCount++ >= MAX_LOOKS) break;
        const look = await timed(looks, () => api.look(student));
        seen = look?.roomIds ?? [];
        if (seen.length === 0) return;
      }
      const index = Math.floor(random() * seen.length);
      const room = roomsById.get(seen[index])!;
      const result = await timed(bookings, () => api.book(student, room));
      if (result?.status === 201) {
        bookingIds.push(result.bookingId!);
        lastSuccess = performance.now();
        return;
      }
      seen.splice(index, 1);
    }
    gaveUp++;
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    bookingIds,
    secondsToFull: (lastSuccess - started) / 1000,
    seconds,
    bookings: bookings.result(seconds),
    looks: looks.result(seconds),
    studentsLeftUnserved: served.skipped,
    gaveUp,
  };
}

/** As the HTTP rush does: settles the pool and the JIT on the look before the clock starts. */
export async function settleLooks(plan: HostelPlan, api: RushApi) {
  await runClosedLoop({
    clients: RUSH_CLIENTS,
    durationMs: 1000,
    maxOps: 5000,
    op: async (c) => (await api.look(plan.students[c])).status,
  });
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Status counts as one short string: "201: 1180, 409: 2210". */
export function outcomeText(outcomes: Record<string, number>): string {
  return Object.entries(outcomes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
}

export function serverErrors(outcomes: Record<string, number>): number {
  return Object.entries(outcomes).reduce((n, [k, v]) => n + (/^5\d\d$/.test(k) || k === 'error' ? v : 0), 0);
}
