import { parseArgs } from 'node:util';
import { openCliDatabase } from '../cliDatabase.ts';
import { formatStats } from './formatStats.ts';
import { statsAsOf } from './semesterStats.queries.ts';

// npm run replay -- --semester=<id> [--as-of <date-time>] [--format table|json|csv]
// The id goes after "=": a generated id may start with "-", which would read as an option.
// Folds the event log, read-only, into a semester's statistics as they stood at that moment.
const usage = 'usage: npm run replay -- --semester=<id> [--as-of <date-time>] [--format table|json|csv]';
let args;
try {
  args = parseArgs({
    options: { semester: { type: 'string' }, 'as-of': { type: 'string' }, format: { type: 'string', default: 'table' } },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const asOf = args['as-of'] ? new Date(args['as-of']) : new Date();
if (!args.semester || Number.isNaN(asOf.getTime()) || !['table', 'json', 'csv'].includes(args.format!)) {
  console.error(usage);
  process.exit(2);
}

const database = await openCliDatabase();
try {
  const started = performance.now();
  const { stats, events } = await statsAsOf(database.sql, args.semester, asOf);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(formatStats(stats, args.format as 'table' | 'json' | 'csv'));
  console.error(`replayed the semester's ${events.toLocaleString('en-US')} events of the log in ${seconds.toFixed(2)} s`);
} finally {
  await database.close();
}
