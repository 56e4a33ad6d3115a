import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_FORM_MESSAGES as M } from '../../shared/bookingFormMessages.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { bedsLeft, book, bookingBody, createRoom, createSemester, type Room } from '../helpers/hostel.ts';

let t: TestApp;
let superadmin: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let semesterId: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await loginSuperadmin(t)).token;
  admin = await createAdmin(t);
  semesterId = (await createSemester(t, superadmin)).id;
});
afterAll(() => t.close());

const guest = {
  full_name: 'Kwame Guest',
  gender: 'male',
  nationality: 'Sudan',
  phone_number: '0209998888',
  email_address: 'kwame@guest.test',
};
const reserve = (token: string, room: Room, overrides: Record<string, unknown> = {}) =>
  t.call('POST', '/api/bookings/guest', { token, body: { ...bookingBody(room), ...guest, ...overrides } });

describe('POST /api/bookings/guest', () => {
  it('lets an admin reserve a bed for a student with the guest’s identity; the admin is the actor', async () => {
    const student = await registerStudent(t, { gender: 'male' });
    const room = await createRoom(t, superadmin, semesterId, { gender: 'male', price_per_bed: 900 });
    const res = await reserve(admin.token, room, { user_id: student.user.id, amount_paid: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MESSAGES.booking.created);
    expect(res.body.data).toMatchObject({
      ...guest,
      phone_number: '+233209998888', // stored in E.164
      user_id: student.user.id,
      booked_by: admin.user.id,
      amount_paid: 900,
      payment_status: 'pending',
    });
    expect(await bedsLeft(t, room.id)).toBe(1);

    const [event] = await t.deps.store.readStream(`booking-${res.body.data.id}`);
    expect(event.metadata.actorId).toBe(admin.user.id);
    const seenByStudent = await t.call('GET', `/api/bookings/${res.body.data.id}`, { token: student.token });
    expect(seenByStudent.status).toBe(200);
    const ownBooking = await book(t, student.token, await createRoom(t, superadmin, semesterId, { gender: 'male' }));
    expect(ownBooking.status).toBe(409);
    expect(ownBooking.body.message).toBe(MESSAGES.booking.alreadyBooked);
  });

  it('checks the room against the guest’s gender', async () => {
    const student = await registerStudent(t, { gender: 'male' });
    const room = await createRoom(t, superadmin, semesterId, { gender: 'female' });
    const res = await reserve(admin.token, room, { user_id: student.user.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.booking.genderMismatch);
  });

  it('is for admins only', async () => {
    const student = await registerStudent(t);
    const room = await createRoom(t, superadmin, semesterId);
    const res = await reserve(student.token, room, { user_id: student.user.id, gender: 'female' });
    expect(res.status).toBe(403);
    expect((await reserve('', room)).status).toBe(401);
  });

  it('needs an existing student and the guest’s identity fields', async () => {
    const room = await createRoom(t, superadmin, semesterId, { gender: 'male' });
    const unknown = await reserve(admin.token, room, { user_id: 'nobody' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ user_id: [M.studentUnknown] });
    const staff = await reserve(admin.token, room, { user_id: admin.user.id });
    expect(staff.body.errors).toEqual({ user_id: [M.studentUnknown] });

    const missing = await t.call('POST', '/api/bookings/guest', { token: admin.token, body: bookingBody(room) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      user_id: [M.studentRequired],
      full_name: [M.fullNameRequired],
      gender: [M.genderRequired],
      nationality: [M.nationalityRequired],
      phone_number: [M.phoneRequired],
      email_address: [M.emailRequired],
    });
    const badEmail = await reserve(admin.token, room, { user_id: 'x', email_address: 'not-an-email' });
    expect(badEmail.body.errors.email_address).toEqual([M.invalidEmail]);
    expect(await bedsLeft(t, room.id)).toBe(2);
  });
});
