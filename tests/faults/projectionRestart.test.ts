import { spawn } from 'node:child_process';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../api/eventStore/eventStore.ts';
import { catchUp, startAsyncProjections } from '../../projections/asyncRunner.ts';
import { projectionNamed } from '../../projections/index.ts';
import type { AsyncProjection, Projection } from '../../projections/projection.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { REPO_ROOT } from '../helpers/serverProcess.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { allRows } from '../helpers/shadowSchemas.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { tallyProjection } from './tallyProjection.ts';

const EVENTS = 250;
const BATCH = 50;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** A fresh log of EVENTS 'Counted' events over many streams, and an empty tally with no checkpoint. */
async function freshTally() {
  await db.sql.unsafe(`DROP TABLE IF EXISTS restart_tally; ${tallyProjection.definition}`);
  await db.sql`DELETE FROM projection_checkpoints WHERE name = ${tallyProjection.name}`;
  if ((await db.sql`SELECT 1 FROM events WHERE event_type = 'Counted' LIMIT 1`).length) return;
  const store = createEventStore(db.sql, []);
  for (let i = 0; i < EVENTS; i += 5) {
    const events = Array.from({ length: 5 }, (_, j) => ({ type: 'Counted', data: { n: i + j } }));
    await store.transact((tx) => store.append(tx, `tally-${nanoid()}`, 'no_stream', events, { actorId: null, correlationId: 'restart' }));
  }
}

/** Events of the projection's types at or before its checkpoint: what it has committed. */
async function eventsBehindCheckpoint(projection: Projection): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM events e JOIN projection_checkpoints c ON c.name = ${projection.name}
     WHERE e.event_type = ANY(${projection.handles as string[]})
       AND (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)`;
  return row.n;
}

async function expectEveryEventCountedOnce() {
  const rows = await db.sql<{ seen: number }[]>`SELECT seen FROM restart_tally`;
  expect(rows).toHaveLength(EVENTS);
  expect(rows.filter((r) => r.seen !== 1)).toEqual([]);
}

function runWorker(projection: string, killAfter: number, batch: number) {
  // node itself, not npx: the signal that ended the worker is then the one its parent sees.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/faults/projectionWorker.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: db.url,
      PROJECTION: projection,
      BATCH: String(batch),
      KILL_AFTER: String(killAfter),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.once('close', (_code, signal) => resolve({ signal, output })),
  );
}

describe('an async projection that dies in the middle of a batch', () => {
  it('whose apply throws: keeps its last committed batch and checkpoint, then resumes exactly once', async () => {
    await freshTally();
    let applied = 0;
    const failing: AsyncProjection = {
      ...tallyProjection,
      apply: async (tx, event) => {
        if (++applied === 130) throw new Error('projection bug on the 130th event');
        await tallyProjection.apply(tx, event);
      },
    };
    await expect(catchUp(db.sql, failing, BATCH)).rejects.toThrow('130th event');
    const [{ n }] = await db.sql`SELECT count(*)::int AS n FROM restart_tally`;
    expect(n).toBe(100);
    expect(await eventsBehindCheckpoint(tallyProjection)).toBe(100);
    await catchUp(db.sql, tallyProjection, BATCH);
    await expectEveryEventCountedOnce();
  });

  it("in the server's runner, which retries a failing batch until it passes", async () => {
    await freshTally();
    let failures = 3;
    const flaky: AsyncProjection = {
      ...tallyProjection,
      apply: async (tx, event) => {
        if (event.data.n === 170 && failures-- > 0) throw new Error('transient failure');
        await tallyProjection.apply(tx, event);
      },
    };
    const errors: unknown[] = [];
    const runner = startAsyncProjections(db.sql, [flaky], { intervalMs: 20, onError: (_name, e) => errors.push(e) });
    const deadline = Date.now() + 20_000;
    while ((await db.sql`SELECT 1 FROM restart_tally`).length < EVENTS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await runner.stop();
    expect(errors).toHaveLength(3);
    await expectEveryEventCountedOnce();
  });

  it.each([0, 37, 120, 249])(
    'whose process is SIGKILLed after %i events: resumes from its checkpoint, no event skipped or counted twice',
    async (killAfter) => {
      await freshTally();
      const { signal, output } = await runWorker(tallyProjection.name, killAfter, BATCH);
      expect(signal, output).toBe('SIGKILL');
      const committed = Math.floor(killAfter / BATCH) * BATCH;
      const [{ n }] = await db.sql`SELECT count(*)::int AS n FROM restart_tally`;
      expect(n).toBe(committed);
      expect(await eventsBehindCheckpoint(tallyProjection)).toBe(committed);
      await catchUp(db.sql, tallyProjection, BATCH);
      await expectEveryEventCountedOnce();
    },
  );
});

describe("the product's async projections killed mid-batch", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A semester of bookings and payment decisions, written by the real routes.
    t = await createTestApp({ db });
    const superadmin = (await loginSuperadmin(t)).token;
    const semester = await createSemester(t, superadmin);
    const rooms = await Promise.all([0, 1, 2, 3].map(() => createRoom(t, superadmin, semester.id, { room_capacity: 6 })));
    for (let i = 0; i < 16; i++) {
      const booking = await bookOk(t, (await registerStudent(t)).token, rooms[i % 4]);
      if (i % 3 === 0) await approve(t, superadmin, booking.id);
      if (i % 4 === 1) await reject(t, superadmin, booking.id);
    }
  });

  it.each(['semester_stats', 'payment_history'])('%s resumes to exactly what a rebuild from the log gives', async (name) => {
    const projection = projectionNamed(name);
    const { signal, output } = await runWorker(name, 13, 5);
    expect(signal, output).toBe('SIGKILL');
    expect(await eventsBehindCheckpoint(projection)).toBe(10);
    await catchUp(db.sql, projection, 5);
    const snapshot = () => Promise.all(projection.tables.map((table) => allRows(db.sql, table)));
    const resumed = await snapshot();
    expect(resumed.flat().length).toBeGreaterThan(10);
    await rebuildProjection(db.sql, projection);
    expect(await snapshot()).toEqual(resumed);
  });
});
