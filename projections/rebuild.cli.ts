import { projectionNamed, projections } from './index.ts';
import { openCliDatabase } from './cliDatabase.ts';
import { progressBar, rate } from './progress.ts';
import { rebuildProjections } from './rebuild.ts';

// npm run projections:rebuild [name]: rebuilds one read model, or all of them from one read of the log.
const name = process.argv[2];
let targets;
try {
  targets = name ? [projectionNamed(name)] : [...projections];
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const database = await openCliDatabase();
let failed = false;
const swapped: string[] = [];
try {
  // One bar for the whole rebuild: the projections advance together, on one read of the log.
  const bar = progressBar(name ?? 'rebuild');
  const progress = new Map<string, { done: number; total: number }>();
  const started = performance.now();
  const results = await rebuildProjections(database.sql, targets, (p) => {
    progress.set(p.projection, p);
    if (p.swapped) swapped.push(p.projection);
    const all = [...progress.values()];
    bar.update(all.reduce((n, x) => n + x.done, 0), all.reduce((n, x) => n + x.total, 0));
  });
  bar.stop();
  for (const result of results) {
    console.log(
      `${result.projection}: rebuilt from ${result.events.toLocaleString('en-US')} events, swapped in after ${result.seconds.toFixed(2)} s`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const events = results.reduce((n, r) => n + r.events, 0);
  console.log(`${results.length} read model(s) rebuilt in ${seconds.toFixed(2)} s (${rate(events, seconds)} projected events/s)`);
} catch (error) {
  failed = true;
  const message = (error as Error).message;
  if (swapped.length === 0) console.error(`Rebuild failed, the live read models are unchanged: ${message}`);
  else console.error(`Rebuild failed after ${swapped.join(', ')} were swapped in; the others are unchanged: ${message}`);
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
