import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { tooLongMessage } from '../../shared/textLimits.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester, reject } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * The booking's own reference, which the student quotes with their payment, and the reference of
 * the payment itself, which the student gives back so the office can match it before approving.
 */

// References drawn for the next bookings, in order, before random ones again: to make two clash.
const forcedReferences = vi.hoisted(() => [] as string[]);
vi.mock('../../api/bookings/bookingReference.ts', async (importActual) => {
  const actual = await importActual<typeof import('../../api/bookings/bookingReference.ts')>();
  return {
    ...actual,
    withFreshReference: <T>(book: (reference: string) => Promise<T>) =>
      actual.withFreshReference(book, () => forcedReferences.shift() ?? actual.newBookingReference()),
  };
});

let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin.token)).id;
});
afterAll(() => t.close());
beforeEach(() => {
  forcedReferences.length = 0;
});

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;

async function pendingBooking() {
  const student = await registerStudent(t);
  const room = await createRoom(t, superadmin.token, semesterId);
  const booking = await bookOk(t, student.token, room);
  return { student, room, booking };
}

const give = (token: string, id: string, body: unknown) => t.call('POST', `/api/bookings/${id}/payment-reference`, { token, body });

describe("a booking's reference", () => {
  it('is made with every new booking: "HB-" and six characters that cannot be misread, one per booking', async () => {
    const bookings = await Promise.all([pendingBooking(), pendingBooking(), pendingBooking()]);
    const references = bookings.map(({ booking }) => booking.reference as string);
    for (const reference of references) expect(reference).toMatch(/^HB-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(references).size).toBe(3);
    const { student, booking } = bookings[0];
    const read = await t.call('GET', `/api/bookings/${booking.id}`, { token: student.token });
    expect(read.body.data).toMatchObject({ reference: booking.reference, payment_reference: null });
    const [event] = await t.deps.store.readStream(`booking-${booking.id}`);
    expect(event).toMatchObject({ type: 'BedBooked', schemaVersion: 2, data: { reference: booking.reference } });
  });

  it('is unique: a reference drawn that another booking holds is drawn again, and the booking goes through', async () => {
    forcedReferences.push('HB-CLASH2');
    const first = await pendingBooking();
    expect(first.booking.reference).toBe('HB-CLASH2');
    forcedReferences.push('HB-CLASH2');
    const before = await eventCount();
    const second = await pendingBooking();
    expect(second.booking.reference).toMatch(/^HB-[2-9A-HJKMNP-Z]{6}$/);
    expect(second.booking.reference).not.toBe('HB-CLASH2');
    // One booking, one BedBooked: the clashing attempt left nothing in the log.
    const booked = await t.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE event_type = 'BedBooked' AND global_position > ${before}`;
    expect(booked[0].n).toBe(1);
    await expect(t.sql`UPDATE bookings SET reference = 'HB-CLASH2' WHERE id = ${second.booking.id}`).rejects.toMatchObject({
      constraint_name: 'bookings_reference_unique',
    });
  });

  it('finds the booking in the admins’ search, as does the payment reference', async () => {
    const { student, booking } = await pendingBooking();
    expect((await give(student.token, booking.id, { payment_reference: 'MP2609.0101.Q77' })).status).toBe(200);
    for (const q of [(booking.reference as string).toLowerCase(), 'mp2609.0101']) {
      const filter = encodeURIComponent(JSON.stringify({ q }));
      const res = await t.call('GET', `/api/bookings?range=[0,9]&filter=${filter}`, { token: admin.token });
      expect(res.body.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    }
  });
});

describe('POST /api/bookings/:id/payment-reference', () => {
  it('takes the owner’s payment reference on a pending booking, which stays pending, and tells it in the history', async () => {
    const { student, booking } = await pendingBooking();
    t.clock.advance(60_000);
    const res = await give(student.token, booking.id, { payment_reference: '  MP240901.1234.A56789 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.paymentReference.saved);
    expect(res.body.data).toMatchObject({ id: booking.id, payment_status: 'pending', payment_reference: 'MP240901.1234.A56789' });
    const history = await t.call('GET', `/api/bookings/${booking.id}/history`, { token: admin.token });
    expect(history.body.data[1]).toMatchObject({
      type: 'PaymentReferenceGiven',
      from_status: 'pending',
      to_status: 'pending',
      payment_reference: 'MP240901.1234.A56789',
      actor: { id: student.user.id },
      at: t.clock.now().toISOString(),
    });
    // The admin deciding sees it beside the booking.
    const seen = await t.call('GET', `/api/bookings/${booking.id}`, { token: admin.token });
    expect(seen.body.data.payment_reference).toBe('MP240901.1234.A56789');
  });

  it('records the same reference once, and a corrected one replaces it', async () => {
    const { student, booking } = await pendingBooking();
    await give(student.token, booking.id, { payment_reference: 'MP1' });
    const before = await eventCount();
    expect((await give(student.token, booking.id, { payment_reference: 'MP1' })).status).toBe(200);
    expect(await eventCount()).toBe(before);
    const corrected = await give(student.token, booking.id, { payment_reference: 'MP12' });
    expect(corrected.body.data.payment_reference).toBe('MP12');
    expect(await eventCount()).toBe(before + 1);
  });

  it('may be given by an admin or the superadmin for the student', async () => {
    const { booking } = await pendingBooking();
    const byAdmin = await give(admin.token, booking.id, { payment_reference: 'Cash receipt 0042' });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.data.payment_reference).toBe('Cash receipt 0042');
    expect((await give(superadmin.token, booking.id, { payment_reference: 'Cash receipt 0043' })).status).toBe(200);
  });

  it("answers 404 for another student's booking and for an unknown one, and records nothing", async () => {
    const { booking } = await pendingBooking();
    const other = await registerStudent(t);
    const before = await eventCount();
    const res = await give(other.token, booking.id, { payment_reference: 'MP1' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking not found.');
    expect((await give(admin.token, 'no-such-booking', { payment_reference: 'MP1' })).status).toBe(404);
    expect(await eventCount()).toBe(before);
  });

  it('is refused with 409 once the booking is paid or rejected', async () => {
    const paid = await pendingBooking();
    expect((await approve(t, admin.token, paid.booking.id)).status).toBe(200);
    const late = await give(paid.student.token, paid.booking.id, { payment_reference: 'MP1' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.paymentReference.onlyPending('paid'));
    const rejected = await pendingBooking();
    expect((await reject(t, admin.token, rejected.booking.id)).status).toBe(200);
    const refused = await give(admin.token, rejected.booking.id, { payment_reference: 'MP1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.paymentReference.onlyPending('rejected'));
  });

  it("is refused with 409 for a booking its student's deletion released", async () => {
    const { student, booking } = await pendingBooking();
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token })).status).toBe(200);
    const res = await give(admin.token, booking.id, { payment_reference: 'MP1' });
    expect(res.status).toBe(409);
  });

  it.each([
    ['missing', {}, MESSAGES.paymentReference.required],
    ['empty', { payment_reference: '' }, MESSAGES.paymentReference.required],
    ['blank', { payment_reference: '   ' }, MESSAGES.paymentReference.required],
    ['not text', { payment_reference: 42 }, MESSAGES.paymentReference.required],
    ['too long', { payment_reference: 'x'.repeat(101) }, tooLongMessage('payment_reference')],
  ])('refuses a reference %s with 422 under payment_reference', async (_case, body, message) => {
    const { student, booking } = await pendingBooking();
    const before = await eventCount();
    const res = await give(student.token, booking.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors.payment_reference).toEqual([message]);
    expect(await eventCount()).toBe(before);
  });
});

describe('one payment reference given for two bookings', () => {
  it('is shown to the office on each, whatever the case, and never to a student', async () => {
    const first = await pendingBooking();
    const second = await pendingBooking();
    const third = await pendingBooking();
    expect((await give(first.student.token, first.booking.id, { payment_reference: 'MP2409.SHARED.77' })).status).toBe(200);
    expect((await give(second.student.token, second.booking.id, { payment_reference: 'mp2409.shared.77' })).status).toBe(200);
    expect((await give(third.student.token, third.booking.id, { payment_reference: 'MP2409.OTHER.78' })).status).toBe(200);

    const one = await t.call('GET', `/api/bookings/${first.booking.id}`, { token: admin.token });
    expect(one.body.data.payment_reference_also_on).toEqual([second.booking.reference]);
    const queue = await t.call('GET', `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: 'shared.77' }))}`, {
      token: admin.token,
    });
    const shared = Object.fromEntries(queue.body.map((b: any) => [b.id, b.payment_reference_also_on]));
    expect(shared).toEqual({ [first.booking.id]: [second.booking.reference], [second.booking.id]: [first.booking.reference] });
    const alone = await t.call('GET', `/api/bookings/${third.booking.id}`, { token: admin.token });
    expect(alone.body.data.payment_reference_also_on).toEqual([]);

    const own = await t.call('GET', `/api/bookings/${first.booking.id}`, { token: first.student.token });
    expect(own.body.data.payment_reference).toBe('MP2409.SHARED.77');
    expect(own.body.data).not.toHaveProperty('payment_reference_also_on');
    const ownList = await t.call('GET', `/api/bookings?filter=${encodeURIComponent('{}')}`, { token: first.student.token });
    expect(ownList.body[0]).not.toHaveProperty('payment_reference_also_on');
  });
});
