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
 */
type Job = { id: number; op: 'hash' | 'compare'; password: string; saltOrHash: string | number };
type Pending = { job: Job; resolve: (value: never) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };

export type HasherLimits = { workers: number; maxQueued: number; maxWaitMs: number };
export type PasswordHasher = {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * Runs `work` (a request that will hash) if the hasher can take it, else answers the 503 at
   * once: a sign-in is refused before any other work, its database work included.
   */
  admitted<T>(work: () => Promise<T>): Promise<T>;
};

const WORKER_URL = new URL('./passwordWorker.mjs', import.meta.url);
const RETRY_AFTER_SECONDS = 2;

/** One core is left to the event loop and PostgreSQL, so reads keep answering during a flood. */
export const DEFAULT_HASHER_LIMITS: HasherLimits = {
  workers: Math.max(1, Math.min(os.availableParallelism() - 1, 8)),
  maxQueued: 16,
  maxWaitMs: 1000,
};

export const hashingBusy = () => new ApiError(503, MESSAGES.errors.busy, undefined, RETRY_AFTER_SECONDS);

export function createPasswordHasher(limits: HasherLimits = DEFAULT_HASHER_LIMITS): PasswordHasher {
  const idle: Worker[] = [];
  const busyWorkers = new Map<Worker, Pending>();
  const queue: Pending[] = [];
  let started = 0;
  let nextId = 0;
  let admitted = 0;

  const hasFreeWorker = () => idle.length > 0 || started < limits.workers;

  function submit<T>(job: Job): Promise<T> {
    if (!hasFreeWorker() && queue.length >= limits.maxQueued) return Promise.reject(hashingBusy());
    return new Promise<T>((resolve, reject) => {
      const pending: Pending = { job, resolve: resolve as (value: never) => void, reject };
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

  function dispatch() {
    while (queue.length) {
      const worker = idle.pop() ?? (started < limits.workers ? spawn() : undefined);
      if (!worker) return;
      const pending = queue.shift()!;
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
    admitted: async (work) => {
      if (admitted >= limits.workers + limits.maxQueued) throw hashingBusy();
      admitted++;
      try {
        return await work();
      } finally {
        admitted--;
      }
    },
  };
}

/** The process's one hasher: every app in a process shares its cores. */
export const passwordHasher = createPasswordHasher();
export const hashPassword = (password: string, cost: number) => passwordHasher.hash(password, cost);
export const verifyPassword = (password: string, hash: string) => passwordHasher.verify(password, hash);
