import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsDue } from '../../projections/bookings/bookings.queries.ts';
import { insertBookings } from '../helpers/bookingRows.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * The sweep, and every booking, ask which pending holds are past their deadline. With thousands
 * pending, how PostgreSQL answers must not depend on its statistics: the sweep reads the overdue
 * holds it takes, in the index's order, and a booking reads its room's and its student's pending
 * bookings, never every overdue hold of the hostel.
 */
let db: TestDatabase;
const NOW = new Date('2026-09-10T12:00:00Z');
const PENDING = 3000;
const OVERDUE = 1000;
const DECIDED = 1000;
const SWEEP_LIMIT = 200;
const SHAPE = { now: NOW, pending: PENDING, overdue: OVERDUE };

beforeAll(async () => {
  db = await createTestDatabase(2);
  // Statistics change only when a test says so.
  await db.sql`ALTER TABLE bookings SET (autovacuum_enabled = false)`;
});
afterAll(() => db.drop());

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The plan's reads of bookings: its scans of the table, and of its indexes for a bitmap. */
const reads = (plan: PlanNode) =>
  nodesOf(plan).filter(
    (n) => n['Node Type'] === 'Bitmap Index Scan' || (n['Relation Name'] === 'bookings' && n['Node Type'] !== 'Bitmap Heap Scan'),
  );
/** How many rows or index entries of bookings a plan that ran read. */
const rowsRead = (plan: PlanNode) =>
  reads(plan).reduce(
    (sum, n) =>
      sum + n['Actual Rows']! * n['Actual Loops']! + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0),
    0,
  );

/** The plan PostgreSQL runs for holdsDue(`opts`), run. */
async function executed(opts: Parameters<typeof holdsDue>[2]) {
  const [row] = await db.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${holdsDue(db.sql, NOW, opts)}`;
  const plan = (row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
  return { plan, read: rowsRead(plan), shape: JSON.stringify(plan) };
}

/** The plan a prepared statement settles on when it plans once for any values (PostgreSQL 16 and later). */
async function generic(opts: Parameters<typeof holdsDue>[2]) {
  const { string } = await holdsDue(db.sql, NOW, opts).describe();
  const [row] = await db.sql.unsafe(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${string}`);
  return (row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
}

/** Every read of bookings in `plan` looks up what `cond` names, rather than walking a whole index or the table. */
function expectEveryReadBy(plan: PlanNode, cond: RegExp) {
  expect(reads(plan).length).toBeGreaterThan(0);
  for (const read of reads(plan)) expect(read['Index Cond'] ?? '', JSON.stringify(read)).toMatch(cond);
}

/** A room whose ten pending bookings are due later, and a room of overdue ones with an overdue student of another room. */
const QUIET = { roomId: 'room-150', userId: 'user-2500' };
const BUSY = { roomId: 'room-3', userId: 'user-512' };

function expectBoundedPlans({ fresh }: { fresh: boolean }) {
  it('sweeps the overdue holds alone, and with statistics only as many as it takes, in the index order', async () => {
    const { plan, read, shape } = await executed({ limit: SWEEP_LIMIT });
    expectEveryReadBy(plan, /hold_until/);
    expect(read, shape).toBeLessThanOrEqual(OVERDUE);
    if (fresh) {
      expect(shape, shape).not.toMatch(/Sort/);
      expect(read, shape).toBe(SWEEP_LIMIT);
    }
    const rows = await holdsDue(db.sql, NOW, { limit: SWEEP_LIMIT });
    expect(rows).toHaveLength(SWEEP_LIMIT);
    expect(rows[0].booking_id).toBe('booking-00001');
  });

  it("reads a booking's room and student alone, never every pending or overdue hold", async () => {
    for (const scope of [QUIET, BUSY]) {
      for (const limit of [1, 500]) {
        const { plan, read, shape } = await executed({ ...scope, limit });
        expectEveryReadBy(plan, /room_id|user_id/);
        // The room's ten bookings and the student's one: a few index entries more at most.
        expect(read, `${scope.roomId} limit ${limit}: ${shape}`).toBeLessThanOrEqual(20);
      }
    }
    expect(await holdsDue(db.sql, NOW, QUIET)).toEqual([]);
    const due = await holdsDue(db.sql, NOW, BUSY);
    expect(due.map((b) => b.booking_id)).toEqual([...Array.from({ length: 10 }, (_, i) => `booking-000${31 + i}`), 'booking-00512']);
  });

  it('plans the same way for any values, as a prepared statement may', async () => {
    expectEveryReadBy(await generic({ limit: SWEEP_LIMIT }), /hold_until/);
    expectEveryReadBy(await generic({ ...BUSY, limit: 1 }), /room_id|user_id/);
  });
}

describe('right after a bulk insert, before any statistics', () => {
  beforeAll(async () => {
    await insertBookings(db.sql, 1, PENDING + DECIDED, SHAPE);
  });
  expectBoundedPlans({ fresh: false });
});

describe('with statistics taken when no hold was overdue yet', () => {
  beforeAll(async () => {
    await db.sql`TRUNCATE bookings`;
    await insertBookings(db.sql, OVERDUE + 1, PENDING + DECIDED, SHAPE);
    await db.sql`ANALYZE bookings`;
    await insertBookings(db.sql, 1, OVERDUE, SHAPE);
  });
  expectBoundedPlans({ fresh: false });
});

describe('with fresh statistics', () => {
  beforeAll(async () => {
    await db.sql`ANALYZE bookings`;
  });
  expectBoundedPlans({ fresh: true });
});
