import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureDatabase, openPool, type Sql } from '../../api/db/connect.ts';
import { migrate, MIGRATIONS_DIR } from '../../api/db/migrate.ts';
import { ROOM_COLUMNS, type Room } from '../../api/rooms/rooms.queries.ts';

const name = `hostel_migrate_${Date.now()}`;
let sqls: Sql[] = [];

beforeAll(async () => {
  const adminUrl = inject('adminUrl');
  await ensureDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  sqls = [openPool(url.toString(), 2), openPool(url.toString(), 2), openPool(url.toString(), 2)];
});
afterAll(async () => {
  await Promise.all(sqls.map((s) => s.end()));
  const admin = openPool(inject('adminUrl'), 1);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

it('applies every migration exactly once when three processes start together', async () => {
  const results = await Promise.all(sqls.map((s) => migrate(s)));
  const applied = results.flat().sort();
  const rows = await sqls[0]`SELECT version FROM schema_migrations ORDER BY version`;
  expect(rows.length).toBeGreaterThanOrEqual(2);
  expect(applied).toEqual(rows.map((r) => r.version));
  expect(await migrate(sqls[1])).toEqual([]);
});

it('fills room_counts (005) and each room\'s JSON (006) from the rooms a database already had', async () => {
  const name = `hostel_migrate_005_${Date.now()}`;
  const adminUrl = inject('adminUrl');
  await ensureDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = openPool(url.toString(), 2);
  const before005 = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    for (const file of (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f < '005')) await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(before005, file));
    await migrate(sql, before005);
    const room = (id: string, semester: string, gender: string, status: string, bedsLeft: number) => sql`
      INSERT INTO rooms (id, semester_id, room_type_id, room_type, floor, room_status, gender, room_capacity, room_number,
                         price_per_bed, availability_duration, description, beds_left, created_at)
      VALUES (${id}, ${semester}, '1', 'Standard', 'Ground', ${status}, ${gender}, 2, ${id}, 900, '4 Months', 'd', ${bedsLeft}, now())`;
    await room('a', 's1', 'male', 'available', 2);
    await room('b', 's1', 'female', 'available', 0);
    await room('c', 's1', 'female', 'occupied', 2);
    await room('d', 's2', 'female', 'available', 1);
    expect(await migrate(sql)).toEqual(['005_room_counts', '006_room_json', '007_fold_declines']);
    const semesters = sql`
      SELECT semester_id, sum(total_rooms)::int AS total_rooms, sum(occupied_rooms)::int AS occupied_rooms,
             sum(available_rooms_male)::int AS available_rooms_male, sum(available_rooms_female)::int AS available_rooms_female
        FROM room_counts GROUP BY semester_id ORDER BY semester_id`;
    expect(await sql`SELECT count(*)::int AS n FROM room_counts`).toEqual([{ n: 4 }]);
    expect(await semesters).toEqual([
      { semester_id: 's1', total_rooms: 3, occupied_rooms: 2, available_rooms_male: 1, available_rooms_female: 0 },
      { semester_id: 's2', total_rooms: 1, occupied_rooms: 0, available_rooms_male: 0, available_rooms_female: 1 },
    ]);
    const rooms = await sql<Room[]>`SELECT ${sql.unsafe(ROOM_COLUMNS.join(', '))} FROM rooms ORDER BY id`;
    const kept = await sql<{ json: string }[]>`SELECT head || beds_left || tail AS json FROM rooms JOIN room_json USING (id) ORDER BY id`;
    expect(kept.map((r) => r.json)).toEqual(rooms.map((room) => JSON.stringify(room)));
  } finally {
    await sql.end();
    await fs.rm(before005, { recursive: true, force: true });
    const admin = openPool(adminUrl, 1);
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
