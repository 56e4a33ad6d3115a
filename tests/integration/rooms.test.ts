import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { appendBooking } from './rooms.fixtures.ts';
import { RULE_MESSAGES } from '../../api/http/ruleMessages.ts';

let t: TestApp;
let admin: string;
let student: { token: string; user: { id: string } };
let semesterId: string;
let otherSemesterId: string;

const roomBody = (over: Record<string, unknown> = {}) => ({
  semester_id: semesterId,
  room_type_id: '1',
  floor: 'First Floor',
  room_status: 'available',
  gender: 'male',
  room_capacity: 3,
  room_number: '101',
  price_per_bed: 1500,
  availability_duration: '4 Months',
  description: 'Corner room with a balcony',
  ...over,
});

async function createRoom(over: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/rooms', { token: admin, body: roomBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; semester_id: string; room_number: string } & Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  student = await registerStudent(t, { gender: 'male' });
  const semester = (body: Record<string, string>) =>
    t.call('POST', '/api/semesters', { token: admin, body: { description: 'Rooms tests', ...body } });
  semesterId = (await semester({ name: 'Current', start_date: '2026-08-15', end_date: '2026-12-20' })).body.data.id;
  otherSemesterId = (await semester({ name: 'Next', start_date: '2027-01-10', end_date: '2027-05-01' })).body.data.id;
});
afterAll(() => t.close());

describe('room types', () => {
  it('are Standard (1) and Executive (2) from the first start', async () => {
    const res = await t.call('GET', '/api/room-types', { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: '1', name: 'Standard' },
        { id: '2', name: 'Executive' },
      ],
    });
    expect((await t.call('GET', '/api/room-types')).status).toBe(401);
  });

  it('answer react-admin too: a range of the list, and one type by id', async () => {
    const res = await t.call('GET', '/api/room-types?range=[1,1]', { token: student.token });
    expect(res.headers.get('content-range')).toBe('room-types 1-1/2');
    expect(res.body).toEqual([{ id: '2', name: 'Executive' }]);
    expect((await t.call('GET', '/api/room-types/2', { token: student.token })).body).toEqual({ data: { id: '2', name: 'Executive' } });
    expect((await t.call('GET', '/api/room-types/3', { token: student.token })).status).toBe(404);
  });
});

