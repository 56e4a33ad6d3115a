import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../api/auth/tokens.ts';
import { createAdmin, login, loginSuperadmin, registrationBody, registerStudent } from '../helpers/flows.ts';
import { approve, bookingBody, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, TEST_SUPERADMIN, type TestApp } from '../helpers/testApp.ts';
import { paystackProvider } from '../../api/payments/providers/paystack.ts';
import { startFakePaystack, type FakePaystack } from '../helpers/fakePaystack.ts';
import { notificationRows, notifyToNow, recordingProvider } from '../helpers/notifications.ts';

/**
 * Who may call what, as documentation: one row per route of the API, one column per caller.
 * forged = signed with another key; alg none = unsigned; revoked = after logout; deleted = the
 * user was deleted. A student only sees their own booking: another student gets 404 for it.
 * The change of password comes last: it ends every session of its caller, those the other rows'
 * setup uses too.
 */
// prettier-ignore
const MATRIX = `
  route                                       | none | forged | alg none | expired | revoked | deleted | student | other | admin | superadmin
  GET    /api/health                          | 200  | 200    | 200      | 200     | 200     | 200     | 200     | 200   | 200   | 200
  POST   /api/register                        | 201  | 201    | 201      | 201     | 201     | 201     | 201     | 201   | 201   | 201
  POST   /api/login                           | 200  | 200    | 200      | 200     | 200     | 200     | 200     | 200   | 200   | 200
  POST   /api/logout                          | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/user                            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/users                           | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/users/:id                       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/me/data                         | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/users/:id/data                  | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  DELETE /api/users/:id                       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  POST   /api/admins                          | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 201
  GET    /api/semesters                       | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  POST   /api/semesters                       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 201   | 201
  GET    /api/semesters/current               | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/semesters/:id                   | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  PUT    /api/semesters/:id                   | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  DELETE /api/semesters/:id                   | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/room-types                      | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/room-types/:id                  | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/room-types/:id/rooms            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  POST   /api/rooms                           | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 201   | 201
  GET    /api/rooms                           | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/rooms/:id                       | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  DELETE /api/rooms/:id                       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  PUT    /api/rooms/:id                       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/rooms/:id/out-of-service        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/rooms/:id/back-in-service       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/rooms/import/template           | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/rooms/import                    | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 201   | 201
  POST   /api/rooms/bulk                      | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 201   | 201
  POST   /api/semesters/:id/copy-rooms        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 201   | 201
  GET    /api/rooms/bed-map                   | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/check-room-availability         | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/rooms-with-beds-left            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/room-stats                      | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/rooms/user/:userId              | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 403   | 200   | 200
  POST   /api/bookings                        | 401  | 401    | 401      | 401     | 401     | 401     | 201     | 201   | 201   | 201
  POST   /api/bookings/guest                  | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 201   | 201
  GET    /api/bookings                        | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/bookings/:id                    | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  GET    /api/bookings/:id/history            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  POST   /api/bookings/:id/approve-payment    | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/reject-payment     | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/revoke-payment     | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/extend-hold        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/approve-payments       | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/stats/semesters/:id             | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  GET    /api/payments/history                | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/staff                           | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  POST   /api/users/:id/deactivate            | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  POST   /api/users/:id/reactivate            | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  POST   /api/users/:id/reset-password        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  POST   /api/bookings/:id/payment-reference  | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  POST   /api/bookings/:id/ask-payment        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/move               | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/cancel             | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  POST   /api/bookings/:id/cancellation/approve | 401 | 401  | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/cancellation/refuse | 401 | 401   | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/users/:id/contact               | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/bookings/me/last-form           | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/payment-instructions            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  PUT    /api/payment-instructions            | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 200
  GET    /api/payments/online                 | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  POST   /api/bookings/:id/online-payments    | 401  | 401    | 401      | 401     | 401     | 401     | 201     | 404   | 404   | 404
  GET    /api/bookings/:id/online-payments    | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  GET    /api/payments/online/:reference      | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  POST   /api/payments/online/:reference/verify | 401 | 401  | 401      | 401     | 401     | 401     | 200     | 404   | 200   | 200
  POST   /api/payments/webhooks/:provider     | 200  | 200    | 200      | 200     | 200     | 200     | 200     | 200   | 200   | 200
  GET    /api/payments/unmatched              | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/payments/unmatched/:reference/rehold | 401 | 401 | 401    | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/payments/unmatched/:reference/refund | 401 | 401 | 401    | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/no-such-route                   | 401  | 401    | 401      | 401     | 401     | 401     | 404     | 404   | 404   | 404
  GET    /api/notifications                   | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/notifications/status            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
  GET    /api/notifications/me                | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 403   | 403
  GET    /api/notifications/settings          | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 403   | 403
  PUT    /api/notifications/settings          | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 403   | 403
  GET    /api/notifications/:id               | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/notifications/:id/resend        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 202   | 202
  POST   /api/porters                         | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 403   | 201
  GET    /api/arrivals                        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/check-in           | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/bookings/:id/check-out          | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/waitlist                        | 401  | 401    | 401      | 401     | 401     | 401     | 201     | 201   | 403   | 403
  GET    /api/waitlist/me                     | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 403   | 403
  DELETE /api/waitlist/me                     | 401  | 401    | 401      | 401     | 401     | 401     | 204     | 204   | 403   | 403
  GET    /api/waitlist                        | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  GET    /api/waitlist/offers                 | 401  | 401    | 401      | 401     | 401     | 401     | 403     | 403   | 200   | 200
  POST   /api/waitlist/offers/:offer_id/accept  | 401  | 401  | 401      | 401     | 401     | 401     | 201     | 404   | 403   | 403
  POST   /api/waitlist/offers/:offer_id/decline | 401  | 401  | 401      | 401     | 401     | 401     | 200     | 404   | 403   | 403
  POST   /api/auth/change-password            | 401  | 401    | 401      | 401     | 401     | 401     | 200     | 200   | 200   | 200
`;

