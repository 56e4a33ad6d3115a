import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/app.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { canonicalIdentifier } from '../../shared/plainText.ts';
import { TEXT_LIMITS, type TextField } from '../../shared/textLimits.ts';
import { login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { bookingBody, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** Text that has fooled applications into running it; here it must be stored and shown as it is. */
const HOSTILE: Record<string, string> = {
  sql: `Robert'); DROP TABLE events; -- " OR 1=1; SELECT pg_sleep(10)`,
  html: '<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>&amp;',
  emoji: '🏠🛏️ 👩🏾‍🎓 Ọ̀ṣun Ŋ ß 中文 עברית \u202Eright-to-left',
  templates: '${process.exit(1)} {{7*7}} %s %n %x \\u0000 \\ $1 :name ?',
  long: 'Ab😀'.repeat(2_500),
};
// PostgreSQL cannot hold a NUL character, and JSON can carry a lone UTF-16 surrogate no database text can.
const UNSTORABLE: Record<string, string> = { nul: 'a\u0000b', 'lone surrogate': 'a\uD800b' };

let t: TestApp;
let superadmin: string;
let student: Awaited<ReturnType<typeof registerStudent>>;
let semester: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  student = await registerStudent(t);
  semester = (await createSemester(t, superadmin)).id;
});
afterAll(() => t.close());

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
const freshRoom = async (overrides: Record<string, unknown> = {}) =>
  createRoom(t, superadmin, (await createSemester(t, superadmin, { start_date: '2030-01-10', end_date: '2030-05-20' })).id, overrides);

/** A name may not turn the text around it (shared/plainText.ts): the same text without its direction controls. */
const asName = (value: string) => value.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');

/** As much of the text as the field takes (shared/textLimits.ts), cut between code points. */
function fit(value: string, field: TextField) {
  let kept = '';
  for (const char of value) {
    if (kept.length + char.length > TEXT_LIMITS[field].max) break;
    kept += char;
  }
  return kept;
}

