import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_FORM_MESSAGES as M } from '../../shared/bookingFormMessages.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { bedsLeft, book, bookingBody, bookOk, createRoom, createSemester, type Room } from '../helpers/hostel.ts';

let t: TestApp;
let admin: string;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginSuperadmin(t)).token;
  semesterId = (await createSemester(t, admin)).id;
});
afterAll(() => t.close());

const femaleRoom = (overrides: Record<string, unknown> = {}) => createRoom(t, admin, semesterId, overrides);

describe('POST /api/bookings', () => {
  it('books a pending bed as the signed-in student: identity from the account, price from the room', async () => {
    const student = await registerStudent(t, { fname: 'Ama', lname: 'Mensah', phone_number: '0241112222', country: 'Nigeria' });
    const room = await femaleRoom({ price_per_bed: 2750.5, room_capacity: 3 });
    const forged = {
      full_name: 'Someone Else',
      gender: 'male',
      nationality: 'Sudan',
      phone_number: '000',
      email_address: 'x@forged.test',
      price_per_bed: 1,
      amount_paid: 1,
      user_id: 'someone',
      payment_status: 'paid',
      booked_by: 'someone',
    };
    const res = await book(t, student.token, room, { ...forged, medical_condition: 'Asthma' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MESSAGES.booking.created);
    expect(res.body.data).toMatchObject({
      user_id: student.user.id,
      semester_id: semesterId,
      room_id: room.id,
      room_type_id: '1',
      room_type: 'Standard',
      room_number: room.room_number,
      full_name: 'Ama Mensah',
      gender: 'female',
      nationality: 'Nigeria',
      phone_number: '+233241112222',
      email_address: student.user.email,
      index_number: 'UG10234',
      dob: '2004-02-29',
      check_in_date: '2026-09-01',
      length_of_stay: 4,
      medical_condition: 'Asthma',
      amount_paid: 2750.5,
      payment_status: 'pending',
      booked_by: student.user.id,
      created_at: '2026-09-01T08:00:00.000Z',
      updated_at: '2026-09-01T08:00:00.000Z',
    });
    expect(typeof res.body.data.id).toBe('string');
    expect(await bedsLeft(t, room.id)).toBe(2);
    const again = await t.call('GET', `/api/bookings/${res.body.data.id}`, { token: student.token });
    // A read also says whether the booking is a no-show, which depends on the day it is read.
    expect(again.body.data).toEqual({ ...res.body.data, no_show: false });
  });

  it('keeps no medical condition as null and accepts one-digit months and days', async () => {
    const student = await registerStudent(t);
    const body = bookingBody(await femaleRoom(), { dob: '7/4/2003', check_in_date: '9/1/2026', length_of_stay: '4' });
    delete (body as Record<string, unknown>).medical_condition;
    const res = await t.call('POST', '/api/bookings', { token: student.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ dob: '2003-07-04', check_in_date: '2026-09-01', medical_condition: null });
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('POST', '/api/bookings', { body: bookingBody(await femaleRoom()) });
    expect(res.status).toBe(401);
  });

  it('answers 400 to malformed JSON', async () => {
    const student = await registerStudent(t);
    const res = await t.call('POST', '/api/bookings', { token: student.token, rawBody: '{"room_id": ' });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/bookings validation', () => {
  let token: string;
  let room: Room;
  beforeAll(async () => {
    token = (await registerStudent(t)).token;
    room = await femaleRoom();
  });

  const required: [string, string][] = [
    ['semester_id', M.semesterRequired],
    ['room_type_id', M.roomTypeRequired],
    ['room_number', M.roomNumberRequired],
    ['room_id', M.roomRequired],
    ['index_number', M.indexNumberRequired],
    ['dob', M.dobRequired],
    ['marital_status', M.maritalStatusRequired],
    ['program_of_study', M.programRequired],
    ['house_address', M.houseAddressRequired],
    ['emergency_contact_name', M.emergencyNameRequired],
    ['emergency_contact_relationship', M.emergencyRelationshipRequired],
    ['emergency_contact_phone_number', M.emergencyPhoneRequired],
    ['emergency_contact_house_address', M.emergencyAddressRequired],
    ['check_in_date', M.checkInRequired],
    ['length_of_stay', M.lengthOfStay],
  ];

  it.each(required)('requires %s', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const res = await book(t, token, room, { [field]: value });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(res.body).toEqual({ message, errors: { [field]: [message] } });
    }
  });

  it('lists every missing field at once', async () => {
    const res = await t.call('POST', '/api/bookings', { token, body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(required.map(([f]) => f).sort());
  });

  it.each([
    ['dob', '02/29/2003', M.dobInvalid],
    ['dob', '13/01/2004', M.dobInvalid],
    ['dob', '2004-02-01', M.dobInvalid],
    ['check_in_date', '09/31/2026', M.checkInInvalid],
    ['check_in_date', 'tomorrow', M.checkInInvalid],
    ['check_in_date', '00/10/2026', M.checkInInvalid],
    ['length_of_stay', 3, M.lengthOfStay],
    ['length_of_stay', 'four', M.lengthOfStay],
    ['marital_status', 'Divorced', M.maritalStatusRequired],
    ['emergency_contact_relationship', 'Cousin', M.emergencyRelationshipRequired],
  ])('refuses %s = %j', async (field, value, message) => {
    const res = await book(t, token, room, { [field]: value });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('books nothing when refused', async () => {
    expect(await bedsLeft(t, room.id)).toBe(2);
  });
});

describe('POST /api/bookings refusals', () => {
  it('answers 404 for a room that does not exist', async () => {
    const student = await registerStudent(t);
    const room = await femaleRoom();
    const res = await book(t, student.token, { ...room, id: 'no-such-room' });
    expect(res.status).toBe(404);
  });

  it('answers 422 when the room is not in the chosen semester, or its number or type differ', async () => {
    const student = await registerStudent(t);
    const room = await femaleRoom();
    const otherSemester = await createSemester(t, admin, { start_date: '2027-01-10', end_date: '2027-05-20' });
    const wrongSemester = await book(t, student.token, room, { semester_id: otherSemester.id });
    expect(wrongSemester.status).toBe(422);
    expect(wrongSemester.body.message).toBe(M.roomNotInSemester);
    const wrongNumber = await book(t, student.token, room, { room_number: 'Z999' });
    expect(wrongNumber.status).toBe(422);
    expect(wrongNumber.body.message).toBe(M.roomMismatch);
    const wrongType = await book(t, student.token, room, { room_type_id: 2 });
    expect(wrongType.body.message).toBe(M.roomMismatch);
  });

  it('refuses a second pending or paid booking of one student in one semester, not in another', async () => {
    const student = await registerStudent(t);
    await bookOk(t, student.token, await femaleRoom());
    const second = await femaleRoom();
    const res = await book(t, student.token, second);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.booking.alreadyBooked);
    expect(await bedsLeft(t, second.id)).toBe(2);
    const nextSemester = await createSemester(t, admin, { start_date: '2027-01-10', end_date: '2027-05-20' });
    await bookOk(t, student.token, await createRoom(t, admin, nextSemester.id));
  });

  it('refuses a full room', async () => {
    const room = await femaleRoom({ room_capacity: 1 });
    await bookOk(t, (await registerStudent(t)).token, room);
    const res = await book(t, (await registerStudent(t)).token, room);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.booking.fullCapacity);
  });

  it('refuses a room of the other gender', async () => {
    const student = await registerStudent(t, { gender: 'male' });
    const res = await book(t, student.token, await femaleRoom());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.booking.genderMismatch);
  });

  it.each(['occupied', 'restricted'])('refuses a room whose status is %s', async (room_status) => {
    const student = await registerStudent(t);
    const room = await femaleRoom({ room_status });
    const res = await book(t, student.token, room);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.booking.notBookable);
    expect(await bedsLeft(t, room.id)).toBe(2);
  });
});
