import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, login, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * The office looking after students' accounts: finding them by their words in any order, flags of
 * a possible second account, and correcting a student's email or phone number.
 */
let t: TestApp;
let admin: string;
let kwame: { token: string; user: { id: string } };
let room: Room;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  kwame = await registerStudent(t, {
    fname: 'Kwame',
    lname: 'Mensah',
    phone_number: '0244123456',
    email: 'kwame@hostel.test',
    gender: 'male',
  });
  const semester = await createSemester(t, admin);
  room = await createRoom(t, admin, semester.id, { gender: 'male', room_capacity: 4 });
  await bookOk(t, kwame.token, room, { index_number: 'UG10234' });
});
afterAll(() => t.close());

const namesOf = (rows: { fname: string; lname: string }[]) => rows.map((u) => `${u.fname} ${u.lname}`);
const range = (resource: string, filter: object) =>
  t.call('GET', `/api/${resource}?range=[0,9]&filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });

describe('the office finds a student by the words of their name in any order', () => {
  it('finds students (both dialects) and bookings with "Mensah Kwame"', async () => {
    const page = await t.call('GET', `/api/users?page=1&q=${encodeURIComponent('Mensah Kwame')}`, { token: admin });
    expect(namesOf(page.body.data)).toEqual(['Kwame Mensah']);
    expect(namesOf((await range('users', { q: 'mensah  KWAME' })).body)).toEqual(['Kwame Mensah']);
    const bookings = await range('bookings', { q: 'Mensah Kwame' });
    expect(bookings.body.map((b: { full_name: string }) => b.full_name)).toEqual(['Kwame Mensah']);
  });

  it('needs every word: "Mensah Kofi" finds no one', async () => {
    expect((await range('users', { q: 'Mensah Kofi' })).body).toEqual([]);
    expect((await range('bookings', { q: 'Mensah Kofi' })).body).toEqual([]);
  });

  it('finds a student by their phone as typed locally, and a booking by index number and name', async () => {
    for (const q of ['024 412 3456', '0244123456', '+233244123456'])
      expect(namesOf((await range('users', { q })).body)).toEqual(['Kwame Mensah']);
    expect((await range('bookings', { q: 'ug10234 mensah' })).body).toHaveLength(1);
  });
});

describe('POST /api/users/{id}/contact', () => {
  const correct = (id: string, body: object, token = admin) => t.call('POST', `/api/users/${id}/contact`, { token, body });

  it('is refused to students, for their own account too', async () => {
    expect((await correct(kwame.user.id, { phone_number: '0244000000' }, kwame.token)).status).toBe(403);
  });

  it('refuses an email another account has (409), a bad phone and an empty body (422)', async () => {
    const other = await registerStudent(t, { email: 'taken@hostel.test' });
    const taken = await correct(other.user.id, { email: 'KWAME@hostel.test' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already exists/);
    const phone = await correct(other.user.id, { phone_number: '12' });
    expect(phone.status).toBe(422);
    expect(phone.body.errors.phone_number[0]).toMatch(/valid phone number/);
    const nothing = await correct(other.user.id, {});
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('Please give the email or the phone number to correct.');
    expect((await correct('no-such-user', { phone_number: '0244000000' })).status).toBe(404);
  });

  it('corrects the email and phone: the list shows them, the student signs in with the new email, the log says who', async () => {
    const student = await registerStudent(t, { fname: 'Efua', lname: 'Boateng', email: 'efua@gmial.com', phone_number: '0201234567' });
    const res = await correct(student.user.id, { email: ' efua@gmail.com ', phone_number: '020 765 4321' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'efua@gmail.com', phone_number: '+233207654321' });
    expect((await t.call('GET', `/api/users/${student.user.id}`, { token: admin })).body.data.email).toBe('efua@gmail.com');
    await login(t, 'efua@gmail.com', 'password123');
    expect((await t.call('POST', '/api/login', { body: { email: 'efua@gmial.com', password: 'password123' } })).status).toBe(401);
    const event = (await t.deps.store.readStream(`user-${student.user.id}`)).find((e) => e.type === 'UserContactCorrected')!;
    expect(event.data).toMatchObject({ email: 'efua@gmail.com', phone_number: '+233207654321', corrected_by: expect.any(String) });
    // Stored sealed: the new contact is personal data (docs/personal-data.md).
    const [stored] = await t.sql<{ data: string }[]>`SELECT data::text FROM events WHERE event_id = ${event.eventId}`;
    expect(stored.data).not.toContain('efua@gmail.com');
    expect(event.data.corrected_by).not.toBe(student.user.id);
  });

  it("keeps an admin's account to the superadmin's pages: 409 on a staff account", async () => {
    const me = await t.call('GET', '/api/user', { token: admin });
    expect((await correct(me.body.data.id, { phone_number: '0244000000' })).status).toBe(409);
  });
});

describe('possible second accounts on the office list', () => {
  it('flags students sharing a phone number, and accounts booking under one name and index number', async () => {
    const sibling = await registerStudent(t, {
      fname: 'Akosua',
      lname: 'Mensah',
      phone_number: '024 412 3456',
      email: 'akosua@hostel.test',
    });
    const again = await registerStudent(t, {
      fname: 'Kwame',
      lname: 'Mensah',
      phone_number: '0551112222',
      email: 'kwame2@hostel.test',
      gender: 'male',
    });
    await bookOk(t, again.token, room, { index_number: 'ug10234' });
    const alone = await registerStudent(t, {
      fname: 'Yaw',
      lname: 'Alone',
      phone_number: '0559998887',
      email: 'yaw@hostel.test',
      gender: 'male',
    });

    const rows = (await range('users', { id: [kwame.user.id, sibling.user.id, again.user.id, alone.user.id] })).body as {
      id: string;
      possible_duplicates: { id: string; shared: string }[];
    }[];
    const flags = Object.fromEntries(rows.map((r) => [r.id, r.possible_duplicates.map((d) => [d.id, d.shared])]));
    expect(flags[kwame.user.id]).toEqual([
      [again.user.id, 'name_and_index_number'],
      [sibling.user.id, 'phone_number'],
    ]);
    expect(flags[sibling.user.id]).toEqual([[kwame.user.id, 'phone_number']]);
    expect(flags[again.user.id]).toEqual([[kwame.user.id, 'name_and_index_number']]);
    expect(flags[alone.user.id]).toEqual([]);
    // The spec's dialect carries the same flag.
    const page = await t.call('GET', `/api/users?page=1&q=${encodeURIComponent('Yaw Alone')}`, { token: admin });
    expect(page.body.data[0].possible_duplicates).toEqual([]);
  });
});
