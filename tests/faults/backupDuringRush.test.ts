import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupHeader } from '../../api/backup/backupFormat.ts';
import { connectDatabase, type Database } from '../../api/db/connect.ts';
import { registerStudents, runRush, seedHall, superadminToken, type RushRecord } from '../helpers/rush.ts';
import { httpJson, REPO_ROOT, startServer, type ServerProcess } from '../helpers/serverProcess.ts';
import { expectNoRoomOverCapacity, expectNoServerErrors, expectNothingHalfWritten } from './rushChecks.ts';

/**
 * `npm run backup` taken from a running server's embedded PostgreSQL in the middle of a booking
 * rush, restored with `npm run restore` into a new DATA_DIR, and a server started on it: the
 * restored hostel is the log as it stood at one moment, whole transactions only, and consistent.
 */
const STUDENTS = 50;
const ROOMS = 10;
const BACKUP_AFTER_BOOKINGS = 8;

let dir: string;
let original: ServerProcess | undefined;
let restored: ServerProcess | undefined;
const databases: Database[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-backup-rush-'));
});
afterAll(async () => {
  for (const db of databases) await db.close();
  await restored?.kill('SIGTERM');
  await original?.kill('SIGTERM');
  await fs.rm(dir, { recursive: true, force: true });
});

/** `npm run <script> -- <file>` as an operator runs it, on the embedded PostgreSQL of dataDir. */
function npmRun(script: string, file: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', file], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

const bookedAnswers = (all: RushRecord[]) => all.filter((r) => r.kind === 'book' && r.status === 201).length;

describe('a backup taken during a booking rush', () => {
  it('restores into a new DATA_DIR as a consistent hostel: the log as of the backup, whole transactions only', async () => {
    const originalDir = path.join(dir, 'original');
    const restoredDir = path.join(dir, 'restored');
    const file = path.join(dir, 'rush.backup.gz');
    original = await startServer({ env: { DATA_DIR: originalDir } });
    const token = await superadminToken(original.url);
    const students = await registerStudents([original.url], STUDENTS);

    // Rush after rush (each in a semester of its own) until the backup has finished, so that it
    // reads while bookings and decisions are being written.
    let backup: ReturnType<typeof npmRun> | undefined;
    let backupEnded = false;
    const records: RushRecord[] = [];
    do {
      const rooms = await seedHall(original.url, token, ROOMS);
      const before = records.length;
      records.push(
        ...(await runRush({
          servers: [original.url],
          rooms,
          students,
          concurrency: 16,
          adminToken: token,
          onRecord: (_record, all) => {
            if (!backup && bookedAnswers(all) >= BACKUP_AFTER_BOOKINGS) {
              backup = npmRun('backup', file, originalDir);
              void backup.then(() => (backupEnded = true));
            }
          },
        })),
      );
      expect(records.length).toBeGreaterThan(before);
    } while (!backupEnded);
    const taken = await backup!;
    expect(taken.code, taken.output).toBe(0);
    expectNoServerErrors(records);

    const restore = await npmRun('restore', file, restoredDir);
    expect(restore.code, restore.output).toBe(0);
    restored = await startServer({ env: { DATA_DIR: restoredDir } });

    const was = await connectDatabase({ dataDir: originalDir });
    const now = await connectDatabase({ dataDir: restoredDir });
    databases.push(was, now);

    // The restored log is the backup's: its counts, each event as the original wrote it.
    const header = JSON.parse(
      zlib
        .gunzipSync(await fs.readFile(file))
        .toString()
        .split('\n', 1)[0],
    ) as BackupHeader;
    const cols = 'global_position, stream_id, stream_position, event_id, event_type, data, metadata, created_at';
    const restoredLog = await now.sql.unsafe(`SELECT ${cols} FROM events ORDER BY global_position`);
    const originalLog = await was.sql.unsafe(`SELECT ${cols} FROM events ORDER BY global_position`);
    expect(restoredLog.length).toBe(header.tables.find((t) => t.name === 'events')!.rows);
    expect(restoredLog.length).toBeLessThan(originalLog.length);
    const byId = new Map(originalLog.map((e) => [e.event_id, e]));
    for (const e of restoredLog) expect(e).toEqual(byId.get(e.event_id));
    // One moment: every request the backup saw, it saw whole (all of its events or none).
    const restoredIds = new Set(restoredLog.map((e) => e.event_id));
    const seen = new Set(restoredLog.map((e) => e.metadata.correlationId));
    const torn = originalLog.filter((e) => seen.has(e.metadata.correlationId) && !restoredIds.has(e.event_id));
    expect(torn).toEqual([]);

    // The restored server built its read models from that log, and they hold together.
    await expectNothingHalfWritten(now.sql);
    await expectNoRoomOverCapacity(now.sql);
    const booked = restoredLog.filter((e) => e.event_type === 'BedBooked').map((e) => e.data.booking_id as string);
    expect(booked.length).toBeGreaterThanOrEqual(BACKUP_AFTER_BOOKINGS);
    for (const id of booked) {
      const res = await httpJson(restored.url, 'GET', `/api/bookings/${id}`, { token: await superadminToken(restored.url) });
      expect(res.status, id).toBe(200);
    }
    const doubles = await now.sql`
      SELECT user_id, semester_id FROM bookings WHERE payment_status IN ('pending', 'paid')
       GROUP BY user_id, semester_id HAVING count(*) > 1`;
    expect(doubles).toEqual([]);
    console.info(
      `backup after ${BACKUP_AFTER_BOOKINGS} bookings: ${restoredLog.length} of ${originalLog.length} events, ${booked.length} bookings`,
    );
  });
});
