import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHold, startHoldSweeper, sweepHolds } from '../../api/bookings/holdExpiry.ts';
import { openPool } from '../../api/db/connect.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { paymentHistoryProjection } from '../../projections/paymentHistory/paymentHistory.projection.ts';
import { semesterStatsProjection } from '../../projections/semesterStats/semesterStats.projection.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { formatHostelMoment } from '../../shared/dateText.ts';
import { createAdmin, login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bedsLeft, book, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp.ts';
import { appendBooking } from './rooms.fixtures.ts';
import type { TestDatabase } from '../helpers/testDatabase.ts';

/**
 * Holds that expire: a pending booking keeps its bed until its deadline (72 hours by default),
 * then a sweep, in any server, gives the bed back once; a booking in the room takes it from the
 * deadline on, sweep or not; admins extend a hold with a reason.
 */
const HOUR = 3_600_000;
const HOLD = 72 * HOUR;
let clock: TestClock;
let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let semesterId: string;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock });
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
});
afterAll(() => t.close());

/**
 * Each test starts at its own moment, after the others', with what they left overdue swept away:
 * its sweeps then count its own holds only.
 */
let epoch = 0;
async function freshMoment() {
  await setClock(new Date(Date.parse('2026-09-01T08:00:00Z') + epoch++ * 6 * 24 * HOUR));
  await sweepHolds(t.deps);
  return clock.now();
}

/** Moves the clock, and signs the staff in again: a token lasts 12 hours, a hold 72. */
async function setClock(at: Date | string) {
  clock.set(at);
  superadmin = await loginSuperadmin(t);
  admin = await login(t, admin.user.email as string, 'password123');
}
const advance = (ms: number) => setClock(new Date(clock.now().getTime() + ms));
/** A student signed in again after the clock moved. */
const again = async (student: { user: Record<string, unknown> }) => (await login(t, student.user.email as string, 'password123')).token;

async function pendingBooking(capacity = 2) {
  const student = await registerStudent(t);
  const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: capacity });
  const booking = await bookOk(t, student.token, room);
  return { student, room, booking };
}

const eventsOf = async (bookingId: string) =>
  await t.sql<{ event_type: string; data: any; metadata: any }[]>`
    SELECT event_type, data, metadata FROM events WHERE stream_id = ${`booking-${bookingId}`} ORDER BY stream_position`;
const expiries = async (bookingId: string) => (await eventsOf(bookingId)).filter((e) => e.event_type === 'BookingExpired').length;
const bookingOf = async (id: string, token = admin.token) => (await t.call('GET', `/api/bookings/${id}`, { token })).body.data;
const extend = (id: string, body: unknown, token = admin.token) => t.call('POST', `/api/bookings/${id}/extend-hold`, { token, body });

/** Another server on the same database: its own pool, app and session listener; closing it leaves the database. */
async function anotherServer(db: TestDatabase) {
  const sql = openPool(db.url, 5);
  return createTestApp({ clock, db: { sql, url: db.url, drop: () => sql.end({ timeout: 5 }) } });
}

