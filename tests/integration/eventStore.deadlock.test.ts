import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../api/db/connect.ts';
import { createEventStore } from '../../api/eventStore/eventStore.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * A freed bed offered to a student can meet that student's own command, each holding the row the
 * other waits for: PostgreSQL breaks the deadlock by failing one (40P01), and store.transact runs
 * that one again, as it does after a stream conflict.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`CREATE TABLE crossing (id int PRIMARY KEY)`;
  await db.sql`INSERT INTO crossing VALUES (1), (2)`;
});
afterAll(() => db.drop());

describe('a deadlock between two commands', () => {
  it('is retried: both commit', async () => {
    const store = createEventStore(db.sql, []);
    const attempts = [0, 0];
    let heldFirst!: () => void;
    let heldSecond!: () => void;
    const first = new Promise<void>((resolve) => (heldFirst = resolve));
    const second = new Promise<void>((resolve) => (heldSecond = resolve));
    // Each locks its own row, waits until the other holds theirs (on the first attempt only), then asks for the other's.
    const crossing = (i: 0 | 1, mine: number, theirs: number, held: () => void, other: Promise<void>) => async (tx: Tx) => {
      attempts[i]++;
      await tx`SELECT 1 FROM crossing WHERE id = ${mine} FOR UPDATE`;
      held();
      if (attempts[i] === 1) await other;
      await tx`SELECT 1 FROM crossing WHERE id = ${theirs} FOR UPDATE`;
      return i;
    };
    const results = await Promise.all([
      store.transact(crossing(0, 1, 2, heldFirst, second)),
      store.transact(crossing(1, 2, 1, heldSecond, first)),
    ]);
    expect(results).toEqual([0, 1]);
    expect(attempts[0] + attempts[1]).toBe(3);
  });
});
