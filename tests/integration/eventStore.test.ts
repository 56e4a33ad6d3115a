import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nanoid } from 'nanoid';
import type { Db } from '../../api/db/connect.ts';
import { createEventStore } from '../../api/eventStore/eventStore.ts';
import { ConcurrencyError, type WrittenEvent } from '../../api/eventStore/types.ts';
import { runProjectionBatch, catchUp, catchUpToNow, ensureCheckpoint } from '../../projections/asyncRunner.ts';
import type { InlineProjection } from '../../projections/projection.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

const meta = { actorId: 'tester', correlationId: 'test' };

// A tiny read model: one row per stream with a running total and the number of events seen.
const tally = <M extends 'inline' | 'async'>(name: string, mode: M, table: string) => ({
  name,
  version: 1,
  mode,
  handles: ['Added'],
  tables: [table],
  definition: `CREATE TABLE ${table} (stream_id text PRIMARY KEY, total int NOT NULL CHECK (total >= 0), seen int NOT NULL)`,
  apply: async (db: Db, e: WrittenEvent) => {
    await db.unsafe(
      `INSERT INTO ${table} (stream_id, total, seen) VALUES ($1, $2, 1)
       ON CONFLICT (stream_id) DO UPDATE SET total = ${table}.total + EXCLUDED.total, seen = ${table}.seen + 1`,
      [e.streamId, e.data.amount],
    );
  },
});

let db: TestDatabase;
const inlineTally = tally('inline_tally', 'inline', 'tally_inline');
const asyncTally = tally('async_tally', 'async', 'tally_async');

beforeAll(async () => {
  db = await createTestDatabase();
  for (const t of [inlineTally, asyncTally]) await db.sql.unsafe(t.definition);
});
afterAll(() => db.drop());

const store = () => createEventStore(db.sql, [inlineTally]);
const added = (amount: number) => ({ type: 'Added', data: { amount } });

