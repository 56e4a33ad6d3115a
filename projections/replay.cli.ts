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
  // Progress is the place reached in the log: the database sends only the semester's events.
  const [{ total, last }] = await database.sql<{ total: number; last: number }[]>`
    SELECT count(*)::bigint AS total, coalesce(max(global_position), 0)::bigint AS last FROM events`;
  const bar = progressBar('replay');
  const started = performance.now();
  const { stats, events } = await statsFromLog(database.sql, args.semester, asOf, (at) => bar.update(at, Math.max(last, at)));
  const seconds = (performance.now() - started) / 1000;
  bar.stop();
  process.stdout.write(formatStats(stats, args.format as 'table' | 'json' | 'csv'));
  console.error(
    `replayed ${total.toLocaleString('en-US')} events of the log in ${seconds.toFixed(2)} s (${rate(total, seconds)} events/s), ` +
      `${events.toLocaleString('en-US')} of them the semester's`,
  );
} finally {
  await database.close();
}
