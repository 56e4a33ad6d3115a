import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllInBatches } from '../../api/eventStore/read.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { projections } from '../../projections/index.ts';
import { paymentHistoryProjection } from '../../projections/paymentHistory/paymentHistory.projection.ts';
import { createAdmin, login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { notifyToNow, recordingProvider, sendToNow } from '../helpers/notifications.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * The right of access: a student who has done a bit of everything downloads what the hostel holds
 * about them, and the file is held to the log itself: every event about them, as a read of the log
 * gives it, every personal value they gave, nothing of another student, no password hash.
 */
let t: TestApp;
let superadmin: string;
let admin: string;
let other: { token: string; id: string };
let student: { id: string; email: string; token: string };

// What the student gave, in the form the hostel stores it (phone numbers in E.164, dates ISO).
const ACCOUNT = { fname: 'Abenaa', lname: 'Owusu-Tetteh', phone_number: '0247770001', program: 'Oceanography Year Two' };
const FORM = {
  index_number: 'UG7734921',
  dob: '03/14/2004',
  marital_status: 'Married',
  program_of_study: 'Marine Biology Honours',
  house_address: '7 Mango Lane, Tamale',
  emergency_contact_name: 'Efua Sekyiwaa',
  emergency_contact_relationship: 'Mother',
  emergency_contact_phone_number: '0209998887',
  emergency_contact_house_address: '9 Baobab Close, Wa',
  medical_condition: 'Sickle cell trait, carries an inhaler',
};
const REFERENCES = ['MOMO-88231-XY', 'MOMO-99342-ZZ'];
const CORRECTED_PHONE = '0551234987';
const PERSONAL_VALUES = [
  ACCOUNT.fname,
  ACCOUNT.lname,
  '+233247770001',
  ACCOUNT.program,
  FORM.index_number,
  '2004-03-14',
  FORM.program_of_study,
  FORM.house_address,
  FORM.emergency_contact_name,
  '+233209998887',
  FORM.emergency_contact_house_address,
  FORM.medical_condition,
  ...REFERENCES,
  '+233551234987',
];
// The second student's name, distinctive enough that finding it anywhere is a leak.
const OTHER_NAME = { fname: 'Zebulonia', lname: 'Quartermaine' };

type Download = {
  produced_at: string;
  person_id: string;
  about: string;
  account: Record<string, unknown>;
  bookings: { id: string }[];
  payment_history: { id: string; decision: string }[];
  notifications: { id: string; user_id: string }[];
  waitlist: { places: { user_id: string }[]; offers: { user_id: string; why: { skipped: { full_name: string }[] } }[] };
  events: { event_id: string; type: string; stream: string; acted_by: string | null; data: Record<string, unknown>; withheld?: string[] }[];
};

const download = (path: string, token: string) => t.call<Download>('GET', path, { token });

beforeAll(async () => {
  t = await createTestApp({ notificationProviders: { sms: recordingProvider('sms') } });
  superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  const semester = (await createSemester(t, superadmin)).id;
  const room = await createRoom(t, superadmin, semester, { room_capacity: 4 });

  const second = await registerStudent(t, { ...OTHER_NAME, phone_number: '0246660002' });
  other = { token: second.token, id: second.user.id };
  await bookOk(t, other.token, room, { index_number: 'UG5550001' });

  const registered = await registerStudent(t, ACCOUNT);
  student = { id: registered.user.id, email: registered.user.email as string, token: registered.token };
  const booking = (await bookOk(t, student.token, room, FORM)).id;
  const pay = (reference: string) =>
    t.call('POST', `/api/bookings/${booking}/payment-reference`, { token: student.token, body: { payment_reference: reference } });
  expect((await pay(REFERENCES[0])).status).toBe(200);
  const asked = await t.call('POST', `/api/bookings/${booking}/ask-payment`, { token: admin, body: { reason: 'Which network?' } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect((await pay(REFERENCES[1])).status).toBe(200);
  expect((await approve(t, admin, booking)).status).toBe(200);
  await notifyToNow(t.deps);
  await sendToNow(t.deps);
  await catchUpToNow(t.sql, paymentHistoryProjection);

  // The waitlist of a later semester: the second student holds the one bed's offer, so the bed
  // added next goes to our student, past her (an offer that names her as skipped).
  const later = (await createSemester(t, superadmin, { start_date: '2030-01-10', end_date: '2030-05-20' })).id;
  await createRoom(t, superadmin, later, { room_capacity: 1 });
  const join = (token: string) => t.call('POST', '/api/waitlist', { token, body: { semester_id: later } });
  expect((await join(other.token)).status).toBe(201);
  expect((await join(student.token)).status).toBe(201);
  await createRoom(t, superadmin, later, { room_capacity: 1 });

  const corrected = await t.call('POST', `/api/users/${student.id}/contact`, { token: admin, body: { phone_number: CORRECTED_PHONE } });
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  const changed = await t.call('POST', '/api/auth/change-password', {
    token: student.token,
    body: { current_password: 'password123', new_password: 'a-new-secret-9' },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  expect((await t.call('POST', '/api/logout', { token: changed.body.token })).status).toBe(200);
  student.token = (await login(t, student.email, 'a-new-secret-9')).token;
});
afterAll(() => t.close());

/** The events the download must hold, found from the events table alone. */
async function eventsAboutStudent() {
  return t.sql<{ event_id: string; event_type: string }[]>`
    SELECT event_id, event_type FROM events
     WHERE stream_id = ${`user-${student.id}`}
        OR data->>'user_id' = ${student.id}
        OR stream_id IN (SELECT 'booking-' || (data->>'booking_id') FROM events WHERE event_type = 'BedBooked' AND data->>'user_id' = ${student.id})
     ORDER BY global_position`;
}

async function logRead(): Promise<Map<string, StoredEvent>> {
  const read = new Map<string, StoredEvent>();
  for await (const batch of readAllInBatches(t.sql)) for (const event of batch) read.set(event.eventId, event);
  return read;
}

describe('a student downloads what the hostel holds about them', () => {
  let mine: Awaited<ReturnType<typeof download>>;
  beforeAll(async () => {
    mine = await download('/api/me/data', student.token);
  });

  it('as a JSON file named after them and the day', () => {
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^application\/json/);
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="hostel-data-${student.id}-2026-09-01.json"`);
    expect(mine.body.person_id).toBe(student.id);
    expect(mine.body.about).toMatch(/one-way hash/);
  });

  it('holds every event about them, in log order, each as a read of the log gives it', async () => {
    const expected = await eventsAboutStudent();
    expect(new Set(expected.map((e) => e.event_type))).toEqual(
      new Set([
        'UserRegistered',
        'BedBooked',
        'PaymentReferenceGiven',
        'PaymentQuestionAsked',
        'PaymentApproved',
        'NotificationQueued',
        'WaitlistJoined',
        'WaitlistOfferMade',
        'UserContactCorrected',
        'PasswordChanged',
        'UserLoggedOut',
      ]),
    );
    const held = mine.body.events.map((e) => e.event_id);
    expect(held).toEqual(expect.arrayContaining(expected.map((e) => e.event_id)));
    const log = await logRead();
    const positions = held.map((id) => log.get(id)!.globalPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    for (const event of mine.body.events) {
      const read = log.get(event.event_id)!;
      const { password_hash: _hash, ...data } = JSON.parse(JSON.stringify(read.data)) as Record<string, any>;
      // Who was skipped ahead of them in line is another student's name: only the reason stays.
      if (data.why?.skipped) data.why.skipped = data.why.skipped.map((s: object) => ({ ...s, full_name: 'Another student' }));
      expect(event, event.type).toEqual({
        event_id: read.eventId,
        type: read.type,
        at: read.createdAt.toISOString(),
        stream: read.streamId,
        acted_by: read.metadata.actorId,
        data,
      });
    }
    // The messages' delivery, on the messages' own streams, comes with them.
    expect(mine.body.events.some((e) => e.type === 'NotificationSent')).toBe(true);
  });

  it('holds every personal value they gave, and the read models of them', () => {
    const text = JSON.stringify(mine.body);
    expect(PERSONAL_VALUES.filter((value) => !text.includes(value))).toEqual([]);
    expect(mine.body.account).toMatchObject({ id: student.id, fname: ACCOUNT.fname, phone_number: '+233551234987' });
    expect(mine.body.bookings).toHaveLength(1);
    expect(mine.body.payment_history.map((h) => h.decision)).toEqual(['approved']);
    expect(mine.body.notifications.length).toBeGreaterThan(0);
    expect(mine.body.notifications.every((n) => n.user_id === student.id)).toBe(true);
    expect(mine.body.waitlist.places.map((p) => p.user_id)).toEqual([student.id]);
    expect(mine.body.waitlist.offers.map((o) => o.why.skipped.map((s) => s.full_name))).toEqual([['Another student']]);
  });

  it('holds nothing of another student, and no password hash', async () => {
    const text = JSON.stringify(mine.body);
    expect(text).not.toContain(OTHER_NAME.fname);
    expect(text).not.toContain(OTHER_NAME.lname);
    expect(text).not.toContain('password_hash');
    const [{ password_hash }] = await t.sql<{ password_hash: string }[]>`SELECT password_hash FROM users WHERE id = ${student.id}`;
    expect(text).not.toContain(password_hash);
    expect(text).not.toMatch(/\$2[aby]\$/);
  });

  it("is refused to another student and to an admin, and the superadmin's equals theirs", async () => {
    expect((await download(`/api/users/${student.id}/data`, other.token)).status).toBe(403);
    expect((await download(`/api/users/${student.id}/data`, admin)).status).toBe(403);
    const office = await download(`/api/users/${student.id}/data`, superadmin);
    expect(office.status).toBe(200);
    expect(office.headers.get('content-disposition')).toBe(mine.headers.get('content-disposition'));
    expect({ ...office.body, produced_at: null }).toEqual({ ...mine.body, produced_at: null });
  });

  it('answers 404 for an id that never had an account', async () => {
    const res = await download('/api/users/no-such-person/data', superadmin);
    expect(res.status).toBe(404);
    expect(res.body.about).toBeUndefined();
  });
});

describe('after the superadmin deletes them', () => {
  it("the superadmin's download holds what remains, none of it personal", async () => {
    expect((await t.call('DELETE', `/api/users/${student.id}`, { token: superadmin })).status).toBe(200);
    // The read models that follow the log after commit forget them once they have caught up.
    for (const projection of projections.filter((p) => p.mode === 'async')) await catchUpToNow(t.sql, projection);
    const res = await download(`/api/users/${student.id}/data`, superadmin);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(PERSONAL_VALUES.filter((value) => text.includes(value))).toEqual([]);
    expect(res.body.account).toMatchObject({ id: student.id, fname: 'Deleted', lname: 'user' });
    expect(res.body.account.deleted_at).toEqual(expect.any(String));
    // The hostel's records stay: the booking, its decision and every event, the deletion too.
    expect(res.body.bookings).toHaveLength(1);
    expect(res.body.payment_history.map((h) => h.decision)).toEqual(['approved']);
    expect(res.body.events.map((e) => e.event_id)).toEqual(expect.arrayContaining((await eventsAboutStudent()).map((e) => e.event_id)));
    expect(res.body.events.map((e) => e.type)).toContain('UserDeleted');
  });
});
