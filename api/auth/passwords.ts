import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { passwordFits } from '../../shared/textLimits.ts';

/**
 * Password hashing on worker threads. A bcrypt compare is long, pure CPU work: on the event
 * loop, a burst of sign-ins would stall every booking behind it. Here the loop only passes
 * messages. The work is bounded: at most `workers` hashes run at once, at most `maxQueued` wait,
 * and none waits longer than `maxWaitMs`; past that the request is answered 503 with Retry-After
 * at once, so a flood of sign-ins cannot take the CPU (and every other request's latency) with it.
 *
 * The bound is shared fairly between clients (an address, or a device that signed in before):
 * one client holds at most `perClient` places, and a free worker takes the waiting hash of the
 * client that used the hasher least lately, refusals counted. A flood from one address then waits
 * behind everyone else and is refused its excess, while a student elsewhere is hashed next.
 */
type Job = { id: number; op: 'hash' | 'compare'; password: string; saltOrHash: string | number };
type Pending = { job: Job; client: string; resolve: (value: never) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };

export type HasherLimits = { workers: number; maxQueued: number; maxWaitMs: number; perClient: number };
export type PasswordHasher = {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Refuses at once (503, counted against `client`) when the client holds its share of the
   * hasher or the hasher is full: called before any other work, so a request that would be
   * refused costs nothing else.
   */
  checkRoom(client: string): void;
  /**
   * Runs `work` (a request that will hash) on one of `client`'s places, or answers the 503 as
   * `checkRoom` does. The hashes `work` asks for are queued as the client's.
   */
  admitted<T>(client: string, work: () => Promise<T>): Promise<T>;
};

const WORKER_URL = new URL('./passwordWorker.mjs', import.meta.url);
const RETRY_AFTER_SECONDS = 2;
/** How fast a client's use of the hasher is forgotten: a flood is remembered for a minute or so. */
const USAGE_HALF_LIFE_MS = 10_000;
/** Clients remembered before the idle ones are forgotten. */
const USAGE_CLIENTS_KEPT = 10_000;

/**
 * A worker per core: the workers hash at the lowest priority (api/auth/passwordWorker.mjs), so
 * they take only the CPU the event loop and PostgreSQL leave, and reads keep answering during a flood.
 */
export const DEFAULT_HASHER_LIMITS: HasherLimits = {
  workers: Math.max(1, Math.min(os.availableParallelism(), 8)),
  maxQueued: 16,
  maxWaitMs: 1000,
  perClient: 4,
};

export const hashingBusy = () => new ApiError(503, MESSAGES.errors.busy, undefined, RETRY_AFTER_SECONDS);

/** Places held and recent use, per client; use decays by half every USAGE_HALF_LIFE_MS. */
function createUsage() {
  const clients = new Map<string, { held: number; used: number; at: number }>();
  const of = (client: string) => {
    let usage = clients.get(client);
    if (!usage) {
      if (clients.size >= USAGE_CLIENTS_KEPT) forgetIdle();
      clients.set(client, (usage = { held: 0, used: 0, at: performance.now() }));
    }
    return usage;
  };
  const recent = (client: string) => {
    const usage = clients.get(client);
    if (!usage) return 0;
    const now = performance.now();
    usage.used *= 0.5 ** ((now - usage.at) / USAGE_HALF_LIFE_MS);
    usage.at = now;
    return usage.used;
  };
  function forgetIdle() {
    for (const [client, usage] of clients) if (usage.held === 0 && recent(client) < 1) clients.delete(client);
  }
  return {
    held: (client: string) => of(client).held,
    recent,
    charge: (client: string) => void (recent(client), of(client).used++),
    take: (client: string) => void of(client).held++,
    give: (client: string) => void of(client).held--,
  };
}

