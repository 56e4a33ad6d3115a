import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { roomsProjection } from '../../projections/rooms/rooms.projection.ts';
import { ROOM_NUMBER_ORDER } from '../../projections/rooms/rooms.queries.ts';
import { semestersProjection } from '../../projections/semesters/semesters.projection.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { appendBooking } from './rooms.fixtures.ts';

type Room = { id: string; semester_id: string; room_number: string };
let t: TestApp;
let admin: string;
let current: string;
let next: string;
const rooms: Record<string, Room> = {};
const students: Record<'pending' | 'paid' | 'rejected' | 'none', { token: string; user: { id: string } }> = {} as never;

/**
 * The clock says 2026-09-01. Current semester: 2 (male, 2 beds), 3 (female, Executive, 3 beds),
 * 4 (female, status occupied), 5 (male, restricted), 10 (male, 1 bed, taken). Next semester:
 * 1 (female) and eight restricted Executive rooms N1..N8 of one bed.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  const semester = async (start_date: string, end_date: string) =>
    (await t.call('POST', '/api/semesters', { token: admin, body: { name: start_date, description: 'd', start_date, end_date } })).body.data
      .id;
  current = await semester('2026-08-15', '2026-12-20');
  next = await semester('2027-01-10', '2027-05-01');
  const room = async (room_number: string, over: Record<string, unknown>) => {
    const body = {
      semester_id: current,
      room_type_id: '1',
      floor: 'Ground Floor',
      room_status: 'available',
      gender: 'male',
      room_capacity: 2,
      room_number,
      price_per_bed: 900,
      availability_duration: '4 Months',
      description: 'd',
      ...over,
    };
    const res = await t.call('POST', '/api/rooms', { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    rooms[room_number] = res.body.data;
  };
  await room('10', { room_capacity: 1 });
  await room('2', {});
  await room('3', { gender: 'female', room_type_id: '2', room_capacity: 3 });
  await room('4', { gender: 'female', room_status: 'occupied' });
  await room('5', { room_status: 'restricted' });
  await room('1', { semester_id: next, gender: 'female' });
  for (let i = 1; i <= 8; i++) await room(`N${i}`, { semester_id: next, room_type_id: '2', room_status: 'restricted', room_capacity: 1 });
  for (const who of ['pending', 'paid', 'rejected', 'none'] as const) students[who] = await registerStudent(t, { gender: 'male' });
  await appendBooking(t, rooms['10'], students.pending.user.id);
  await appendBooking(t, rooms['2'], students.paid.user.id, 'paid');
  await appendBooking(t, rooms['2'], students.rejected.user.id, 'unpaid');
});
afterAll(() => t.close());

const get = (path: string, token = students.none.token) => t.call('GET', path, { token });
const numbers = (rows: Room[]) => rows.map((r) => r.room_number);

describe('GET /rooms', () => {
  it('pages 10 by room number, with counters over every semester when none is given', async () => {
    const first = await get('/api/rooms');
    expect(first.status).toBe(200);
    expect(numbers(first.body.data)).toEqual(['1', '2', '3', '4', '5', '10', 'N1', 'N2', 'N3', 'N4']);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 14 });
    expect(first.body).toMatchObject({ total_rooms: 14, occupied_rooms: 2, available_rooms_male: 1, available_rooms_female: 2 });
    const second = await get('/api/rooms?page=2');
    expect(numbers(second.body.data)).toEqual(['N5', 'N6', 'N7', 'N8']);
    expect(numbers((await get('/api/rooms?page=abc')).body.data)[0]).toBe('1');
  });

  it('carries beds_left and the type name on each room', async () => {
    const { body } = await get(`/api/rooms?semester_id=${current}`);
    const byNumber = Object.fromEntries(body.data.map((r: Room & { beds_left: number }) => [r.room_number, r]));
    expect(byNumber['2']).toMatchObject({ beds_left: 1, room_type: 'Standard', room_capacity: 2 });
    expect(byNumber['10']).toMatchObject({ beds_left: 0 });
    expect(byNumber['3']).toMatchObject({ beds_left: 3, room_type: 'Executive' });
  });

  it('filters by semester, gender, status and type (id or name); counters follow the semester only', async () => {
    const inCurrent = await get(`/api/rooms?semester_id=${current}&gender=male`);
    expect(numbers(inCurrent.body.data)).toEqual(['2', '5', '10']);
    expect(inCurrent.body).toMatchObject({ total_rooms: 5, occupied_rooms: 2, available_rooms_male: 1, available_rooms_female: 1 });
    expect(inCurrent.body.meta.total).toBe(3);
    expect(numbers((await get('/api/rooms?room_status=occupied')).body.data)).toEqual(['4']);
    expect(numbers((await get(`/api/rooms?room_type=2&semester_id=${current}`)).body.data)).toEqual(['3']);
    expect(numbers((await get(`/api/rooms?room_type=executive&semester_id=${current}`)).body.data)).toEqual(['3']);
    expect(numbers((await get(`/api/rooms?room_type=Standard&semester_id=${next}`)).body.data)).toEqual(['1']);
    expect((await get('/api/rooms?gender=nobody')).body.data).toEqual([]);
  });

  it('answers react-admin with a bare array, Content-Range and the same filters', async () => {
    const filter = encodeURIComponent(JSON.stringify({ semester_id: current, gender: 'male' }));
    const res = await get(`/api/rooms?range=[0,1]&filter=${filter}&sort=${encodeURIComponent('["room_number","DESC"]')}`);
    expect(res.headers.get('content-range')).toBe('rooms 0-1/3');
    expect(numbers(res.body)).toEqual(['10', '5']);
  });

  it('serves getMany by ids, sorts by any listed field, and still counts on a page past the end', async () => {
    const ids = encodeURIComponent(JSON.stringify({ id: [rooms.N2.id, rooms['3'].id] }));
    expect(numbers((await get(`/api/rooms?filter=${ids}`)).body)).toEqual(['3', 'N2']);
    const byBeds = await get(`/api/rooms?semester_id=${current}&range=[0,4]&sort=${encodeURIComponent('["beds_left","DESC"]')}`);
    expect(byBeds.body.map((r: { beds_left: number }) => r.beds_left)).toEqual([3, 2, 2, 1, 0]);
    expect(numbers(byBeds.body)[0]).toBe('3');
    const past = await get('/api/rooms?page=5');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toEqual({ current_page: 5, last_page: 2, per_page: 10, total: 14 });
    expect(past.body).toMatchObject({ total_rooms: 14, occupied_rooms: 2 });
  });

  it('reads the first page in room-number order from an index, not by sorting every room', async () => {
    // Sorting is priced out so that fourteen rooms do not make a sort look cheaper: a plan can
    // then only avoid it through an index that matches the list's order expression exactly.
    const plan = await t.sql.begin(async (tx) => {
      await tx`SET LOCAL enable_sort = off`;
      const rows = await tx.unsafe(
        `EXPLAIN SELECT id FROM rooms WHERE semester_id = $1
          ORDER BY ${ROOM_NUMBER_ORDER} LIMIT 10`,
        [current],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/rooms_by_semester_number/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/rooms')).status).toBe(401);
  });
});

describe('GET /room-types/:id/rooms', () => {
  it("lists the type's rooms of the current semester by default, or of the one asked for", async () => {
    expect(numbers((await get('/api/room-types/1/rooms')).body.data)).toEqual(['2', '4', '5', '10']);
    expect(numbers((await get('/api/room-types/1/rooms?gender=female')).body.data)).toEqual(['4']);
    expect(numbers((await get(`/api/room-types/1/rooms?semester_id=${next}`)).body.data)).toEqual(['1']);
    expect((await get('/api/room-types/1/rooms')).body.data[0]).toHaveProperty('beds_left', 1);
    expect((await get('/api/room-types/9/rooms')).status).toBe(404);
  });
});

describe('GET /check-room-availability', () => {
  it('is true only for a room of that semester with a bed left and status available', async () => {
    const check = async (room: string, semester: string) =>
      (await get(`/api/check-room-availability?room_id=${rooms[room].id}&semester_id=${semester}`)).body;
    expect(await check('2', current)).toEqual({ available: true });
    expect(await check('2', next)).toEqual({ available: false });
    for (const room of ['10', '4', '5']) expect(await check(room, current)).toEqual({ available: false });
  });

  it('answers 422 when a parameter is missing and 404 for an unknown room', async () => {
    const noRoom = await get(`/api/check-room-availability?semester_id=${current}`);
    expect(noRoom.status).toBe(422);
    expect(noRoom.body.errors).toHaveProperty('room_id');
    const noSemester = await get(`/api/check-room-availability?room_id=${rooms['2'].id}`);
    expect(noSemester.status).toBe(422);
    expect(noSemester.body.errors).toEqual({ semester_id: [MESSAGES.room.semesterHint] });
    expect((await get(`/api/check-room-availability?room_id=nope&semester_id=${current}`)).status).toBe(404);
  });
});

describe('GET /rooms-with-beds-left', () => {
  it('lists available rooms with a bed left, current semester by default, by gender', async () => {
    expect(numbers((await get('/api/rooms-with-beds-left')).body.data)).toEqual(['2', '3']);
    expect(numbers((await get('/api/rooms-with-beds-left?gender=female')).body.data)).toEqual(['3']);
    expect(numbers((await get(`/api/rooms-with-beds-left?semester_id=${next}`)).body.data)).toEqual(['1']);
  });
});

describe('GET /room-stats', () => {
  it('counts rooms and beds of the current semester, or of the one asked for', async () => {
    expect((await get('/api/room-stats')).body).toEqual({
      totalRooms: 5,
      occupiedRooms: 2,
      availableRoomsMale: 1,
      availableRoomsFemale: 1,
      bookedRoomsMale: 2,
      bookedRoomsFemale: 0,
      totalBeds: 10,
      bedsLeft: 8,
    });
    expect((await get(`/api/room-stats?semester_id=${next}`)).body).toEqual({
      totalRooms: 9,
      occupiedRooms: 0,
      availableRoomsMale: 0,
      availableRoomsFemale: 1,
      bookedRoomsMale: 0,
      bookedRoomsFemale: 0,
      totalBeds: 10,
      bedsLeft: 10,
    });
  });
});

describe('GET /rooms/user/:userId', () => {
  const mine = (who: keyof typeof students, token = students[who].token) => get(`/api/rooms/user/${students[who].user.id}`, token);

  it("answers the student's pending booking's room with the booking id and status", async () => {
    const res = await mine('pending');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: rooms['10'].id,
      room_number: '10',
      booking_id: expect.any(String),
      payment_status: 'pending',
      room_status: 'available',
    });
  });

  it('says occupied once the payment is approved, and admins may ask too', async () => {
    expect((await mine('paid')).body.data).toMatchObject({ id: rooms['2'].id, payment_status: 'paid', room_status: 'occupied' });
    expect((await mine('paid', admin)).body.data).toMatchObject({ payment_status: 'paid' });
  });

  it('answers 404 for a rejected booking or none, and 403 to another student', async () => {
    for (const who of ['rejected', 'none'] as const) {
      const res = await mine(who);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.history.noRoom);
    }
    expect((await mine('paid', students.none.token)).status).toBe(403);
  });
});

describe('the rooms and semesters read models', () => {
  it('come out identical when rebuilt from the log', async () => {
    const snapshot = async () => ({
      rooms: await t.sql`SELECT * FROM rooms ORDER BY id`,
      roomTypes: await t.sql`SELECT * FROM room_types ORDER BY id`,
      semesters: await t.sql`SELECT * FROM semesters ORDER BY id`,
    });
    const before = await snapshot();
    expect(before.rooms.length).toBe(14);
    await rebuildProjection(t.sql, roomsProjection);
    await rebuildProjection(t.sql, semestersProjection);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a room list written by the database', () => {
  it('answers each room exactly as GET /rooms/:id does: money to the cent, times, out of service', async () => {
    const later = (
      await t.call('POST', '/api/semesters', {
        token: admin,
        body: { name: 'later', description: 'd', start_date: '2028-01-10', end_date: '2028-05-01' },
      })
    ).body.data.id;
    const body = {
      semester_id: later,
      room_type_id: '1',
      floor: 'First Floor',
      room_status: 'available',
      gender: 'male',
      room_capacity: 4,
      price_per_bed: 1234.56,
      availability_duration: '4 Months',
      description: 'Corner "room" \\ é',
    };
    const ids: string[] = [];
    for (const room_number of ['A1', 'A2']) {
      const res = await t.call('POST', '/api/rooms', { token: admin, body: { ...body, room_number } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.id);
    }
    expect((await t.call('POST', `/api/rooms/${ids[1]}/out-of-service`, { token: admin, body: { reason: 'Leaking roof' } })).status).toBe(
      200,
    );
    const listed = (await get(`/api/room-types/1/rooms?semester_id=${later}`)).body.data;
    const one = await Promise.all(ids.map(async (id) => (await get(`/api/rooms/${id}`)).body.data));
    expect(listed).toEqual(one);
    expect(listed[1].out_of_service_since).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/));
    expect(listed[0].price_per_bed).toBe(1234.56);
  });
});
