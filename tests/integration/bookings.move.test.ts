import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bedsLeft, book, bookOk, createRoom, createSemester, reject, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * The office moves a booking to another room of its semester: one event, a bed given back in the
 * old room and taken in the new one, the booking's room and amount as the new room says.
 */
let t: TestApp;
let superadmin: string;
let admin: string;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  semesterId = (await createSemester(t, superadmin)).id;
});
afterAll(() => t.close());

const move = (token: string, id: string, body: Record<string, unknown>) => t.call('POST', `/api/bookings/${id}/move`, { token, body });
const room = (overrides: Record<string, unknown> = {}) => createRoom(t, superadmin, semesterId, overrides);
const historyOf = async (id: string, token = admin) => (await t.call('GET', `/api/bookings/${id}/history`, { token })).body.data;
const movesOf = async (id: string) =>
  (await t.sql`SELECT count(*)::int AS n FROM events WHERE event_type = 'BookingMoved' AND data->>'booking_id' = ${id}`)[0].n;

async function bookedIn(from: Room) {
  const student = await registerStudent(t);
  const booking = await bookOk(t, student.token, from);
  return { student, booking };
}

describe('POST /api/bookings/:id/move', () => {
  it("moves a pending booking: both rooms' beds, the new room and price, the hold kept, the move in its history", async () => {
    const from = await room({ price_per_bed: 1500 });
    const to = await room({ price_per_bed: 1800, room_capacity: 3, room_type_id: '2' });
    const { student, booking } = await bookedIn(from);
    const res = await move(admin, booking.id, { room_id: to.id, reason: '  Closer to the stairs ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.move.moved(to.room_number));
    expect(res.body.data).toMatchObject({
      id: booking.id,
      room_id: to.id,
      room_number: to.room_number,
      room_type_id: '2',
      payment_status: 'pending',
      amount_paid: 1800,
      balance: 0,
      hold_until: booking.hold_until,
    });
    expect([await bedsLeft(t, from.id), await bedsLeft(t, to.id)]).toEqual([2, 2]);
    expect(await movesOf(booking.id)).toBe(1);

    // The student reads the new room on their own booking and in its history.
    const own = await t.call('GET', `/api/bookings/${booking.id}`, { token: student.token });
    expect(own.body.data).toMatchObject({ room_number: to.room_number, amount_paid: 1800 });
    expect((await historyOf(booking.id, student.token)).at(-1)).toMatchObject({
      type: 'BookingMoved',
      from_status: 'pending',
      to_status: 'pending',
      room_id: to.id,
      amount: 1800,
      reason: 'Closer to the stairs',
      move: { from_room_number: from.room_number, to_room_number: to.room_number, amount_before: 1500, amount_after: 1800, balance: 0 },
    });
    const [event] =
      await t.sql`SELECT data, metadata FROM events WHERE event_type = 'BookingMoved' AND data->>'booking_id' = ${booking.id}`;
    expect(event.data).toMatchObject({ from_room_id: from.id, to_room_id: to.id, amount_before: 1500, amount_after: 1800 });
    expect(event.data.moved_by).toBe(event.metadata.actorId);

    // An approval after the move takes the new price, in the new room.
    const approved = await approve(t, admin, booking.id);
    expect(approved.body.data).toMatchObject({ payment_status: 'paid', amount_paid: 1800, room_id: to.id });
    expect(await bedsLeft(t, to.id)).toBe(2);
  });

  it('moves a paid booking: what was paid is kept, and the difference to refund or to pay is shown', async () => {
    const from = await room({ price_per_bed: 1500 });
    const cheaper = await room({ price_per_bed: 1200 });
    const dearer = await room({ price_per_bed: 2000.5 });
    const { booking } = await bookedIn(from);
    expect((await approve(t, admin, booking.id)).status).toBe(200);

    const down = await move(superadmin, booking.id, { room_id: cheaper.id });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body.data).toMatchObject({
      room_id: cheaper.id,
      payment_status: 'paid',
      amount_paid: 1500,
      balance: -300,
      hold_until: null,
    });
    const up = await move(admin, booking.id, { room_id: dearer.id });
    expect(up.body.data).toMatchObject({ room_id: dearer.id, amount_paid: 1500, balance: 500.5 });
    expect((await historyOf(booking.id)).at(-1)).toMatchObject({
      type: 'BookingMoved',
      from_status: 'paid',
      to_status: 'paid',
      amount: 1500,
      reason: null,
      move: { from_room_number: cheaper.room_number, amount_before: 1500, amount_after: 2000.5, balance: 500.5 },
    });
    expect([await bedsLeft(t, from.id), await bedsLeft(t, cheaper.id), await bedsLeft(t, dearer.id)]).toEqual([2, 2, 1]);
  });

  describe('refuses, changing nothing', () => {
    it('a student, and a move without a room', async () => {
      const from = await room();
      const { student, booking } = await bookedIn(from);
      const other = await room();
      const asStudent = await move(student.token, booking.id, { room_id: other.id });
      expect(asStudent.status).toBe(403);
      const noRoom = await move(admin, booking.id, {});
      expect(noRoom.status).toBe(422);
      expect(JSON.stringify(noRoom.body)).toContain(MESSAGES.move.roomRequired);
      expect([await bedsLeft(t, from.id), await bedsLeft(t, other.id), await movesOf(booking.id)]).toEqual([1, 2, 0]);
    });

    it('an unknown booking or room (404), the same room or one of another semester (422)', async () => {
      const from = await room();
      const { booking } = await bookedIn(from);
      expect((await move(admin, 'no-such-booking', { room_id: from.id })).status).toBe(404);
      const unknown = await move(admin, booking.id, { room_id: 'no-such-room' });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Room not found.']);
      const same = await move(admin, booking.id, { room_id: from.id });
      expect([same.status, same.body.message]).toEqual([422, MESSAGES.move.sameRoom(from.room_number)]);
      const elsewhere = await createRoom(t, superadmin, (await createSemester(t, superadmin)).id);
      const otherSemester = await move(admin, booking.id, { room_id: elsewhere.id });
      expect([otherSemester.status, otherSemester.body.message]).toEqual([422, MESSAGES.move.otherSemester]);
      expect([await bedsLeft(t, from.id), await bedsLeft(t, elsewhere.id), await movesOf(booking.id)]).toEqual([1, 2, 0]);
    });

    it("a full room, another gender's, one out of service or not open (409)", async () => {
      const from = await room();
      const { booking } = await bookedIn(from);
      const full = await room({ room_capacity: 1 });
      await bookOk(t, (await registerStudent(t)).token, full);
      const male = await room({ gender: 'male' });
      const closed = await room({ room_status: 'restricted' });
      const repairs = await room();
      expect(
        (await t.call('POST', `/api/rooms/${repairs.id}/out-of-service`, { token: admin, body: { reason: 'Leaking roof' } })).status,
      ).toBe(200);
      const answers = await Promise.all([full, male, closed, repairs].map((to) => move(admin, booking.id, { room_id: to.id })));
      expect(answers.map((a) => [a.status, a.body.message])).toEqual([
        [409, MESSAGES.booking.fullCapacity],
        [409, MESSAGES.booking.genderMismatch],
        [409, MESSAGES.booking.notBookable],
        [409, MESSAGES.booking.outOfService],
      ]);
      expect([await bedsLeft(t, from.id), await bedsLeft(t, full.id), await bedsLeft(t, male.id), await movesOf(booking.id)]).toEqual([
        1, 0, 2, 0,
      ]);
    });

    it('a rejected booking (409)', async () => {
      const from = await room();
      const { booking } = await bookedIn(from);
      expect((await reject(t, admin, booking.id)).status).toBe(200);
      const to = await room();
      const res = await move(admin, booking.id, { room_id: to.id });
      expect([res.status, res.body.message]).toEqual([409, MESSAGES.move.onlyActive('rejected')]);
      expect([await bedsLeft(t, from.id), await bedsLeft(t, to.id)]).toEqual([2, 2]);
    });
  });
});

/**
 * Runs `race` while the room's row is locked, and lets go once two statements wait to move its
 * beds: both have then decided on the same last bed, and only the database's rule can stop one.
 */
async function atTheLastBed<T>(roomId: string, race: () => Promise<T>): Promise<T> {
  const holder = await t.sql.reserve();
  try {
    await holder`BEGIN`;
    await holder`SELECT 1 FROM rooms WHERE id = ${roomId} FOR UPDATE`;
    const raced = race();
    for (let waiting = 0; waiting < 2;) {
      await new Promise((r) => setTimeout(r, 10));
      [{ waiting }] = await t.sql<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE rooms SET beds_left%'`;
    }
    await holder`ROLLBACK`;
    return await raced;
  } finally {
    holder.release();
  }
}

describe('a move racing a booking for the last bed', () => {
  it('one of them takes it, the other is refused with 409, and no bed goes below zero', async () => {
    for (let round = 0; round < 4; round++) {
      const from = await room();
      const to = await room({ room_capacity: 1 });
      const { booking } = await bookedIn(from);
      const rival = await registerStudent(t);
      const [moved, booked] = await atTheLastBed(to.id, () =>
        Promise.all([move(admin, booking.id, { room_id: to.id }), book(t, rival.token, to)]),
      );
      const loser = moved.status === 200 ? booked : moved;
      expect([moved.status, booked.status].sort(), JSON.stringify([moved.body, booked.body])).toEqual(
        moved.status === 200 ? [200, 409] : [201, 409],
      );
      expect(loser.body.message).toBe(MESSAGES.booking.fullCapacity);
      expect(await bedsLeft(t, to.id)).toBe(0);
      expect(await bedsLeft(t, from.id)).toBe(moved.status === 200 ? 2 : 1);
      const [{ n }] = await t.sql`SELECT count(*)::int AS n FROM bookings WHERE room_id = ${to.id} AND payment_status <> 'unpaid'`;
      expect(n).toBe(1);
      expect(await movesOf(booking.id)).toBe(moved.status === 200 ? 1 : 0);
    }
  });
});
