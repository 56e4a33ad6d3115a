import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { appendBooking } from './rooms.fixtures.ts';

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  student = (await registerStudent(t)).token;
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  name: 'First Semester',
  description: '2026/2027 academic year, first semester',
  start_date: '2026-09-01',
  end_date: '2026-12-20',
  ...over,
});

async function createSemester(over: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/semesters', { token: admin, body: body(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string } & Record<string, unknown>;
}

const roomBody = (semesterId: string, roomNumber: string) => ({
  semester_id: semesterId,
  room_type_id: '1',
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'female',
  room_capacity: 2,
  room_number: roomNumber,
  price_per_bed: 1500,
  availability_duration: '4 Months',
  description: 'Quiet',
});

describe('creating a semester', () => {
  it('answers 201 with the record and the spec message', async () => {
    const res = await t.call('POST', '/api/semesters', { token: admin, body: body() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Semester Added Successfully');
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name: 'First Semester',
      description: '2026/2027 academic year, first semester',
      start_date: '2026-09-01',
      end_date: '2026-12-20',
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    const stored = await t.deps.store.readStream(`semester-${res.body.data.id}`);
    expect(stored.map((e) => e.type)).toEqual(['SemesterCreated']);
  });

  it('takes the date part of full ISO datetimes', async () => {
    const s = await createSemester({ start_date: '2027-01-10T00:00:00.000Z', end_date: '2027-05-01T12:30:00Z' });
    expect([s.start_date, s.end_date]).toEqual(['2027-01-10', '2027-05-01']);
  });

  it('reports every missing field in the spec words', async () => {
    const res = await t.call('POST', '/api/semesters', { token: admin, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.semester.nameRequired);
    expect(res.body.errors).toEqual({
      name: ['Semester Name is required'],
      description: ['Semester Description is required'],
      start_date: ['Start Date is required'],
      end_date: ['End Date is required'],
    });
    const blank = await t.call('POST', '/api/semesters', { token: admin, body: body({ name: '   ', description: '' }) });
    expect(blank.body.errors).toEqual({ name: ['Semester Name is required'], description: ['Semester Description is required'] });
  });

  it('refuses an end date not strictly after the start date', async () => {
    for (const end of ['2026-09-01', '2026-08-31']) {
      const res = await t.call('POST', '/api/semesters', { token: admin, body: body({ end_date: end }) });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'End Date must be after Start Date',
        errors: { end_date: ['End Date must be after Start Date'] },
      });
    }
  });

  it('refuses dates that are not calendar dates, without a server error', async () => {
    const res = await t.call('POST', '/api/semesters', { token: admin, body: body({ start_date: '2026-02-30', end_date: 'soon' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ start_date: [MESSAGES.semester.invalidDate], end_date: [MESSAGES.semester.invalidDate] });
  });

  it('refuses full datetimes whose time or offset does not exist, rather than keeping their date', async () => {
    const res = await t.call('POST', '/api/semesters', {
      token: admin,
      body: body({ start_date: '2026-09-01T24:00:00Z', end_date: '2026-12-20T10:00:00+25:00' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ start_date: [MESSAGES.semester.invalidDate], end_date: [MESSAGES.semester.invalidDate] });
  });

  it('needs a token, and an admin', async () => {
    expect((await t.call('POST', '/api/semesters', { body: body() })).status).toBe(401);
    const res = await t.call('POST', '/api/semesters', { token: student, body: body() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.errors.forbidden);
  });
});

describe('reading a semester', () => {
  it('answers { data } to any signed-in user, 404 for an unknown id', async () => {
    const s = await createSemester({ name: 'Readable' });
    const res = await t.call('GET', `/api/semesters/${s.id}`, { token: student });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(s);
    expect((await t.call('GET', '/api/semesters/nope', { token: student })).status).toBe(404);
    expect((await t.call('GET', `/api/semesters/${s.id}`)).status).toBe(401);
  });
});

describe('updating a semester', () => {
  it('answers the updated record and the spec message, with a later updated_at', async () => {
    const s = await createSemester();
    t.clock.advance(60_000);
    const res = await t.call('PUT', `/api/semesters/${s.id}`, {
      token: admin,
      body: body({ name: 'Second Semester', end_date: '2026-12-31' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Semester Updated Successfully');
    expect(res.body.data).toMatchObject({ id: s.id, name: 'Second Semester', end_date: '2026-12-31', created_at: s.created_at });
    expect(res.body.data.updated_at).toBe(t.clock.now().toISOString());
  });

  it('validates like creation, answers 404 for an unknown id and 403 for a student', async () => {
    const s = await createSemester();
    const bad = await t.call('PUT', `/api/semesters/${s.id}`, { token: admin, body: body({ end_date: '2026-01-01' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.end_date).toEqual([MESSAGES.semester.endAfterStart]);
    expect((await t.call('PUT', '/api/semesters/missing', { token: admin, body: body() })).status).toBe(404);
    expect((await t.call('PUT', `/api/semesters/${s.id}`, { token: student, body: body() })).status).toBe(403);
    expect((await t.call('GET', `/api/semesters/${s.id}`, { token: admin })).body.data.name).toBe('First Semester');
  });
});

describe('deleting a semester', () => {
  it('answers the deleted record and takes its rooms without bookings with it', async () => {
    const s = await createSemester();
    const room = await t.call('POST', '/api/rooms', { token: admin, body: roomBody(s.id, '1') });
    expect(room.status).toBe(201);
    const res = await t.call('DELETE', `/api/semesters/${s.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(s);
    expect((await t.call('GET', `/api/semesters/${s.id}`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/api/rooms/${room.body.data.id}`, { token: admin })).status).toBe(404);
    const [event] = (await t.deps.store.readStream(`semester-${s.id}`)).slice(-1);
    expect(event.data).toMatchObject({ semester_id: s.id, room_ids: [room.body.data.id] });
    expect((await t.call('DELETE', `/api/semesters/${s.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses with 409 while one of its rooms has a booking', async () => {
    const s = await createSemester();
    const room = (await t.call('POST', '/api/rooms', { token: admin, body: roomBody(s.id, '7') })).body.data;
    const booker = await registerStudent(t);
    await appendBooking(t, room, booker.user.id);
    const res = await t.call('DELETE', `/api/semesters/${s.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.semester.hasBookings);
    expect((await t.call('GET', `/api/rooms/${room.id}`, { token: admin })).status).toBe(200);
  });

  it('needs an admin, and answers 404 for an unknown id', async () => {
    const s = await createSemester();
    expect((await t.call('DELETE', `/api/semesters/${s.id}`, { token: student })).status).toBe(403);
    expect((await t.call('DELETE', `/api/semesters/${s.id}`)).status).toBe(401);
    expect((await t.call('DELETE', '/api/semesters/unknown', { token: admin })).status).toBe(404);
  });
});
