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
  const res = await t.call('POST', '/api/semesters', {
    token: admin,
    body: { name: start_date, description: 'd', start_date, end_date: '2027-12-20' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function room(semester_id: string, room_number: string, over: Record<string, unknown> = {}): Promise<Room> {
  const body = {
    semester_id,
    room_type_id: '1',
    floor: 'Ground Floor',
    room_status: 'available',
    gender: 'male',
    room_capacity: 1,
    room_number,
    price_per_bed: 900,
    availability_duration: '4 Months',
    description: 'd',
    ...over,
  };
  const res = await t.call('POST', '/api/rooms', { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

type Counters = [total_rooms: number, occupied_rooms: number, available_rooms_male: number, available_rooms_female: number];

/** The rooms list's counters of a semester, as GET /rooms shows them. */
async function counters(semesterId: string): Promise<Counters> {
  const res = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}`, { token: admin });
  expect(res.status).toBe(200);
  return [res.body.total_rooms, res.body.occupied_rooms, res.body.available_rooms_male, res.body.available_rooms_female];
}

describe('the rooms list counters', () => {
  it('follow every change a room goes through', async () => {
    const first = await semester('2026-08-15');
    const second = await semester('2027-01-10');
    const rooms: Record<string, Room> = {};
    const student = await registerStudent(t, { gender: 'male' });
    let booking = '';
    const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Each step, then the counters of the first semester and of the second after it.
    const steps: [string, () => Promise<unknown>, Counters, Counters][] = [
      [
        'rooms of every gender and status',
        async () => {
          rooms.single = await room(first, '1');
          rooms.pair = await room(first, '2', { gender: 'female', room_capacity: 2 });
          rooms.occupied = await room(first, '3', { gender: 'female', room_status: 'occupied' });
          rooms.restricted = await room(first, '4', { room_status: 'restricted' });
          rooms.other = await room(second, '1');
        },
        [4, 1, 1, 1],
        [1, 0, 1, 0],
      ],
      ['the single room fills', async () => (booking = await appendBooking(t, rooms.single, student.user.id)), [4, 2, 0, 1], [1, 0, 1, 0]],
      [
        'its payment is rejected, which frees the bed',
        async () =>
          ok(await t.call('POST', `/api/bookings/${booking}/reject-payment`, { token: admin, body: { reason: 'No payment received' } })),
        [4, 1, 1, 1],
        [1, 0, 1, 0],
      ],
      ['one of two beds is taken', async () => appendBooking(t, rooms.pair, student.user.id), [4, 1, 1, 1], [1, 0, 1, 0]],
      [
        'the last bed of the pair is taken',
        async () => appendBooking(t, rooms.pair, (await registerStudent(t)).user.id),
        [4, 2, 1, 0],
        [1, 0, 1, 0],
      ],
      [
        'the first student is deleted, which frees their bed',
        async () => ok(await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin })),
        [4, 1, 1, 1],
        [1, 0, 1, 0],
      ],
      [
        'an empty room is deleted',
        async () => ok(await t.call('DELETE', `/api/rooms/${rooms.restricted.id}`, { token: admin })),
        [3, 1, 1, 1],
        [1, 0, 1, 0],
      ],
      [
        "the other semester's only room is deleted",
        async () => ok(await t.call('DELETE', `/api/rooms/${rooms.other.id}`, { token: admin })),
        [3, 1, 1, 1],
        [0, 0, 0, 0],
      ],
    ];
    for (const [what, step, inFirst, inSecond] of steps) {
      await step();
      expect([await counters(first), await counters(second)], what).toEqual([inFirst, inSecond]);
    }
  });

  it('count every room filled by bookings committing at the same time', async () => {
    const semesterId = await semester('2027-06-01');
    const rooms = await Promise.all(Array.from({ length: 12 }, (_, i) => room(semesterId, `C${i}`, { gender: i % 2 ? 'female' : 'male' })));
    const students = await Promise.all(rooms.map(() => registerStudent(t)));
    await Promise.all(rooms.map((r, i) => appendBooking(t, r, students[i].user.id)));
    expect(await counters(semesterId)).toEqual([12, 12, 0, 0]);
  });

  it('are what GET /rooms shows, with the total of a filtered list counted apart', async () => {
    const semesterId = await semester('2027-09-01');
    await room(semesterId, '1');
    await room(semesterId, '2', { gender: 'female', room_capacity: 3 });
    const student = (await registerStudent(t)).token;
    const all = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}`, { token: student });
    expect(all.body).toMatchObject({
      meta: { total: 2 },
      total_rooms: 2,
      occupied_rooms: 0,
      available_rooms_male: 1,
      available_rooms_female: 1,
    });
    const female = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}&gender=female`, { token: student });
    expect(female.body).toMatchObject({ meta: { total: 1 }, total_rooms: 2, available_rooms_male: 1, available_rooms_female: 1 });
    const none = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}&room_status=occupied`, { token: student });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 }, total_rooms: 2, available_rooms_female: 1 });
  });
});
