import cliProgress from 'cli-progress';

/** A progress bar on a terminal; on a pipe or in CI, nothing until the final line. */
export function progressBar(label: string) {
  if (!process.stderr.isTTY) return { update: (_done: number, _total: number) => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: `${label.padEnd(16)} [{bar}] {percentage}% | {value}/{total} events | {eta_formatted} left`, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done: number, total: number) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.setTotal(total);
      bar.update(done);
    },
    stop: () => started && bar.stop(),
  };
}

export function rate(events: number, seconds: number) {
  return Math.round(events / Math.max(seconds, 1e-6)).toLocaleString('en-US');
}
