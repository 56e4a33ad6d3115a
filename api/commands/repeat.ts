export type Repeating = { stop: () => Promise<void> };

/**
 * Runs `work` now and then `intervalMs` after each run ends, until stopped; errors go to
 * `onError`. `work` is told whether a stop was asked, to end a long run early; `stop` waits for
 * the run under way.
 */
export function repeat(
  intervalMs: number,
  work: (stopping: () => boolean) => Promise<unknown>,
  onError: (error: unknown) => void,
): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running = work(() => stopped)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