describe('append and read', () => {
  it('stores events in stream order with positions, metadata and transaction ids', async () => {
    const s = store();
    const id = `tally-${nanoid()}`;
    await s.transact((tx) => s.append(tx, id, 'no_stream', [added(1), added(2)], meta));
    await s.transact((tx) => s.append(tx, id, 2, [added(3)], meta));
    const events = await s.readStream(id);
    expect(events.map((e) => [e.streamPosition, e.data.amount])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(events[0].metadata).toEqual(meta);
    expect(events[0].globalPosition).toBeLessThan(events[2].globalPosition);
    expect(BigInt(events[0].transactionId)).toBeLessThan(BigInt(events[2].transactionId));
  });

  it('returns from an append exactly the events a later read of the log gives', async () => {
    const s = store();
    for (const [id, expected, events] of [
      [`tally-${nanoid()}`, 'no_stream', [added(4)]],
      [
        `tally-${nanoid()}`,
        'any',
        [added(1), { type: 'Added', data: { amount: 2, at: new Date('2026-09-01T08:00:00Z'), note: undefined } }],
      ],
    ] as const) {
      const appended = await s.transact((tx) => s.append(tx, id, expected, events, { ...meta, command: 'Test' }));
      const read = await s.readStream(id);
      expect(appended).toEqual(read);
      expect(appended.map((e) => e.streamPosition)).toEqual(events.map((_, i) => i + 1));
    }
    const id = `tally-${nanoid()}`;
    await s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta));
    const [next] = await s.transact((tx) => s.append(tx, id, 1, [added(2)], meta));
    expect(next).toEqual((await s.readStream(id))[1]);
    expect(next.data).toEqual({ amount: 2 });
  });

  it('runs inline projections inside the append transaction, and rolls them back with it', async () => {
    const s = store();
    const id = `tally-${nanoid()}`;
    await s.transact((tx) => s.append(tx, id, 'no_stream', [added(5)], meta));
    await expect(
      s.transact(async (tx) => {
        await s.append(tx, id, 1, [added(7)], meta);
        throw new Error('command failed after the append');
      }),
    ).rejects.toThrow('command failed');
    const [row] = await db.sql`SELECT total, seen FROM tally_inline WHERE stream_id = ${id}`;
    expect(row).toEqual({ total: 5, seen: 1 });
    expect(await s.readStream(id)).toHaveLength(1);
  });

  it('rolls back a transaction whose statement failed and hands its connection back clean', async () => {
    const s = store();
    const id = `tally-${nanoid()}`;
    // A negative total breaks the inline table's CHECK: the append's own statement succeeded first.
    await expect(s.transact((tx) => s.append(tx, id, 'no_stream', [added(-3)], meta))).rejects.toMatchObject({ code: '23514' });
    expect(await s.readStream(id)).toHaveLength(0);
    // Every pooled connection is used again: none may be left inside the aborted transaction.
    const ids = Array.from({ length: 25 }, () => `tally-${nanoid()}`);
    for (const other of ids) await s.transact((tx) => s.append(tx, other, 'no_stream', [added(1)], meta));
    const rows = await db.sql`SELECT count(*)::int AS n FROM tally_inline WHERE stream_id = ANY(${ids})`;
    expect(rows[0].n).toBe(25);
  });

  it('lets every inline projection finish before it rolls back: no late statement of a slow one runs outside the transaction', async () => {
    await db.sql`CREATE TABLE IF NOT EXISTS slow_marks (stream_id text PRIMARY KEY)`;
    const slow: InlineProjection = {
      name: 'slow',
      version: 1,
      mode: 'inline',
      handles: ['Added'],
      tables: ['slow_marks'],
      definition: '',
      apply: async (tx, e) => {
        await tx`SELECT pg_sleep(0.2)`;
        await tx`INSERT INTO slow_marks (stream_id) VALUES (${e.streamId})`;
      },
    };
    const refusing: InlineProjection = {
      name: 'refusing',
      version: 1,
      mode: 'inline',
      handles: ['Added'],
      tables: [],
      definition: '',
      apply: async () => {
        throw new Error('refused by a projection');
      },
    };
    const s = createEventStore(db.sql, [slow, refusing]);
    const id = `tally-${nanoid()}`;
    await expect(s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta))).rejects.toThrow('refused by a projection');
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.sql`SELECT stream_id FROM slow_marks WHERE stream_id = ${id}`).toHaveLength(0);
    expect(await s.readStream(id)).toHaveLength(0);
  });

  it('surfaces the error that aborted the transaction, not the "transaction is aborted" of a statement sent after it', async () => {
    await db.sql`CREATE TABLE IF NOT EXISTS slow_marks (stream_id text PRIMARY KEY)`;
    // Listed first, but its statement leaves after the tally's, which breaks the tally's CHECK.
    const late: InlineProjection = {
      name: 'late',
      version: 1,
      mode: 'inline',
      handles: ['Added'],
      tables: ['slow_marks'],
      definition: '',
      apply: async (tx, e) => {
        await new Promise((r) => setTimeout(r, 50));
        await tx`INSERT INTO slow_marks (stream_id) VALUES (${e.streamId})`;
      },
    };
    const s = createEventStore(db.sql, [late, inlineTally]);
    const id = `tally-${nanoid()}`;
    const failure = await s.transact((tx) => s.append(tx, id, 'no_stream', [added(-5)], meta), 0).catch((e) => e);
    expect(failure).toMatchObject({ code: '23514', constraint_name: 'tally_inline_total_check' });
    expect(await s.readStream(id)).toHaveLength(0);
  });

  it('refuses a wrong expected version with a ConcurrencyError', async () => {
    const s = store();
    const id = `tally-${nanoid()}`;
    await s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta));
    await expect(s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta), 0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(s.transact((tx) => s.append(tx, id, 3, [added(1)], meta), 0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(s.transact((tx) => s.append(tx, `tally-${nanoid()}`, 1, [added(1)], meta), 0)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await s.readStream(id)).toHaveLength(1);
  });

  it('lets exactly one of 20 concurrent appends at the same expected version win', async () => {
    const s = store();
    const id = `tally-${nanoid()}`;
    await s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => s.transact((tx) => s.append(tx, id, 1, [added(1)], meta), 0)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.every((r) => r.reason instanceof ConcurrencyError)).toBe(true);
    expect((await s.readStream(id)).map((e) => e.streamPosition)).toEqual([1, 2]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the event log in the database itself', async () => {
    await expect(db.sql`UPDATE events SET data = '{}'::jsonb`).rejects.toThrow(/append-only/);
    await expect(db.sql`DELETE FROM events`).rejects.toThrow(/append-only/);
    await expect(db.sql`TRUNCATE events`).rejects.toThrow(/append-only/);
  });
});

