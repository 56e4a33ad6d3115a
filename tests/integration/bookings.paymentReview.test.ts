import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepHolds } from '../../api/bookings/holdExpiry.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { tooLongMessage } from '../../shared/textLimits.ts';
import { createAdmin, login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bedsLeft, book, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp.ts';

/**
 * A booking whose student gave a payment reference is under review: its hold does not lapse while
 * the office has not decided, and it stays in the office's queue. The office may ask the student
 * about the payment instead of rejecting it; the student answers with a new reference.
 */
const HOUR = 3_600_000;
const HOLD = 72 * HOUR;
const QUESTION = 'The transaction ID has 9 digits; MTN gives 11. Please copy it again from your SMS.';
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

/** Each test starts at its own moment, after the others', with the holds they left overdue swept. */
let epoch = 0;
async function freshMoment() {
  await setClock(new Date(Date.parse('2026-09-01T08:00:00Z') + epoch++ * 10 * 24 * HOUR));
  await sweepHolds(t.deps);
}
/** Moves the clock and signs the staff in again: a token lasts 12 hours. */
async function setClock(at: Date) {
  clock.set(at);
  superadmin = await loginSuperadmin(t);
  admin = await login(t, admin.user.email as string, 'password123');
}
const advance = (ms: number) => setClock(new Date(clock.now().getTime() + ms));
const again = async (student: { user: Record<string, unknown> }) => (await login(t, student.user.email as string, 'password123')).token;

async function pendingBooking(capacity = 1) {
  const student = await registerStudent(t);
  const room = await createRoom(t, superadmin.token, semesterId, { room_capacity: capacity });
  const booking = await bookOk(t, student.token, room);
  return { student, room, booking: booking as typeof booking & { id: string; hold_until: string } };
}

const give = (token: string, id: string, payment_reference: string) =>
  t.call('POST', `/api/bookings/${id}/payment-reference`, { token, body: { payment_reference } });
const ask = (id: string, body: unknown, token = admin.token) => t.call('POST', `/api/bookings/${id}/ask-payment`, { token, body });
const bookingOf = async (id: string, token = admin.token) => (await t.call('GET', `/api/bookings/${id}`, { token })).body.data;
const historyOf = async (id: string, token = admin.token) => (await t.call('GET', `/api/bookings/${id}/history`, { token })).body.data;
const queueIds = async (filter: Record<string, string> = {}) => {
  const query = encodeURIComponent(JSON.stringify({ payment_status: 'pending', semester_id: semesterId, ...filter }));
  const res = await t.call('GET', `/api/bookings?range=[0,999]&filter=${query}`, { token: admin.token });
  return (res.body as { id: string }[]).map((b) => b.id);
};

describe('a payment under review', () => {
  it('keeps its bed past the deadline and a weekend, stays in the queue, and is then approved', async () => {
    await freshMoment();
    const { student, room, booking } = await pendingBooking(1);
    await advance(HOUR);
    const given = await give(student.token, booking.id, 'MP260901.1200.A12345');
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.data).toMatchObject({
      payment_status: 'pending',
      payment_review: 'under_review',
      hold_until: null,
      payment_reference_at: clock.now().toISOString(),
    });

    await advance(HOLD + 60 * HOUR);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await bedsLeft(t, room.id)).toBe(0);
    // Booking the room would expire an overdue hold first: this one has none.
    const other = await registerStudent(t);
    expect((await book(t, other.token, room)).body.message).toBe(MESSAGES.booking.fullCapacity);
    const own = await bookingOf(booking.id, await again(student));
    expect(own).toMatchObject({ payment_status: 'pending', payment_review: 'under_review', hold_until: null, payment_question: null });
    const mine = await t.call('GET', `/api/rooms/user/${student.user.id}?semester_id=${semesterId}`, { token: await again(student) });
    expect(mine.body.data).toMatchObject({
      booking_id: booking.id,
      payment_status: 'pending',
      payment_review: 'under_review',
      hold_until: null,
    });
    expect(await queueIds()).toContain(booking.id);
    expect(await queueIds({ payment_review: 'under_review' })).toContain(booking.id);

    const approved = await approve(t, admin.token, booking.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ payment_status: 'paid', payment_review: null, hold_until: null });
  });

  it('takes a corrected reference past the first deadline, and has no hold to extend', async () => {
    await freshMoment();
    const { student, booking } = await pendingBooking();
    expect((await give(student.token, booking.id, 'MP1')).status).toBe(200);
    await advance(HOLD + HOUR);
    const corrected = await give(await again(student), booking.id, 'MP12');
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.data).toMatchObject({ payment_reference: 'MP12', payment_review: 'under_review' });
    const extended = await t.call('POST', `/api/bookings/${booking.id}/extend-hold`, {
      token: admin.token,
      body: { hold_until: new Date(clock.now().getTime() + HOUR).toISOString(), reason: 'Monday' },
    });
    expect(extended.status).toBe(409);
    expect(extended.body.message).toBe(MESSAGES.holds.underReview);
  });

  it('is not entered by a reference given once the hold has ended, before any sweep', async () => {
    await freshMoment();
    const { student, booking } = await pendingBooking();
    await advance(HOLD);
    const late = await give(await again(student), booking.id, 'MP1');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.paymentReference.holdExpired);
    expect(await sweepHolds(t.deps)).toBe(1);
    expect((await bookingOf(booking.id)).payment_status).toBe('unpaid');
  });
});

