import fc from 'fast-check';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { bookingBody, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * A valid body with one field replaced by a hostile value, for every field of every write route:
 * the value gets past the other fields' validation and reaches the decision, the log and the
 * read models. Accepted or refused, never a 5xx; refused, with a message and no event.
 */
const RUNS_PER_FIELD = 8;
// An accepted registration costs a bcrypt hash: fewer runs for those two.
const RUNS_FOR_ACCOUNTS = 3;

const NASTY = [
  "'; DROP TABLE events; --",
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '👩🏾‍🎓',
  '',
  ' ',
  'x'.repeat(10_000),
  '99999-12-31',
  '02/30/2026',
  '13/45/2026',
  '1e309',
  '-1',
  '0',
  '4',
  'NaN',
  'null',
  '__proto__',
  '{"$ne":null}',
];
const hostile = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 })), weight: 2 },
);

let t: TestApp;
let superadmin: string;
let student: { token: string; user: { id: string } };
let semester: string;
let pendingBooking: string;

type WriteRoute = {
  method: string;
  path: () => string;
  token: () => string | undefined;
  body: () => Promise<Record<string, unknown>>;
  runs?: number;
};
const freshRoom = async (gender = 'female') =>
  createRoom(t, superadmin, (await createSemester(t, superadmin, { start_date: '2030-01-10', end_date: '2030-05-20' })).id, { gender });
const guest = { full_name: 'A Guest', gender: 'female', nationality: 'Ghana', phone_number: '0200000000', email_address: 'g@hostel.test' };

const ROUTES: Record<string, WriteRoute> = {
  'POST /api/register': {
    method: 'POST',
    path: () => '/api/register',
    token: () => undefined,
    body: async () => registrationBody(),
    runs: RUNS_FOR_ACCOUNTS,
  },
  'POST /api/admins': {
    method: 'POST',
    path: () => '/api/admins',
    token: () => superadmin,
    body: async () => registrationBody(),
    runs: RUNS_FOR_ACCOUNTS,
  },
  'POST /api/semesters': {
    method: 'POST',
    path: () => '/api/semesters',
    token: () => superadmin,
    body: async () => ({ name: 'Autumn', description: 'First', start_date: '2027-08-15', end_date: '2027-12-20' }),
  },
  'PUT /api/semesters/:id': {
    method: 'PUT',
    path: () => `/api/semesters/${semester}`,
    token: () => superadmin,
    body: async () => ({ name: 'Autumn', description: 'First', start_date: '2026-08-15', end_date: '2026-12-20' }),
  },
  'POST /api/rooms': {
    method: 'POST',
    path: () => '/api/rooms',
    token: () => superadmin,
    body: async () => ({
      semester_id: semester,
      room_type_id: '1',
      floor: 'Ground Floor',
      room_status: 'available',
      gender: 'male',
      room_capacity: 2,
      room_number: `H${nanoid(6)}`,
      price_per_bed: 1500,
      availability_duration: '4 Months',
      description: 'By the gate',
    }),
  },
  // A fresh room in a fresh semester each time, so the student may always book and the append is reached.
  'POST /api/bookings': {
    method: 'POST',
    path: () => '/api/bookings',
    token: () => student.token,
    body: async () => bookingBody(await freshRoom()),
  },
  'POST /api/bookings/guest': {
    method: 'POST',
    path: () => '/api/bookings/guest',
    token: () => superadmin,
    body: async () => ({ ...bookingBody(await freshRoom()), ...guest, user_id: student.user.id }),
  },
  'POST /api/bookings/:id/payment-reference': {
    method: 'POST',
    path: () => `/api/bookings/${pendingBooking}/payment-reference`,
    token: () => student.token,
    body: async () => ({ payment_reference: `MP${nanoid(6)}` }),
  },
  'POST /api/bookings/:id/ask-payment': {
    method: 'POST',
    path: () => `/api/bookings/${pendingBooking}/ask-payment`,
    token: () => superadmin,
    body: async () => ({ reason: `Which network? ${nanoid(4)}` }),
  },
  'PUT /api/payment-instructions': {
    method: 'PUT',
    path: () => '/api/payment-instructions',
    token: () => superadmin,
    body: async () => ({
      mobile_money: [{ network: 'MTN MoMo', number: '0241234567', account_name: `Hostel ${nanoid(4)}` }],
      bank_account: { bank: 'GCB Bank', account_name: 'Hostel', account_number: '1234567890', branch: 'Legon' },
      wording: 'Pay soon.',
    }),
  },
};

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  student = await registerStudent(t);
  semester = (await createSemester(t, superadmin)).id;
  // The student's own pending booking, which takes payment references and the office's questions.
  pendingBooking = (await bookOk(t, student.token, await freshRoom())).id;
});
afterAll(() => t.close());

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;

describe('one hostile field in an otherwise valid body', () => {
  it.each(Object.entries(ROUTES))('%s: every field, refused with a message or taken, never a 5xx', async (_name, route) => {
    const fields = Object.keys(await route.body());
    let accepted = 0;
    for (const field of fields) {
      await fc.assert(
        fc.asyncProperty(hostile, async (value) => {
          const body = { ...(await route.body()), [field]: value };
          const token = route.token();
          const before = await eventCount();
          const res = await t.call(route.method, route.path(), { token, body });
          const what = `${route.method} ${route.path()} ${field}=${JSON.stringify(value)?.slice(0, 80)} -> ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status < 300) accepted++;
          else {
            expect(typeof res.body?.message, what).toBe('string');
            expect(await eventCount(), `refused, yet an event was appended: ${what}`).toBe(before);
          }
        }),
        { numRuns: route.runs ?? RUNS_PER_FIELD },
      );
    }
    // Optional fields and free text take most values: the hostile values did reach the append.
    expect(accepted).toBeGreaterThan(0);
  });
});
