import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_LIST } from '../../api/bookings/bookingQueries.routes.ts';
import { sortableOf, type ListSpec } from '../../api/http/listQuery.ts';
import { PAYMENT_HISTORY_LIST } from '../../api/payments/paymentHistory.routes.ts';
import { UNMATCHED_LIST } from '../../api/payments/unmatchedPayments.routes.ts';
import { ROOM_LIST, ROOM_TYPE_LIST } from '../../api/rooms/rooms.queryRoutes.ts';
import { SEMESTER_LIST } from '../../api/semesters/semesters.routes.ts';
import { USER_LIST } from '../../api/users/users.routes.ts';
import { STAFF_LIST } from '../../api/users/staff.routes.ts';
import { SORTABLE_BOOKING_FIELDS } from '../../projections/bookings/bookings.queries.ts';
import { ROOM_SORTABLE } from '../../projections/rooms/rooms.queries.ts';
import { SEMESTER_SORTABLE } from '../../projections/semesters/semesters.queries.ts';
import { SORTABLE_STAFF_FIELDS, SORTABLE_USER_FIELDS } from '../../projections/users/users.queries.ts';
import { login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bookingBody, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { paystackProvider } from '../../api/payments/providers/paystack.ts';
import { startFakePaystack, type FakePaystack } from '../helpers/fakePaystack.ts';
import { NOTIFICATION_LIST } from '../../api/notifications/notifications.routes.ts';
import { WAITLIST_LIST, WAITLIST_OFFER_LIST } from '../../api/waitlist/waitlist.routes.ts';
import { notificationRows, notifyToNow, recordingProvider } from '../helpers/notifications.ts';

/**
 * Generated bodies, query strings, ids and headers against every route: the API may refuse, but
 * never with a 5xx, always as JSON with a message, and a refused request appends no event.
 */
const RUNS_PER_ROUTE = 30;
const RUNS_PER_PARAMETER = 12;

// The fields each route reads, so generated bodies get past "not an object" and reach deeper code.
const REGISTER = ['fname', 'lname', 'phone_number', 'email', 'password', 'gender', 'country', 'agree_to_terms', 'program'];
const SEMESTER = ['name', 'description', 'start_date', 'end_date'];
const ROOM = [
  'semester_id',
  'room_type_id',
  'floor',
  'room_status',
  'gender',
  'room_capacity',
  'room_number',
  'price_per_bed',
  'availability_duration',
  'description',
];
const BOOKING = Object.keys(bookingBody({ id: '', semester_id: '', room_type_id: '1', room_number: '', price_per_bed: 1, beds_left: 1 }));
const GUEST = [...BOOKING, 'user_id', 'full_name', 'gender', 'nationality', 'phone_number', 'email_address'];
const LIST = ['page', 'range', 'sort', 'filter', 'q', 'semester_id', 'gender', 'country', 'room_type', 'room_status', 'payment_status'];

type Route = { route: string; fields?: string[]; query?: string[]; token?: 'superadmin' | 'student' | 'fresh' | 'none' };
const ROUTES: Route[] = [
  { route: 'GET /api/health', token: 'none' },
  { route: 'POST /api/register', fields: REGISTER, token: 'none' },
  { route: 'POST /api/login', fields: ['email', 'password'], token: 'none' },
  { route: 'POST /api/logout', token: 'fresh' },
  { route: 'GET /api/user' },
  { route: 'GET /api/users', query: LIST },
  { route: 'GET /api/users/:id' },
  { route: 'GET /api/me/data', token: 'student' },
  { route: 'GET /api/users/:id/data' },
  { route: 'DELETE /api/users/:id' },
  { route: 'POST /api/admins', fields: REGISTER },
  { route: 'GET /api/semesters', query: LIST },
  { route: 'POST /api/semesters', fields: SEMESTER },
  { route: 'GET /api/semesters/current' },
  { route: 'GET /api/semesters/:id' },
  { route: 'POST /api/semesters/:id/copy-rooms', fields: ['from_semester_id'] },
  { route: 'PUT /api/semesters/:id', fields: SEMESTER },
  { route: 'DELETE /api/semesters/:id' },
  { route: 'GET /api/room-types', query: LIST },
  { route: 'GET /api/room-types/:id' },
  { route: 'GET /api/room-types/:id/rooms', query: ['semester_id', 'gender'] },
  { route: 'POST /api/rooms', fields: ROOM },
  { route: 'GET /api/rooms', query: LIST },
  { route: 'GET /api/rooms/:id' },
  { route: 'DELETE /api/rooms/:id' },
  { route: 'PUT /api/rooms/:id', fields: ROOM },
  { route: 'POST /api/rooms/:id/out-of-service', fields: ['reason'] },
  { route: 'POST /api/rooms/:id/back-in-service' },
  { route: 'GET /api/rooms/import/template' },
  { route: 'POST /api/rooms/import', query: ['semester_id', 'dry_run'] },
  { route: 'POST /api/rooms/bulk', fields: ['semester_id', 'rooms'], query: ['dry_run'] },
  { route: 'GET /api/rooms/bed-map', query: ['semester_id'] },
  { route: 'GET /api/check-room-availability', query: ['room_id', 'semester_id'] },
  { route: 'GET /api/rooms-with-beds-left', query: ['semester_id', 'gender'] },
  { route: 'GET /api/room-stats', query: ['semester_id'] },
  { route: 'GET /api/rooms/user/:userId', query: ['semester_id'], token: 'student' },
  { route: 'POST /api/bookings', fields: BOOKING, token: 'student' },
  { route: 'POST /api/bookings/guest', fields: GUEST },
  { route: 'GET /api/bookings', query: LIST },
  { route: 'GET /api/bookings/:id', token: 'student' },
  { route: 'GET /api/bookings/:id/history' },
  { route: 'POST /api/bookings/:id/approve-payment', fields: BOOKING },
  { route: 'POST /api/bookings/:id/reject-payment', fields: [...BOOKING, 'reason', 'expected_status'] },
  { route: 'POST /api/bookings/:id/revoke-payment', fields: [...BOOKING, 'reason', 'expected_status'] },
  { route: 'POST /api/bookings/:id/extend-hold', fields: [...BOOKING, 'hold_until', 'reason'] },
  { route: 'POST /api/bookings/approve-payments', fields: ['ids', 'expected_status'] },
  { route: 'GET /api/stats/semesters/:id', query: ['as_of'] },
  { route: 'GET /api/payments/history', query: [...LIST, 'decision', 'actor_id', 'from', 'to', 'format'] },
  { route: 'GET /api/staff', query: LIST },
  // With real ids these may succeed on the bystander (never the prober): only refusals must append nothing.
  { route: 'POST /api/users/:id/deactivate', fields: ['reason'] },
  { route: 'POST /api/users/:id/reactivate' },
  { route: 'POST /api/users/:id/reset-password' },
  { route: 'POST /api/auth/change-password', fields: ['current_password', 'new_password'] },
  { route: 'POST /api/bookings/:id/payment-reference', fields: ['payment_reference'], token: 'student' },
  { route: 'POST /api/bookings/:id/ask-payment', fields: ['reason'] },
  { route: 'POST /api/bookings/:id/move', fields: ['room_id', 'reason'] },
  { route: 'POST /api/bookings/:id/cancel', fields: ['reason'], token: 'student' },
  { route: 'POST /api/bookings/:id/cancellation/approve', fields: ['refund', 'refund_amount', 'reason'] },
  { route: 'POST /api/bookings/:id/cancellation/refuse', fields: ['reason'] },
  { route: 'POST /api/users/:id/contact', fields: ['email', 'phone_number'] },
  { route: 'GET /api/bookings/me/last-form', token: 'student' },
  { route: 'GET /api/payment-instructions' },
  { route: 'PUT /api/payment-instructions', fields: ['mobile_money', 'bank_account', 'wording'] },
  { route: 'GET /api/payments/online' },
  { route: 'POST /api/bookings/:id/online-payments', token: 'student' },
  { route: 'GET /api/bookings/:id/online-payments' },
  { route: 'GET /api/payments/online/:reference' },
  { route: 'POST /api/payments/online/:reference/verify' },
  { route: 'POST /api/payments/webhooks/:provider', fields: ['event', 'data', 'reference'], token: 'none' },
  { route: 'GET /api/payments/unmatched', query: [...LIST, 'open'] },
  { route: 'POST /api/payments/unmatched/:reference/rehold' },
  { route: 'POST /api/payments/unmatched/:reference/refund', fields: ['reason'] },
  { route: 'GET /api/notifications', query: [...LIST, 'status', 'channel', 'kind', 'booking_id', 'user_id'] },
  { route: 'GET /api/notifications/status' },
  { route: 'GET /api/notifications/me', query: ['page'], token: 'student' },
  { route: 'GET /api/notifications/settings', token: 'student' },
  { route: 'PUT /api/notifications/settings', fields: ['email'], token: 'student' },
  { route: 'GET /api/notifications/:id' },
  { route: 'POST /api/notifications/:id/resend' },
  { route: 'POST /api/porters', fields: REGISTER },
  // Its `range` is a day or a week, not react-admin's (tests/integration/arrivals.test.ts refuses others).
  { route: 'GET /api/arrivals', query: ['day', 'q', 'no_show', 'page'] },
  { route: 'POST /api/bookings/:id/check-in', fields: ['key_number', 'note'] },
  { route: 'POST /api/bookings/:id/check-out', fields: ['key_returned', 'condition_note'] },
  { route: 'POST /api/waitlist', fields: ['semester_id', 'room_type_id'], token: 'student' },
  { route: 'GET /api/waitlist/me', query: ['semester_id'], token: 'student' },
  { route: 'DELETE /api/waitlist/me', query: ['semester_id'], token: 'student' },
  { route: 'GET /api/waitlist', query: [...LIST, 'status', 'room_type_id', 'user_id'] },
  { route: 'GET /api/waitlist/offers', query: [...LIST, 'user_id'] },
  { route: 'POST /api/waitlist/offers/:offer_id/accept', fields: BOOKING, token: 'student' },
  { route: 'POST /api/waitlist/offers/:offer_id/decline', token: 'student' },
];

// Strings that have broken web applications before: injections, markup, odd Unicode, odd sizes.
const NASTY = [
  "'; DROP TABLE events; --",
  "' OR '1'='1",
  '1; UPDATE events SET data = null',
  '%',
  '_',
  '\\',
  '$1',
  '::text',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${process.exit(1)}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Egnp.exe',
  '👩🏾‍🎓🏠',
  'Ω≈ç√∫',
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  '[]',
  '{}',
  'x'.repeat(10_000),
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '2026-02-30',
  '99999-12-31',
  '0000-00-00',
  '02/30/2026',
  '13/45/2026',
  'T',
  '[0,9]',
  '[9,0]',
  '[-1,5]',
  '["id","DESC"]',
  '{"gender":{"$ne":1}}',
  '{"id":[1,{}]}',
];
// Dates JavaScript accepts and PostgreSQL may not: expanded years, day 30 of February, far futures.
const dateish = fc.oneof(
  fc.constantFrom('99999-12-31', '275760-09-13', '-000001-01-01', '2026-02-30', '2026-13-01', '1970-01-01T00:00:00Z', '12'),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const text = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: dateish, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
);
const value = fc.oneof(text, text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
// A URL cannot carry a lone surrogate: encoding it through UTF-8 makes it U+FFFD, as a browser would.
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');
// Sent as they are, not encoded: broken percent escapes and path tricks.
const RAW_SEGMENTS = ['%ff', '%', '%zz', '%00', '%C0%AF', '%ED%A0%80', '..', '.', '%2e%2e%2f', ';', '%3B%20DROP'];
// A page past any list, as far as a number goes: its LIMIT and OFFSET are written into the statement.
const FAR_PAGES = ['page=9007199254740991', `range=${encodeURIComponent('[9007199254740000,9007199254740991]')}`];
const RAW_QUERIES = ['%', 'page=%ff', 'page[]=1&page[]=2', 'filter=%7B', 'range=%5B0', 'sort=%00', '&&==&', 'q=%25%5F', ...FAR_PAGES];
const segment = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  text.map((s) => encodeURIComponent(wellFormed(s))),
);
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

let t: TestApp;
let fake: FakePaystack;
let tokens: Record<'superadmin' | 'student', string>;
let realIds: string[];
let studentLogin: () => Promise<string>;

beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp({
    paymentProvider: paystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl }),
    notificationProviders: { sms: recordingProvider('sms') },
  });
  const superadmin = await loginSuperadmin(t);
  const student = await registerStudent(t);
  tokens = { superadmin: superadmin.token, student: student.token };
  studentLogin = async () => (await login(t, student.user.email as string, 'password123')).token;
  const semester = (await createSemester(t, superadmin.token)).id;
  const room = await createRoom(t, superadmin.token, semester, { room_capacity: 6 });
  const booking = await bookOk(t, student.token, room);
  // Not the student's own id: a generated DELETE /users/:id must not sign out the prober.
  const bystander = await registerStudent(t);
  const payment = await t.call('POST', `/api/bookings/${booking.id}/online-payments`, { token: student.token });
  await notifyToNow(t.deps);
  const [message] = await notificationRows(t, booking.id);
  // The student waits in a semester of their own, where a free bed is offered to them at once.
  const waiting = await createRoom(
    t,
    superadmin.token,
    (await createSemester(t, superadmin.token, { start_date: '2030-01-10', end_date: '2030-05-20' })).id,
  );
  expect((await t.call('POST', '/api/waitlist', { token: student.token, body: { semester_id: waiting.semester_id } })).status).toBe(201);
  const offer = (await t.call('GET', `/api/waitlist/me?semester_id=${waiting.semester_id}`, { token: student.token })).body.data.offer;
  realIds = [
    semester,
    room.id,
    booking.id,
    bystander.user.id,
    '1',
    payment.body.data.reference,
    'paystack',
    message.id,
    offer.id,
    waiting.semester_id,
  ];
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;

