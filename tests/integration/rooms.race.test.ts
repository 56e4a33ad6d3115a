import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { appendBooking } from './rooms.fixtures.ts';

let t: TestApp;
let admin: string;
let studentIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  studentIds = [(await registerStudent(t)).user.id, (await registerStudent(t)).user.id];
});
afterAll(() => t.close());

const newSemester = async () =>
  (
    await t.call('POST', '/api/semesters', {
      token: admin,
      body: { name: 'Race', description: 'd', start_date: '2026-08-15', end_date: '2026-12-20' },
    })
  ).body.data.id as string;

const roomBody = (semester_id: string, room_number: string) => ({
  semester_id,
  room_type_id: '1',
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'male',
  room_capacity: 3,
  room_number,
  price_per_bed: 900,
  availability_duration: '4 Months',
  description: 'd',
});

const count = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

describe('deletions racing with the writes they must not orphan', () => {
  it('a room deleted while bookings arrive is either kept with them or gone without any', async () => {
    const semesterId = await newSemester();
    const outcomes = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const room = (await t.call('POST', '/api/rooms', { token: admin, body: roomBody(semesterId, `R${i}`) })).body.data;
      const [deletion] = await Promise.all([
        t.call('DELETE', `/api/rooms/${room.id}`, { token: admin }),
        ...studentIds.map((id) => appendBooking(t, room, id).catch(() => null)),
      ]);
      outcomes.add(deletion.status);
      const bookings = await count(t.sql`SELECT count(*) AS n FROM bookings WHERE room_id = ${room.id}`);
      const rooms = await count(t.sql`SELECT count(*) AS n FROM rooms WHERE id = ${room.id}`);
      if (deletion.status === 200) expect([rooms, bookings]).toEqual([0, 0]);
      else expect([deletion.status, rooms, bookings > 0]).toEqual([409, 1, true]);
    }
    expect([...outcomes].every((s) => s === 200 || s === 409)).toBe(true);
  });

  it('a semester deleted while rooms are added to it leaves no room behind', async () => {
    for (let i = 0; i < 12; i++) {
      const semesterId = await newSemester();
      const [deletion, ...creations] = await Promise.all([
        t.call('DELETE', `/api/semesters/${semesterId}`, { token: admin }),
        t.call('POST', '/api/rooms', { token: admin, body: roomBody(semesterId, 'A') }),
        t.call('POST', '/api/rooms', { token: admin, body: roomBody(semesterId, 'B') }),
      ]);
      const rooms = await count(t.sql`SELECT count(*) AS n FROM rooms WHERE semester_id = ${semesterId}`);
      if (deletion.status === 200) expect(rooms).toBe(0);
      else expect([deletion.status, rooms]).toEqual([409, creations.filter((c) => c.status === 201).length]);
      for (const c of creations) expect([201, 422]).toContain(c.status);
    }
  });
});
