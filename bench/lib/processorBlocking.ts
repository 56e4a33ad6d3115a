/** A Chromium trace event, as far as this reads it. */
export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const BLOCKING_MS = 50;

/**
 * Blocking time after the first paint counted as Lighthouse counts it (each task's time beyond
 * 50 ms, at the preset's CPU slowdown), but from the time the page's main thread spent on the
 * processor rather than from each task's wall time. On a busy machine a task also waits for a
 * core, and Lighthouse multiplies that wait too; this is what the page's own work would block.
 */
export function processorBlockingMs(events: readonly TraceEvent[], slowdown: number): number {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const tasks = events
    .filter((e) => e.ph === 'X' && TASKS.has(e.name) && e.pid === paint.pid && e.tid === paint.tid && e.ts >= paint.ts)
    // A trace writes a task when it ends, so a nested task starting with its parent comes first:
    // the longer of two that start together is the outer one.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let blocking = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is already counted in it.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, ((task.tdur ?? 0) / 1000) * slowdown - BLOCKING_MS);
  }
  return blocking;
}
