import { openCliDatabase } from '../cliDatabase.ts';
import { projectionNamed, projections } from '../index.ts';
import { rebuildProjections } from './rebuild.ts';

// npm run projections:rebuild [name]: rebuilds one read model, or all of them.
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
  console.log(`rebuilding ${targets.map((p) => p.name).join(', ')} from the event log`);
  const started = performance.now();
  const results = await rebuildProjections(database.sql, targets, (r) => {
    swapped.push(r.projection);
    const how = r.folded ? 'folded in the database' : 'applied event by event';
    const events = `${r.events.toLocaleString('en-US')} event${r.events === 1 ? '' : 's'}`;
    console.log(`${r.projection}: ${events} ${how}, swapped in after ${r.seconds.toFixed(2)} s`);
  });
  console.log(`${results.length} read model(s) rebuilt in ${((performance.now() - started) / 1000).toFixed(2)} s`);
} catch (error) {
  failed = true;
  const message = (error as Error).message;
  if (swapped.length === 0) console.error(`Rebuild failed, the live read models are unchanged: ${message}`);
  else console.error(`Rebuild failed after ${swapped.join(', ')} were swapped in; the others are unchanged: ${message}`);
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
