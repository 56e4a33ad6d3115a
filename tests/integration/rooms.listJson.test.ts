import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let semesterId: string;
const made: Record<string, unknown>[] = [];

// Texts JSON has to escape or that JavaScript and PostgreSQL could write differently.
const AWKWARD = ['Quote " and backslash \\', 'Tab\tnew\nline\rreturn', 'Control \u0001\u001f and DEL \u007f', 'Ghana 🇬🇭 café', 'Line\u2028separator\u2029', '</script>/slash'];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  const semester = await t.call('POST', '/api/semesters', { token: admin, body: { name: 'JSON term', description: 'd', start_date: '2026-08-15', end_date: '2026-12-20' } });
  semesterId = semester.body.data.id;
  const prices = [900, 1250.5, 0.01, 1999.99, 75.1, 9_999_999.99];
  for (const [i, description] of AWKWARD.entries()) {
    t.clock.advance(1234);
    const body = { semester_id: semesterId, room_type_id: '1', floor: 'Ground Floor', room_status: 'available', gender: i % 2 ? 'female' : 'male',
      room_capacity: 1 + (i % 6), room_number: `${10 - i}-${description}`, price_per_bed: prices[i], availability_duration: '4 Months', description };
    const res = await t.call('POST', '/api/rooms', { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made.push(res.body.data);
  }
});
afterAll(() => t.close());

/**
 * The answer's text, and the same answer serialised by JSON.stringify with its rooms as the
 * driver reads them (GET /rooms/:id): `data` of an envelope, or the whole of a bare array.
 */
async function bothTexts(path: string, token: string) {
  const res = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await res.text();
  const body = JSON.parse(text);
  const rooms: { id: string }[] = Array.isArray(body) ? body : body.data;
  const byId = await Promise.all(rooms.map(async (r) => (await t.call('GET', `/api/rooms/${r.id}`, { token })).body.data));
  return { text, rooms, stringified: JSON.stringify(Array.isArray(body) ? byId : { ...body, data: byId }), headers: res.headers };
}

describe('room lists written as JSON by the database', () => {
  it('give, byte for byte, what JSON.stringify gives for the same rooms', async () => {
    const student = (await registerStudent(t)).token;
    const bookable = await bothTexts(`/api/rooms-with-beds-left?semester_id=${semesterId}`, student);
    expect(JSON.parse(bookable.text).data).toHaveLength(AWKWARD.length);
    expect(bookable.text).toBe(bookable.stringified);
    const ofType = await bothTexts(`/api/room-types/1/rooms?semester_id=${semesterId}`, student);
    expect(JSON.parse(ofType.text).data.map((r: { id: string }) => r.id).sort()).toEqual(made.map((r) => r.id).sort());
    expect(ofType.text).toBe(ofType.stringified);
  });

  it('give the rooms page, in both list dialects, as JSON.stringify would', async () => {
    const student = (await registerStudent(t)).token;
    const page = await bothTexts(`/api/rooms?page=1&semester_id=${semesterId}`, student);
    expect(page.rooms).toHaveLength(AWKWARD.length);
    expect(page.text).toBe(page.stringified);
    expect(JSON.parse(page.text)).toMatchObject({ meta: { total: AWKWARD.length }, total_rooms: AWKWARD.length });
    const filter = encodeURIComponent(JSON.stringify({ semester_id: semesterId }));
    const sort = encodeURIComponent(JSON.stringify(['price_per_bed', 'DESC']));
    const range = await bothTexts(`/api/rooms?range=${encodeURIComponent('[1,3]')}&sort=${sort}&filter=${filter}`, student);
    expect(range.rooms).toHaveLength(3);
    expect(range.text).toBe(range.stringified);
    expect(range.headers.get('content-range')).toBe(`rooms 1-3/${AWKWARD.length}`);
    const past = await bothTexts(`/api/rooms?page=9&semester_id=${semesterId}`, student);
    expect(past.rooms).toEqual([]);
    expect(past.text).toBe(past.stringified);
  });

  it('keep the room-number order and answer an empty list as []', async () => {
    const student = (await registerStudent(t)).token;
    const { data } = (await t.call('GET', `/api/rooms-with-beds-left?semester_id=${semesterId}`, { token: student })).body;
    expect(data.map((r: { room_number: string }) => r.room_number)).toEqual([...made].reverse().map((r) => r.room_number));
    const none = await t.app.request(`/api/rooms-with-beds-left?semester_id=${semesterId}&gender=nobody`, { headers: { authorization: `Bearer ${student}` } });
    expect(await none.text()).toBe('{"data":[]}');
  });
});

describe("each room's kept JSON (room_json)", () => {
  it('is made with the room and goes with it, whether the room or its whole semester is deleted', async () => {
    const ids = async () => ({
      rooms: (await t.sql<{ id: string }[]>`SELECT id FROM rooms ORDER BY id`).map((r) => r.id),
      json: (await t.sql<{ id: string }[]>`SELECT id FROM room_json ORDER BY id`).map((r) => r.id),
    });
    const term = (await t.call('POST', '/api/semesters', { token: admin, body: { name: 'Short term', description: 'd', start_date: '2027-01-10', end_date: '2027-05-20' } })).body.data.id;
    const room = (n: string) => ({ semester_id: term, room_type_id: '1', floor: 'Ground Floor', room_status: 'available', gender: 'male',
      room_capacity: 2, room_number: n, price_per_bed: 500, availability_duration: '4 Months', description: 'd' });
    const [a] = await Promise.all(['A1', 'A2', 'A3'].map(async (n) => (await t.call('POST', '/api/rooms', { token: admin, body: room(n) })).body.data));
    let now = await ids();
    expect(now.json).toEqual(now.rooms);
    expect(now.rooms).toContain(a.id);
    expect((await t.call('DELETE', `/api/rooms/${a.id}`, { token: admin })).status).toBe(200);
    now = await ids();
    expect(now.json).toEqual(now.rooms);
    expect(now.rooms).not.toContain(a.id);
    const before = now.rooms.length;
    expect((await t.call('DELETE', `/api/semesters/${term}`, { token: admin })).status).toBe(200);
    now = await ids();
    expect(now.json).toEqual(now.rooms);
    expect(now.rooms).toHaveLength(before - 2);
  });
});
