import { readAll, readAllInBatches } from '../api/eventStore/read.ts';
import { projections } from '../projections/index.ts';
import { rebuildProjections, type RebuildResult } from '../projections/rebuild.ts';
import { streamAll } from '../api/eventStore/streamAll.ts';
import type { StoredEvent } from '../api/eventStore/types.ts';
import { FOLD_FIELDS, statsFromLog } from '../projections/semesterStats/loadStats.ts';
import { emptyStats, evolveStats, happenedBy, STATS_EVENT_TYPES } from '../projections/semesterStats/statsFold.ts';
import type { Benchmark } from './lib/context.ts';
import { generateEvents } from './lib/generateEvents.ts';
import type { Figure } from './lib/report.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * `npm run replay`'s fold (statsFromLog) of one semester over a generated log of a million
 * events, against reading the log once; the same fold over every stats event of the log, as
 * the replay read them before the database left out other semesters', against that fold over
 * events already in memory; then the rebuild of the inline read models, and of
 * every read model, over that log, against reading the log once.
 */
export const replayBench: Benchmark = {
  name: '5 replay',
  run: (ctx) =>
    withBenchDatabase(ctx, 'replay', async (db) => {
      const total = ctx.quick ? 50_000 : 1_000_000;
      const plan = await generateEvents(db.sql, total, ctx.log);
      const semesterId = `sem${plan.semesters - 1}`;
      const label = total >= 1e6 ? `${total / 1e6}M events` : `${total / 1e3}k events`;

      // Three runs of each, the median one counted: one run of a few seconds swings with the machine.
      const replay = await medianOfThree(async () => (await statsFromLog(db.sql, semesterId, new Date())).events);
      ctx.log(`statsFromLog: ${replay.events} of the semester's events in ${replay.runs} s`);
      const stream = await medianOfThree(() => foldEveryStatsEvent(db.sql, semesterId));
      ctx.log(`every stats event streamed and folded: ${stream.events} events in ${stream.runs} s`);

      const t0 = performance.now();
      let read = 0;
      for await (const batch of readAllInBatches(db.sql, { types: STATS_EVENT_TYPES, batchSize: 20_000 })) read += batch.length;
      const readSeconds = seconds(t0);

      const inMemory = await foldInMemoryRate(db.sql, semesterId);
      const logEvents = plan.generated ?? total;

      // The inline read models (what the API serves), then every read model as the CLI without a
      // name rebuilds them: each is one call of rebuildProjections, timed whole, as the CLI waits
      // for it (its note gives when each read model was swapped in).
      // The 30 s is for a million events; a smaller log gets the same rate.
      const rebuildTarget = (30 * total) / 1_000_000;
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
      ctx.details.replay = { plan, replay, stream, readSeconds, inMemory, inline, all, readAllSeconds };
      const breakdown = (results: RebuildResult[]) =>
        results.map((r) => `${r.projection} (${r.events} events) swapped in at ${r.seconds.toFixed(1)} s`).join(', ');
      const how = (list: RebuildResult[]) => {
        const inDatabase = list.filter((r) => projections.find((p) => p.name === r.projection)?.foldInDatabase);
        return `${inDatabase.length} of ${list.length} folded inside the database, the rest replayed through one read of their events`;
      };
      const figures: Figure[] = [
        {
          bench: '5 replay',
          name: `replay (statsFromLog) of one semester, ${label}, median of 3`,
          value: logEvents / replay.seconds,
          unit: 'events/s',
          baseline: { name: 'the log read whole once', value: logEvents / readAllSeconds },
          target: { kind: 'atLeast', value: 300_000 },
          note:
            `the ${logEvents.toLocaleString('en-US')} events of the log replayed in ${replay.seconds.toFixed(2)} s: ` +
            `${stream.events.toLocaleString('en-US')} of them of the types the fold reads, ${replay.events.toLocaleString('en-US')} the semester's, ` +
            `the only ones the database sends`,
        },
        {
          bench: '5 replay',
          name: `every stats event of the ${label} streamed and folded (no narrowing to the semester), median of 3`,
          value: stream.events / stream.seconds,
          unit: 'events/s',
          baseline: { name: 'same fold in memory', value: inMemory },
          note:
            `${stream.events.toLocaleString('en-US')} events in ${stream.seconds.toFixed(2)} s through streamAll; the same events read whole ` +
            `through readAllInBatches' cursor, without folding: ${readSeconds.toFixed(2)} s (${Math.round(read / readSeconds).toLocaleString('en-US')}/s)`,
        },
        {
          bench: '5 replay',
          name: `rebuild, inline read models, ${label}`,
          value: inline.seconds,
          unit: 's',
          baseline: { name: 'reading the whole log once', value: readAllSeconds },
          target: { kind: 'atMost', value: rebuildTarget },
          note: `one rebuildProjections call, ${how(inline.results)}: ${breakdown(inline.results)}`,
        },
        {
          bench: '5 replay',
          name: `rebuild, all read models (projections:rebuild), ${label}`,
          value: all.seconds,
          unit: 's',
          baseline: { name: 'reading the whole log once', value: readAllSeconds },
          target: { kind: 'atMost', value: rebuildTarget },
          note: `one rebuildProjections call, as the CLI without a name, ${how(all.results)}: ${breakdown(all.results)}`,
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

/** statsFromLog's fold over every stats event of the log, as the replay read them before it narrowed to the semester. */
async function foldEveryStatsEvent(sql: Parameters<typeof readAll>[0], semesterId: string): Promise<number> {
  let state = emptyStats();
  const isBy = happenedBy(new Date());
  return streamAll(sql, { types: STATS_EVENT_TYPES, fields: FOLD_FIELDS }, (event) => {
    if (isBy(event as StoredEvent)) state = evolveStats(state, semesterId, event);
  });
}

/** evolveStats alone over the first stats events, loaded beforehand and folded until 0.5 s pass. */
async function foldInMemoryRate(sql: Parameters<typeof readAll>[0], semesterId: string): Promise<number> {
  const { events } = await readAll(sql, { types: STATS_EVENT_TYPES, limit: 100_000 });
  let folded = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 500 && folded < 50_000_000) {
    let state = emptyStats();
    for (const event of events) state = evolveStats(state, semesterId, event);
    folded += events.length;
  }
  return folded / seconds(t0);
}

async function readWholeLogSeconds(sql: Parameters<typeof readAll>[0]): Promise<number> {
  const t0 = performance.now();
  for await (const batch of readAllInBatches(sql, { batchSize: 5000 })) void batch;
  return seconds(t0);
}
