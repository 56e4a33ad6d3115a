import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { appendBooking } from './rooms.fixtures.ts';

type Room = { id: string; semester_id: string; room_number: string };
let t: TestApp;
let admin: string;
let superadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  superadmin = (await loginSuperadmin(t)).token;
});
afterAll(() => t.close());

async function semester(start_date: string) {
  const res = await t.call('POST', '/api/semesters', { token: admin, body: { name: start_date, description: 'd', start_date, end_date: '2027-12-20' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function room(semester_id: string, room_number: string, over: Record<string, unknown> = {}): Promise<Room> {
  const body = { semester_id, room_type_id: '1', floor: 'Ground Floor', room_status: 'available', gender: 'male', room_capacity: 1,
    room_number, price_per_bed: 900, availability_duration: '4 Months', description: 'd', ...over };
  const res = await t.call('POST', '/api/rooms', { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** The counters as the rule reads over the rooms themselves, a semester for each that has rooms. */
const countedFromRooms = () => t.sql`
  SELECT semester_id,
         count(*)::int AS total_rooms,
         (count(*) FILTER (WHERE beds_left = 0 OR room_status = 'occupied'))::int AS occupied_rooms,
         (count(*) FILTER (WHERE gender = 'male' AND beds_left > 0 AND room_status = 'available'))::int AS available_rooms_male,
         (count(*) FILTER (WHERE gender = 'female' AND beds_left > 0 AND room_status = 'available'))::int AS available_rooms_female
    FROM rooms GROUP BY semester_id ORDER BY semester_id`;
/** The kept counters, their shards added up as readers add them. */
const kept = () => t.sql`
  SELECT semester_id, sum(total_rooms)::int AS total_rooms, sum(occupied_rooms)::int AS occupied_rooms,
         sum(available_rooms_male)::int AS available_rooms_male, sum(available_rooms_female)::int AS available_rooms_female
    FROM room_counts GROUP BY semester_id ORDER BY semester_id`;
/** Shards without rooms are removed, and none counts below zero. */
const strayShards = () => t.sql`
  SELECT * FROM room_counts WHERE total_rooms <= 0 OR least(occupied_rooms, available_rooms_male, available_rooms_female) < 0`;

describe('room_counts, the rooms list counters kept by the rooms projection', () => {
  it('follow every change a room goes through, as counting the rooms would give', async () => {
    const first = await semester('2026-08-15');
    const second = await semester('2027-01-10');
    const steps: [string, () => Promise<unknown>][] = [];
    const rooms: Record<string, Room> = {};
    const student = await registerStudent(t, { gender: 'male' });
    let booking = '';
    steps.push(['rooms of every gender and status', async () => {
      rooms.single = await room(first, '1');
      rooms.pair = await room(first, '2', { gender: 'female', room_capacity: 2 });
      rooms.occupied = await room(first, '3', { gender: 'female', room_status: 'occupied' });
      rooms.restricted = await room(first, '4', { room_status: 'restricted' });
      rooms.other = await room(second, '1');
    }]);
    steps.push(['the single room fills', async () => (booking = await appendBooking(t, rooms.single, student.user.id))]);
    steps.push(['its payment is rejected, which frees the bed', async () => {
      const res = await t.call('POST', `/api/bookings/${booking}/reject-payment`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }]);
    steps.push(['one of two beds is taken', async () => appendBooking(t, rooms.pair, student.user.id)]);
    steps.push(['the single room fills again', async () => appendBooking(t, rooms.single, (await registerStudent(t)).user.id)]);
    steps.push(['the first student is deleted, which frees their bed', async () => {
      const res = await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }]);
    steps.push(['an empty room is deleted', async () => {
      const res = await t.call('DELETE', `/api/rooms/${rooms.restricted.id}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }]);
    steps.push(["the other semester's only room is deleted", async () => {
      const res = await t.call('DELETE', `/api/rooms/${rooms.other.id}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }]);
    for (const [what, step] of steps) {
      await step();
      expect(await kept(), what).toEqual(await countedFromRooms());
      expect(await strayShards(), what).toEqual([]);
    }
    expect(await kept()).toEqual([
      { semester_id: first, total_rooms: 3, occupied_rooms: 2, available_rooms_male: 0, available_rooms_female: 1 },
    ]);
  });

  it('count every room filled by bookings committing at the same time', async () => {
    const semesterId = await semester('2027-06-01');
    const rooms = await Promise.all(Array.from({ length: 12 }, (_, i) => room(semesterId, `C${i}`, { gender: i % 2 ? 'female' : 'male' })));
    const students = await Promise.all(rooms.map(() => registerStudent(t)));
    await Promise.all(rooms.map((r, i) => appendBooking(t, r, students[i].user.id)));
    const counts = (await kept()).find((c) => c.semester_id === semesterId);
    expect(counts).toEqual({ semester_id: semesterId, total_rooms: 12, occupied_rooms: 12, available_rooms_male: 0, available_rooms_female: 0 });
  });

  it('are what GET /rooms shows, with the total of a filtered list counted apart', async () => {
    const semesterId = await semester('2027-09-01');
    await room(semesterId, '1');
    await room(semesterId, '2', { gender: 'female', room_capacity: 3 });
    const student = (await registerStudent(t)).token;
    const all = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}`, { token: student });
    expect(all.body).toMatchObject({ meta: { total: 2 }, total_rooms: 2, occupied_rooms: 0, available_rooms_male: 1, available_rooms_female: 1 });
    const female = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}&gender=female`, { token: student });
    expect(female.body).toMatchObject({ meta: { total: 1 }, total_rooms: 2, available_rooms_male: 1, available_rooms_female: 1 });
    const none = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}&room_status=occupied`, { token: student });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 }, total_rooms: 2, available_rooms_female: 1 });
  });
});
