import bcrypt from 'bcryptjs';
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
async function signIn(client: HttpClient, email: string) {
  const started = performance.now();
  for (;;) {
    const res = await client.post<{ token: string }>('/api/login', { email, password: STUDENT_PASSWORD });
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
 * `count` students whose password hash has the server's real cost sign in all at once, against
 * what one core does with bcrypt alone: a ratio near 1 means sign-in is bcrypt on one core.
 */
export async function signInBurst(client: HttpClient, store: EventStore, count: number) {
  const students = planStudents(count, 'signin');
  await seedStudents(store, students, BCRYPT_COST);
  const hash = bcrypt.hashSync(STUDENT_PASSWORD, BCRYPT_COST);
  const t0 = performance.now();
  const compares = 8;
  for (let i = 0; i < compares; i++) bcrypt.compareSync(STUDENT_PASSWORD, hash);
  const comparesPerSecond = compares / ((performance.now() - t0) / 1000);

  const recorder = createRecorder();
  const started = performance.now();
  await runQueue(students, count, 120_000, async (s) => {
    const res = await signIn(client, s.email);
    recorder.record(res.status, res.ms);
  });
  const result = recorder.result((performance.now() - started) / 1000);
  if (result.outcomes[200] !== count) throw new Error(`sign-in burst: ${JSON.stringify(result.outcomes)}`);
  return { cost: BCRYPT_COST, count, perSecond: result.perSecond, p99: result.latency.p99, comparesPerSecond };
}