describe('a booking is held until its deadline', () => {
  it('is made with hold_until 72 hours on, shown to its student and in its history', async () => {
    const booked = await freshMoment();
    const { student, booking } = await pendingBooking();
    const deadline = new Date(booked.getTime() + HOLD).toISOString();
    expect(booking.hold_until).toBe(deadline);
    expect((await eventsOf(booking.id))[0].data.hold_until).toBe(deadline);
    expect((await bookingOf(booking.id, student.token)).hold_until).toBe(deadline);
    const history = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
    expect(history.body.data[0]).toMatchObject({ type: 'BedBooked', hold_until: deadline });
    const mine = await t.call('GET', `/api/rooms/user/${student.user.id}?semester_id=${semesterId}`, { token: student.token });
    expect(mine.body.data).toMatchObject({ booking_id: booking.id, hold_until: deadline });
  });

  it('expires at its deadline: the bed goes back and every count agrees', async () => {
    await freshMoment();
    const { student, room, booking } = await pendingBooking(2);
    const pendingCount = async () => (await t.call('GET', `/api/bookings?page=1`, { token: admin.token })).body.counts.pendingBookings;
    const pendingBefore = await pendingCount();
    expect(await bedsLeft(t, room.id)).toBe(1);

    await advance(HOLD - 1);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await bedsLeft(t, room.id)).toBe(1);

    await advance(1);
    expect(await sweepHolds(t.deps)).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(2);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await expiries(booking.id)).toBe(1);

    const after = await bookingOf(booking.id, await again(student));
    expect(after).toMatchObject({ payment_status: 'unpaid', decision_reason: MESSAGES.holds.expired, hold_until: null });
    expect(await pendingCount()).toBe(pendingBefore - 1);
    const [expired] = (await eventsOf(booking.id)).slice(-1);
    expect(expired).toMatchObject({
      event_type: 'BookingExpired',
      data: { previous_status: 'pending', bed_released: true, reason: MESSAGES.holds.expired, hold_until: booking.hold_until },
      metadata: { actorId: null, command: 'ExpireHold' },
    });
    const history = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: await again(student) });
    expect(history.body.data.at(-1)).toMatchObject({
      type: 'BookingExpired',
      from_status: 'pending',
      to_status: 'unpaid',
      actor: { id: null, name: MESSAGES.holds.actor },
      reason: MESSAGES.holds.expired,
    });

    await catchUpToNow(t.sql, semesterStatsProjection);
    await catchUpToNow(t.sql, paymentHistoryProjection);
    const roomsRes = await t.call('GET', `/api/rooms?page=1&semester_id=${semesterId}`, { token: admin.token });
    expect(roomsRes.body.data.find((r: any) => r.id === room.id).beds_left).toBe(2);
    const stats = (await t.call('GET', `/api/stats/semesters/${semesterId}`, { token: superadmin.token })).body.data;
    const [{ taken, pending }] = await t.sql<{ taken: number; pending: number }[]>`
      SELECT count(*) FILTER (WHERE payment_status IN ('pending', 'paid'))::int AS taken,
             count(*) FILTER (WHERE payment_status = 'pending')::int AS pending
        FROM bookings WHERE semester_id = ${semesterId}`;
    expect(stats.beds_taken).toBe(taken);
    expect(stats.bookings.pending).toBe(pending);
    expect(stats.by_room_type.Standard.taken).toBe(taken);
    const decisions = await t.call('GET', `/api/payments/history?decision=expired`, { token: admin.token });
    expect(decisions.status).toBe(200);
    expect(decisions.body.data.find((r: any) => r.booking_id === booking.id)).toMatchObject({
      decision: 'expired',
      reason: MESSAGES.holds.expired,
      from_status: 'pending',
      to_status: 'unpaid',
      actor_id: null,
      actor_name: MESSAGES.holds.actor,
    });
  });

  it('gives a booking stored before holds had a deadline one 72 hours after it was made, and expires it then', async () => {
    const booked = await freshMoment();
    const student = await registerStudent(t);
    const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: 2 });
    const id = await appendBooking(t, room, student.user.id);
    const [stored] = await eventsOf(id);
    expect(stored.data.hold_until).toBeUndefined();
    const deadline = new Date(booked.getTime() + HOLD).toISOString();
    expect((await bookingOf(id)).hold_until).toBe(deadline);
    expect((await t.deps.store.readStream(`booking-${id}`))[0].data.hold_until).toBe(deadline);
    await advance(HOLD - 1);
    expect(await sweepHolds(t.deps)).toBe(0);
    await advance(1);
    expect(await sweepHolds(t.deps)).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(2);
    expect((await eventsOf(id)).at(-1)!.data.hold_until).toBe(deadline);
  });

  it('never expires a paid or rejected booking', async () => {
    await freshMoment();
    const paid = await pendingBooking();
    const rejected = await pendingBooking();
    expect((await approve(t, admin.token, paid.booking.id)).status).toBe(200);
    expect((await reject(t, admin.token, rejected.booking.id)).status).toBe(200);
    await advance(HOLD + HOUR);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await expiries(paid.booking.id)).toBe(0);
    expect(await expiries(rejected.booking.id)).toBe(0);
    expect(await bedsLeft(t, paid.room.id)).toBe(1);
    expect(await bedsLeft(t, rejected.room.id)).toBe(2);
  });

  it('may still be approved past its deadline while no sweep expired it, and then does not expire', async () => {
    await freshMoment();
    const { room, booking } = await pendingBooking();
    await advance(HOLD + HOUR);
    const res = await approve(t, admin.token, booking.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payment_status: 'paid', hold_until: null });
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await bedsLeft(t, room.id)).toBe(1);
  });
});