function requestFor(r: Route) {
  const field = fc.constantFrom(...(r.fields ?? ['name']), ...(r.query ?? []), 'role', '__proto__', 'constructor');
  return fc.record({
    ids: fc.array(fc.oneof(segment, fc.constantFrom(...realIds)), { minLength: 2, maxLength: 2 }),
    query: fc.oneof(
      fc
        .tuple(
          fc.record(Object.fromEntries((r.query ?? ['page']).map((k) => [k, text])), { requiredKeys: [] }),
          fc.dictionary(text, text, { maxKeys: 2 }),
        )
        .map(([known, extra]) => new URLSearchParams({ ...extra, ...(known as Record<string, string>) }).toString()),
      fc.constantFrom(...RAW_QUERIES),
    ),
    body: fc.oneof(
      fc.dictionary(field, value, { maxKeys: 12 }).map((b) => ({ json: b })),
      value.map((v) => ({ json: v })),
      fc
        .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', "{'a':1}", '{"a":1,}', '\uFEFF{}', 'nul'))
        .map((raw) => ({ raw })),
    ),
    headers: fc.record(
      {
        'content-type': fc.oneof(
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
          headerText,
        ),
        'x-request-id': headerText,
        authorization: headerText,
        accept: headerText,
      },
      { requiredKeys: [] },
    ),
  });
}