export function createPasswordHasher(limits: HasherLimits = DEFAULT_HASHER_LIMITS): PasswordHasher {
  const idle: Worker[] = [];
  const busyWorkers = new Map<Worker, Pending>();
  const queue: Pending[] = [];
  const usage = createUsage();
  // Whose request a hash is for, without passing it through every caller of hash and verify.
  const clientOfWork = new AsyncLocalStorage<string>();
  let started = 0;
  let nextId = 0;
  let admitted = 0;

  const hasFreeWorker = () => idle.length > 0 || started < limits.workers;

  function submit<T>(job: Job): Promise<T> {
    if (!hasFreeWorker() && queue.length >= limits.maxQueued) return Promise.reject(hashingBusy());
    return new Promise<T>((resolve, reject) => {
      const pending: Pending = { job, client: clientOfWork.getStore() ?? '', resolve: resolve as (value: never) => void, reject };
      queue.push(pending);
      dispatch();
      if (queue.includes(pending)) {
        pending.timer = setTimeout(() => {
          queue.splice(queue.indexOf(pending), 1);
          reject(hashingBusy());
        }, limits.maxWaitMs);
      }
    });
  }

  /** The waiting hash of the client that used the hasher least lately; the earliest among equals. */
  function next(): Pending {
    let best = 0;
    for (let i = 1; i < queue.length; i++) if (usage.recent(queue[i].client) < usage.recent(queue[best].client)) best = i;
    return queue.splice(best, 1)[0];
  }

  function dispatch() {
    while (queue.length) {
      const worker = idle.pop() ?? (started < limits.workers ? spawn() : undefined);
      if (!worker) return;
      const pending = next();
      clearTimeout(pending.timer);
      busyWorkers.set(worker, pending);
      // A worker holds the process open only while it has work: idle ones never keep a CLI alive.
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  function spawn(): Worker {
    started++;
    const worker = new Worker(WORKER_URL);
    worker.on('message', (message: { id: number; result?: never; error?: string }) => {
      const pending = busyWorkers.get(worker);
      busyWorkers.delete(worker);
      worker.unref();
      idle.push(worker);
      if (pending && message.error !== undefined) pending.reject(new Error(message.error));
      else pending?.resolve(message.result as never);
      dispatch();
    });
    // A worker that dies fails only its own job; the next job starts a fresh one.
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => retire(worker, new Error(`password worker exited with ${code}`)));
    return worker;
  }

  function retire(worker: Worker, error: Error) {
    const pending = busyWorkers.get(worker);
    busyWorkers.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    else if (!pending) return; // already retired by the 'error' that preceded this 'exit'
    started--;
    pending?.reject(error);
    dispatch();
  }

  // Each request is charged once: when it is refused, or when it is admitted to hash.
  function checkRoom(client: string) {
    if (usage.held(client) < limits.perClient && admitted < limits.workers + limits.maxQueued) return;
    usage.charge(client);
    throw hashingBusy();
  }

  return {
    // Refuses what bcrypt would cut: the schemas answer it first with a 422, this is the last guard.
    hash: (password, cost) =>
      passwordFits(password)
        ? submit({ id: nextId++, op: 'hash', password, saltOrHash: cost })
        : Promise.reject(new Error('password longer than bcrypt takes')),
    // A malformed stored hash compares as false, as bcrypt itself would refuse it, and so does a
    // password longer than bcrypt reads (its first 72 bytes must not open the account); a full
    // queue is not a wrong password and goes on to the caller.
    verify: async (password, hash) => {
      if (!passwordFits(password)) return false;
      return submit<boolean>({ id: nextId++, op: 'compare', password, saltOrHash: hash }).catch((error: Error) => {
        if (error instanceof ApiError) throw error;
        return false;
      });
    },
    checkRoom,
    admitted: async (client, work) => {
      checkRoom(client);
      admitted++;
      usage.take(client);
      usage.charge(client);
      try {
        return await clientOfWork.run(client, work);
      } finally {
        admitted--;
        usage.give(client);
      }
    },
  };
}

/** The process's one hasher: every app in a process shares its cores. */
export const passwordHasher = createPasswordHasher();
export const hashPassword = (password: string, cost: number) => passwordHasher.hash(password, cost);
export const verifyPassword = (password: string, hash: string) => passwordHasher.verify(password, hash);