describe('a bed is free from the deadline on, before any sweep', () => {
  it("goes to another student who books the room at the deadline, and the first one's hold is expired then", async () => {
    await freshMoment();
    const { room, booking } = await pendingBooking(1);
    const other = await registerStudent(t);
    await advance(HOLD - 1);
    const early = await book(t, await again(other), room);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.booking.fullCapacity);

    await advance(1);
    const taken = await book(t, await again(other), room);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(await bedsLeft(t, room.id)).toBe(0);
    expect(await bookingOf(booking.id)).toMatchObject({ payment_status: 'unpaid', decision_reason: MESSAGES.holds.expired });
    expect(await expiries(booking.id)).toBe(1);
    // The sweep that comes later finds nothing left to do.
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await expiries(booking.id)).toBe(1);
  });

  it('lets a student whose own hold passed book again at once', async () => {
    await freshMoment();
    const { student, booking } = await pendingBooking(2);
    const elsewhere = await createRoom(t, superadmin.token, semesterId, { room_capacity: 2 });
    expect((await book(t, student.token, elsewhere)).status).toBe(409);
    await advance(HOLD);
    const rebooked = await book(t, await again(student), elsewhere);
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(201);
    expect((await bookingOf(booking.id)).payment_status).toBe('unpaid');
  });
});

describe('an admin extends a hold', () => {
  it('moves the deadline with a reason: no expiry at the old one, one at the new one', async () => {
    const booked = await freshMoment();
    const { student, room, booking } = await pendingBooking();
    const later = new Date(booked.getTime() + HOLD + 48 * HOUR).toISOString();
    const res = await extend(booking.id, { hold_until: later, reason: '  Paying on Monday, the bank is closed ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: { hold_until: later, payment_status: 'pending' }, message: MESSAGES.holds.extended });
    expect((await eventsOf(booking.id)).at(-1)).toMatchObject({
      event_type: 'HoldExtended',
      data: { previous_hold_until: booking.hold_until, hold_until: later, reason: 'Paying on Monday, the bank is closed' },
      metadata: { actorId: admin.user.id },
    });
    const history = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: student.token });
    expect(history.body.data.at(-1)).toMatchObject({
      type: 'HoldExtended',
      hold_until: later,
      reason: 'Paying on Monday, the bank is closed',
      from_status: 'pending',
      to_status: 'pending',
    });

    await advance(HOLD);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await bedsLeft(t, room.id)).toBe(1);
    await setClock(later);
    expect(await sweepHolds(t.deps)).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(2);
  });

  it('is refused to students (403), for bookings no longer pending (409), and for an unknown booking (404)', async () => {
    const booked = await freshMoment();
    const { student, booking } = await pendingBooking();
    const body = { hold_until: new Date(booked.getTime() + HOLD + HOUR).toISOString(), reason: 'Please' };
    expect((await extend(booking.id, body, student.token)).status).toBe(403);

    const paid = await pendingBooking();
    expect((await approve(t, admin.token, paid.booking.id)).status).toBe(200);
    const refused = await extend(paid.booking.id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.holds.onlyPending);

    await advance(HOLD);
    expect(await expireHold(t.deps, booking.id)).toBe(true);
    const late = await extend(booking.id, { ...body, hold_until: new Date(booked.getTime() + HOLD + 5 * HOUR).toISOString() });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.holds.onlyPending);

    expect((await extend('no-such-booking', body)).status).toBe(404);
  });

  it('answers 422 for a missing reason, a deadline that is not a real moment, not later, in the past or after the semester', async () => {
    const booked = await freshMoment();
    const { booking } = await pendingBooking();
    const at = (ms: number) => new Date(booked.getTime() + ms).toISOString();
    const cases: [unknown, string, string][] = [
      [{ hold_until: at(HOLD + HOUR) }, 'reason', MESSAGES.booking.reasonRequired],
      [{ hold_until: at(HOLD + HOUR), reason: '   ' }, 'reason', MESSAGES.booking.reasonRequired],
      [{ reason: 'Monday' }, 'hold_until', MESSAGES.holds.untilRequired],
      [{ hold_until: 'next monday', reason: 'Monday' }, 'hold_until', MESSAGES.holds.untilRequired],
      [{ hold_until: '2026-09-10T17:00:00', reason: 'Monday' }, 'hold_until', MESSAGES.holds.untilRequired],
      // Days and hours that do not exist are refused, never rolled forward to 1 December.
      [{ hold_until: '2026-11-31T17:00:00Z', reason: 'Monday' }, 'hold_until', MESSAGES.holds.notReal],
      [{ hold_until: '2026-11-30T24:00:00Z', reason: 'Monday' }, 'hold_until', MESSAGES.holds.notReal],
      [{ hold_until: '2026-11-30T17:00:00+25:00', reason: 'Monday' }, 'hold_until', MESSAGES.holds.notReal],
      [{ hold_until: at(HOLD), reason: 'Monday' }, 'hold_until', MESSAGES.holds.notLater(formatHostelMoment(booking.hold_until as string))],
      [{ hold_until: '2026-12-21T00:00:00Z', reason: 'Monday' }, 'hold_until', MESSAGES.holds.tooLate('2026-12-20')],
    ];
    for (const [body, field, message] of cases) {
      const res = await extend(booking.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe(message);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    // Past its deadline (no sweep yet), a new deadline must still be in the future.
    await advance(HOLD + 2 * HOUR);
    const past = await extend(booking.id, { hold_until: at(HOLD + HOUR), reason: 'Monday' });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(MESSAGES.holds.inThePast);
    expect(await expiries(booking.id)).toBe(0);
    expect((await eventsOf(booking.id)).map((e) => e.event_type)).toEqual(['BedBooked']);
  });
});