describe('POST /api/bookings/:id/ask-payment', () => {
  it('asks the student, who reads the question; the bed is kept and the hold runs again for the answer', async () => {
    await freshMoment();
    const { student, room, booking } = await pendingBooking(1);
    expect((await give(student.token, booking.id, 'MP123456789')).status).toBe(200);
    await advance(HOLD + 10 * HOUR);
    const asked = await ask(booking.id, { reason: `  ${QUESTION} ` });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const answerBy = new Date(clock.now().getTime() + HOLD).toISOString();
    expect(asked.body).toMatchObject({
      message: MESSAGES.paymentQuestion.asked,
      data: {
        payment_status: 'pending',
        payment_review: 'question_asked',
        payment_question: QUESTION,
        payment_question_at: clock.now().toISOString(),
        hold_until: answerBy,
      },
    });
    const own = await bookingOf(booking.id, await again(student));
    expect(own).toMatchObject({ payment_review: 'question_asked', payment_question: QUESTION, hold_until: answerBy });
    expect(await queueIds({ payment_review: 'question_asked' })).toContain(booking.id);
    expect((await historyOf(booking.id, await again(student))).at(-1)).toMatchObject({
      type: 'PaymentQuestionAsked',
      actor: { id: admin.user.id },
      from_status: 'pending',
      to_status: 'pending',
      reason: QUESTION,
      payment_reference: 'MP123456789',
      hold_until: answerBy,
    });

    await advance(HOLD - HOUR);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect(await bedsLeft(t, room.id)).toBe(0);
    const answered = await give(await again(student), booking.id, 'MP12345678901');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({
      payment_reference: 'MP12345678901',
      payment_review: 'under_review',
      payment_question: null,
      payment_question_at: null,
      hold_until: null,
    });
    expect((await historyOf(booking.id)).at(-1)).toMatchObject({
      type: 'PaymentReferenceGiven',
      payment_reference: 'MP12345678901',
      answers_question: QUESTION,
      actor: { id: student.user.id },
    });
    await advance(HOLD);
    expect(await sweepHolds(t.deps)).toBe(0);
    expect((await bookingOf(booking.id)).payment_status).toBe('pending');
  });

  it('gives the bed back when the question goes unanswered by its deadline, saying so', async () => {
    await freshMoment();
    const { student, room, booking } = await pendingBooking(1);
    expect((await give(student.token, booking.id, 'MP1')).status).toBe(200);
    expect((await ask(booking.id, { reason: QUESTION })).status).toBe(200);
    await advance(HOLD);
    expect(await sweepHolds(t.deps)).toBe(1);
    expect(await bedsLeft(t, room.id)).toBe(1);
    expect(await bookingOf(booking.id)).toMatchObject({
      payment_status: 'unpaid',
      decision_reason: MESSAGES.holds.questionUnanswered,
      payment_review: null,
      payment_question: null,
    });
  });

  it('is refused to students (403), for a booking not pending (409) or unknown (404), and records nothing', async () => {
    await freshMoment();
    const { student, booking } = await pendingBooking();
    const other = await pendingBooking();
    const eventsBefore = (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
    expect((await ask(booking.id, { reason: QUESTION }, student.token)).status).toBe(403);
    expect((await ask(other.booking.id, { reason: QUESTION }, student.token)).status).toBe(403);
    expect((await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n).toBe(eventsBefore);

    expect((await approve(t, admin.token, booking.id)).status).toBe(200);
    const paid = await ask(booking.id, { reason: QUESTION });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(MESSAGES.paymentQuestion.onlyPending('paid'));
    expect((await ask('no-such-booking', { reason: QUESTION })).status).toBe(404);
  });

  it('lets a student answer only their own booking', async () => {
    await freshMoment();
    const { booking } = await pendingBooking();
    expect((await ask(booking.id, { reason: QUESTION })).status).toBe(200);
    const stranger = await registerStudent(t);
    expect((await give(stranger.token, booking.id, 'MP9')).status).toBe(404);
    expect((await bookingOf(booking.id)).payment_review).toBe('question_asked');
  });

  it.each([
    ['missing', {}, MESSAGES.paymentQuestion.reasonRequired],
    ['blank', { reason: '   ' }, MESSAGES.paymentQuestion.reasonRequired],
    ['not text', { reason: 42 }, MESSAGES.paymentQuestion.reasonRequired],
    ['too long', { reason: 'x'.repeat(501) }, tooLongMessage('decision_reason')],
  ])('answers 422 under reason for a reason %s', async (_case, body, message) => {
    const { booking } = await pendingBooking();
    const res = await ask(booking.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors.reason).toEqual([message]);
  });
});
