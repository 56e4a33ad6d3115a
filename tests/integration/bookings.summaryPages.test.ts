import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { appendBooking as appendBookingToLog } from './rooms.fixtures.ts';

type Planned = { id: string; gender: 'male' | 'female'; status: 'pending' | 'paid' | 'unpaid'; semester: string };

let t: TestApp;
let admin: string;
let student: Awaited<ReturnType<typeof registerStudent>>;
let semester: string;
let otherSemester: string;
const planned: Planned[] = [];

/** A booking appended to the log (rooms.fixtures.ts), then approved or rejected, a minute before the next. */
async function appendBooking(
  room: { id: string; semester_id: string; room_number: string },
  userId: string,
  gender: Planned['gender'],
  status: Planned['status'],
) {
  const n = planned.length;
  const form = { gender, full_name: `Guest ${n}`, index_number: `UG${n}`, email_address: 'guest@hostel.test' };
  const id = await appendBookingToLog(t, room, userId, status === 'pending' ? undefined : status, form);
  planned.push({ id, gender, status, semester: room.semester_id });
  t.clock.advance(60_000);
}

// Fourteen bookings a minute apart in one semester (a third female, every fourth paid, one
// rejected) and one in another semester: thirteen active, so two pages of the spec's ten.
beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  student = await registerStudent(t);
  semester = (await createSemester(t, superadmin)).id;
  otherSemester = (await createSemester(t, superadmin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
  const rooms = [];
  for (let i = 0; i < 3; i++) rooms.push(await createRoom(t, superadmin, semester, { room_capacity: 6 }));
  const later = await createRoom(t, superadmin, otherSemester, { room_capacity: 6 });
  for (let i = 0; i < 14; i++) {
    const owner = i === 7 ? student.user.id : `someone-${i}`;
    await appendBooking(rooms[i % 3], owner, i % 3 === 0 ? 'female' : 'male', i === 5 ? 'unpaid' : i % 4 === 0 ? 'paid' : 'pending');
  }
  await appendBooking(later, student.user.id, 'female', 'pending');
});
afterAll(() => t.close());

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

/** The four lists as the spec defines them, newest first, from what was appended. */
function expectedLists(keep: (b: Planned) => boolean = () => true) {
  const active = planned.filter((b) => b.status !== 'unpaid' && keep(b)).reverse();
  return {
    totalBookedRooms: active.map((b) => b.id),
    pendingBookings: active.filter((b) => b.status === 'pending').map((b) => b.id),
    maleBookings: active.filter((b) => b.gender === 'male').map((b) => b.id),
    femaleBookings: active.filter((b) => b.gender === 'female').map((b) => b.id),
  };
}

const listsOf = (body: Record<string, { id: string }[]>) => ({
  totalBookedRooms: idsOf(body.totalBookedRooms),
  pendingBookings: idsOf(body.pendingBookings),
  maleBookings: idsOf(body.maleBookings),
  femaleBookings: idsOf(body.femaleBookings),
});

const slice = (lists: ReturnType<typeof expectedLists>, from: number, to: number) =>
  Object.fromEntries(Object.entries(lists).map(([name, ids]) => [name, ids.slice(from, to)]));

describe('GET /api/bookings?page=n', () => {
  it('pages each of the four lists by ten and gives every list’s length', async () => {
    const all = expectedLists();
    expect(all.totalBookedRooms).toHaveLength(14);
    const counts = Object.fromEntries(Object.entries(all).map(([name, ids]) => [name, ids.length]));
    const first = await t.call('GET', '/api/bookings?page=1', { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listsOf(first.body)).toEqual(slice(all, 0, 10));
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 14 });
    expect(first.body.counts).toEqual(counts);
    const second = await t.call('GET', '/api/bookings?page=2', { token: admin });
    expect(listsOf(second.body)).toEqual(slice(all, 10, 20));
    expect(second.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 14 });
  });

  it('still counts every list on a page past the end', async () => {
    const past = await t.call('GET', '/api/bookings?page=9', { token: admin });
    expect(listsOf(past.body)).toEqual({ totalBookedRooms: [], pendingBookings: [], maleBookings: [], femaleBookings: [] });
    expect(past.body.counts.totalBookedRooms).toBe(14);
    expect(past.body.meta).toMatchObject({ current_page: 9, last_page: 2 });
  });

  it('narrows to a semester and, for a student, to their own bookings', async () => {
    const inSemester = await t.call('GET', `/api/bookings?page=2&semester_id=${semester}`, { token: admin });
    expect(listsOf(inSemester.body)).toEqual(
      slice(
        expectedLists((b) => b.semester === semester),
        10,
        20,
      ),
    );
    expect(inSemester.body.meta.total).toBe(13);
    const own = await t.call('GET', '/api/bookings?page=1', { token: student.token });
    expect(listsOf(own.body)).toEqual(expectedLists((b) => b === planned[7] || b === planned[14]));
    expect(own.body.counts).toEqual({ totalBookedRooms: 2, pendingBookings: 2, maleBookings: 1, femaleBookings: 1 });
  });

  it('gives the same bookings, field for field, as the unpaged lists', async () => {
    const paged = await t.call('GET', '/api/bookings?page=1', { token: admin });
    const whole = await t.call('GET', '/api/bookings', { token: admin });
    expect(Object.keys(whole.body)).toEqual(['totalBookedRooms', 'pendingBookings', 'maleBookings', 'femaleBookings']);
    expect(listsOf(whole.body)).toEqual(expectedLists());
    expect(paged.body.totalBookedRooms).toEqual(whole.body.totalBookedRooms.slice(0, 10));
    expect(paged.body.femaleBookings).toEqual(whole.body.femaleBookings.slice(0, 10));
  });
});
