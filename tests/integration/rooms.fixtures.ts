import type { TestApp } from '../helpers/testApp.ts';

type BookableRoom = { id: string; semester_id: string; room_number: string };

/**
 * A booking appended to the log as the bookings module appends it (the event contract of
 * api/bookings/bookings.events.ts), so room tests do not depend on the booking routes.
 * `then` moves it on to paid (approved) or unpaid (rejected, which frees its bed); `form`
 * overrides fields of the booking form (gender, full_name, ...).
 */
export async function appendBooking(
  t: TestApp,
  room: BookableRoom,
  userId: string,
  then?: 'paid' | 'unpaid',
  form: Record<string, unknown> = {},
) {
  const { store } = t.deps;
  const bookingId = t.deps.newId();
  const at = t.clock.now().toISOString();
  const meta = { actorId: userId, correlationId: 'test', command: 'BookBed' };
  const data = {
    booking_id: bookingId,
    user_id: userId,
    semester_id: room.semester_id,
    room_id: room.id,
    room_type_id: '1',
    room_type: 'Standard',
    room_number: room.room_number,
    full_name: 'Kwame Boateng',
    index_number: 'UG002',
    gender: 'male',
    dob: '2003-02-01',
    marital_status: 'Single',
    nationality: 'Ghana',
    program_of_study: 'Law',
    phone_number: '0241234567',
    email_address: 'kwame@hostel.test',
    house_address: 'Kumasi',
    emergency_contact_name: 'Esi',
    emergency_contact_relationship: 'Mother',
    emergency_contact_phone_number: '0201234567',
    emergency_contact_house_address: 'Kumasi',
    check_in_date: '2026-09-02',
    length_of_stay: 4,
    medical_condition: null,
    amount_paid: 1500,
    payment_status: 'pending',
    booked_by: userId,
    at,
    reference: `HB-F${bookingId}`,
    ...form,
  };
  const stream = `booking-${bookingId}`;
  await store.transact((tx) => store.append(tx, stream, 'no_stream', [{ type: 'BedBooked', data }], meta));
  if (then) {
    const decision = {
      booking_id: bookingId,
      user_id: userId,
      semester_id: room.semester_id,
      room_id: room.id,
      amount: 1500,
      previous_status: 'pending',
      at,
    };
    const event =
      then === 'paid'
        ? { type: 'PaymentApproved', data: { ...decision, bed_taken: false } }
        : { type: 'PaymentRejected', data: { ...decision, bed_released: true } };
    await store.transact((tx) => store.append(tx, stream, 1, [event], meta));
  }
  return bookingId;
}
