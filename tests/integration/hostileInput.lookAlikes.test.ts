import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { bookingBody, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * Text made to be read wrongly: identifiers that look like another one (a zero-width space, a
 * full-width letter, a soft hyphen) are that one; names must show a letter and may not turn the
 * text around them (shared/plainText.ts).
 */
const ZWSP = '\u200B';
const RLO = '\u202E';

let t: TestApp;
let superadmin: string;
let semester: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  semester = (await createSemester(t, superadmin)).id;
});
afterAll(() => t.close());

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
const roomNumbers = async (semesterId: string) =>
  (await t.sql<{ room_number: string }[]>`SELECT room_number FROM rooms WHERE semester_id = ${semesterId} ORDER BY room_number`).map(
    (r) => r.room_number,
  );
/** The call is refused with `status`, `message` under `field` when given, and appends nothing. */
async function refused(send: () => Promise<{ status: number; body: any }>, status: number, message: string, field?: string) {
  const before = await eventCount();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (field) expect(res.body.errors[field]).toContain(message);
  else expect(res.body.message).toBe(message);
  expect(await eventCount()).toBe(before);
}

describe('room numbers', () => {
  const roomBody = (room_number: string) => ({
    semester_id: semester,
    room_type_id: '1',
    floor: 'Ground Floor',
    room_status: 'available',
    gender: 'female',
    room_capacity: 2,
    room_number,
    price_per_bed: 1500,
    availability_duration: '4 Months',
    description: 'Quiet',
  });

  it('that only look different are the room the semester has: 409, no second room', async () => {
    await createRoom(t, superadmin, semester, { room_number: 'A101' });
    for (const lookAlike of [`A101${ZWSP}`, 'Ａ101', 'A\u00AD101', '\uFEFFA101', `${RLO}A101`, 'a１０１']) {
      await refused(() => t.call('POST', '/api/rooms', { token: superadmin, body: roomBody(lookAlike) }), 409, MESSAGES.room.numberTaken);
    }
    const other = await createRoom(t, superadmin, semester, { room_number: 'A102' });
    await refused(
      () => t.call('PUT', `/api/rooms/${other.id}`, { token: superadmin, body: roomBody(`A101${ZWSP}`) }),
      409,
      MESSAGES.room.numberTaken,
    );
  });

  it('are stored in their canonical form, and a file is read so too', async () => {
    const room = await createRoom(t, superadmin, semester, { room_number: `Ｂ２０１${ZWSP}` });
    expect(room.room_number).toBe('B201');
    const header = 'room_number,floor,room_type,gender,room_capacity,price_per_bed,room_status,availability_duration,description';
    const line = (n: string) => `${n},First Floor,Standard,male,4,1800,available,4 Months,Quiet`;
    const file = [header, line('Ｂ２０１'), line('C301'), line(`C301${ZWSP}`)].join('\n');
    const preview = await t.call('POST', `/api/rooms/import?semester_id=${semester}&dry_run=1`, {
      token: superadmin,
      rawBody: file,
      headers: { 'content-type': 'text/csv' },
    });
    expect(preview.body.data.lines.map((l: any) => `${l.room_number} ${l.outcome}`)).toEqual(['B201 exists', 'C301 new', 'C301 invalid']);
    expect(preview.body.data.lines[2].errors).toEqual([{ field: 'room_number', message: MESSAGES.room.numberTwice }]);
    expect((await roomNumbers(semester)).filter((n) => n.startsWith('B') || n.startsWith('C'))).toEqual(['B201']);
  });

  it('name the room of a booking whatever their width', async () => {
    const room = await createRoom(t, superadmin, semester, { room_number: 'D401' });
    const student = await registerStudent(t);
    const booking = await bookOk(t, student.token, room, { room_number: `Ｄ４０１${ZWSP}` });
    expect(booking.room_number).toBe('D401');
  });
});

