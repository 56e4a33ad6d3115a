import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bedsLeft, book, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let firstSemester: string;
let secondSemester: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginSuperadmin(t)).token;
  firstSemester = (await createSemester(t, admin)).id;
  secondSemester = (await createSemester(t, admin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
});
afterAll(() => t.close());

/** Until `count` statements of this database wait on a lock, or `unless` settles first. */
async function lockWaiters(count: number, unless: Promise<unknown> = new Promise(() => {})) {
  let settled = false;
  void unless.finally(() => (settled = true));
  for (let i = 0; i < 500 && !settled; i++) {
    const [{ waiting }] = await t.sql<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (waiting >= count) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Holds a room's row, so that whichever transaction writes that room next waits there. */
async function holdRoom(roomId: string) {
  const holder = await t.sql.reserve();
  await holder`BEGIN`;
  await holder`SELECT 1 FROM rooms WHERE id = ${roomId} FOR UPDATE`;
  return async () => {
    await holder`COMMIT`;
    holder.release();
  };
}

const activeBookingsOf = (userId: string) =>
  t.sql`SELECT id, semester_id FROM bookings WHERE user_id = ${userId} AND payment_status IN ('pending', 'paid')`;

describe('deleting a student while they book', () => {
  it('a deletion that comes while a booking is under way waits for it, then releases its bed', async () => {
    const room = await createRoom(t, admin, firstSemester, { room_capacity: 2 });
    const student = await registerStudent(t);
    const release = await holdRoom(room.id);
    const booking = book(t, student.token, room); // stops at the room, holding the student's row
    await lockWaiters(1, booking);
    const deletion = t.call('DELETE', `/api/users/${student.user.id}`, { token: admin });
    await lockWaiters(2, deletion);
    await release();

    expect((await booking).status).toBe(201);
    expect((await deletion).status).toBe(200);
    expect(await activeBookingsOf(student.user.id)).toEqual([]);
    expect(await bedsLeft(t, room.id)).toBe(2);
  });

  it('a booking that comes while a deletion is under way waits for it, then is refused', async () => {
    const held = await createRoom(t, admin, firstSemester, { room_capacity: 2 });
    const wanted = await createRoom(t, admin, secondSemester, { room_capacity: 2 });
    const student = await registerStudent(t);
    await bookOk(t, student.token, held);
    const release = await holdRoom(held.id);
    const deletion = t.call('DELETE', `/api/users/${student.user.id}`, { token: admin }); // stops at the bed it frees
    await lockWaiters(1, deletion);
    const booking = book(t, student.token, wanted); // signed in still: the deletion has not committed
    await lockWaiters(2, booking);
    await release();

    expect((await deletion).status).toBe(200);
    const refused = await booking;
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/session has ended/);
    expect(await activeBookingsOf(student.user.id)).toEqual([]);
    expect(await bedsLeft(t, wanted.id)).toBe(2);
    expect(await bedsLeft(t, held.id)).toBe(2);
  });
});
