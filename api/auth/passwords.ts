import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { passwordFits } from '../../shared/textLimits.ts';

/**
 * Password hashing on worker threads, one per core. A bcrypt compare is long, pure CPU work: on
 * the event loop, a burst of sign-ins on the first morning would stall every booking behind it. Here the loop only passes messages, and sign-ins use every core.
 */
type Job = { id: number; op: 'hash' | 'compare'; password: string; saltOrHash: string | number };
type Pending = { job: Job; resolve: (value: never) => void; reject: (error: Error) => void };

const WORKER_URL = new URL('./passwordWorker.mjs', import.meta.url);
const size = Math.max(1, Math.min(os.availableParallelism(), 8));
const idle: Worker[] = [];
const busy = new Map<Worker, Pending>();
const queue: Pending[] = [];
let started = 0;
let nextId = 0;

/** Refuses what bcrypt would cut: the schemas answer it first with a 422, this is the last guard. */
export function hashPassword(password: string, cost: number): Promise<string> {
  if (!passwordFits(password)) return Promise.reject(new Error('password longer than bcrypt takes'));
  return submit({ id: nextId++, op: 'hash', password, saltOrHash: cost });
}

/**
 * A malformed stored hash compares as false, as bcrypt itself would refuse it. So does a password
 * longer than bcrypt reads: its first 72 bytes must not open the account.
 */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!passwordFits(password)) return Promise.resolve(false);
  return submit<boolean>({ id: nextId++, op: 'compare', password, saltOrHash: hash }).catch(() => false);
}

function submit<T>(job: Job): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ job, resolve: resolve as (value: never) => void, reject });
    dispatch();
  });
}

function dispatch() {
  while (queue.length) {
    const worker = idle.pop() ?? (started < size ? spawn() : undefined);
    if (!worker) return;
    const pending = queue.shift()!;
    busy.set(worker, pending);
    // A worker holds the process open only while it has work: idle ones never keep a CLI alive.
    worker.ref();
    worker.postMessage(pending.job);
  }
}

function spawn(): Worker {
  started++;
  const worker = new Worker(WORKER_URL);
  worker.on('message', (message: { id: number; result?: never; error?: string }) => {
    const pending = busy.get(worker);
    busy.delete(worker);
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
  const pending = busy.get(worker);
  busy.delete(worker);
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
  else if (!pending) return; // already retired by the 'error' that preceded this 'exit'
  started--;
  pending?.reject(error);
  dispatch();
}
