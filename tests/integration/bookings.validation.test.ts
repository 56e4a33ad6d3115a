import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_FORM_MESSAGES as M } from '../../shared/bookingFormMessages.ts';
import { invalidPhoneMessage } from '../../shared/phone.ts';
import { loginSuperadmin, registrationBody, registerStudent } from '../helpers/flows.ts';
import { book, bookingBody, createRoom, createSemester, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** The booking's dates and every phone number, held to the rules the web forms show (shared/). */
let t: TestApp;
let superadmin: string;
let room: Room;

beforeAll(async () => {
  t = await createTestApp(); // the clock says 2026-09-01
  superadmin = (await loginSuperadmin(t)).token;
  const semester = (await createSemester(t, superadmin, { start_date: '2026-08-15', end_date: '2026-12-20' })).id;
  room = await createRoom(t, superadmin, semester, { room_capacity: 6 });
});
afterAll(() => t.close());

const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;

/** 422 naming only `field` with `message`, and nothing written. */
async function refused(call: () => Promise<{ status: number; body: any }>, field: string, message: string) {
  const before = await eventCount();
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toEqual({ [field]: [message] });
  expect(await eventCount()).toBe(before);
}

describe('a booking’s dates', () => {
  it('refuses a date of birth in the future, or one making the student under 15 or over 100 when the semester starts', async () => {
    const student = await registerStudent(t);
    await refused(() => book(t, student.token, room, { dob: '01/01/2030' }), 'dob', M.dobInFuture);
    await refused(() => book(t, student.token, room, { dob: '08/16/2011' }), 'dob', M.dobImplausible(15, 100));
    await refused(() => book(t, student.token, room, { dob: '08/14/1925' }), 'dob', M.dobImplausible(15, 100));
    expect((await book(t, student.token, room, { dob: '08/15/2011' })).status).toBe(201); // 15 on the first day
  });

  it('refuses a check-in outside the semester with 422 naming check_in_date; its first and last days are in', async () => {
    const outside = M.checkInOutsideSemester('2026-08-15', '2026-12-20');
    const student = await registerStudent(t);
    await refused(() => book(t, student.token, room, { check_in_date: '01/15/2020' }), 'check_in_date', outside);
    await refused(() => book(t, student.token, room, { check_in_date: '08/14/2026' }), 'check_in_date', outside);
    await refused(() => book(t, student.token, room, { check_in_date: '12/21/2026' }), 'check_in_date', outside);
    const last = await book(t, student.token, room, { check_in_date: '12/20/2026' });
    expect(last.status).toBe(201);
  });
});

describe('phone numbers', () => {
  const phone = invalidPhoneMessage('Phone Number');
  const emergency = invalidPhoneMessage('Emergency Contact Phone Number');

  it('are refused at registration and when adding an admin unless valid, and kept in E.164 (Ghana by default)', async () => {
    for (const bad of ['hello', '024', '+1 555', '0241234567890']) {
      await refused(() => t.call('POST', '/api/register', { body: registrationBody({ phone_number: bad }) }), 'phone_number', phone);
      await refused(
        () => t.call('POST', '/api/admins', { token: superadmin, body: registrationBody({ phone_number: bad }) }),
        'phone_number',
        phone,
      );
    }
    const local = await registerStudent(t, { phone_number: ' 024 123 4567 ' });
    expect(local.user.phone_number).toBe('+233241234567');
    const nigerian = await registerStudent(t, { phone_number: '+234 803 123 4567' });
    expect(nigerian.user.phone_number).toBe('+2348031234567');
    const admin = await t.call('POST', '/api/admins', { token: superadmin, body: registrationBody({ phone_number: '055-123-4567' }) });
    expect(admin.body.data.phone_number).toBe('+233551234567');
  });

  it('of a booking’s emergency contact and a guest are refused unless valid, and kept in E.164', async () => {
    const student = await registerStudent(t);
    await refused(
      () => book(t, student.token, room, { emergency_contact_phone_number: 'call my mum' }),
      'emergency_contact_phone_number',
      emergency,
    );
    const booked = await book(t, student.token, room, { emergency_contact_phone_number: '020 123 4567' });
    expect(booked.body.data.emergency_contact_phone_number).toBe('+233201234567');

    const other = await registerStudent(t);
    const guest = { user_id: other.user.id, full_name: 'A Guest', gender: 'female', nationality: 'Ghana', email_address: 'g@guest.test' };
    const reserve = (phone_number: string) =>
      t.call('POST', '/api/bookings/guest', { token: superadmin, body: { ...bookingBody(room), ...guest, phone_number } });
    await refused(() => reserve('12345'), 'phone_number', phone);
    expect((await reserve('0241234567')).body.data.phone_number).toBe('+233241234567');
  });
});
