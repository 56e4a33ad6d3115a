import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { TEXT_LIMITS, tooLongMessage, type TextField } from '../../shared/textLimits.ts';
import { login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { bookingBody, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * Every text field has a most it takes (shared/textLimits.ts): one character more is refused with
 * a 422 naming the field and the limit, and nothing is written.
 */
let t: TestApp;
let superadmin: string;
let student: Awaited<ReturnType<typeof registerStudent>>;
let semester: string;
let room: Room;
let bookingOfAnother: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  student = await registerStudent(t);
  semester = (await createSemester(t, superadmin)).id;
  room = await createRoom(t, superadmin, semester, { room_capacity: 6 });
  const another = await registerStudent(t);
  bookingOfAnother = { id: (await bookOk(t, another.token, room)).id, token: another.token };
});
afterAll(() => t.close());

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
const semesterBody = { name: 'Autumn', description: 'First', start_date: '2027-08-15', end_date: '2027-12-20' };
const roomBody = () => ({ ...room, id: undefined, beds_left: undefined, room_number: 'L1' });
const guest = { full_name: 'A Guest', gender: 'female', nationality: 'Ghana', phone_number: '0200000000', email_address: 'g@hostel.test' };

type Write = {
  method: string;
  path: () => string;
  token: () => string | undefined;
  body: () => Record<string, unknown>;
  fields: TextField[];
};
const WRITES: Record<string, Write> = {
  'POST /api/register': {
    method: 'POST',
    path: () => '/api/register',
    token: () => undefined,
    body: () => registrationBody(),
    fields: ['fname', 'lname', 'phone_number', 'email', 'program'],
  },
  'POST /api/admins': {
    method: 'POST',
    path: () => '/api/admins',
    token: () => superadmin,
    body: () => registrationBody(),
    fields: ['fname', 'lname', 'phone_number', 'email', 'program'],
  },
  'POST /api/login': {
    method: 'POST',
    path: () => '/api/login',
    token: () => undefined,
    body: () => ({ email: 'someone@hostel.test', password: 'password123' }),
    fields: ['email'],
  },
  'POST /api/semesters': {
    method: 'POST',
    path: () => '/api/semesters',
    token: () => superadmin,
    body: () => semesterBody,
    fields: ['name', 'description'],
  },
  'PUT /api/semesters/:id': {
    method: 'PUT',
    path: () => `/api/semesters/${semester}`,
    token: () => superadmin,
    body: () => ({ ...semesterBody, start_date: '2026-08-15', end_date: '2026-12-20' }),
    fields: ['name', 'description'],
  },
  'POST /api/rooms': {
    method: 'POST',
    path: () => '/api/rooms',
    token: () => superadmin,
    body: roomBody,
    fields: ['semester_id', 'room_type_id', 'room_number', 'availability_duration', 'description'],
  },
  'PUT /api/rooms/:id': {
    method: 'PUT',
    path: () => `/api/rooms/${room.id}`,
    token: () => superadmin,
    body: () => ({ ...roomBody(), room_number: room.room_number }),
    fields: ['semester_id', 'room_type_id', 'room_number', 'availability_duration', 'description'],
  },
  'POST /api/rooms/:id/out-of-service': {
    method: 'POST',
    path: () => `/api/rooms/${room.id}/out-of-service`,
    token: () => superadmin,
    body: () => ({ reason: 'Leaking roof' }),
    fields: ['reason'],
  },
  'POST /api/rooms/bulk': {
    method: 'POST',
    path: () => '/api/rooms/bulk',
    token: () => superadmin,
    body: () => ({ semester_id: semester, rooms: [] }),
    fields: ['semester_id'],
  },
  'POST /api/semesters/:id/copy-rooms': {
    method: 'POST',
    path: () => `/api/semesters/${semester}/copy-rooms`,
    token: () => superadmin,
    body: () => ({ from_semester_id: semester }),
    fields: ['from_semester_id'],
  },
  'POST /api/bookings': {
    method: 'POST',
    path: () => '/api/bookings',
    token: () => student.token,
    body: () => bookingBody(room),
    fields: [
      'semester_id',
      'room_type_id',
      'room_number',
      'room_id',
      'index_number',
      'program_of_study',
      'house_address',
      'emergency_contact_name',
      'emergency_contact_phone_number',
      'emergency_contact_house_address',
      'medical_condition',
    ],
  },
  'POST /api/bookings/guest': {
    method: 'POST',
    path: () => '/api/bookings/guest',
    token: () => superadmin,
    body: () => ({ ...bookingBody(room), ...guest, user_id: student.user.id }),
    fields: ['user_id', 'full_name', 'nationality', 'phone_number', 'email_address', 'house_address', 'medical_condition'],
  },
  'POST /api/bookings/:id/payment-reference': {
    method: 'POST',
    path: () => `/api/bookings/${bookingOfAnother.id}/payment-reference`,
    token: () => bookingOfAnother.token,
    body: () => ({ payment_reference: 'MP240901.1234' }),
    fields: ['payment_reference'],
  },
  'PUT /api/payment-instructions': {
    method: 'PUT',
    path: () => '/api/payment-instructions',
    token: () => superadmin,
    body: () => ({ mobile_money: [{ network: 'MTN MoMo', number: '0241234567', account_name: 'Hostel Office' }], wording: 'Pay soon.' }),
    fields: ['wording'],
  },
};

