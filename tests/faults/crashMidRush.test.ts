import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudents, runRush, seedHall, superadminToken, type RushRecord, type RushStudent } from '../helpers/rush.ts';
import { startServer, type Exit, type ServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import {
  expectEveryAnswerMatchesTheLog,
  expectNoDoubleBooking,
  expectNoRoomOverCapacity,
  expectNoServerErrors,
  expectNothingHalfWritten,
  expectReadModelsEqualRebuild,
  waitForAsyncProjections,
} from './rushChecks.ts';

const STUDENTS = 60;
const ROOMS = 12; // 42 beds: 18 for 30 women, 24 for 30 men
// Kill points: the server dies right after its n-th booking answered 201 (first to late).
const KILL_AFTER_BOOKINGS = [1, 6, 12, 20, 28, 34];

let db: TestDatabase;
let server: ServerProcess;
let token: string;
let students: RushStudent[];

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServer({ databaseUrl: db.url });
  token = await superadminToken(server.url);
  students = await registerStudents([server.url], STUDENTS);
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await db.drop();
});

/** Runs a rush and SIGKILLs the server as the n-th booking is answered; resolves once it is dead. */
async function rushUntilKilled(rooms: Awaited<ReturnType<typeof seedHall>>, killAfter: number) {
  let killed: Promise<Exit> | undefined;
  const records = await runRush({
    servers: [server.url],
    rooms,
    students,
    concurrency: 24,
    adminToken: token,
    onRecord: (_record, all) => {
      if (!killed && all.filter((r) => r.kind === 'book' && r.status === 201).length >= killAfter) killed = server.kill('SIGKILL');
    },
  });
  expect(killed, `the rush ended before booking ${killAfter}`).toBeDefined();
  expect((await killed!).signal).toBe('SIGKILL');
  return records;
}

describe('a server killed with SIGKILL in the middle of a booking rush', () => {
  it.each(KILL_AFTER_BOOKINGS)('loses nothing and half-writes nothing (killed after booking %i)', async (killAfter) => {
    const rooms = await seedHall(server.url, token, ROOMS);
    const beforeCrash = await rushUntilKilled(rooms, killAfter);
    const unanswered = beforeCrash.filter((r) => r.status === 0);
    expect(unanswered.length, 'requests in flight or sent after the kill').toBeGreaterThan(0);

    server = await startServer({ databaseUrl: db.url });
    // Everyone tries again on the restarted server: a booking that committed unanswered says so.
    const afterRestart = await runRush({ servers: [server.url], rooms, students, concurrency: 24, adminToken: token });
    const records: RushRecord[] = [...beforeCrash, ...afterRestart];

    expectNoServerErrors(records);
    await expectEveryAnswerMatchesTheLog(db.sql, records);
    await expectNothingHalfWritten(db.sql);
    await expectNoRoomOverCapacity(db.sql);
    await expectNoDoubleBooking(db.sql, records);
    await expectReadModelsEqualRebuild(db.sql, 'inline');
    await waitForAsyncProjections(db.sql);
    await expectReadModelsEqualRebuild(db.sql, 'async');

    const committedUnanswered = await db.sql`
      SELECT 1 FROM events WHERE metadata->>'correlationId' = ANY(${unanswered.map((r) => r.requestId)})`;
    console.info(
      `kill after booking ${killAfter}: ${beforeCrash.length} requests before the kill (${unanswered.length} unanswered, ` +
        `${committedUnanswered.length} of them committed), ${afterRestart.length} after the restart`,
    );
  });
});