describe('async projections', () => {
  it('miss no event when transactions commit out of order', async () => {
    const s = store();
    await catchUp(db.sql, asyncTally);
    const early = `tally-${nanoid()}`;
    const late = `tally-${nanoid()}`;
    let releaseEarly!: () => void;
    const held = new Promise<void>((r) => (releaseEarly = r));
    let earlyAppended!: () => void;
    const appended = new Promise<void>((r) => (earlyAppended = r));
    // The early transaction takes the lower position and transaction id, then waits to commit.
    let earlyPosition = 0;
    const earlyTx = s.transact(async (tx) => {
      const [stored] = await s.append(tx, early, 'no_stream', [added(10)], meta);
      earlyPosition = stored.globalPosition;
      earlyAppended();
      await held;
    });
    await appended;
    try {
      const [lateEvent] = await s.transact((tx) => s.append(tx, late, 'no_stream', [added(20)], meta));
      expect(earlyPosition).toBeLessThan(lateEvent.globalPosition);

      // The late event is committed, yet the runner must not pass it while the early one is open.
      await runProjectionBatch(db.sql, asyncTally);
      const before = await db.sql`SELECT stream_id FROM tally_async WHERE stream_id IN (${early}, ${late})`;
      expect(before).toEqual([]);
    } finally {
      releaseEarly();
      await earlyTx;
    }
    await catchUpToNow(db.sql, asyncTally);
    const after = await db.sql`SELECT stream_id, total, seen FROM tally_async WHERE stream_id IN (${early}, ${late}) ORDER BY total`;
    expect(after).toEqual([
      { stream_id: early, total: 10, seen: 1 },
      { stream_id: late, total: 20, seen: 1 },
    ]);
  });

  it('apply each event exactly once across interleaved batches and concurrent runners', async () => {
    const s = store();
    const ids = Array.from({ length: 8 }, () => `tally-${nanoid()}`);
    await ensureCheckpoint(db.sql, asyncTally);
    const writers = ids.map(async (id) => {
      await s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta));
      for (let v = 1; v < 10; v++) await s.transact((tx) => s.append(tx, id, v, [added(1)], meta));
    });
    const runners = Array.from({ length: 3 }, async () => {
      for (let i = 0; i < 15; i++) await runProjectionBatch(db.sql, asyncTally, 7);
    });
    await Promise.all([...writers, ...runners]);
    await catchUpToNow(db.sql, asyncTally);
    const rows = await db.sql`SELECT total, seen FROM tally_async WHERE stream_id = ANY(${ids})`;
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.total === 10 && r.seen === 10)).toBe(true);
  });
});

describe('rebuild', () => {
  it('produces exactly the rows the live projections had, inline and async', async () => {
    const s = store();
    for (let i = 0; i < 30; i++) {
      const id = `tally-${nanoid()}`;
      await s.transact((tx) => s.append(tx, id, 'no_stream', [added(i), added(1)], meta));
    }
    await catchUpToNow(db.sql, asyncTally);
    for (const [projection, table] of [
      [inlineTally, 'tally_inline'],
      [asyncTally, 'tally_async'],
    ] as const) {
      const live = await db.sql.unsafe(`SELECT * FROM ${table} ORDER BY stream_id`);
      const result = await rebuildProjection(db.sql, projection);
      const rebuilt = await db.sql.unsafe(`SELECT * FROM ${table} ORDER BY stream_id`);
      expect(rebuilt).toEqual(live);
      expect(result.events).toBeGreaterThanOrEqual(60);
    }
    // The rebuilt table keeps its rules: the CHECK is back under its original name.
    await expect(db.sql`UPDATE tally_inline SET total = -1`).rejects.toThrow(/tally_inline_total_check/);
    const schemas = await db.sql`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`;
    expect(schemas).toEqual([]);
  });

  it('loses no append made while the rebuild runs', async () => {
    const s = store();
    const id = `tally-${nanoid()}`;
    await s.transact((tx) => s.append(tx, id, 'no_stream', [added(1)], meta));
    const writes = (async () => {
      for (let v = 1; v <= 40; v++) await s.transact((tx) => s.append(tx, id, v, [added(1)], meta));
    })();
    await rebuildProjection(db.sql, inlineTally);
    await writes;
    const [row] = await db.sql`SELECT total, seen FROM tally_inline WHERE stream_id = ${id}`;
    expect(row).toEqual({ total: 41, seen: 41 });
  });
});
