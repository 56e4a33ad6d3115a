import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../api/assemble.ts';
import { BackupFileError } from '../../api/backup/backupFormat.ts';
import { restoreBackup } from '../../api/backup/restoreBackup.ts';
import { takeBackup } from '../../api/backup/takeBackup.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { projections } from '../../projections/index.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject, revoke, type Room } from '../helpers/hostel.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';

/** A hostel backed up and restored into a fresh database answers every list as the original did. */
// One clock for both: answers that say when they were given (stats' as_of) then agree.
const clock = new TestClock();
let original: TestApp;
let restored: TestApp;
let dir: string;
let file: string;
let superadmin: { token: string; user: { id: string } };
let semesterIds: string[];
let rooms: Room[];
let bookingIds: string[];
let userIds: string[];

const asyncOnes = projections.filter((p) => p.mode === 'async');
const catchUp = async (t: TestApp) => {
  for (const p of asyncOnes) await catchUpToNow(t.sql, p);
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-backup-'));
  file = path.join(dir, 'hostel.backup.gz');
  original = await createTestApp({ clock });
  superadmin = await loginSuperadmin(original);
  const admin = await createAdmin(original);
  semesterIds = [
    (await createSemester(original, superadmin.token)).id,
    (await createSemester(original, superadmin.token, { name: 'Second' })).id,
  ];
  rooms = [];
  for (const semesterId of semesterIds) {
    for (const gender of ['female', 'male'])
      rooms.push(await createRoom(original, superadmin.token, semesterId, { gender, room_capacity: 3 }));
  }
  const students = [];
  for (let i = 0; i < 8; i++) students.push(await registerStudent(original, { gender: i % 2 ? 'male' : 'female' }));
  const bookings = [];
  for (const [i, s] of students.entries()) {
    // A minute apart, as real bookings are: lists order by time, and ties may fall either way.
    clock.advance(60_000);
    bookings.push(await bookOk(original, s.token, rooms[(i % 2) + (i >= 4 ? 2 : 0)]));
  }
  bookingIds = bookings.map((b) => b.id);
  userIds = [superadmin.user.id, admin.user.id, ...students.map((s) => s.user.id)];
  // Every state: paid, rejected, approved then revoked, cancelled, cancellation requested, pending.
  expect((await approve(original, admin.token, bookingIds[0])).status).toBe(200);
  expect((await approve(original, admin.token, bookingIds[1])).status).toBe(200);
  expect((await reject(original, admin.token, bookingIds[2])).status).toBe(200);
  expect((await approve(original, superadmin.token, bookingIds[3])).status).toBe(200);
  expect((await revoke(original, superadmin.token, bookingIds[3])).status).toBe(200);
  expect((await original.call('POST', `/api/bookings/${bookingIds[4]}/cancel`, { token: students[4].token, body: {} })).status).toBe(200);
  expect((await approve(original, admin.token, bookingIds[5])).status).toBe(200);
  const asked = await original.call('POST', `/api/bookings/${bookingIds[5]}/cancel`, {
    token: students[5].token,
    body: { reason: 'Moving home' },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await catchUp(original);

  await takeBackup(original.sql, file);
  const db = await createTestDatabase();
  await restoreBackup(db.sql, file);
  // The restored hostel starts as `npm start` does: migrations, then read models built from the log.
  const { rebuilt } = await prepareDatabase(db.sql);
  expect(rebuilt.sort()).toEqual(projections.map((p) => p.name).sort());
  restored = await createTestApp({ db, clock });
  await catchUp(restored);
});
afterAll(async () => {
  await original?.close();
  await restored?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function answers(t: TestApp, paths: string[]) {
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    const res = await t.call('GET', `/api${p}`, { token: superadmin.token });
    out[p] = { status: res.status, body: res.body };
  }
  return out;
}

describe('backup and restore', () => {
  it('gives a restored hostel that answers every list exactly as the original', async () => {
    const paths = [
      '/semesters?page=1',
      ...semesterIds.flatMap((id) => [
        `/semesters/${id}`,
        `/bookings?semester_id=${id}`,
        `/room-stats?semester_id=${id}`,
        `/stats/semesters/${id}`,
        `/rooms-with-beds-left?semester_id=${id}`,
        `/rooms/bed-map?semester_id=${id}`,
      ]),
      '/rooms?page=1',
      ...rooms.map((r) => `/rooms/${r.id}`),
      '/bookings',
      '/bookings?page=2',
      ...bookingIds.flatMap((id) => [`/bookings/${id}`, `/bookings/${id}/history`]),
      '/users?page=1',
      '/users?page=2',
      ...userIds.map((id) => `/users/${id}`),
      '/staff?page=1',
      '/payments/history?page=1',
      '/payments/history?page=2',
      '/waitlist',
    ];
    const before = await answers(original, paths);
    for (const p of paths) expect((before[p] as { status: number }).status, p).toBe(200);
    // The hostel is not empty: the comparison below would pass on two empty ones.
    expect(JSON.stringify(before['/bookings'])).toContain(bookingIds[7]);
    expect(await answers(restored, paths)).toEqual(before);
  });

  it('restores the log row for row, and new appends continue past it', async () => {
    const cols = 'global_position, stream_id, stream_position, event_id, event_type, data, metadata, created_at';
    const log = (t: TestApp) => t.sql.unsafe(`SELECT ${cols} FROM events ORDER BY global_position`);
    const [was, now] = await Promise.all([log(original), log(restored)]);
    expect(now).toEqual(was);
    const last = Math.max(...was.map((e) => Number(e.global_position)));

    const student = await registerStudent(restored, { gender: 'female' });
    const booking = await bookOk(restored, student.token, rooms[0]);
    const [{ position }] = await restored.sql<{ position: number }[]>`
      SELECT min(global_position) AS position FROM events WHERE stream_id LIKE ${`%${booking.id}%`}`;
    expect(position).toBeGreaterThan(last);
  });

  it('reads the log at one moment: an append committed while it reads is in neither table', async () => {
    const db = await createTestDatabase();
    const locker = await db.sql.reserve();
    try {
      const append = async (id: string) => {
        await locker`INSERT INTO streams (stream_id, stream_type, version) VALUES (${`note-${id}`}, 'note', 1)`;
        await locker`INSERT INTO events (stream_id, stream_position, event_id, event_type, data)
                     VALUES (${`note-${id}`}, 1, ${`event-${id}`}, 'NoteWritten', '{}')`;
      };
      await append('before');
      // A writer holds the events table while the backup has read streams and waits for events.
      await locker`BEGIN`;
      await locker`LOCK TABLE events IN ACCESS EXCLUSIVE MODE`;
      const taking = takeBackup(db.sql, path.join(dir, 'moment.gz'));
      for (let waited = 0; ; waited += 20) {
        const [{ blocked }] = await db.sql<{ blocked: number }[]>`SELECT count(*)::int AS blocked FROM pg_locks WHERE NOT granted`;
        if (blocked > 0) break;
        expect(waited, 'the backup never waited for the events table').toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 20));
      }
      await append('during');
      await locker`COMMIT`;
      const header = await taking;
      expect(header.tables.map((t) => [t.name, t.rows])).toEqual([
        ['streams', 1],
        ['events', 1],
        ['personal_keys', 0],
      ]);
    } finally {
      locker.release();
      await db.drop();
    }
  });

  it('refuses a database that already holds a hostel, writing nothing', async () => {
    const [{ count }] = await original.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM events`;
    await expect(restoreBackup(original.sql, file)).rejects.toThrow(/already holds a hostel/);
    const [{ count: after }] = await original.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM events`;
    expect(after).toBe(count);
  });

  it('refuses a damaged file with a clear message, writing nothing', async () => {
    const db = await createTestDatabase();
    try {
      const body = zlib.gunzipSync(await fs.readFile(file)).toString();
      // One character of one event changed: the file still decompresses and parses.
      const damaged = path.join(dir, 'damaged.gz');
      await fs.writeFile(damaged, zlib.gzipSync(body.replace('Moving home', 'Moving hone')));
      await expect(restoreBackup(db.sql, damaged)).rejects.toThrow(
        new BackupFileError(`${damaged} does not match its checksum: the backup is damaged`),
      );
      const cut = path.join(dir, 'cut.gz');
      const bytes = await fs.readFile(file);
      await fs.writeFile(cut, bytes.subarray(0, bytes.length - 40));
      await expect(restoreBackup(db.sql, cut)).rejects.toThrow(/the backup is damaged|incomplete/);
      const [header, ...rest] = body.split('\n');
      const future = path.join(dir, 'future.gz');
      await fs.writeFile(future, zlib.gzipSync([JSON.stringify({ ...JSON.parse(header), migration: '999_later' }), ...rest].join('\n')));
      await expect(restoreBackup(db.sql, future)).rejects.toThrow(/made by a newer version of Hostel \(schema 999_later\)/);
      const notOne = path.join(dir, 'not-a-backup.gz');
      await fs.writeFile(notOne, 'hello');
      await expect(restoreBackup(db.sql, notOne)).rejects.toThrow(/cannot be decompressed/);
      const [{ count }] = await db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM events`;
      expect(count).toBe(0);
    } finally {
      await db.drop();
    }
  });
  it('holds the keys: a backup taken after a deletion cannot read the deleted person, one before it still can', async () => {
    const admin = await createAdmin(original);
    const ama = await registerStudent(original, { gender: 'female', fname: 'Amakye', lname: 'Forgetme' });
    const booking = await bookOk(original, ama.token, rooms[0]);
    expect((await approve(original, admin.token, booking.id)).status).toBe(200);
    const before = path.join(dir, 'before-deletion.gz');
    await takeBackup(original.sql, before);
    expect((await original.call('DELETE', `/api/users/${ama.user.id}`, { token: superadmin.token })).status).toBe(200);
    const after = path.join(dir, 'after-deletion.gz');
    await takeBackup(original.sql, after);

    const readBack = async (backup: string) => {
      const db = await createTestDatabase();
      await restoreBackup(db.sql, backup);
      await prepareDatabase(db.sql);
      const t = await createTestApp({ db, clock });
      try {
        const res = await t.call('GET', `/api/bookings/${booking.id}`, { token: superadmin.token });
        return (res.body as { data: { full_name: string; amount_paid: number; payment_status: string } }).data;
      } finally {
        await t.close();
      }
    };
    expect(await readBack(before)).toMatchObject({ full_name: 'Amakye Forgetme', payment_status: 'paid' });
    expect(await readBack(after)).toMatchObject({ full_name: 'Deleted student', amount_paid: booking.amount_paid, student_deleted: true });
    expect(zlib.gunzipSync(await fs.readFile(after)).toString()).not.toContain('Forgetme');
  });

  it('restores a backup made before the keys were backed up (the streams and events alone)', async () => {
    const body = zlib.gunzipSync(await fs.readFile(file)).toString();
    const [line, ...rest] = body.split('\n');
    const header = JSON.parse(line) as { tables: { name: string }[] };
    const keysAt = rest.indexOf('\\.', rest.indexOf('\\.') + 1) + 1;
    const older = path.join(dir, 'older.gz');
    const tables = header.tables.filter((t) => t.name !== 'personal_keys');
    const kept = rest.slice(0, keysAt);
    const sha256 = createHash('sha256')
      .update(kept.map((l) => `${l}\n`).join(''))
      .digest('hex');
    await fs.writeFile(older, zlib.gzipSync([JSON.stringify({ ...header, tables, sha256 }), ...kept, ''].join('\n')));
    const db = await createTestDatabase();
    try {
      await restoreBackup(db.sql, older);
      const [{ count }] = await db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM events`;
      expect(count).toBeGreaterThan(0);
    } finally {
      await db.drop();
    }
  });
});
