import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPool, type Sql } from '../../api/db/connect.ts';
import { inTransaction } from '../../api/db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

// A connection cut under a transaction (PostgreSQL stopping, a backend terminated) must end in an
// error the API can answer with, never in a promise that stays pending and holds a request open.
// These cut a backend at chosen moments; patches/ holds the driver changes they need.

let db: TestDatabase;
let killer: Sql;
const pools: Sql[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  killer = openPool(db.url, 1);
});
afterAll(async () => {
  await Promise.all([killer, ...pools].map((p) => p.end({ timeout: 1 })));
  await db.drop();
});

function pool(max: number): Sql {
  const sql = openPool(db.url, max);
  pools.push(sql);
  return sql;
}

/** The promise's outcome, or a failure naming `what` if it is still pending after `ms`. */
async function settledWithin<T>(what: string, promise: Promise<T>, ms = 5000): Promise<PromiseSettledResult<T>> {
  let timer!: NodeJS.Timeout;
  const pending = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: still pending after ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([Promise.allSettled([promise]).then(([outcome]) => outcome), pending]);
  } finally {
    clearTimeout(timer);
  }
}

const terminate = (pid: number) => killer`SELECT pg_terminate_backend(${pid})`;

describe('a connection lost under a transaction', () => {
  it('fails the transaction (its ROLLBACK included) and leaves the pool working', async () => {
    const sql = pool(2);
    const cut = inTransaction(sql, async (tx) => {
      const [{ pid }] = await tx<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      await terminate(pid);
      await tx`SELECT 1`;
    });
    const outcome = await settledWithin('the transaction', cut);
    expect(outcome.status).toBe('rejected');
    for (let i = 0; i < 4; i++) {
      expect(await inTransaction(sql, async (tx) => (await tx<{ n: number }[]>`SELECT ${i}::int AS n`)[0].n)).toBe(i);
    }
  });

  it('fails the statements still waiting for the connection, not only the one it was running', async () => {
    const sql = pool(2);
    const statuses: string[] = [];
    const cut = inTransaction(sql, async (tx) => {
      const [{ pid }] = await tx<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      // New to this connection and with a parameter, it is described first: the next one waits.
      const running = tx`SELECT pg_sleep(30), ${1}::int AS one`.execute();
      const waiting = tx`SELECT ${2}::int AS two`.execute();
      // Watched from now on: the cut may be seen before the terminating statement's answer.
      const both = Promise.allSettled([running, waiting]);
      await new Promise((r) => setTimeout(r, 200));
      await terminate(pid);
      const outcome = await settledWithin('the statements', both);
      if (outcome.status === 'fulfilled') statuses.push(...outcome.value.map((s) => s.status));
      else statuses.push(String(outcome.reason));
    });
    expect((await settledWithin('the transaction', cut)).status).toBe('rejected');
    expect(statuses).toEqual(['rejected', 'rejected']);
    expect((await sql<{ n: number }[]>`SELECT 3 AS n`)[0].n).toBe(3);
  });

  it('gives a reservation that was waiting for that connection the connection made again', async () => {
    const sql = pool(1);
    const holder = await sql.reserve();
    const [{ pid }] = await holder<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    const waiting = sql.reserve();
    await terminate(pid);
    const next = await settledWithin('the waiting reservation', waiting);
    expect(next.status).toBe('fulfilled');
    const reserved = (next as PromiseFulfilledResult<Awaited<typeof waiting>>).value;
    expect((await reserved<{ n: number }[]>`SELECT 4 AS n`)[0].n).toBe(4);
    expect((await settledWithin('a statement on the lost connection', holder`SELECT 5`)).status).toBe('rejected');
    holder.release();
    reserved.release();
    expect((await sql<{ n: number }[]>`SELECT 6 AS n`)[0].n).toBe(6);
    expect(await inTransaction(sql, async (tx) => (await tx<{ n: number }[]>`SELECT 7 AS n`)[0].n)).toBe(7);
  });
});
