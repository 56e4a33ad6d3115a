import { bcrypt, bcryptLibrary } from '../../api/auth/bcryptLibrary.mjs';
import type { EventStore } from '../../api/eventStore/eventStore.ts';
import { BCRYPT_COST } from '../../api/users/createAccount.ts';
import { planStudents, STUDENT_PASSWORD, type PlannedStudent } from './hostelPlan.ts';
import type { HttpClient } from './httpClient.ts';
import { createRecorder, runQueue } from './loadGenerator.ts';
import { seedStudents } from './seedHostel.ts';

/**
 * One sign-in as the web app's user does it: a 503 (the server's password hashing is full) is
 * tried again after its Retry-After. The time recorded is the whole wait.
 */
async function signIn(client: HttpClient, email: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  for (;;) {
    const res = await client.request<{ token: string }>('POST', '/api/login', { body: { email, password: STUDENT_PASSWORD }, headers });
    if (res.status !== 503) return { ...res, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after'] ?? 1) * 1000));
  }
}

/** Signs every student in through POST /api/login, `clients` at a time; their tokens by user id. */
export async function signInAll(client: HttpClient, students: readonly PlannedStudent[], clients: number) {
  const tokens = new Map<string, string>();
  const recorder = createRecorder();
  const started = performance.now();
  await runQueue(students, clients, 300_000, async (s) => {
    const res = await signIn(client, s.email);
    recorder.record(res.status, res.ms);
    if (res.status === 200) tokens.set(s.user_id, res.body.token);
  });
  const result = recorder.result((performance.now() - started) / 1000);
  if (tokens.size !== students.length) {
    throw new Error(`only ${tokens.size} of ${students.length} students could sign in: ${JSON.stringify(result.outcomes)}`);
  }
  return { tokens, result };
}

/**
 * Students whose password hash has the server's real cost signing in while the rush goes on:
 * `clients` at once, each from an address of its own (a phone on a mobile network; the server
 * trusts the bench's proxy header), each starting the next sign-in as soon as one is answered,
 * until `stop` is called. Measured against what one core does with bcrypt alone.
 */
export async function startSignInsAtRealCost(client: HttpClient, store: EventStore, clients: number) {
  const students = planStudents(clients * 4, 'signin');
  await seedStudents(store, students, BCRYPT_COST);
  const hash = bcrypt.hashSync(STUDENT_PASSWORD, BCRYPT_COST);
  const t0 = performance.now();
  const compares = 8;
  for (let i = 0; i < compares; i++) bcrypt.compareSync(STUDENT_PASSWORD, hash);
  const comparesPerSecond = compares / ((performance.now() - t0) / 1000);

  const recorder = createRecorder();
  const started = performance.now();
  let stopped = false;
  let next = 0;
  const running = Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const headers = { 'x-forwarded-for': `100.64.${c >> 8}.${c & 255}` };
      while (!stopped) {
        const res = await signIn(client, students[next++ % students.length].email, headers);
        recorder.record(res.status, res.ms);
      }
    }),
  );
  return {
    /** Stops starting sign-ins: the rate counts those answered by now, the latencies all of them. */
    async stop() {
      stopped = true;
      const seconds = (performance.now() - started) / 1000;
      const answeredByNow = recorder.result(seconds).ops;
      await running;
      const result = recorder.result(seconds);
      if (result.outcomes[200] !== result.ops) throw new Error(`sign-ins at the real cost: ${JSON.stringify(result.outcomes)}`);
      return {
        cost: BCRYPT_COST,
        clients,
        library: bcryptLibrary,
        seconds,
        answered: answeredByNow,
        perSecond: answeredByNow / seconds,
        p99: result.latency.p99,
        comparesPerSecond,
      };
    },
  };
}
