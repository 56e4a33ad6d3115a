import { createRecorder, type LoadResult } from './loadGenerator.ts';

/**
 * Starts `op` `perSecond` times a second for `durationMs`, whether or not earlier ones have been
 * answered (an open loop: arrivals do not slow down when the server does). Each latency is
 * counted from when the request was due, so a load generator that falls behind does not hide
 * the server's delay.
 */
export async function runOpenLoop(opts: {
  perSecond: number;
  durationMs: number;
  op: (i: number) => Promise<string | number>;
}): Promise<LoadResult> {
  const recorder = createRecorder();
  const answered: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  for (;;) {
    const elapsed = performance.now() - started;
    if (elapsed >= opts.durationMs) break;
    const due = Math.floor((elapsed / 1000) * opts.perSecond);
    while (sent < due) {
      const i = sent++;
      const dueAt = started + (i / opts.perSecond) * 1000;
      answered.push(
        opts.op(i).then(
          (outcome) => recorder.record(outcome, performance.now() - dueAt),
          () => recorder.record('error', performance.now() - dueAt),
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(answered);
  return recorder.result(opts.durationMs / 1000);
}
