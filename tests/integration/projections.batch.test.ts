import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { projections } from '../../projections/index.ts';
import type { Projection } from '../../projections/projection.ts';
import { createShadowTable } from '../../projections/shadowTables.ts';
import { PG_TYPES, type PgType } from '../../projections/batch/params.ts';
import { USERS_BATCH_TABLES } from '../../projections/batch/users.batch.ts';
import { ROOMS_BATCH_TABLES } from '../../projections/batch/rooms.batch.ts';
import { BOOKINGS_BATCH_TABLES } from '../../projections/batch/bookings.batch.ts';
import { STATS_BATCH_TABLES } from '../../projections/batch/semesterStats.batch.ts';
import { PAYMENT_HISTORY_BATCH_TABLES } from '../../projections/batch/paymentHistory.batch.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { histories } from '../helpers/generatedHistories.ts';
import { inSchema, rowsOf } from '../helpers/shadowSchemas.ts';

/**
 * The contract of applyBatch: the rows of applying a history one event at a time (`apply`) and
 * of applying it by applyBatch, cut into random batches, are the same, row for row and value for
 * value, in tables shaped as a rebuild's shadow tables are.
 */
/** Cut points (as fractions of the history) for a batched replay: each piece is one applyBatch. */
const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 });

function pieces<T>(items: T[], fractions: number[]): T[][] {
  const points = [...new Set(fractions.map((f) => Math.floor(f * items.length)))].sort((a, b) => a - b);
  const out: T[][] = [];
  let from = 0;
  for (const p of [...points, items.length]) {
    if (p > from) out.push(items.slice(from, p));
    from = Math.max(from, p);
  }
  return out;
}

let db: TestDatabase;
const batched = projections.filter((p) => p.applyBatch);

beforeAll(async () => {
  db = await createTestDatabase();
  for (const p of batched) {
    for (const schema of [`one_${p.name}`, `batch_${p.name}`]) {
      await db.sql.unsafe(`CREATE SCHEMA ${schema}`);
      for (const table of p.tables) await createShadowTable(db.sql, schema, table);
    }
  }
});
afterAll(() => db.drop());

const handledBy = (p: Projection, events: StoredEvent[]) => events.filter((e) => p.handles.includes(e.type));

describe('applyBatch gives the rows of apply, one event after another', () => {
  it('every projection of the product has a batch apply but the tiny semesters one', () => {
    expect(batched.map((p) => p.name).sort()).toEqual(['bookings', 'payment_history', 'rooms', 'semester_stats', 'users']);
  });

  it.each(batched.map((p) => [p.name, p] as const))('%s, over generated histories cut into random batches', async (_name, p) => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(histories, cuts, async (history, fractions) => {
        for (const schema of [`one_${p.name}`, `batch_${p.name}`]) {
          await db.sql.unsafe(p.tables.map((t) => `TRUNCATE ${schema}.${t}`).join('; '));
        }
        const events = handledBy(p, history);
        let failure: unknown = null;
        await inSchema(db.sql, `one_${p.name}`, async (tx) => {
          for (const event of events) await p.apply(tx, event);
        }).catch((e) => (failure = e));
        const batchedRun = (async () => {
          for (const piece of pieces(events, fractions)) await inSchema(db.sql, `batch_${p.name}`, (tx) => p.applyBatch!(tx, piece));
        })();
        if (failure) {
          await expect(batchedRun).rejects.toThrow();
          return;
        }
        await batchedRun;
        expect(await rowsOf(db.sql, `batch_${p.name}`, p)).toEqual(await rowsOf(db.sql, `one_${p.name}`, p));
        compared++;
      }),
      { numRuns: 40 },
    );
    // The histories are built to be accepted one event at a time: most runs compare rows.
    expect(compared).toBeGreaterThan(30);
  });

  it('a bed moved in a room that is not there is refused by both, with the same message', async () => {
    const rooms = projections.find((p) => p.name === 'rooms')!;
    const booked = { globalPosition: 1, transactionId: '1', streamId: 'b', streamPosition: 1, eventId: 'e1', type: 'BedBooked', schemaVersion: 1, data: { room_id: 'nowhere', at: '2026-09-01T08:00:00.000Z' }, metadata: { actorId: null, correlationId: 'c' }, createdAt: new Date() };
    const one = await inSchema(db.sql, 'one_rooms', (tx) => rooms.apply(tx, booked)).catch((e: Error) => e.message);
    const batch = await inSchema(db.sql, 'batch_rooms', (tx) => rooms.applyBatch!(tx, [booked])).catch((e: Error) => e.message);
    expect(one).toBeTruthy();
    expect(batch).toBe(one);
  });
});

describe('what a batch writes is what the driver would have sent', () => {
  const specs = [...USERS_BATCH_TABLES, ...ROOMS_BATCH_TABLES, ...BOOKINGS_BATCH_TABLES, ...STATS_BATCH_TABLES, ...PAYMENT_HISTORY_BATCH_TABLES];

  it('each batch table lists columns of the live table, with their types', async () => {
    for (const spec of specs) {
      const columns = await db.sql<{ name: string; oid: number }[]>`
        SELECT attname AS name, atttypid::int AS oid FROM pg_attribute
         WHERE attrelid = ${'public.' + spec.name}::regclass AND attnum > 0 AND NOT attisdropped`;
      for (const [column, type] of spec.columns) {
        expect(columns.find((c) => c.name === column)?.oid, `${spec.name}.${column}`).toBe(PG_TYPES[type].oid);
      }
    }
  });

  it('each type is serialized as the pool serializes a parameter of it', async () => {
    const serializers = (db.sql as any).options.serializers as Record<number, (x: unknown) => string>;
    const values: Record<PgType, fc.Arbitrary<unknown>> = {
      text: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean()),
      integer: fc.oneof(fc.integer(), fc.double(), fc.string()),
      bigint: fc.oneof(fc.integer(), fc.string()),
      numeric: fc.oneof(fc.double(), fc.integer(), fc.string()),
      timestamptz: fc.oneof(
        fc.date({ noInvalidDate: true }),
        fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
        fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
          .map(([y, mo, d, h, mi]) => `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(mi).padStart(2, '0')}.123Z`),
      ),
      date: fc.string(),
      boolean: fc.oneof(fc.boolean(), fc.string()),
    };
    for (const [type, { oid, serialize }] of Object.entries(PG_TYPES)) {
      fc.assert(
        fc.property(values[type as PgType], (value) => {
          const attempt = (f: (x: unknown) => string) => {
            try {
              return f(value);
            } catch (e) {
              return `threw ${(e as Error).name}`;
            }
          };
          expect(attempt(serialize)).toBe(attempt(serializers[oid]));
        }),
        { numRuns: 300 },
      );
    }
  });
});