const [header, ...body] = MATRIX.trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()));
const CALLERS = header.slice(1);
const ROWS = body.map(([route, ...statuses]) => ({ route: route.replace(/\s+/, ' '), statuses: statuses.map(Number) }));

type Caller = { token?: string; user?: { id: string; gender: string }; relogin?: () => Promise<string> };
type Request = { path: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };

let t: TestApp;
let fake: FakePaystack;
let callers: Record<string, Caller>;
let requests: Record<string, (caller: Caller, succeeds: boolean) => Promise<Request> | Request>;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp({
    paymentProvider: paystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl }),
    notificationProviders: { sms: recordingProvider('sms') },
  });
  const superadmin = await loginSuperadmin(t);
  const admin = await createAdmin(t);
  const student = await registerStudent(t);
  const other = await registerStudent(t);
  const leaver = await registerStudent(t);
  expect((await t.call('POST', '/api/logout', { token: leaver.token })).status).toBe(200);
  const ghost = await registerStudent(t);
  expect((await t.call('DELETE', `/api/users/${ghost.user.id}`, { token: superadmin.token })).status).toBe(200);
  const victim = await registerStudent(t);

  const now = t.clock.now();
  const claims = {
    sub: student.user.id,
    jti: nanoid(),
    iss: 'hostel',
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(now.getTime() / 1000) + 3600,
  };
  const expired = await t.deps.tokens.issue(student.user.id, nanoid(), new Date(now.getTime() - 13 * 3600_000));
  const forged = await createTokenService('another-key-that-is-long-enough-for-hs256-signing').issue(student.user.id, nanoid(), now);
  // Each caller's password as it stands: a change of password in the matrix moves it on.
  const passwordOf = new Map<string, string>();
  const again = (email: string, password: string) => {
    passwordOf.set(email, password);
    return async () => (await login(t, email, passwordOf.get(email)!)).token;
  };
  const emailOf = (c: Caller) => (c.user as { email?: string } | undefined)?.email ?? TEST_SUPERADMIN.email;
  const deactivated = async () => {
    const { user } = await registerStudent(t);
    const res = await t.call('POST', `/api/users/${user.id}/deactivate`, { token: superadmin.token, body: {} });
    expect(res.status).toBe(200);
    return user.id;
  };
  callers = {
    none: {},
    forged: { token: forged.token },
    'alg none': { token: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.` },
    expired: { token: expired.token },
    revoked: { token: leaver.token },
    deleted: { token: ghost.token },
    student: { ...student, relogin: again(student.user.email as string, 'password123') },
    other: { ...other, relogin: again(other.user.email as string, 'password123') },
    admin: { ...admin, relogin: again(admin.user.email as string, 'password123') },
    superadmin: { ...superadmin, relogin: again(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password) },
  };

  const semester = (await createSemester(t, superadmin.token)).id;
  const room = await createRoom(t, superadmin.token, semester, { room_capacity: 6 });
  const booking = (await bookOk(t, student.token, room)).id;
  await notifyToNow(t.deps);
  const [message] = await notificationRows(t, booking);
  // Successful calls that consume what they act on get their own: a semester, a room, a booking.
  // Not current (the clock says 2026-09-01): the student's room stays the current semester's.
  const freshSemester = async () => (await createSemester(t, superadmin.token, { start_date: '2030-01-10', end_date: '2030-05-20' })).id;
  const freshRoom = async (gender = 'female'): Promise<Room> =>
    createRoom(t, superadmin.token, await freshSemester(), { gender, room_capacity: 6 });
  const roomUnderRepair = async () => {
    const { id } = await freshRoom();
    expect((await t.call('POST', `/api/rooms/${id}/out-of-service`, { token: superadmin.token, body: { reason: 'Repairs' } })).status).toBe(
      200,
    );
    return id;
  };
  const freshBooking = async () => (await bookOk(t, other.token, await freshRoom())).id;
  // The waitlist: the student waits in a semester of their own; an offer is made at once to one
  // who joins a semester with a free bed (a fresh one each time it is taken).
  const waitSemester = await freshSemester();
  expect((await t.call('POST', '/api/waitlist', { token: student.token, body: { semester_id: waitSemester } })).status).toBe(201);
  const joinFresh = async (token: string | undefined) => {
    const semester_id = await freshSemester();
    expect((await t.call('POST', '/api/waitlist', { token, body: { semester_id } })).status).toBe(201);
    return semester_id;
  };
  const freshOffer = async () => {
    const room = await freshRoom();
    expect((await t.call('POST', '/api/waitlist', { token: student.token, body: { semester_id: room.semester_id } })).status).toBe(201);
    const entry = await t.call('GET', `/api/waitlist/me?semester_id=${room.semester_id}`, { token: student.token });
    return { id: entry.body.data.offer.id as string, room };
  };
  const studentsOffer = await freshOffer();
  const paidBooking = async () => {
    const id = await freshBooking();
    expect((await approve(t, superadmin.token, id)).status).toBe(200);
    return id;
  };
  // A paid booking whose student asked to cancel it: what the office decides.
  const cancellationRequested = async () => {
    const id = await paidBooking();
    expect((await t.call('POST', `/api/bookings/${id}/cancel`, { token: other.token, body: { reason: 'Going home' } })).status).toBe(200);
    return id;
  };
  const checkedIn = async () => {
    const id = await paidBooking();
    expect((await t.call('POST', `/api/bookings/${id}/check-in`, { token: superadmin.token, body: { key_number: 'K-2' } })).status).toBe(
      200,
    );
    return id;
  };
  // An online payment of the student's booking, and payments the office is to decide, one per success.
  const payment = async (token: string, bookingId: string) =>
    (await t.call('POST', `/api/bookings/${bookingId}/online-payments`, { token })).body.data.reference as string;
  const studentsPayment = await payment(student.token, booking);
  const mismatchedPayment = async () => {
    const reference = await payment(other.token, await freshBooking());
    fake.pay(reference, { amount: 100 });
    expect((await t.call('POST', `/api/payments/online/${reference}/verify`, { token: superadmin.token })).body.data.status).toBe(
      'mismatch',
    );
    return reference;
  };
  const guest = {
    full_name: 'A Guest',
    gender: 'female',
    nationality: 'Ghana',
    phone_number: '0200000000',
    email_address: 'guest@hostel.test',
  };

  requests = {
    'GET /api/health': () => ({ path: '/api/health' }),
    'POST /api/register': () => ({ path: '/api/register', body: registrationBody() }),
    'POST /api/login': () => ({ path: '/api/login', body: { email: victim.user.email, password: 'password123' } }),
    'POST /api/logout': () => ({ path: '/api/logout' }),
    'GET /api/user': () => ({ path: '/api/user' }),
    'GET /api/users': () => ({ path: '/api/users' }),
    'GET /api/users/:id': () => ({ path: `/api/users/${student.user.id}` }),
    'GET /api/me/data': () => ({ path: '/api/me/data' }),
    // The student's own id: even for themself, this route is the superadmin's (theirs is /me/data).
    'GET /api/users/:id/data': () => ({ path: `/api/users/${student.user.id}/data` }),
    'DELETE /api/users/:id': async (_c, ok) => ({ path: `/api/users/${ok ? (await registerStudent(t)).user.id : victim.user.id}` }),
    'POST /api/admins': () => ({ path: '/api/admins', body: registrationBody() }),
    'GET /api/semesters': () => ({ path: '/api/semesters' }),
    'POST /api/semesters': () => ({
      path: '/api/semesters',
      body: { name: 'Autumn', description: 'First', start_date: '2027-08-15', end_date: '2027-12-20' },
    }),
    'GET /api/semesters/current': () => ({ path: '/api/semesters/current' }),
    'GET /api/semesters/:id': () => ({ path: `/api/semesters/${semester}` }),
    'PUT /api/semesters/:id': () => ({
      path: `/api/semesters/${semester}`,
      body: { name: 'Autumn', description: 'First', start_date: '2026-08-15', end_date: '2026-12-20' },
    }),
    'DELETE /api/semesters/:id': async (_c, ok) => ({ path: `/api/semesters/${ok ? await freshSemester() : semester}` }),
    'GET /api/room-types': () => ({ path: '/api/room-types' }),
    'GET /api/room-types/:id': () => ({ path: '/api/room-types/1' }),
    'GET /api/room-types/:id/rooms': () => ({ path: `/api/room-types/1/rooms?semester_id=${semester}` }),
    'POST /api/rooms': () => ({ path: '/api/rooms', body: { ...room, room_number: `N${nanoid(6)}`, id: undefined } }),
    'GET /api/rooms': () => ({ path: '/api/rooms' }),
    'GET /api/rooms/:id': () => ({ path: `/api/rooms/${room.id}` }),
    'DELETE /api/rooms/:id': async (_c, ok) => ({ path: `/api/rooms/${ok ? (await freshRoom()).id : room.id}` }),
    'PUT /api/rooms/:id': () => ({ path: `/api/rooms/${room.id}`, body: { ...room, id: undefined } }),
    'POST /api/rooms/:id/out-of-service': async (_c, ok) => ({
      path: `/api/rooms/${ok ? (await freshRoom()).id : room.id}/out-of-service`,
      body: { reason: 'A broken window' },
    }),
    'POST /api/rooms/:id/back-in-service': async (_c, ok) => ({
      path: `/api/rooms/${ok ? await roomUnderRepair() : room.id}/back-in-service`,
    }),
    'GET /api/rooms/import/template': () => ({ path: '/api/rooms/import/template' }),
    'POST /api/rooms/import': async () => ({
      path: `/api/rooms/import?semester_id=${await freshSemester()}`,
      rawBody: `room_number,floor,room_type,gender,room_capacity,price_per_bed,room_status,availability_duration,description\nI${nanoid(6)},First Floor,Standard,male,4,1800,available,4 Months,From a file`,
      headers: { 'content-type': 'text/csv' },
    }),
    'POST /api/rooms/bulk': async () => ({
      path: '/api/rooms/bulk',
      body: { semester_id: await freshSemester(), rooms: [{ ...room, id: undefined, room_type: room.room_type_id }] },
    }),
    'POST /api/semesters/:id/copy-rooms': async () => ({
      path: `/api/semesters/${await freshSemester()}/copy-rooms`,
      body: { from_semester_id: semester },
    }),
    'GET /api/rooms/bed-map': () => ({ path: `/api/rooms/bed-map?semester_id=${semester}` }),
    'GET /api/check-room-availability': () => ({ path: `/api/check-room-availability?room_id=${room.id}&semester_id=${semester}` }),
    'GET /api/rooms-with-beds-left': () => ({ path: `/api/rooms-with-beds-left?semester_id=${semester}` }),
    'GET /api/room-stats': () => ({ path: `/api/room-stats?semester_id=${semester}` }),
    'GET /api/rooms/user/:userId': () => ({ path: `/api/rooms/user/${student.user.id}` }),
    'POST /api/bookings': async (c, ok) => ({ path: '/api/bookings', body: bookingBody(ok ? await freshRoom(c.user!.gender) : room) }),
    'POST /api/bookings/guest': async (_c, ok) => ({
      path: '/api/bookings/guest',
      body: { ...bookingBody(ok ? await freshRoom() : room), ...guest, user_id: other.user.id },
    }),
    'GET /api/bookings': () => ({ path: '/api/bookings' }),
    'GET /api/bookings/:id': () => ({ path: `/api/bookings/${booking}` }),
    'GET /api/bookings/:id/history': () => ({ path: `/api/bookings/${booking}/history` }),
    'POST /api/bookings/:id/approve-payment': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await freshBooking() : booking}/approve-payment`,
    }),
    'POST /api/bookings/:id/reject-payment': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await freshBooking() : booking}/reject-payment`,
      body: { reason: 'No payment received' },
    }),
    'POST /api/bookings/:id/revoke-payment': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await paidBooking() : booking}/revoke-payment`,
      body: { reason: 'The transfer bounced' },
    }),
    'POST /api/bookings/:id/extend-hold': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await freshBooking() : booking}/extend-hold`,
      body: { hold_until: '2026-09-10T17:00:00Z', reason: 'Paying on Monday' },
    }),
    'POST /api/bookings/approve-payments': async (_c, ok) => ({
      path: '/api/bookings/approve-payments',
      body: { ids: [ok ? await freshBooking() : booking] },
    }),
    'GET /api/stats/semesters/:id': () => ({ path: `/api/stats/semesters/${semester}` }),
    'GET /api/payments/history': () => ({ path: '/api/payments/history' }),
    'POST /api/bookings/:id/payment-reference': () => ({
      path: `/api/bookings/${booking}/payment-reference`,
      body: { payment_reference: `MP-${nanoid(6)}` },
    }),
    'POST /api/bookings/:id/ask-payment': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await freshBooking() : booking}/ask-payment`,
      body: { reason: 'Which network did you pay with?' },
    }),
    // A move that succeeds takes a fresh booking to another room of its own semester.
    'POST /api/bookings/:id/move': async (_c, ok) => {
      if (!ok) return { path: `/api/bookings/${booking}/move`, body: { room_id: room.id } };
      const term = await freshSemester();
      const [from, to] = [await createRoom(t, superadmin.token, term), await createRoom(t, superadmin.token, term)];
      return { path: `/api/bookings/${(await bookOk(t, other.token, from)).id}/move`, body: { room_id: to.id, reason: 'A quieter room' } };
    },
    // A student cancels a booking of their own in a semester of its own; the office cancels another student's.
    'POST /api/bookings/:id/cancel': async (c, ok) => {
      if (!ok) return { path: `/api/bookings/${booking}/cancel`, body: {} };
      const own = c.user?.id === student.user.id ? (await bookOk(t, c.token!, await freshRoom(c.user.gender))).id : await freshBooking();
      return { path: `/api/bookings/${own}/cancel`, body: {} };
    },
    'POST /api/bookings/:id/cancellation/approve': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await cancellationRequested() : booking}/cancellation/approve`,
      body: { refund: true, reason: 'Agreed' },
    }),
    'POST /api/bookings/:id/cancellation/refuse': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await cancellationRequested() : booking}/cancellation/refuse`,
      body: { reason: 'Term has started' },
    }),
    'POST /api/users/:id/contact': async (_c, ok) => ({
      path: `/api/users/${ok ? (await registerStudent(t)).user.id : other.user.id}/contact`,
      body: { phone_number: '0241112223' },
    }),
    'GET /api/bookings/me/last-form': () => ({ path: '/api/bookings/me/last-form' }),
    'GET /api/payment-instructions': () => ({ path: '/api/payment-instructions' }),
    'PUT /api/payment-instructions': () => ({
      path: '/api/payment-instructions',
      body: { mobile_money: [{ network: 'MTN MoMo', number: '0241234567', account_name: `Hostel ${nanoid(4)}` }] },
    }),
    'GET /api/payments/online': () => ({ path: '/api/payments/online' }),
    // The student's own booking, paid online from scratch each time it succeeds.
    'POST /api/bookings/:id/online-payments': async (c, ok) => ({
      path: `/api/bookings/${ok ? (await bookOk(t, c.token!, await freshRoom(c.user!.gender))).id : booking}/online-payments`,
    }),
    'GET /api/bookings/:id/online-payments': () => ({ path: `/api/bookings/${booking}/online-payments` }),
    'GET /api/payments/online/:reference': () => ({ path: `/api/payments/online/${studentsPayment}` }),
    'POST /api/payments/online/:reference/verify': () => ({ path: `/api/payments/online/${studentsPayment}/verify` }),
    // Public: the provider signs it, no token counts (one it did not sign is a 401 for anyone).
    'POST /api/payments/webhooks/:provider': () => ({ path: '/api/payments/webhooks/paystack', ...fake.webhook(studentsPayment) }),
    'GET /api/payments/unmatched': () => ({ path: '/api/payments/unmatched' }),
    'POST /api/payments/unmatched/:reference/rehold': async (_c, ok) => ({
      path: `/api/payments/unmatched/${ok ? await mismatchedPayment() : studentsPayment}/rehold`,
    }),
    'POST /api/payments/unmatched/:reference/refund': async (_c, ok) => ({
      path: `/api/payments/unmatched/${ok ? await mismatchedPayment() : studentsPayment}/refund`,
      body: { reason: 'Paid the wrong amount' },
    }),
    'GET /api/no-such-route': () => ({ path: '/api/no-such-route' }),
    'GET /api/notifications': () => ({ path: '/api/notifications' }),
    'GET /api/notifications/status': () => ({ path: '/api/notifications/status' }),
    'GET /api/notifications/me': () => ({ path: '/api/notifications/me' }),
    'GET /api/notifications/settings': () => ({ path: '/api/notifications/settings' }),
    'PUT /api/notifications/settings': () => ({ path: '/api/notifications/settings', body: { email: false } }),
    'GET /api/notifications/:id': () => ({ path: `/api/notifications/${message.id}` }),
    'POST /api/notifications/:id/resend': () => ({ path: `/api/notifications/${message.id}/resend` }),
    'POST /api/waitlist': async () => ({ path: '/api/waitlist', body: { semester_id: await freshSemester() } }),
    'GET /api/waitlist/me': () => ({ path: `/api/waitlist/me?semester_id=${waitSemester}` }),
    'DELETE /api/waitlist/me': async (c, ok) => ({ path: `/api/waitlist/me?semester_id=${ok ? await joinFresh(c.token) : waitSemester}` }),
    'GET /api/waitlist': () => ({ path: `/api/waitlist?semester_id=${waitSemester}` }),
    'GET /api/waitlist/offers': () => ({ path: '/api/waitlist/offers' }),
    'POST /api/waitlist/offers/:offer_id/accept': async (_c, ok) => {
      const offer = ok ? await freshOffer() : studentsOffer;
      const { semester_id: _s, room_type_id: _t, room_number: _n, room_id: _r, ...form } = bookingBody(offer.room);
      return { path: `/api/waitlist/offers/${offer.id}/accept`, body: form };
    },
    'POST /api/waitlist/offers/:offer_id/decline': async (_c, ok) => ({
      path: `/api/waitlist/offers/${(ok ? await freshOffer() : studentsOffer).id}/decline`,
    }),
    'GET /api/staff': () => ({ path: '/api/staff' }),
    'POST /api/users/:id/deactivate': async (_c, ok) => ({
      path: `/api/users/${ok ? (await registerStudent(t)).user.id : victim.user.id}/deactivate`,
      body: { reason: 'Misuse' },
    }),
    'POST /api/users/:id/reactivate': async (_c, ok) => ({ path: `/api/users/${ok ? await deactivated() : victim.user.id}/reactivate` }),
    'POST /api/users/:id/reset-password': async (_c, ok) => ({
      path: `/api/users/${ok ? (await registerStudent(t)).user.id : victim.user.id}/reset-password`,
    }),
    'POST /api/porters': () => ({ path: '/api/porters', body: registrationBody() }),
    'GET /api/arrivals': () => ({ path: '/api/arrivals?range=week' }),
    'POST /api/bookings/:id/check-in': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await paidBooking() : booking}/check-in`,
      body: { key_number: 'K-1' },
    }),
    'POST /api/bookings/:id/check-out': async (_c, ok) => ({
      path: `/api/bookings/${ok ? await checkedIn() : booking}/check-out`,
      body: { key_returned: true },
    }),
    'POST /api/auth/change-password': (c, ok) => {
      const current = passwordOf.get(emailOf(c)) ?? 'password123';
      if (ok) passwordOf.set(emailOf(c), `${current}+`);
      return { path: '/api/auth/change-password', body: { current_password: current, new_password: `${current}+` } };
    },
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;

/** What a porter may call besides the public routes: the arrivals, and their own account and session. */
const PORTERS_OWN = new Set([
  'GET /api/user',
  'GET /api/me/data',
  'GET /api/arrivals',
  'POST /api/bookings/:id/check-in',
  'POST /api/bookings/:id/check-out',
  // Whether SMS and email are set up: every signed-in user's question.
  'GET /api/notifications/status',
]);
// Public, or ending the porter's own session (each has its own test), or no route at all.
const NOT_ASKED = new Set([
  'GET /api/health',
  'POST /api/register',
  'POST /api/login',
  'POST /api/payments/webhooks/:provider',
  'POST /api/logout',
  'POST /api/auth/change-password',
  'GET /api/no-such-route',
]);

describe('a porter', () => {
  it('is refused (403) every route but the arrivals and their own account', async () => {
    // Before the matrix's change of password, which ends the sessions these requests are made with.
    const body = registrationBody({ email: `porter-${nanoid(6)}@hostel.test`.toLowerCase() });
    expect((await t.call('POST', '/api/porters', { token: callers.superadmin.token!, body })).status).toBe(201);
    const porter = { ...(await login(t, body.email as string, body.password as string)) };
    const seen: string[] = [];
    for (const { route } of ROWS.filter((r) => !NOT_ASKED.has(r.route))) {
      const allowed = PORTERS_OWN.has(route);
      const { path, body: sent, rawBody, headers } = await requests[route](porter, allowed);
      const res = await t.call(route.split(' ')[0], path, { token: porter.token, body: sent, rawBody, headers });
      seen.push(`${route} ${allowed ? res.status < 300 : res.status === 403}`);
    }
    expect(seen).toEqual(ROWS.filter((r) => !NOT_ASKED.has(r.route)).map((r) => `${r.route} true`));
  });
});

describe('the authorization matrix', () => {
  it('lists every route of the application, each with a request', () => {
    const served = new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    const listed = ROWS.map((r) => r.route).filter((route) => route !== 'GET /api/no-such-route');
    expect([...served].sort()).toEqual([...listed].sort());
    expect(Object.keys(requests).sort()).toEqual(ROWS.map((r) => r.route).sort());
    expect(ROWS.every((r) => r.statuses.length === CALLERS.length)).toBe(true);
  });

  it.each(ROWS)('$route', async ({ route, statuses }) => {
    const method = route.split(' ')[0];
    const seen: string[] = [];
    for (const [i, name] of CALLERS.entries()) {
      const caller = callers[name];
      const succeeds = statuses[i] < 300;
      const { path, body, rawBody, headers } = await requests[route](caller, succeeds);
      const token = route === 'POST /api/logout' && succeeds ? await caller.relogin!() : caller.token;
      const before = await eventCount();
      const res = await t.call(method, path, { token, body, rawBody, headers });
      // A change of password ends the caller's sessions: they go on with the token it answers.
      if (route === 'POST /api/auth/change-password' && res.status === 200) caller.token = res.body.token;
      seen.push(`${name} ${res.status}${res.status === statuses[i] ? '' : ` (expected ${statuses[i]}: ${JSON.stringify(res.body)})`}`);
      if (res.status >= 400) {
        expect(typeof res.body?.message, `${route} as ${name}`).toBe('string');
        expect(await eventCount(), `${route} as ${name} appended an event`).toBe(before);
      }
    }
    expect(seen).toEqual(CALLERS.map((name, i) => `${name} ${statuses[i]}`));
  });
});
