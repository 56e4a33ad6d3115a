import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { approve, book, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let semester: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  semester = (await createSemester(t, admin)).id;
});
afterAll(() => t.close());

const formOf = (room: Room & Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  semester_id: room.semester_id,
  room_type_id: room.room_type_id,
  floor: room.floor,
  room_status: room.room_status,
  gender: room.gender,
  room_capacity: room.room_capacity,
  room_number: room.room_number,
  price_per_bed: room.price_per_bed,
  availability_duration: room.availability_duration,
  description: room.description,
  ...over,
});
const edit = (room: Room, over: Record<string, unknown>, token = admin) =>
  t.call('PUT', `/api/rooms/${room.id}`, { token, body: formOf(room as Room & Record<string, unknown>, over) });

describe('PUT /rooms/:id', () => {
  it('changes every field; the beds left follow the capacity; the bookings keep their amount', async () => {
    const room = await createRoom(t, admin, semester, { room_capacity: 2, price_per_bed: 1500 });
    const booking = await bookOk(t, (await registerStudent(t)).token, room);
    const res = await edit(room, {
      room_type_id: '2',
      floor: 'Third Floor',
      room_status: 'occupied',
      room_capacity: 4,
      room_number: 'E-401',
      price_per_bed: 2200,
      availability_duration: '5 Months',
      description: 'Repainted',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: MESSAGES.room.updated,
      data: {
        room_type: 'Executive',
        floor: 'Third Floor',
        room_status: 'occupied',
        room_capacity: 4,
        beds_left: 3,
        price_per_bed: 2200,
        room_number: 'E-401',
      },
    });
    const kept = await t.call('GET', `/api/bookings/${booking.id}`, { token: admin });
    expect(kept.body.data.amount_paid).toBe(1500);
  });

  it('refuses a capacity below the beds taken, and keeps the room as it was', async () => {
    const room = await createRoom(t, admin, semester, { room_capacity: 2 });
    await bookOk(t, (await registerStudent(t)).token, room);
    await bookOk(t, (await registerStudent(t)).token, room);
    const res = await edit(room, { room_capacity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.room.capacityBelowTaken);
    expect((await t.call('GET', `/api/rooms/${room.id}`, { token: admin })).body.data).toMatchObject({ room_capacity: 2, beds_left: 0 });
  });

  it('refuses to move a room with bookings to another semester, or change its gender while beds are taken', async () => {
    const room = await createRoom(t, admin, semester);
    await bookOk(t, (await registerStudent(t)).token, room);
    const other = (await createSemester(t, admin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
    expect((await edit(room, { semester_id: other })).body.message).toBe(MESSAGES.room.movedWithBookings);
    expect((await edit(room, { gender: 'male' })).body.message).toBe(MESSAGES.room.genderWithBookings);
  });

  it('validates as the form does, answers 404 for an unknown room, and is for staff only', async () => {
    const room = await createRoom(t, admin, semester);
    const bad = await edit(room, { room_capacity: 9 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.room_capacity).toEqual([MESSAGES.room.capacityHint]);
    expect((await edit({ ...room, id: 'nope' }, {})).status).toBe(404);
    expect((await edit(room, { description: 'Mine now' }, (await registerStudent(t)).token)).status).toBe(403);
    const taken = await createRoom(t, admin, semester);
    expect((await edit(room, { room_number: taken.room_number.toLowerCase() })).body.message).toBe(MESSAGES.room.numberTaken);
  });
});

describe('out of service', () => {
  it('is not bookable meanwhile, keeps its bookings, shows its reason, and comes back', async () => {
    const room = await createRoom(t, admin, semester, { room_capacity: 3 });
    const first = await bookOk(t, (await registerStudent(t)).token, room);
    const out = await t.call('POST', `/api/rooms/${room.id}/out-of-service`, { token: admin, body: { reason: 'Burst pipe' } });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({ out_of_service_reason: 'Burst pipe', beds_left: 2 });

    const student = (await registerStudent(t)).token;
    const refused = await book(t, student, room);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.booking.outOfService);
    const offered = await t.call('GET', `/api/rooms-with-beds-left?semester_id=${semester}&gender=female`, { token: student });
    expect(offered.body.data.map((r: Room) => r.id)).not.toContain(room.id);
    expect((await approve(t, admin, first.id)).status).toBe(200);

    const back = await t.call('POST', `/api/rooms/${room.id}/back-in-service`, { token: admin });
    expect(back.body.data.out_of_service_reason).toBeNull();
    expect((await book(t, student, room)).status).toBe(201);
  });

  it('needs a reason, refuses twice the same way, and is for staff only', async () => {
    const room = await createRoom(t, admin, semester);
    const noReason = await t.call('POST', `/api/rooms/${room.id}/out-of-service`, { token: admin, body: { reason: '  ' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe(MESSAGES.room.reasonRequired);
    expect((await t.call('POST', `/api/rooms/${room.id}/back-in-service`, { token: admin })).body.message).toBe(
      MESSAGES.room.alreadyInService,
    );
    const student = (await registerStudent(t)).token;
    expect((await t.call('POST', `/api/rooms/${room.id}/out-of-service`, { token: student, body: { reason: 'x' } })).status).toBe(403);
  });
});
