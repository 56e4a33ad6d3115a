import { readAllInBatches } from '../api/eventStore/read.ts';
import { sealOldLog } from '../api/eventStore/sealOldLog.ts';
import type { Sql } from '../api/db/connect.ts';
import { projections } from '../projections/index.ts';
import { rebuildProjections, type RebuildResult } from '../projections/rebuild/rebuild.ts';
import { statsAsOf } from '../projections/semesterStats/semesterStats.queries.ts';
import type { Benchmark } from './lib/context.ts';
import { generateEvents } from './lib/generateEvents.ts';
import type { Figure } from './lib/report.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * `npm run replay`'s statistics of one semester as of now (statsAsOf) over a generated log of a
 * million events, then the rebuild of the inline read models, and of every read model, over that
 * log; each against reading the whole log once.
 */
export const replayBench: Benchmark = {
  name: '5 replay',
  run: (ctx) =>
    withBenchDatabase(ctx, 'replay', async (db) => {
      const total = ctx.quick ? 50_000 : 1_000_000;
      const plan = await generateEvents(db.sql, total, ctx.log);
      // Written as before sealing; sealed as an upgrade does (migration 010), so that what follows
      // opens every person's personal data as a real log's reads do.
      const sealing = performance.now();
      await db.sql.begin((tx) => sealOldLog(tx));
      const sealSeconds = seconds(sealing);
      ctx.log(`sealed the personal data of the log in ${sealSeconds.toFixed(1)} s`);
      await db.sql`VACUUM (ANALYZE) events`;
      const semesterId = `sem${plan.semesters - 1}`;
      const label = total >= 1e6 ? `${total / 1e6}M events` : `${total / 1e3}k events`;
      const logEvents = plan.generated ?? total;

      // Three runs, the median one counted: one run of a few seconds swings with the machine.
      const replay = await medianOfThree(async () => (await statsAsOf(db.sql, semesterId, new Date())).events);
      ctx.log(`statsAsOf: ${replay.events} of the semester's events in ${replay.runs} s`);

      // The 60 s is for a million events; a smaller log gets the same rate.
      const rebuildTarget = (60 * total) / 1_000_000;
      const timedRebuild = async (list: typeof projections) => {
        const t = performance.now();
        const results = await rebuildProjections(db.sql, list);
        return { seconds: seconds(t), results };
      };
      const inline = await timedRebuild(projections.filter((p) => p.mode === 'inline'));
      ctx.log(`rebuild of the inline read models: ${inline.seconds.toFixed(1)} s`);
      const all = await timedRebuild(projections);
      ctx.log(`rebuild of all read models: ${all.seconds.toFixed(1)} s`);
      const readAllSeconds = await readWholeLogSeconds(db.sql);
      ctx.details.replay = { plan, replay, inline, all, readAllSeconds, sealSeconds };
      const breakdown = (results: RebuildResult[]) =>
        results
          .map((r) => `${r.projection} (${r.events} events, ${r.folded ? 'folded' : 'applied'}) swapped in at ${r.seconds.toFixed(1)} s`)
          .join(', ');
      const figures: Figure[] = [
        {
          bench: '5 replay',
          name: `sealing a log written before sealing (migration 010), ${label}`,
          value: sealSeconds,
          unit: 's',
          baseline: { name: 'reading the whole log once', value: readAllSeconds },
          note: `one transaction: the log copied into a new table, the personal fields of its registrations and bookings sealed`,
        },
        {
          bench: '5 replay',
          name: `replay (statsAsOf) of one semester, ${label}, median of 3`,
          value: logEvents / replay.seconds,
          unit: 'events/s',
          baseline: { name: 'the log read whole once', value: logEvents / readAllSeconds },
          target: { kind: 'atLeast', value: 300_000 },
          note: `the ${logEvents.toLocaleString('en-US')} events of the log replayed in ${replay.seconds.toFixed(2)} s, ${replay.events.toLocaleString('en-US')} of them the semester's`,
        },
        {
          bench: '5 replay',
          name: `rebuild, inline read models, ${label}`,
          value: inline.seconds,
          unit: 's',
          baseline: { name: 'reading the whole log once', value: readAllSeconds },
          target: { kind: 'atMost', value: rebuildTarget },
          note: `one rebuildProjections call: ${breakdown(inline.results)}`,
        },
        {
          bench: '5 replay',
          name: `rebuild, all read models (projections:rebuild), ${label}`,
          value: all.seconds,
          unit: 's',
          baseline: { name: 'reading the whole log once', value: readAllSeconds },
          target: { kind: 'atMost', value: rebuildTarget },
          note: `one rebuildProjections call, as the CLI without a name: ${breakdown(all.results)}`,
        },
      ];
      return figures;
    }),
};

/** Runs `run` three times: the median run's seconds and the events it reports, and every run's time. */
async function medianOfThree(run: () => Promise<number>) {
  const runs: { events: number; seconds: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const events = await run();
    runs.push({ events, seconds: seconds(t) });
  }
  const times = runs.map((r) => r.seconds.toFixed(2)).join(', ');
  return { ...runs.sort((a, b) => a.seconds - b.seconds)[1], runs: times };
}

async function readWholeLogSeconds(sql: Sql): Promise<number> {
  const t0 = performance.now();
  for await (const batch of readAllInBatches(sql, { batchSize: 5000 })) void batch;
  return seconds(t0);
}
