import type { Booking } from '../../shared/records.ts';
import type { BedBooked } from './bookings.events.ts';

/** A booking as the API returns it: the form's fields plus what the server decided. */
export type BookingRecord = Booking;

/**
 * The row a BedBooked event makes. The projection inserts it and POST /bookings answers it, so
 * the created booking reads the same whether it comes from the response or from a later GET.
 */
export function bookingRecordOf(d: BedBooked['data']): BookingRecord {
  return {
    id: d.booking_id,
    user_id: d.user_id,
    semester_id: d.semester_id,
    room_id: d.room_id,
    room_type_id: d.room_type_id,
    room_type: d.room_type,
    room_number: d.room_number,
    full_name: d.full_name,
    index_number: d.index_number,
    gender: d.gender,
    dob: d.dob,
    marital_status: d.marital_status,
    nationality: d.nationality,
    program_of_study: d.program_of_study,
    phone_number: d.phone_number,
    email_address: d.email_address,
    house_address: d.house_address,
    emergency_contact_name: d.emergency_contact_name,
    emergency_contact_relationship: d.emergency_contact_relationship,
    emergency_contact_phone_number: d.emergency_contact_phone_number,
    emergency_contact_house_address: d.emergency_contact_house_address,
    check_in_date: d.check_in_date,
    length_of_stay: d.length_of_stay,
    medical_condition: d.medical_condition,
    amount_paid: d.amount_paid,
    payment_status: d.payment_status,
    booked_by: d.booked_by,
    created_at: d.at,
    updated_at: d.at,
  };
}
