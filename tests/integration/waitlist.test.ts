import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepHolds } from '../../api/bookings/holdExpiry.ts';
import { sweepOffers } from '../../api/waitlist/lapseSweep.ts';
import { createAdmin, login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bedsLeft, book, bookingBody, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp.ts';
import { notificationRows, notifyToNow, recordingProvider, sendToNow } from '../helpers/notifications.ts';

/**
 * The waitlist: a student joins their gender's line for a semester; a bed that comes back is
 * offered to the first in line and held for them; they accept (a pending booking), decline (they
 * keep their place) or let it lapse; the office reads the line and why each offer went where.
 */
const HOUR = 3_600_000;
let clock: TestClock;
let t: TestApp;
const sms = recordingProvider('sms');
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, notificationProviders: { sms } });
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const ROOM_FIELDS = {
  room_type_id: '1',
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'female',
  price_per_bed: 1500,
  availability_duration: '4 Months',
  description: 'Near the library',
};

type Student = Awaited<ReturnType<typeof registerStudent>>;
const join = (s: Student, semester_id: string, room_type_id?: string | null) =>
  t.call('POST', '/api/waitlist', { token: s.token, body: { semester_id, ...(room_type_id === undefined ? {} : { room_type_id }) } });
const me = (s: Student, semesterId: string) => t.call('GET', `/api/waitlist/me?semester_id=${semesterId}`, { token: s.token });
const accept = (s: Student, offerId: string, body: unknown) =>
  t.call('POST', `/api/waitlist/offers/${offerId}/accept`, { token: s.token, body });
const decline = (s: Student, offerId: string) => t.call('POST', `/api/waitlist/offers/${offerId}/decline`, { token: s.token });

/** Moves the clock and signs everyone in again (tokens last 12 hours, offers 24). */
async function advance(ms: number, ...students: Student[]) {
  clock.advance(ms);
  superadmin = await loginSuperadmin(t);
  admin = await login(t, admin.user.email as string, 'password123');
  for (const s of students) s.token = (await login(t, s.user.email as string, 'password123')).token;
}

/** A semester with one full female room: its one bed held by a pending booking. */
async function fullRoom(capacity = 1) {
  const semesterId = (await createSemester(t, superadmin.token)).id;
  const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: capacity });
  const holders: Student[] = [];
  for (let i = 0; i < capacity; i++) {
    const holder = await registerStudent(t);
    await bookOk(t, holder.token, room);
    holders.push(holder);
  }
  return { semesterId, room, holders };
}

