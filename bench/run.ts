import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appendBench } from './append.bench.ts';
import { bookingTransactionBench } from './bookingTransaction.bench.ts';
import { pendingQueueBench } from './pendingQueue.bench.ts';
import { notifyBench } from './notify.bench.ts';
import { peersBench } from './peers.bench.ts';
import { readPathBench } from './readPath.bench.ts';
import { replayBench } from './replay.bench.ts';
import { rushBench } from './rush.bench.ts';
import { signInFloodBench } from './signInFlood.bench.ts';
import { webBench } from './web.bench.ts';
import { waitlistBench } from './waitlist.bench.ts';
import { startBenchServer } from './lib/benchDatabase.ts';
import type { BenchContext, Benchmark } from './lib/context.ts';
import { check, formatNotes, formatTable, type CheckedFigure } from './lib/report.ts';

// npm run bench -- [--quick] [--json] [--only rush,append,...] [--cpu-prof] [--pg-stats]
const usage =
  'usage: npm run bench -- [--quick] [--json] [--only rush,append,booking,peers,read,replay,web,flood,queue,notify,waitlist] [--cpu-prof] [--pg-stats]';
let args;
try {
  args = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'pg-stats': { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

// The driver-only booking run goes first: its peers and the rush's HTTP figures are compared with it.
const ALL: (Benchmark & { key: string })[] = [
  { key: 'booking', ...bookingTransactionBench },
  { key: 'peers', ...peersBench },
  { key: 'rush', ...rushBench },
  { key: 'append', ...appendBench },
  { key: 'read', ...readPathBench },
  { key: 'replay', ...replayBench },
  { key: 'web', ...webBench },
  { key: 'flood', ...signInFloodBench },
  { key: 'queue', ...pendingQueueBench },
  { key: 'notify', ...notifyBench },
  { key: 'waitlist', ...waitlistBench },
];
const wanted = args.only ? args.only.split(',').map((s) => s.trim()) : ALL.map((b) => b.key);
const unknown = wanted.filter((w) => !ALL.some((b) => b.key === w));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}\n${usage}`);
  process.exit(2);
}

const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
const started = performance.now();
const cpuProfileDir = args['cpu-prof'] ? await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-bench-profiles-')) : undefined;
const server = await startBenchServer(log, { pgStats: args['pg-stats'] });
const ctx: BenchContext = { server, quick: args.quick!, log, cpuProfileDir, pgStats: args['pg-stats']!, shared: {}, details: {} };
const figures: CheckedFigure[] = [];
const failures: { bench: string; error: string }[] = [];
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  log('interrupted: finishing the current benchmark, then cleaning up');
});

try {
  for (const bench of ALL.filter((b) => wanted.includes(b.key))) {
    if (interrupted) break;
    const t0 = performance.now();
    log(`${bench.name}…`);
    try {
      figures.push(...(await bench.run(ctx)).map(check));
    } catch (error) {
      failures.push({ bench: bench.name, error: (error as Error).stack ?? String(error) });
      log(`${bench.name} failed: ${(error as Error).message}`);
    }
    log(`${bench.name} took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
} finally {
  await server.stop();
}

const seconds = (performance.now() - started) / 1000;
// Printed in the issue's order (the number each bench name starts with), whatever order they ran in.
figures.sort((a, b) => parseInt(a.bench) - parseInt(b.bench));
const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
if (args.json) {
  process.stdout.write(
    `${JSON.stringify({ mode: args.quick ? 'quick' : 'full', seconds, machine, figures, failures, details: ctx.details }, null, 2)}\n`,
  );
} else {
  const notes = formatNotes(figures);
  process.stdout.write(`\n${formatTable(figures)}\n`);
  if (notes) process.stdout.write(`\nNotes:\n${notes}\n`);
  for (const f of failures) process.stdout.write(`\n${f.bench} FAILED:\n${f.error}\n`);
  process.stdout.write(
    `\n${args.quick ? 'quick' : 'full'} run, ${seconds.toFixed(0)} s, ${machine.cpus} × ${machine.cpu}, node ${machine.node}` +
      `${cpuProfileDir ? `; CPU profiles in ${cpuProfileDir}` : ''}\n`,
  );
}
process.exit(failures.length ? 1 : 0);