describe.each(Object.entries(HOSTILE))('%s text', (_kind, value) => {
  it('is stored and shown back verbatim in a semester', async () => {
    const [name, description] = [fit(value, 'name'), fit(value, 'description')];
    const created = await t.call('POST', '/api/semesters', {
      token: superadmin,
      body: { name, description, start_date: '2027-01-10', end_date: '2027-05-20' },
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 200)).toBe(201);
    const shown = await t.call('GET', `/api/semesters/${created.body.data.id}`, { token: superadmin });
    expect(shown.headers.get('content-type')).toMatch(/^application\/json/);
    expect([shown.body.data.name, shown.body.data.description]).toEqual([name, description]);
  });

  it('is stored and shown back verbatim in a room, an account and a booking; identifiers in their canonical form', async () => {
    const roomText = {
      description: fit(value, 'description'),
      availability_duration: fit(value, 'availability_duration'),
      room_number: `${fit(value, 'room_number').slice(0, 40)}#`,
    };
    const room = await freshRoom(roomText);
    const shownRoom = (await t.call('GET', `/api/rooms/${room.id}`, { token: student.token })).body.data;
    expect([shownRoom.description, shownRoom.availability_duration, shownRoom.room_number]).toEqual([
      roomText.description,
      roomText.availability_duration,
      canonicalIdentifier(roomText.room_number),
    ]);

    const body = registrationBody({ fname: fit(asName(value), 'fname'), lname: fit(asName(value), 'lname') });
    expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
    const person = await login(t, body.email as string, body.password as string);
    const me = (await t.call('GET', '/api/user', { token: person.token })).body.data;
    expect([me.fname, me.lname]).toEqual([body.fname, body.lname]);

    const fields: Record<string, string> = {
      ...Object.fromEntries(
        (['house_address', 'program_of_study', 'medical_condition', 'index_number'] as const).map((f) => [f, fit(value, f)]),
      ),
      emergency_contact_name: fit(asName(value), 'emergency_contact_name'),
    };
    const booked = await t.call('POST', '/api/bookings', { token: student.token, body: bookingBody(room, fields) });
    expect(booked.status, JSON.stringify(booked.body).slice(0, 200)).toBe(201);
    const shown = (await t.call('GET', `/api/bookings/${booked.body.data.id}`, { token: student.token })).body.data;
    const stored = { ...fields, index_number: canonicalIdentifier(fields.index_number) };
    for (const [field, expected] of Object.entries(stored)) expect(shown[field], field).toBe(expected);
  });

  it('is searched for as plain text, never run', async () => {
    const res = await t.call('GET', `/api/users?q=${encodeURIComponent(value)}`, { token: superadmin });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});

describe.each(Object.entries(UNSTORABLE))('a %s', (_kind, value) => {
  const refuses = async (method: string, url: string, token: string | undefined, body?: unknown) => {
    const before = await eventCount();
    const res = await t.call(method, url, { token, body });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(422);
    expect(typeof res.body.message).toBe('string');
    expect(await eventCount()).toBe(before);
  };

  it('in a field is refused with 422 and a message, and nothing is written', async () => {
    await refuses('POST', '/api/semesters', superadmin, {
      name: 'Autumn',
      description: value,
      start_date: '2027-01-10',
      end_date: '2027-05-20',
    });
    await refuses('PUT', `/api/semesters/${semester}`, superadmin, {
      name: value,
      description: 'd',
      start_date: '2026-08-15',
      end_date: '2026-12-20',
    });
    await refuses('POST', '/api/register', undefined, registrationBody({ fname: value }));
    const room = await freshRoom();
    await refuses('POST', '/api/rooms', superadmin, { ...room, id: undefined, room_number: 'X1', description: value });
    await refuses('POST', '/api/bookings', student.token, bookingBody(room, { house_address: value }));
  });

  it('in an id or a query is answered with a 4xx and a message', async () => {
    const encoded = encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
    for (const url of [
      `/api/semesters/${encoded}`,
      `/api/rooms/${encoded}`,
      `/api/bookings/${encoded}`,
      `/api/users?q=${encoded}`,
      `/api/rooms?semester_id=${encoded}`,
    ]) {
      const res = await t.call('GET', url, { token: superadmin });
      expect(res.status, url).toBeLessThan(500);
      if (res.status >= 400) expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('bodies', () => {
  it('over 1 MB are refused with 413 before anything else, on every write route', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    for (const url of ['/api/register', '/api/login', '/api/semesters', '/api/rooms', '/api/bookings']) {
      const res = await t.call('POST', url, { token: superadmin, rawBody: huge });
      expect(res.status, url).toBe(413);
      expect(res.body.message).toBe(MESSAGES.errors.tooLarge);
      // With its length declared, as browsers send it, the header alone refuses it.
      const declared = await t.call('POST', url, {
        token: superadmin,
        rawBody: huge,
        headers: { 'content-length': String(Buffer.byteLength(huge)) },
      });
      expect(declared.status, url).toBe(413);
      expect(declared.body.message).toBe(MESSAGES.errors.tooLarge);
    }
  });

  it('just under 1 MB are taken, and their text kept whole', async () => {
    // No text field takes that much (shared/textLimits.ts): the bulk is a field the route ignores.
    const description = 'd'.repeat(TEXT_LIMITS.description.max);
    const padding = 'p'.repeat(MAX_BODY_BYTES - description.length - 200);
    const body = JSON.stringify({ name: 'Big', description, start_date: '2027-01-10', end_date: '2027-05-20', padding });
    const res = await t.call('POST', '/api/semesters', {
      token: superadmin,
      rawBody: body,
      headers: { 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(res.status).toBe(201);
    expect((await t.call('GET', `/api/semesters/${res.body.data.id}`, { token: superadmin })).body.data.description).toBe(description);
  });

  it('that are not JSON are refused with 400 and a message', async () => {
    for (const raw of ['{', '{"name":', "{'name':'x'}", '{"name":"x",}', 'undefined', '{"a":1}}', '\u0000']) {
      for (const url of ['/api/login', '/api/semesters']) {
        const res = await t.call('POST', url, { token: superadmin, rawBody: raw });
        expect(res.status, `${url} ${JSON.stringify(raw)}`).toBe(400);
        expect(res.body.message).toBe(MESSAGES.errors.malformedJson);
      }
    }
  });
});