async function inLine(semesterId: string, n: number) {
  const students: Student[] = [];
  for (let i = 0; i < n; i++) {
    const s = await registerStudent(t, { fname: `Line${i + 1}` });
    const res = await join(s, semesterId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    students.push(s);
  }
  return students;
}

describe('joining', () => {
  it('puts the student in their gender line, once per semester, not with a booking', async () => {
    const { semesterId, room, holders } = await fullRoom();
    const [first, second] = await inLine(semesterId, 2);
    const entry = (await me(second, semesterId)).body.data;
    expect(entry).toMatchObject({
      semester_id: semesterId,
      user_id: second.user.id,
      gender: 'female',
      status: 'waiting',
      position: 2,
      offer: null,
    });
    expect(entry.id).toBe(`${semesterId}:${second.user.id}`);

    const again = await join(first, semesterId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already on the waitlist for this semester.');
    const booked = await join(holders[0], semesterId);
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe('You already have a booking this semester.');

    const male = await registerStudent(t, { gender: 'male' });
    expect((await join(male, semesterId)).status).toBe(201);
    expect((await me(male, semesterId)).body.data.position).toBe(1);
    expect(room.id).toBeTruthy();
  });

  it('answers 404 for an unknown semester or room type, no place as null, 403 for staff', async () => {
    const { semesterId } = await fullRoom();
    const s = await registerStudent(t);
    expect((await join(s, 'no-such-semester')).status).toBe(404);
    expect((await join(s, semesterId, 'no-such-type')).status).toBe(404);
    const none = await me(s, semesterId);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
    expect((await join(admin as Student, semesterId)).status).toBe(403);
    expect((await t.call('GET', '/api/waitlist', { token: s.token })).status).toBe(403);
  });

  it('leaves with DELETE /waitlist/me', async () => {
    const { semesterId } = await fullRoom();
    const [s] = await inLine(semesterId, 1);
    expect((await t.call('DELETE', `/api/waitlist/me?semester_id=${semesterId}`, { token: s.token })).status).toBe(204);
    expect((await me(s, semesterId)).body.data).toBeNull();
    expect((await t.call('DELETE', `/api/waitlist/me?semester_id=${semesterId}`, { token: s.token })).status).toBe(404);
  });
});

describe('a bed that comes back', () => {
  it('is offered to the first in line when a hold expires, and a booker racing for it is refused', async () => {
    const { semesterId, room } = await fullRoom();
    const [first, second] = await inLine(semesterId, 2);
    const booker = await registerStudent(t);
    await advance(73 * HOUR, first, second, booker);
    // The booking's own transaction expires the due hold; the bed goes to the line, not to it.
    const refused = await book(t, booker.token, room);
    expect(refused.status).toBe(409);
    const offered = (await me(first, semesterId)).body.data;
    expect(offered.status).toBe('offered');
    expect(offered.offer).toMatchObject({ room_id: room.id, room_number: room.room_number, price_per_bed: 1500 });
    expect(Date.parse(offered.offer.expires_at) - clock.now().getTime()).toBe(24 * HOUR);
    expect((await me(second, semesterId)).body.data.position).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(0);

    const offers = await t.call('GET', `/api/waitlist/offers?semester_id=${semesterId}`, { token: admin.token });
    expect(offers.body.data[0]).toMatchObject({ user_id: first.user.id, outcome: 'open', why: { position: 1, skipped: [] } });
    expect(offers.body.data[0].why.freed_by).toMatch(/^BookingExpired of HB-/);
  });

  it('accepting makes a pending booking that keeps the offered bed', async () => {
    const { semesterId, room } = await fullRoom();
    const [first] = await inLine(semesterId, 1);
    await advance(73 * HOUR, first);
    await sweepHolds(t.deps);
    const offer = (await me(first, semesterId)).body.data.offer;
    const { semester_id: _s, room_type_id: _t, room_number: _n, room_id: _r, ...form } = bookingBody(room);
    const other = await registerStudent(t);
    expect((await accept(other, offer.id, form)).status).toBe(404);
    const res = await accept(first, offer.id, form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ room_id: room.id, payment_status: 'pending', user_id: first.user.id });
    expect(await bedsLeft(t, room.id)).toBe(0);
    expect((await me(first, semesterId)).body.data).toBeNull();
    expect((await accept(first, offer.id, form)).status).toBe(409);
    const listed = await t.call('GET', `/api/waitlist/offers?semester_id=${semesterId}`, { token: admin.token });
    expect(listed.body.data[0]).toMatchObject({ outcome: 'accepted', booking_id: res.body.data.id });
  });

  it('keeps an offered room and its semester from deletion until the offer ends', async () => {
    // A free bed when the student joins is offered at once: the room has no booking at all.
    const semesterId = (await createSemester(t, superadmin.token)).id;
    const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    const [first] = await inLine(semesterId, 1);
    const offer = (await me(first, semesterId)).body.data.offer;
    expect(offer.room_id).toBe(room.id);
    const deleteRoom = () => t.call('DELETE', `/api/rooms/${room.id}`, { token: superadmin.token });
    const refused = await deleteRoom();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A bed of this room is offered to a student on the waitlist: it cannot be deleted until the offer ends.',
    );
    const semester = await t.call('DELETE', `/api/semesters/${semesterId}`, { token: superadmin.token });
    expect(semester.status).toBe(409);
    expect(semester.body.message).toBe(
      'A bed of this semester is offered to a student on the waitlist: it cannot be deleted until the offer ends.',
    );
    expect((await me(first, semesterId)).body.data.offer.id).toBe(offer.id);
    expect((await decline(first, offer.id)).status).toBe(200);
    expect((await deleteRoom()).status).toBe(200);
  });

  it('declined goes to the next; the decliner keeps their place', async () => {
    const { semesterId, room } = await fullRoom();
    const [first, second] = await inLine(semesterId, 2);
    await advance(73 * HOUR, first, second);
    await sweepHolds(t.deps);
    const offer = (await me(first, semesterId)).body.data.offer;
    const res = await decline(first, offer.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'waiting', declines: 1, position: 1, offer: null });
    expect((await me(second, semesterId)).body.data.offer.room_id).toBe(room.id);
    expect((await decline(first, offer.id)).status).toBe(409);
    const listed = await t.call('GET', `/api/waitlist/offers?semester_id=${semesterId}`, { token: admin.token });
    expect(listed.body.data[0].why).toMatchObject({ position: 2, skipped: [{ full_name: 'Line1 Mensah', reason: 'declined this bed' }] });
  });

  it('lapses after its deadline; two lapses remove the student', async () => {
    const { semesterId } = await fullRoom();
    const [first] = await inLine(semesterId, 1);
    await advance(73 * HOUR, first);
    await sweepHolds(t.deps);
    await advance(25 * HOUR, first);
    expect(await sweepOffers(t.deps)).toBeGreaterThanOrEqual(1);
    // Alone in line: the lapsed bed waits for the next freed one; first keeps their place.
    expect((await me(first, semesterId)).body.data).toMatchObject({ status: 'waiting', lapses: 1, offer: null });
    const next = await registerStudent(t);
    const room2 = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    expect((await me(first, semesterId)).body.data.offer.room_id).toBe(room2.id);
    await advance(25 * HOUR, first, next);
    expect(await sweepOffers(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await sweepOffers(t.deps)).toBe(0);
    // Told so, and free to join again.
    expect((await me(first, semesterId)).body.data).toMatchObject({ status: 'removed', lapses: 2, position: null, offer: null });
    const listed = await t.call('GET', `/api/waitlist?semester_id=${semesterId}`, { token: admin.token });
    expect(listed.body.data[0]).toMatchObject({ user_id: first.user.id, status: 'removed', lapses: 2, position: null });
  });

  it('a room back in service and a capacity raised offer their beds', async () => {
    const semesterId = (await createSemester(t, superadmin.token)).id;
    const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    const out = await t.call('POST', `/api/rooms/${room.id}/out-of-service`, { token: admin.token, body: { reason: 'Leaking roof' } });
    expect(out.status, JSON.stringify(out.body)).toBeLessThan(300);
    const [first, second] = await inLine(semesterId, 2);
    expect((await me(first, semesterId)).body.data.status).toBe('waiting');
    const back = await t.call('POST', `/api/rooms/${room.id}/back-in-service`, { token: admin.token });
    expect(back.status, JSON.stringify(back.body)).toBeLessThan(300);
    expect((await me(first, semesterId)).body.data.offer.room_id).toBe(room.id);
    expect((await me(second, semesterId)).body.data.status).toBe('waiting');
    const raised = await t.call('PUT', `/api/rooms/${room.id}`, {
      token: admin.token,
      body: { ...ROOM_FIELDS, semester_id: semesterId, room_number: room.room_number, room_capacity: 2 },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBeLessThan(300);
    expect((await me(second, semesterId)).body.data.offer.room_id).toBe(room.id);
    expect(await bedsLeft(t, room.id)).toBe(0);
  });

  it('a room taken out of service withdraws its open offer: the student keeps their place and gets the next bed', async () => {
    const { semesterId } = await fullRoom();
    const [first, second] = await inLine(semesterId, 2);
    const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    const offer = (await me(first, semesterId)).body.data.offer;
    expect(offer.room_id).toBe(room.id);

    const out = await t.call('POST', `/api/rooms/${room.id}/out-of-service`, { token: admin.token, body: { reason: 'Burst pipe' } });
    expect(out.status, JSON.stringify(out.body)).toBeLessThan(300);
    // Nobody may take a bed in it now: the offer has ended, and the bed is back in the closed room.
    const { semester_id: _s, room_type_id: _t, room_number: _n, room_id: _r, ...form } = bookingBody(room);
    expect((await accept(first, offer.id, form)).status).toBe(409);
    expect(await bedsLeft(t, room.id)).toBe(1);
    const waiting = (await me(first, semesterId)).body.data;
    expect(waiting).toMatchObject({ status: 'waiting', position: 1, lapses: 0, declines: 0, offer: null });
    expect((await me(second, semesterId)).body.data).toMatchObject({ status: 'waiting', position: 2 });
    const offers = await t.call('GET', `/api/waitlist/offers?user_id=${first.user.id}`, { token: admin.token });
    expect(offers.body.data[0]).toMatchObject({ id: offer.id, outcome: 'room_closed' });

    await notifyToNow(t.deps);
    const [told] = await notificationRows(t, offer.id);
    expect(told).toMatchObject({ kind: 'waitlist_offer_withdrawn', channel: 'sms', to: first.user.phone_number });
    expect(told.text).toContain(`room ${room.room_number} was taken out of service`);

    // The next bed of their line is theirs at once, ahead of the second in line.
    const next = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    expect((await me(first, semesterId)).body.data.offer.room_id).toBe(next.id);
    expect((await me(second, semesterId)).body.data.status).toBe('waiting');
  });

  it('a withdrawn offer hands its student a bed already free elsewhere', async () => {
    const semesterId = (await createSemester(t, superadmin.token)).id;
    const [first] = await inLine(semesterId, 1);
    const closing = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    expect((await me(first, semesterId)).body.data.offer.room_id).toBe(closing.id);
    // A bed comes free while the student holds their offer: nobody else waits for it.
    const spare = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    expect(await bedsLeft(t, spare.id)).toBe(1);
    await t.call('POST', `/api/rooms/${closing.id}/out-of-service`, { token: admin.token, body: { reason: 'Broken window' } });
    const offer = (await me(first, semesterId)).body.data.offer;
    expect(offer.room_id).toBe(spare.id);
    const offers = await t.call('GET', `/api/waitlist/offers?user_id=${first.user.id}`, { token: admin.token });
    expect(offers.body.data[0].why.freed_by).toBe(
      `A bed free in room ${spare.room_number} when an offer in room ${closing.room_number} was withdrawn`,
    );
    expect(await bedsLeft(t, spare.id)).toBe(0);
  });

  it('a student who books the usual way leaves the line, giving back an open offer', async () => {
    const { semesterId } = await fullRoom();
    const [first, second] = await inLine(semesterId, 2);
    // A new room's bed goes at once to the first in line.
    const offered = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1 });
    expect((await me(first, semesterId)).body.data.offer.room_id).toBe(offered.id);
    // A room of another type, wanted by nobody in particular: its bed goes to the second.
    const other = await createRoom(t, superadmin.token, semesterId, { room_capacity: 2, room_type_id: '2' });
    expect((await me(second, semesterId)).body.data.offer.room_id).toBe(other.id);
    // first books other's second bed the usual way: they leave the line, and their offered bed is
    // given back; with nobody waiting it stays free for anyone.
    await bookOk(t, first.token, other, { room_type_id: 2 });
    expect((await me(first, semesterId)).body.data).toBeNull();
    expect(await bedsLeft(t, offered.id)).toBe(1);
    const offers = await t.call('GET', `/api/waitlist/offers?user_id=${first.user.id}`, { token: admin.token });
    expect(offers.body.data[0]).toMatchObject({ room_id: offered.id, outcome: 'withdrawn' });
    const listed = await t.call('GET', `/api/waitlist?semester_id=${semesterId}&status=left`, { token: admin.token });
    expect(listed.body.data.map((e: { user_id: string }) => e.user_id)).toEqual([first.user.id]);
  });

  it('an account deleted with an open offer gives its bed to the next in line', async () => {
    const { semesterId, room } = await fullRoom();
    const [first, second] = await inLine(semesterId, 2);
    await advance(73 * HOUR, first, second);
    await sweepHolds(t.deps);
    expect((await me(first, semesterId)).body.data.offer.room_id).toBe(room.id);
    const deleted = await t.call('DELETE', `/api/users/${first.user.id}`, { token: superadmin.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await me(second, semesterId)).body.data.offer.room_id).toBe(room.id);
    expect(await bedsLeft(t, room.id)).toBe(0);
    const offers = await t.call('GET', `/api/waitlist/offers?semester_id=${semesterId}`, { token: admin.token });
    expect(offers.body.data.map((o: { outcome: string }) => o.outcome)).toEqual(['open', 'withdrawn']);
  });
});