/** Sends one request and holds the answer to the rules; returns nothing, throws on a breach. */
async function probe(method: string, url: string, init: { headers?: Record<string, string>; body?: string }) {
  const before = await eventCount();
  const res = await t.app.request(url, { method, headers: init.headers, body: method === 'GET' ? undefined : init.body });
  const type = res.headers.get('content-type') ?? '';
  const answer = await res.text();
  const what = `${method} ${url} -> ${res.status} ${answer.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (type.startsWith('text/csv')) return;
  expect(type, what).toMatch(/^application\/json/);
  const parsed = JSON.parse(answer);
  if (res.status >= 400) {
    expect(typeof parsed.message === 'string' && parsed.message.length > 0, what).toBe(true);
    expect(await eventCount(), `a refused request appended an event: ${what}`).toBe(before);
  }
}

const tokenFor = async (r: Route) =>
  r.token === 'none' ? undefined : r.token === 'fresh' ? await studentLogin() : tokens[r.token ?? 'superadmin'];
const fill = (template: string, ids: string[]) => {
  let i = 0;
  return template.replace(/:\w+/g, () => ids[i++] ?? realIds[0]);
};

describe('hostile input on every route', () => {
  it('covers every route the application serves', () => {
    const served = new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect([...served].sort()).toEqual(ROUTES.map((r) => r.route).sort());
  });

  it.each(ROUTES)('$route: anything goes in, a 4xx with a message and no event comes out', async (r) => {
    const [method, template] = r.route.split(' ');
    await fc.assert(
      fc.asyncProperty(requestFor(r), async ({ ids, query, body, headers }) => {
        const token = await tokenFor(r);
        const sent = { ...headers, ...(token && !headers.authorization ? { authorization: `Bearer ${token}` } : {}) };
        const raw = 'raw' in body ? body.raw : JSON.stringify(body.json);
        await probe(method, `${fill(template, ids)}${query ? `?${query}` : ''}`, { headers: sent, body: raw });
      }),
      { numRuns: r.token === 'fresh' ? 8 : RUNS_PER_ROUTE },
    );
  });

  // One parameter at a time, the others left out, so a bad value is not hidden behind another's 422.
  it.each(ROUTES.filter((r) => r.query))('$route: each query parameter alone, with hostile values', async (r) => {
    const [method, template] = r.route.split(' ');
    const token = await tokenFor(r);
    for (const key of r.query!) {
      await fc.assert(
        fc.asyncProperty(text, fc.constantFrom(...realIds), async (value, id) => {
          await probe(method, `${fill(template, [id])}?${new URLSearchParams({ [key]: value })}`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
        }),
        { numRuns: RUNS_PER_PARAMETER },
      );
    }
  });
});

/**
 * react-admin's dialect of every list: `filter`, `sort` and `range` are JSON, and JSON can carry a
 * value of any type. Each list's own filters, of each wrong type, its unknown sort fields and
 * broken ranges: a 422 naming the parameter, or an empty list, never a 5xx or the whole list.
 */
const LISTS: Record<string, ListSpec> = {
  '/api/users': { ...USER_LIST, sortable: SORTABLE_USER_FIELDS },
  '/api/semesters': { ...SEMESTER_LIST, sortable: SEMESTER_SORTABLE },
  '/api/room-types': ROOM_TYPE_LIST,
  '/api/rooms': { ...ROOM_LIST, sortable: ROOM_SORTABLE },
  '/api/bookings': { ...BOOKING_LIST, sortable: SORTABLE_BOOKING_FIELDS },
  '/api/payments/history': PAYMENT_HISTORY_LIST,
  '/api/staff': { ...STAFF_LIST, sortable: SORTABLE_STAFF_FIELDS },
  '/api/payments/unmatched': UNMATCHED_LIST,
  '/api/notifications': NOTIFICATION_LIST,
  '/api/waitlist': WAITLIST_LIST,
  '/api/waitlist/offers': WAITLIST_OFFER_LIST,
};
const notInteger = fc.double({ noDefaultInfinity: true, noNaN: true }).filter((n) => !Number.isInteger(n));
const notText = fc.oneof(
  fc.boolean(),
  notInteger,
  fc.constantFrom(1e300, -1e21),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { minKeys: 0, maxKeys: 2 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);
// An ids filter takes a list; one wrong element makes it wrong.
const notIds = fc.oneof(
  fc.boolean(),
  notInteger,
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc
    .tuple(
      fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer())),
      fc.oneof(fc.boolean(), notInteger, fc.object({ maxDepth: 1 }), fc.constant(null)),
    )
    .map(([good, bad]) => [...good, bad]),
);
const badRange = fc.oneof(
  fc.constantFrom<unknown>([-1, 5], [9, 0], [0.5, 3], ['0', '9'], [0], [0, 9, 10], {}, 'x', null, true, [0, 2 ** 60], [null, null]),
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.oneof(notInteger, fc.boolean(), fc.string({ maxLength: 3 }))),
);

async function refusedOrEmpty(url: string, { emptyWillDo = true } = {}) {
  const res = await t.call('GET', url, { token: tokens.superadmin });
  const what = `GET ${url} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  if (res.status === 200 && emptyWillDo) {
    const rows = Array.isArray(res.body) ? res.body : res.body.data;
    expect(rows, `a wrong value filtered nothing: ${what}`).toEqual([]);
    return;
  }
  expect(res.status, what).toBe(422);
  expect(typeof res.body.message === 'string' && res.body.message.length > 0, what).toBe(true);
}
const listUrl = (path: string, params: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`;

describe("react-admin's dialect of every list", () => {
  it('knows every list route', () => {
    const lists = ROUTES.filter((r) => r.query?.includes('range')).map((r) => r.route.replace(/^GET /, ''));
    expect(Object.keys(LISTS).sort()).toEqual(lists.sort());
  });

  it('refuses a filter of the wrong type on /api/payments/history with 422, as reported', async () => {
    for (const filter of [{ semester_id: true }, { actor_id: { a: 1 } }, { decision: [1] }, { semester_id: 1.5 }, { decision: 'maybe' }]) {
      const res = await t.call('GET', listUrl('/api/payments/history', { filter }), { token: tokens.superadmin });
      expect(res.status, JSON.stringify(filter)).toBe(422);
      expect(res.body.errors.filter[0]).toMatch(Object.keys(filter)[0]);
    }
  });

  it.each(Object.keys(LISTS))('%s: a page past the end, as far as a number goes, is empty', async (path) => {
    for (const far of FAR_PAGES) {
      const res = await t.call('GET', `${path}?${far}`, { token: tokens.superadmin });
      const what = `GET ${path}?${far} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      expect(res.status, what).toBe(200);
      // The spec's bookings list answers four lists at once.
      const b = res.body;
      const lists = Array.isArray(b) ? [b] : 'data' in b ? [b.data] : Object.values(b).filter(Array.isArray);
      expect(lists.length, what).toBeGreaterThan(0);
      for (const rows of lists) expect(rows, what).toEqual([]);
    }
  });

  it.each(Object.entries(LISTS))('%s: each filter of each wrong JSON type', async (path, spec) => {
    for (const [name, kind] of Object.entries(spec.filters ?? {})) {
      await fc.assert(
        fc.asyncProperty(
          kind === 'ids' ? notIds : notText,
          fc.constantFrom<Record<string, unknown>>({}, { range: '[0,9]' }),
          (value, more) => refusedOrEmpty(listUrl(path, { filter: { [name]: value }, ...more })),
        ),
        { numRuns: RUNS_PER_PARAMETER },
      );
    }
  });

  it.each(Object.entries(LISTS))('%s: unknown sort fields, wrong orders and broken ranges', async (path, spec) => {
    const sortable = sortableOf(spec);
    const unknownField = fc.string({ maxLength: 20 }).filter((f) => !sortable.includes(f));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          unknownField.map((field) => ({ sort: [field, 'ASC'] })),
          fc.constantFrom(...sortable).map((field) => ({ sort: [field, 'SIDEWAYS'] })),
          fc.constantFrom<unknown>('id', ['id'], [1, 'ASC'], {}, null).map((sort) => ({ sort })),
          badRange.map((range) => ({ range })),
          fc.constantFrom('filter', 'sort', 'range').map((param) => ({ [param]: '{not json' })),
          fc.constantFrom<unknown>([], 'x', 7, null).map((filter) => ({ filter })),
        ),
        (params) => refusedOrEmpty(listUrl(path, params), { emptyWillDo: false }),
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  it.each(Object.entries(LISTS))('%s: its own filters, sort fields and ranges still answer', async (path, spec) => {
    for (const field of sortableOf(spec)) {
      const res = await t.call('GET', listUrl(path, { sort: [field, 'DESC'], range: [0, 4], filter: {} }), { token: tokens.superadmin });
      expect(res.status, `${field}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      expect(res.headers.get('content-range')).toMatch(/^\S+ \d+-\d+\/\d+$/);
    }
    for (const [name, kind] of Object.entries(spec.filters ?? {})) {
      const value = kind === 'ids' ? realIds : kind === 'text' ? realIds[0] : kind[0];
      const res = await t.call('GET', listUrl(path, { filter: { [name]: value }, range: [0, 9] }), { token: tokens.superadmin });
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
    }
  });
});