describe('POST /rooms', () => {
  it('answers 201 with the room, its type name and every bed left', async () => {
    const res = await t.call('POST', '/api/rooms', {
      token: admin,
      body: roomBody({ room_type_id: 2, price_per_bed: '2500.50', room_capacity: '4' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Room created successfully');
    expect(res.body.data).toEqual({
      id: expect.any(String),
      semester_id: semesterId,
      room_type_id: '2',
      room_type: 'Executive',
      floor: 'First Floor',
      room_status: 'available',
      gender: 'male',
      room_capacity: 4,
      room_number: '101',
      price_per_bed: 2500.5,
      availability_duration: '4 Months',
      description: 'Corner room with a balcony',
      beds_left: 4,
      created_at: t.clock.now().toISOString(),
    });
    const events = await t.deps.store.readStream(`room-${res.body.data.id}`);
    expect(events.map((e) => [e.type, e.metadata.command])).toEqual([['RoomCreated', 'CreateRoom']]);
  });

  it('reports every missing field with the form hints', async () => {
    const res = await t.call('POST', '/api/rooms', { token: admin, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.room.semesterHint);
    expect(res.body.errors).toEqual({
      semester_id: ['Please select a Semester.'],
      room_type_id: ['Please select a Room Type.'],
      floor: ['Please select Room Floor.'],
      room_status: ['Please select Room Status.'],
      gender: ['Please select Gender.'],
      room_capacity: ['Please select a Room Capacity.'],
      room_number: [MESSAGES.room.numberRequired],
      price_per_bed: [MESSAGES.room.priceRequired],
      availability_duration: ['Please input room availability duration.'],
      description: ['Please input room description.'],
    });
  });

  it.each([
    ['room_capacity', 0, MESSAGES.room.capacityHint],
    ['room_capacity', 7, MESSAGES.room.capacityHint],
    ['room_capacity', 2.5, MESSAGES.room.capacityHint],
    ['floor', 'Fourth Floor', MESSAGES.room.floorHint],
    ['gender', 'other', MESSAGES.room.genderHint],
    ['room_status', 'closed', MESSAGES.room.statusHint],
    ['price_per_bed', 0, MESSAGES.room.priceRequired],
    ['price_per_bed', -10, MESSAGES.room.priceRequired],
    ['price_per_bed', '12abc', MESSAGES.room.priceRequired],
    ['price_per_bed', 1e12, MESSAGES.room.priceRequired],
    ['room_number', '  ', MESSAGES.room.numberRequired],
    ['availability_duration', '', MESSAGES.room.durationHint],
    ['description', null, MESSAGES.room.descriptionHint],
  ])('refuses %s = %j with its hint', async (field, value, message) => {
    const res = await t.call('POST', '/api/rooms', { token: admin, body: roomBody({ room_number: 'X1', [field]: value }) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [field]: [message] } });
  });

  it('refuses a semester or room type that does not exist with 422 and the hint', async () => {
    const noSemester = await t.call('POST', '/api/rooms', { token: admin, body: roomBody({ semester_id: 'gone', room_number: 'X2' }) });
    expect(noSemester.status).toBe(422);
    expect(noSemester.body.errors).toEqual({ semester_id: [MESSAGES.room.semesterHint] });
    const noType = await t.call('POST', '/api/rooms', { token: admin, body: roomBody({ room_type_id: '9', room_number: 'X2' }) });
    expect(noType.status).toBe(422);
    expect(noType.body.errors).toEqual({ room_type_id: [MESSAGES.room.roomTypeHint] });
  });

  it('refuses a room number taken in the same semester (any case), not in another', async () => {
    await createRoom({ room_number: 'B7' });
    for (const number of ['B7', 'b7']) {
      const res = await t.call('POST', '/api/rooms', { token: admin, body: roomBody({ room_number: number }) });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.room.numberTaken);
    }
    expect((await createRoom({ room_number: 'B7', semester_id: otherSemesterId })).semester_id).toBe(otherSemesterId);
  });

  it('needs a token, and an admin', async () => {
    expect((await t.call('POST', '/api/rooms', { body: roomBody() })).status).toBe(401);
    expect((await t.call('POST', '/api/rooms', { token: student.token, body: roomBody({ room_number: 'S1' }) })).status).toBe(403);
  });
});

describe('GET /rooms/:id', () => {
  it('answers { data } to any signed-in user, 404 for an unknown id', async () => {
    const room = await createRoom({ room_number: 'R1' });
    const res = await t.call('GET', `/api/rooms/${room.id}`, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(room);
    expect((await t.call('GET', '/api/rooms/none', { token: student.token })).status).toBe(404);
  });
});

describe('DELETE /rooms/:id', () => {
  it('answers the deleted room, which is then gone', async () => {
    const room = await createRoom({ room_number: 'D1' });
    const res = await t.call('DELETE', `/api/rooms/${room.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(room);
    expect((await t.call('GET', `/api/rooms/${room.id}`, { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', `/api/rooms/${room.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses with 409 while the room has a pending or a paid booking, not a rejected one', async () => {
    const pending = await createRoom({ room_number: 'D2' });
    await appendBooking(t, pending, (await registerStudent(t)).user.id);
    const paid = await createRoom({ room_number: 'D3' });
    await appendBooking(t, paid, (await registerStudent(t)).user.id, 'paid');
    for (const room of [pending, paid]) {
      const res = await t.call('DELETE', `/api/rooms/${room.id}`, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.room.hasBookings);
    }
    const rejected = await createRoom({ room_number: 'D4' });
    await appendBooking(t, rejected, (await registerStudent(t)).user.id, 'unpaid');
    expect((await t.call('DELETE', `/api/rooms/${rejected.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses a booking for a room deleted before it', async () => {
    const room = await createRoom({ room_number: 'D5' });
    expect((await t.call('DELETE', `/api/rooms/${room.id}`, { token: admin })).status).toBe(200);
    await expect(appendBooking(t, room, student.user.id)).rejects.toMatchObject({ name: 'ReadModelRefusal', rule: 'rooms_room_open' });
    expect(RULE_MESSAGES.rooms_room_open).toBe(MESSAGES.booking.notBookable);
    const [{ n }] = await t.sql`SELECT count(*) AS n FROM bookings WHERE room_id = ${room.id}`;
    expect(n).toBe(0);
  });

  it('needs an admin, and answers 404 for an unknown id', async () => {
    const room = await createRoom({ room_number: 'D6' });
    expect((await t.call('DELETE', `/api/rooms/${room.id}`, { token: student.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/rooms/${room.id}`)).status).toBe(401);
    expect((await t.call('DELETE', '/api/rooms/unknown', { token: admin })).status).toBe(404);
  });
});
