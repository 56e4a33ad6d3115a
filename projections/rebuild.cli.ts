import { projectionNamed, projections } from './index.ts';
import { openCliDatabase } from './cliDatabase.ts';
import { progressBar, rate } from './progress.ts';
import { rebuildProjection } from './rebuild.ts';

// npm run projections:rebuild [name]: rebuilds one read model, or all, from the first event.
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
try {
  for (const projection of targets) {
    const bar = progressBar(projection.name);
    const result = await rebuildProjection(database.sql, projection, (p) => bar.update(p.done, p.total));
    bar.stop();
    console.log(
      `${projection.name}: rebuilt from ${result.events.toLocaleString('en-US')} events in ${result.seconds.toFixed(2)} s ` +
        `(${rate(result.events, result.seconds)} events/s)`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`Rebuild failed, the live read models are unchanged: ${(error as Error).message}`);
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