describe('emails', () => {
  it('that only look different are the account that has the address: 409, and they sign in to it', async () => {
    const email = `ama-${nanoid(6)}@hostel.test`.toLowerCase();
    await registerStudent(t, { email });
    const fullWidth = [...email].map((c) => (/[a-z]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
    for (const lookAlike of [`${email}${ZWSP}`, fullWidth, email.replace('@', `${ZWSP}@`), email.replace('@', '＠')]) {
      await refused(
        () => t.call('POST', '/api/register', { body: registrationBody({ email: lookAlike }) }),
        409,
        MESSAGES.register.emailTaken,
      );
    }
    const signedIn = await login(t, fullWidth, 'password123');
    expect(signedIn.user.email).toBe(email);
  });

  it('are stored in their canonical form', async () => {
    const body = registrationBody({ email: `kofi${ZWSP}-${nanoid(6)}@ｈｏｓｔｅｌ.test` });
    const res = await t.call('POST', '/api/register', { body });
    expect(res.status).toBe(201);
    expect(res.body.data.email).toMatch(/^kofi-[\w-]{6}@hostel\.test$/);
  });
});

describe('names', () => {
  it('with no visible letter, or turning the text around, are refused with 422 and nothing is written', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ fname: `${ZWSP}${ZWSP}` }, 'fname', MESSAGES.names.noLetter('First Name')],
      [{ fname: '\u3164' }, 'fname', MESSAGES.names.noLetter('First Name')],
      [{ lname: '---' }, 'lname', MESSAGES.names.noLetter('Last Name')],
      [{ fname: `Ama${RLO}gnp.exe` }, 'fname', MESSAGES.names.directionControls('First Name')],
      [{ lname: 'Mensah\u2067x\u2069' }, 'lname', MESSAGES.names.directionControls('Last Name')],
    ];
    for (const [name, field, message] of cases) {
      await refused(() => t.call('POST', '/api/register', { body: registrationBody(name) }), 422, message, field);
      await refused(() => t.call('POST', '/api/admins', { token: superadmin, body: registrationBody(name) }), 422, message, field);
    }
  });

  it('of every script, with their own joiners and marks, are taken', async () => {
    for (const [fname, lname] of [
      ['Ọ̀ṣun', 'Adéwálé'],
      ['عائشة', 'بنت\u200Cعلي'],
      ['李', '小龍'],
      ["Nana-Akua O'Neil", 'Zoë'],
    ]) {
      const res = await t.call('POST', '/api/register', { body: registrationBody({ fname, lname }) });
      expect(res.status, `${fname} ${lname}: ${JSON.stringify(res.body)}`).toBe(201);
      expect([res.body.data.fname, res.body.data.lname]).toEqual([fname, lname]);
    }
  });

  it('on a booking and in the payment instructions are held to the same rule', async () => {
    const room: Room = await createRoom(t, superadmin, semester, { room_capacity: 4 });
    const student = await registerStudent(t);
    await refused(
      () => t.call('POST', '/api/bookings', { token: student.token, body: bookingBody(room, { emergency_contact_name: `${RLO}ammaM` }) }),
      422,
      MESSAGES.names.directionControls('Emergency Contact Name'),
      'emergency_contact_name',
    );
    const guest = {
      user_id: student.user.id,
      full_name: `${ZWSP} ${ZWSP}`,
      gender: 'female',
      nationality: 'Ghana',
      phone_number: '0200000000',
      email_address: 'g@hostel.test',
    };
    await refused(
      () => t.call('POST', '/api/bookings/guest', { token: superadmin, body: { ...bookingBody(room), ...guest } }),
      422,
      MESSAGES.names.noLetter('Full Name'),
      'full_name',
    );
    await refused(
      () =>
        t.call('PUT', '/api/payment-instructions', {
          token: superadmin,
          body: { mobile_money: [{ network: 'MTN MoMo', number: '0241234567', account_name: `Hostel${RLO}` }] },
        }),
      422,
      MESSAGES.names.directionControls('Account Name'),
      'mobile_money.0.account_name',
    );
  });
});

describe('index numbers and payment references', () => {
  it('are stored canonical, so the office finds a reference given twice whatever its width', async () => {
    const room = await createRoom(t, superadmin, semester, { room_capacity: 4 });
    const [first, second] = [await registerStudent(t), await registerStudent(t)];
    const booking = await bookOk(t, first.token, room, { index_number: `ＵＧ１０２３４${ZWSP}` });
    expect(booking.index_number).toBe('UG10234');
    const other = await bookOk(t, second.token, room);
    const give = (token: string, id: string, payment_reference: string) =>
      t.call('POST', `/api/bookings/${id}/payment-reference`, { token, body: { payment_reference } });
    expect((await give(first.token, booking.id, 'MP260901.1234.A1')).status).toBe(200);
    const given = await give(second.token, other.id, `ＭＰ２６０９０１.１２３４.Ａ１${ZWSP}`);
    expect(given.body.data.payment_reference).toBe('MP260901.1234.A1');
    const seen = (await t.call('GET', `/api/bookings/${other.id}`, { token: superadmin })).body.data;
    expect(seen.payment_reference_also_on).toEqual([booking.reference]);
  });
});