/** A value one character over the field's limit, of the field's shape. */
const tooLong = (field: TextField) => {
  const max = TEXT_LIMITS[field].max;
  return field.startsWith('email') ? `${'a'.repeat(max - 11)}@hostel.test` : 'x'.repeat(max + 1);
};

describe('text length limits', () => {
  it('refuse a registration with a 900 KB name, naming the field and its limit', async () => {
    const before = await eventCount();
    const res = await t.call('POST', '/api/register', { body: registrationBody({ fname: 'A'.repeat(900_000) }) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('First Name must be at most 100 characters.');
    expect(res.body.errors.fname).toEqual([tooLongMessage('fname')]);
    expect(await eventCount()).toBe(before);
  });

  it.each(Object.entries(WRITES))('%s: each text field one character over its limit is a 422', async (_name, write) => {
    for (const field of write.fields) {
      const before = await eventCount();
      const body = { ...write.body(), [field]: tooLong(field) };
      const res = await t.call(write.method, write.path(), { token: write.token(), body });
      const what = `${field}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      expect(res.status, what).toBe(422);
      expect(res.body.errors?.[field], what).toContain(tooLongMessage(field));
      expect(await eventCount(), what).toBe(before);
    }
  });

  it('take text exactly at the limit', async () => {
    const at = (field: TextField) => 'y'.repeat(TEXT_LIMITS[field].max);
    const made = await t.call('POST', '/api/semesters', {
      token: superadmin,
      body: { ...semesterBody, name: at('name'), description: at('description') },
    });
    expect(made.status, JSON.stringify(made.body).slice(0, 200)).toBe(201);
    const body = registrationBody({ fname: at('fname'), lname: at('lname'), program: at('program') });
    expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
  });
});

describe('passwords past 72 bytes, what bcrypt reads', () => {
  const at72 = 'p'.repeat(72);

  it('are refused with 422 at registration and when a superadmin adds an admin', async () => {
    for (const password of [`${at72}x`, 'é'.repeat(37), '🏠'.repeat(19)]) {
      for (const [url, token] of [
        ['/api/register', undefined],
        ['/api/admins', superadmin],
      ] as const) {
        const res = await t.call('POST', url, { token, body: registrationBody({ password }) });
        expect(res.status, `${url} ${password.length}`).toBe(422);
        expect(res.body.errors.password).toEqual([MESSAGES.register.passwordTooLong]);
      }
    }
  });

  it('never sign in by their first 72 bytes', async () => {
    const body = registrationBody({ password: at72 });
    expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
    await login(t, body.email, at72);
    const longer = await t.call('POST', '/api/login', { body: { email: body.email, password: `${at72}anything` } });
    expect(longer.status).toBe(401);
    expect(longer.body.message).toBe(MESSAGES.login.wrongCredentials);
  });
});
