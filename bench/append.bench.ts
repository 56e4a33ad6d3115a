import { nanoid } from 'nanoid';
import type { Db } from '../api/db/connect.ts';
import { inTransaction } from '../api/db/transaction.ts';
import { createEventStore } from '../api/eventStore/eventStore.ts';
import { inlineProjections } from '../projections/index.ts';
import type { Benchmark } from './lib/context.ts';
import { runClosedLoop, type LoadResult } from './lib/loadGenerator.ts';
import type { Figure } from './lib/report.ts';
import { withBenchDatabase } from './lib/withBenchDatabase.ts';

const CONCURRENCY = [1, 8, 32];
const METADATA = { actorId: 'bench-user', correlationId: 'bench-correlation-id', command: 'BenchAppend' };

/** About the size of a BedBooked event's data, so both sides write rows of the same weight. */
function eventData(i: number) {
  return {
    booking_id: nanoid(),
    user_id: nanoid(),
    semester_id: 'semester-of-the-append-bench',
    room_id: nanoid(),
    room_number: `A${100 + (i % 300)}`,
    full_name: 'Ama Mensah',
    index_number: `UG${i}`,
    email_address: 'ama.mensah@bench.test',
    house_address: 'House 12, Ring Road, Accra',
    emergency_contact_name: 'Yaa Mensah',
    emergency_contact_phone_number: '0240000000',
    program_of_study: 'Computer Science',
    check_in_date: '2026-09-01',
    amount_paid: 1500,
    payment_status: 'pending',
    at: new Date().toISOString(),
  };
}

/**
 * The event store's append (stream version check + event insert, in a transaction, no inline
 * projection handles the event type) against the floor: a one-row INSERT into a copy of the
 * events table with the same columns, defaults and indexes, in the same database (same WAL and
 * commit durability), from the same pool, as BEGIN / INSERT / COMMIT through the same
 * transaction helper as the append's own (api/db/transaction.ts). That is the like-for-like
 * baseline the target applies to. The autocommitted INSERT is shown beside it for scale: one
 * round trip, where a transaction that can be rolled back needs two.
 */
export const appendBench: Benchmark = {
  name: '2 append',
  run: (ctx) =>
    withBenchDatabase(ctx, 'append', async (db) => {
      await db.sql.unsafe('CREATE TABLE raw_events (LIKE events INCLUDING DEFAULTS INCLUDING INDEXES)');
      const store = createEventStore(db.sql, inlineProjections, nanoid);
      const durationMs = ctx.quick ? 1500 : 6000;
      const warmupMs = ctx.quick ? 300 : 1000;
      const figures: Figure[] = [];
      const rawInsert = (on: Db, i: number) =>
        on`INSERT INTO raw_events (stream_id, stream_position, event_id, event_type, data, metadata)
            VALUES (${`bench-${nanoid()}`}, 1, ${nanoid()}, 'BenchAppended', ${JSON.stringify(eventData(i))}::jsonb, ${JSON.stringify(METADATA)}::jsonb)`;
      const loop = (clients: number, op: (i: number) => Promise<unknown>) =>
        runClosedLoop({ clients, durationMs, warmupMs, maxOps: 1_000_000, op: async (_c, i) => (await op(i), 'ok') });
      for (const clients of CONCURRENCY) {
        const raw = await loop(clients, (i) => rawInsert(db.sql, i));
        const rawInTransaction = await loop(clients, (i) => inTransaction(db.sql, (tx) => rawInsert(tx, i)));
        const append = await loop(clients, (i) =>
          store.transact((tx) =>
            store.append(tx, `bench-${nanoid()}`, 'no_stream', [{ type: 'BenchAppended', data: eventData(i) }], METADATA),
          ),
        );
        ctx.details[`append:c${clients}`] = { append, raw, rawInTransaction };
        ctx.log(
          `append c=${clients}: ${append.perSecond.toFixed(0)}/s, raw INSERT ${raw.perSecond.toFixed(0)}/s, in BEGIN/COMMIT ${rawInTransaction.perSecond.toFixed(0)}/s`,
        );
        const name = `append, ${clients} client${clients > 1 ? 's' : ''}`;
        const p99 = (r: LoadResult) => `${r.latency.p99.toFixed(2)} ms`;
        figures.push(
          {
            bench: '2 append',
            name,
            value: append.perSecond,
            unit: 'tx/s',
            baseline: { name: 'raw 1-row INSERT (autocommit, for scale)', value: raw.perSecond },
            note: `p99 append ${p99(append)}, raw ${p99(raw)}, raw in BEGIN/COMMIT ${p99(rawInTransaction)}`,
          },
          {
            bench: '2 append',
            name,
            value: append.perSecond,
            unit: 'tx/s',
            baseline: { name: 'raw INSERT in BEGIN/COMMIT', value: rawInTransaction.perSecond },
            target: { kind: 'ratioAtLeast', value: 0.6 },
          },
        );
      }
      return figures;
    }),
};
