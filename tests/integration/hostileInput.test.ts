import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bookingBody, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

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
  { route: 'DELETE /api/users/:id' },
  { route: 'POST /api/admins', fields: REGISTER },
  { route: 'GET /api/semesters', query: LIST },
  { route: 'POST /api/semesters', fields: SEMESTER },
  { route: 'GET /api/semesters/:id' },
  { route: 'PUT /api/semesters/:id', fields: SEMESTER },
  { route: 'DELETE /api/semesters/:id' },
  { route: 'GET /api/room-types', query: LIST },
  { route: 'GET /api/room-types/:id' },
  { route: 'GET /api/room-types/:id/rooms', query: ['semester_id', 'gender'] },
  { route: 'POST /api/rooms', fields: ROOM },
  { route: 'GET /api/rooms', query: LIST },
  { route: 'GET /api/rooms/:id' },
  { route: 'DELETE /api/rooms/:id' },
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
  { route: 'POST /api/bookings/:id/reject-payment', fields: BOOKING },
  { route: 'GET /api/stats/semesters/:id', query: ['as_of'] },
  { route: 'GET /api/payments/history', query: [...LIST, 'decision', 'actor_id', 'from', 'to', 'format'] },
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
const RAW_QUERIES = ['%', 'page=%ff', 'page[]=1&page[]=2', 'filter=%7B', 'range=%5B0', 'sort=%00', '&&==&', 'q=%25%5F'];
const segment = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  text.map((s) => encodeURIComponent(wellFormed(s))),
);
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

let t: TestApp;
let tokens: Record<'superadmin' | 'student', string>;
let realIds: string[];
let studentLogin: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = await loginSuperadmin(t);
  const student = await registerStudent(t);
  tokens = { superadmin: superadmin.token, student: student.token };
  studentLogin = async () => (await login(t, student.user.email as string, 'password123')).token;
  const semester = (await createSemester(t, superadmin.token)).id;
  const room = await createRoom(t, superadmin.token, semester, { room_capacity: 6 });
  const booking = await bookOk(t, student.token, room);
  // Not the student's own id: a generated DELETE /users/:id must not sign out the prober.
  const bystander = await registerStudent(t);
  realIds = [semester, room.id, booking.id, bystander.user.id, '1'];
});
afterAll(() => t.close());

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
