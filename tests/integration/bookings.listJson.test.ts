import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let students: { token: string; user: { id: string } }[] = [];

// Texts JSON has to escape or that JavaScript and PostgreSQL could write differently.
const AWKWARD = ['Quote " and backslash \\', 'Tab\tnew\nline', 'Control \u0001 and DEL \u007f', 'Ghana 🇬🇭 café', 'Line\u2028separator', '</script>'];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  const semester = await createSemester(t, admin);
  const prices = [1500, 1250.5, 0.01, 1999.99, 75.1, 9_999_999.99];
  for (const [i, text] of AWKWARD.entries()) {
    const gender = i % 2 ? 'male' : 'female';
    const room = await createRoom(t, admin, semester.id, { gender, price_per_bed: prices[i] });
    const student = await registerStudent(t, { gender, fname: `Ama ${text}` });
    t.clock.advance(1234);
    const booking = await bookOk(t, student.token, room, { house_address: text, medical_condition: i % 3 ? text : '', amount_paid: prices[i] });
    if (i === 1) expect((await approve(t, admin, booking.id)).status).toBe(200);
    if (i === 2) expect((await reject(t, admin, booking.id)).status).toBe(200);
    students.push(student);
  }
});
afterAll(() => t.close());

const LISTS = ['totalBookedRooms', 'pendingBookings', 'maleBookings', 'femaleBookings'] as const;

/** The answer's text, and the same answer serialised by JSON.stringify with each booking as GET /bookings/:id gives it. */
async function bothTexts(path: string, token: string) {
  const res = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  const body = JSON.parse(text);
  const expected = { ...body };
  for (const list of LISTS) {
    expected[list] = await Promise.all(body[list].map(async (b: { id: string }) => (await t.call('GET', `/api/bookings/${b.id}`, { token: admin })).body.data));
  }
  return { body, text, stringified: JSON.stringify(expected) };
}

describe('booking lists written as JSON by the database', () => {
  it("give an admin's four lists, whole or paged, as JSON.stringify would", async () => {
    const all = await bothTexts('/api/bookings', admin);
    expect(all.body.totalBookedRooms).toHaveLength(AWKWARD.length - 1);
    expect(all.body.pendingBookings).toHaveLength(AWKWARD.length - 2);
    expect(all.text).toBe(all.stringified);
    const page = await bothTexts('/api/bookings?page=1', admin);
    expect(page.body.counts).toEqual({ totalBookedRooms: 5, pendingBookings: 4, maleBookings: 3, femaleBookings: 2 });
    expect(page.text).toBe(page.stringified);
    const past = await bothTexts('/api/bookings?page=3', admin);
    expect(past.body.totalBookedRooms).toEqual([]);
    expect(past.text).toBe(past.stringified);
  });

  it("give a student's own booking as JSON.stringify would", async () => {
    const own = await bothTexts('/api/bookings', students[3].token);
    expect(own.body.totalBookedRooms.map((b: { user_id: string }) => b.user_id)).toEqual([students[3].user.id]);
    expect(own.text).toBe(own.stringified);
  });
});
