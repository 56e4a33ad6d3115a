import { describe, expect, it } from 'vitest';
import { processorBlockingMs, type TraceEvent } from './processorBlocking.ts';

const MAIN = { pid: 1, tid: 10 };
const task = (ts: number, durMs: number, cpuMs: number, thread = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'I', ...MAIN, ts: 1_000_000 };

describe('processorBlockingMs', () => {
  it("counts each task's processor time beyond 50 ms at the slowdown, after the first paint, on its thread", () => {
    const events = [
      paint,
      task(500_000, 80, 80), // before the first paint
      task(1_100_000, 90, 20), // 4 × 20 − 50 = 30, however long it waited
      task(1_110_000, 5, 5), // nested in the one above
      task(1_300_000, 40, 10), // 4 × 10 < 50
      task(1_400_000, 60, 30, { pid: 2, tid: 20 }), // another thread
      task(1_500_000, 25, 25), // 4 × 25 − 50 = 50
    ];
    expect(processorBlockingMs(events, 4)).toBe(80);
    expect(processorBlockingMs(events, 2)).toBe(0);
  });

  it('counts the outer of two tasks that start together, though the trace lists the nested one first', () => {
    const events = [paint, task(1_100_000, 30, 30), task(1_100_000, 90, 40)];
    expect(processorBlockingMs(events, 4)).toBe(110);
  });

  it('is not a number without a first paint in the trace', () => {
    expect(processorBlockingMs([task(1_100_000, 90, 20)], 4)).toBeNaN();
  });
});
