import { parseArgs } from 'node:util';
import { openCliDatabase } from './cliDatabase.ts';
import { progressBar, rate } from './progress.ts';
import { statsFromLog } from './semesterStats/loadStats.ts';
import { formatStats } from './semesterStats/formatStats.ts';

// npm run replay -- --semester <id> [--as-of <date-time>] [--format table|json|csv]
// Folds the event log, read-only, into a semester's statistics as they stood at that moment.
const usage = 'usage: npm run replay -- --semester <id> [--as-of <date-time>] [--format table|json|csv]';
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
  const [{ total }] = await database.sql<{ total: number }[]>`SELECT count(*)::bigint AS total FROM events`;
  const bar = progressBar('replay');
  const started = performance.now();
  const { stats, events } = await statsFromLog(database.sql, args.semester, asOf, (n) => bar.update(n, Math.max(total, n)));
  const seconds = (performance.now() - started) / 1000;
  bar.stop();
  process.stdout.write(formatStats(stats, args.format as 'table' | 'json' | 'csv'));
  console.error(`replayed ${events.toLocaleString('en-US')} events in ${seconds.toFixed(2)} s (${rate(events, seconds)} events/s)`);
} finally {
  await database.close();
}
