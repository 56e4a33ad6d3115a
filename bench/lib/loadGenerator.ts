import { summarize, type LatencySummary } from './stats.ts';

export type LoadResult = {
  ops: number;
  seconds: number;
  perSecond: number;
  latency: LatencySummary;
  /** Count per outcome: an HTTP status, or 'error' for a thrown request. */
  outcomes: Record<string, number>;
};

/** Counts outcomes and latencies; shared by the closed loop and the rush's own loop. */
export function createRecorder() {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  return {
    record(outcome: string | number, ms: number) {
      latencies.push(ms);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    },
    result(seconds: number): LoadResult {
      return { ops: latencies.length, seconds, perSecond: latencies.length / seconds, latency: summarize(latencies), outcomes };
    },
  };
}

/**
 * `clients` loops each running `op` back to back (a closed loop: a client waits for its answer
 * before asking again) until `durationMs` is over or `maxOps` have started. A warm-up of the same
 * loop runs first, unrecorded, so connections and JIT are settled before the clock starts.
 */
export async function runClosedLoop(opts: {
  clients: number;
  durationMs: number;
  warmupMs?: number;
  maxOps?: number;
  op: (client: number, i: number) => Promise<string | number>;
}): Promise<LoadResult> {
  if (opts.warmupMs) await loop(opts.clients, opts.warmupMs, opts.maxOps ?? Infinity, opts.op, () => {});
  const recorder = createRecorder();
  const started = performance.now();
  await loop(opts.clients, opts.durationMs, opts.maxOps ?? Infinity, opts.op, recorder.record);
  return recorder.result((performance.now() - started) / 1000);
}

async function loop(
  clients: number,
  durationMs: number,
  maxOps: number,
  op: (client: number, i: number) => Promise<string | number>,
  record: (outcome: string | number, ms: number) => void,
) {
  const deadline = performance.now() + durationMs;
  let started = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline && started < maxOps) {
        const i = started++;
        const t0 = performance.now();
        let outcome: string | number;
        try {
          outcome = await op(client, i);
        } catch {
          outcome = 'error';
        }
        record(outcome, performance.now() - t0);
      }
    }),
  );
}

/**
 * Hands `items` out to `clients` workers, each taking the next one as soon as it is free,
 * until the items run out or `deadlineMs` passes (the rest are left undone and counted).
 */
export async function runQueue<T>(
  items: readonly T[],
  clients: number,
  deadlineMs: number,
  work: (item: T, client: number) => Promise<unknown>,
) {
  const deadline = performance.now() + deadlineMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < items.length && performance.now() < deadline) await work(items[next++], client);
    }),
  );
  return { done: Math.min(next, items.length), skipped: items.length - Math.min(next, items.length) };
}