describe('the student is told', () => {
  it('by SMS of an offer: the room, the price, the deadline and how to accept', async () => {
    const { semesterId, room } = await fullRoom();
    const [first] = await inLine(semesterId, 1);
    await advance(73 * HOUR, first);
    await sweepHolds(t.deps);
    const offer = (await me(first, semesterId)).body.data.offer;
    await notifyToNow(t.deps);
    const [message] = await notificationRows(t, offer.id);
    expect(message).toMatchObject({ kind: 'waitlist_offer', channel: 'sms', to: first.user.phone_number });
    expect(message.text).toContain(`room ${room.room_number}`);
    expect(message.text).toContain('GHS 1,500.00');
    expect(message.text).toMatch(/Open the app to accept/);
    await sendToNow(t.deps);
    expect(sms.received.some((m) => m.text === message.text)).toBe(true);
  });
});

describe('those an offer passed over', () => {
  const offersOf = async (semesterId: string) =>
    (await t.call('GET', `/api/waitlist/offers?semester_id=${semesterId}`, { token: admin.token })).body.data;

  it('are kept by id in the offer, named from the line, and "Deleted student" once deleted', async () => {
    const { semesterId } = await fullRoom();
    const passed = await registerStudent(t, { fname: 'Abena', lname: 'Passedover' });
    expect((await join(passed, semesterId)).status).toBe(201);
    const [second] = await inLine(semesterId, 1);
    await advance(73 * HOUR, passed, second);
    await sweepHolds(t.deps);
    const offer = (await me(passed, semesterId)).body.data.offer;
    expect((await decline(passed, offer.id)).status).toBe(200);
    const [made] = await offersOf(semesterId);
    expect(made.user_id).toBe(second.user.id);
    expect(made.why.skipped).toEqual([{ user_id: passed.user.id, full_name: 'Abena Passedover', reason: 'declined this bed' }]);
    // The name is the passed-over student's, not the offered one's: the offer's event does not carry it.
    const [stored] = await t.sql<{ data: string }[]>`
      SELECT data::text AS data FROM events WHERE event_type = 'WaitlistOfferMade' AND stream_id = ${`waitlist-${semesterId}-${second.user.id}`}`;
    expect(stored.data).toContain(passed.user.id);
    expect(stored.data).not.toContain('Passedover');

    expect((await t.call('DELETE', `/api/users/${passed.user.id}`, { token: superadmin.token })).status).toBe(200);
    const [after] = await offersOf(semesterId);
    expect(after.why.skipped).toEqual([{ user_id: passed.user.id, full_name: 'Deleted student', reason: 'declined this bed' }]);
  });

  it('by an offer written before ids are named as it stored them, or not at all', async () => {
    const semesterId = (await createSemester(t, superadmin.token)).id;
    const student = await registerStudent(t);
    expect((await join(student, semesterId, '1')).status).toBe(201);
    // A room of another type than the one the student waits for stays free for the offer below.
    const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: 1, room_type_id: '2' });
    const stream = `waitlist-${semesterId}-${student.user.id}`;
    const [version] = await t.sql<
      { version: number }[]
    >`SELECT max(stream_position)::int AS version FROM events WHERE stream_id = ${stream}`;
    const at = clock.now().toISOString();
    const why = {
      freed_by: 'A bed free',
      position: 3,
      skipped: [{ full_name: 'Old Name', reason: 'wants another room type' }, { reason: 'has an open offer' }],
      skipped_count: 2,
    };
    const data = {
      semester_id: semesterId,
      user_id: student.user.id,
      at,
      offer_id: `old-${semesterId}`,
      room_id: room.id,
      room_number: room.room_number,
      room_type: 'Executive',
      price_per_bed: 1500,
      expires_at: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
      why,
    };
    const meta = { actorId: null, correlationId: 'test' };
    await t.deps.store.transact((tx) =>
      t.deps.store.append(tx, stream, version.version, [{ type: 'WaitlistOfferMade', schemaVersion: 1, data }], meta),
    );
    const [made] = await offersOf(semesterId);
    expect(made.why.skipped).toEqual([
      { user_id: null, full_name: 'Old Name', reason: 'wants another room type' },
      { user_id: null, full_name: null, reason: 'has an open offer' },
    ]);
  });
});