describe('the sweep survives restarts and runs once across servers', () => {
  it('a server started after another stopped sweeps the holds it left', async () => {
    await freshMoment();
    const first = await anotherServer(t.db);
    const student = await registerStudent(first);
    const room = await createRoom(first, superadmin.token, semesterId, { room_capacity: 1 });
    const booking = await bookOk(first, student.token, room);
    await first.close();
    expect(await bedsLeft(t, room.id)).toBe(0);

    // Down past the deadline; the next server sweeps at its start.
    await advance(HOLD + HOUR);
    const second = await anotherServer(t.db);
    const errors: unknown[] = [];
    const counts: number[] = [];
    const sweeper = startHoldSweeper(second.deps, { intervalMs: 60_000, onExpired: (n) => counts.push(n), onError: (e) => errors.push(e) });
    try {
      await expect.poll(() => bedsLeft(t, room.id), { timeout: 10_000 }).toBe(1);
    } finally {
      await sweeper.stop();
      await second.close();
    }
    expect(errors).toEqual([]);
    expect(counts).toEqual([1]);
    expect(await expiries(booking.id)).toBe(1);
  });

  it('two servers sweeping the same overdue holds at once append one expiry each', async () => {
    await freshMoment();
    const bookings = await Promise.all([1, 2, 3, 4, 5, 6].map(() => pendingBooking(1)));
    await advance(HOLD);
    const [a, b] = [await anotherServer(t.db), await anotherServer(t.db)];
    try {
      const [fromA, fromB] = await Promise.all([sweepHolds(a.deps), sweepHolds(b.deps)]);
      expect(fromA + fromB).toBe(bookings.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    for (const { room, booking } of bookings) {
      expect(await expiries(booking.id)).toBe(1);
      expect(await bedsLeft(t, room.id)).toBe(1);
    }
  });

  it('of two servers expiring one hold on the same stream version, one appends and the other decides nothing', async () => {
    await freshMoment();
    const { room, booking } = await pendingBooking(1);
    await advance(HOLD);
    const [a, b] = [await anotherServer(t.db), await anotherServer(t.db)];
    const blocker = openPool(t.db.url, 1);
    try {
      // Both read the stream at version 1 and decide; their appends wait on the stream's row, then
      // go on one after the other: the second finds the version moved, and decides again.
      let both!: Promise<boolean[]>;
      await blocker.begin(async (tx) => {
        await tx`SELECT 1 FROM streams WHERE stream_id = ${`booking-${booking.id}`} FOR UPDATE`;
        both = Promise.all([expireHold(a.deps, booking.id), expireHold(b.deps, booking.id)]);
        await expect
          .poll(
            async () =>
              (
                await t.sql<{ n: number }[]>`
                  SELECT count(*)::int AS n FROM pg_stat_activity
                   WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE streams%'`
              )[0].n,
            { timeout: 10_000 },
          )
          .toBe(2);
      });
      expect((await both).sort()).toEqual([false, true]);
    } finally {
      await Promise.all([a.close(), b.close(), blocker.end({ timeout: 5 })]);
    }
    expect(await expiries(booking.id)).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(1);
    expect((await bookingOf(booking.id)).payment_status).toBe('unpaid');
  });
});
