import { expect } from 'vitest';
import { nanoid } from 'nanoid';
import type { TestApp } from './testApp.ts';

/** Semesters, rooms and booking forms for the bookings tests, made through the real routes. */
export type Room = { id: string; semester_id: string; room_type_id: string; room_number: string; price_per_bed: number; beds_left: number };

/** Each semester's first day as the form writes it: a booking checks in then unless told otherwise. */
const checkInOf = new Map<string, string>();

export async function createSemester(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/semesters', {
    token,
    body: { name: `Semester ${nanoid(4)}`, description: 'First semester', start_date: '2026-08-15', end_date: '2026-12-20', ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id, start_date } = res.body.data as { id: string; start_date: string };
  const [year, month, day] = start_date.slice(0, 10).split('-');
  if (start_date.slice(0, 10) !== '2026-08-15') checkInOf.set(id, `${month}/${day}/${year}`);
  return res.body.data as { id: string };
}

export async function createRoom(t: TestApp, token: string, semesterId: string, overrides: Record<string, unknown> = {}): Promise<Room> {
  const res = await t.call('POST', '/api/rooms', {
    token,
    body: {
      semester_id: semesterId,
      room_type_id: '1',
      floor: 'Ground Floor',
      room_status: 'available',
      gender: 'female',
      room_capacity: 2,
      room_number: `R${nanoid(6)}`,
      price_per_bed: 1500,
      availability_duration: '4 Months',
      description: 'Near the library',
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Room;
}

/** The booking form as the web sends it: dates month/day/year, the room chosen by number. */
export function bookingBody(room: Room, overrides: Record<string, unknown> = {}) {
  return {
    semester_id: room.semester_id,
    room_type_id: Number(room.room_type_id),
    room_number: room.room_number,
    room_id: room.id,
    index_number: 'UG10234',
    dob: '02/29/2004',
    marital_status: 'Single',
    program_of_study: 'Computer Science',
    house_address: '12 Palm Street, Accra',
    emergency_contact_name: 'Yaa Mensah',
    emergency_contact_relationship: 'Mother',
    emergency_contact_phone_number: '0240000000',
    emergency_contact_house_address: '12 Palm Street, Accra',
    check_in_date: checkInOf.get(room.semester_id) ?? '09/01/2026',
    length_of_stay: 4,
    medical_condition: '',
    ...overrides,
  };
}

export const book = (t: TestApp, token: string, room: Room, overrides: Record<string, unknown> = {}) =>
  t.call('POST', '/api/bookings', { token, body: bookingBody(room, overrides) });

export async function bookOk(t: TestApp, token: string, room: Room, overrides: Record<string, unknown> = {}) {
  const res = await book(t, token, room, overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; payment_status: string } & Record<string, unknown>;
}

export async function bedsLeft(t: TestApp, roomId: string): Promise<number> {
  const [row] = await t.sql<{ beds_left: number }[]>`SELECT beds_left FROM rooms WHERE id = ${roomId}`;
  return row.beds_left;
}

export const approve = (t: TestApp, token: string, id: string) =>
  t.call('POST', `/api/bookings/${id}/approve-payment`, { token, body: {} });
export const reject = (t: TestApp, token: string, id: string, reason = 'No payment received') =>
  t.call('POST', `/api/bookings/${id}/reject-payment`, { token, body: { reason } });
export const revoke = (t: TestApp, token: string, id: string, reason = 'The transfer bounced') =>
  t.call('POST', `/api/bookings/${id}/revoke-payment`, { token, body: { reason } });

/**
 * A row in the bookings read model, written directly: these tests are about users and only read
 * bookings (counters, beds a deletion releases), whoever books them.
 */
export async function holdBooking(t: TestApp, userId: string, payment_status: 'pending' | 'paid' | 'unpaid') {
  const ids = { booking_id: `booking-${nanoid(6)}`, room_id: `room-${nanoid(6)}`, semester_id: `semester-${nanoid(6)}` };
  const row = {
    ...ids,
    id: ids.booking_id,
    user_id: userId,
    payment_status,
    booked_by: userId,
    room_type_id: '1',
    room_type: 'Standard',
    room_number: 'A1',
    full_name: 'A Student',
    index_number: 'IDX1',
    gender: 'female',
    dob: '2004-01-01',
    marital_status: 'Single',
    nationality: 'Ghana',
    program_of_study: 'CS',
    phone_number: '0240000000',
    email_address: 'a@hostel.test',
    house_address: 'Accra',
    emergency_contact_name: 'Parent',
    emergency_contact_relationship: 'Mother',
    emergency_contact_phone_number: '0240000001',
    emergency_contact_house_address: 'Accra',
    check_in_date: '2026-09-01',
    length_of_stay: 4,
    amount_paid: 1500,
    balance: 0,
    student_deleted: false,
    reference: `HB-T${nanoid(8)}`,
    created_at: '2026-09-01T08:00:00Z',
    updated_at: '2026-09-01T08:00:00Z',
  };
  await t.sql`INSERT INTO bookings SELECT * FROM jsonb_populate_record(null::bookings, ${JSON.stringify(row)}::text::jsonb)`;
  return ids;
}
