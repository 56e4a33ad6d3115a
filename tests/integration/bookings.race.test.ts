import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { approve, bedsLeft, book, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';

let t: TestApp;
let superadmin: string;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  semesterId = (await createSemester(t, superadmin)).id;
});
afterAll(() => t.close());

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

/**
 * Runs `race` while the booking's stream row is locked, and lets go only once two of its
 * statements wait on that lock: both commands have then read the booking at the same version,
 * however fast the first would otherwise finish before the second looks.
 */
async function atTheSameVersion<T>(bookingId: string, race: () => Promise<T>): Promise<T> {
  const holder = await t.sql.reserve();
  try {
    await holder`BEGIN`;
    await holder`SELECT 1 FROM streams WHERE stream_id = ${`booking-${bookingId}`} FOR UPDATE`;
    const raced = race();
    for (let waiting = 0; waiting < 2;) {
      await new Promise((r) => setTimeout(r, 10));
      [{ waiting }] = await t.sql<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE streams%'`;
    }
    await holder`ROLLBACK`;
    return await raced;
  } finally {
    holder.release();
  }
}

describe('bookings under concurrency', () => {
  it('12 students racing for a 3-bed room: exactly 3 bookings, 9 refusals, no bed left', async () => {
    const room = await createRoom(t, superadmin, semesterId, { room_capacity: 3 });
    const students = await Promise.all(Array.from({ length: 12 }, () => registerStudent(t)));
    const responses = await Promise.all(students.map((s) => book(t, s.token, room)));
    expect(statuses(responses)).toEqual([...Array(3).fill(201), ...Array(9).fill(409)]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe(MESSAGES.booking.fullCapacity);
    }
    expect(await bedsLeft(t, room.id)).toBe(0);
    const [{ n }] = await t.sql`SELECT count(*)::int AS n FROM bookings WHERE room_id = ${room.id}`;
    expect(n).toBe(3);
    const [{ events }] =
      await t.sql`SELECT count(*)::int AS events FROM events WHERE event_type = 'BedBooked' AND data->>'room_id' = ${room.id}`;
    expect(events).toBe(3);
  });

  it('one student submitting five times at once: exactly one booking', async () => {
    const room = await createRoom(t, superadmin, semesterId, { room_capacity: 6 });
    const student = await registerStudent(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(t, student.token, room)));
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe(MESSAGES.booking.alreadyBooked);
    }
    const [{ n }] = await t.sql`SELECT count(*)::int AS n FROM bookings WHERE user_id = ${student.user.id}`;
    expect(n).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(5);
  });

  it('one student booking five different rooms at once: still one booking', async () => {
    const rooms = await Promise.all(Array.from({ length: 5 }, () => createRoom(t, superadmin, semesterId)));
    const student = await registerStudent(t);
    const responses = await Promise.all(rooms.map((room) => book(t, student.token, room)));
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
    const left = await Promise.all(rooms.map((room) => bedsLeft(t, room.id)));
    expect(left.sort()).toEqual([1, 2, 2, 2, 2]);
  });

  it('the database refuses what a stale read let through: no bed beyond capacity, no second booking', async () => {
    const room = await createRoom(t, superadmin, semesterId, { room_capacity: 1 });
    const student = await registerStudent(t);
    const first = await bookOk(t, student.token, room);
    const [event] = await t.deps.store.readStream(`booking-${first.id}`);
    const appendCopy = (bookingId: string, roomId: string) =>
      t.deps.store.transact((tx) =>
        t.deps.store.append(
          tx,
          `booking-${bookingId}`,
          'no_stream',
          [{ type: 'BedBooked', data: { ...event.data, booking_id: bookingId, room_id: roomId, reference: `HB-${bookingId}` } }],
          event.metadata,
        ),
      );
    await expect(appendCopy('stale-full', room.id)).rejects.toMatchObject({ constraint_name: 'rooms_beds_left_in_range' });
    const roomy = await createRoom(t, superadmin, semesterId);
    await expect(appendCopy('stale-twice', roomy.id)).rejects.toMatchObject({ constraint_name: 'bookings_one_active_per_student' });
    expect([await bedsLeft(t, room.id), await bedsLeft(t, roomy.id)]).toEqual([0, 2]);
    expect(await t.deps.store.readStream('booking-stale-twice')).toEqual([]);
  });

  it('an approve and a reject of one booking at once: exactly one succeeds', async () => {
    const admin = await createAdmin(t);
    for (let round = 0; round < 5; round++) {
      const room = await createRoom(t, superadmin, semesterId);
      const booking = await bookOk(t, (await registerStudent(t)).token, room);
      const [approved, rejected] = await atTheSameVersion(booking.id, () =>
        Promise.all([approve(t, admin.token, booking.id), reject(t, superadmin, booking.id)]),
      );
      expect(statuses([approved, rejected])).toEqual([200, 409]);
      const winner = approved.status === 200 ? 'paid' : 'unpaid';
      const [row] = await t.sql`SELECT payment_status FROM bookings WHERE id = ${booking.id}`;
      expect(row.payment_status).toBe(winner);
      expect(await bedsLeft(t, room.id)).toBe(winner === 'paid' ? 1 : 2);
      expect(await t.deps.store.readStream(`booking-${booking.id}`)).toHaveLength(2);
    }
  });
});
