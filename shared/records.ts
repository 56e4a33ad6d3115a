import type { PaymentStatus, Role } from './constants.ts';

/**
 * The records the API answers with, as JSON carries them (times as ISO strings), named once for
 * the API that writes them and the web app that reads them.
 */

export type Room = {
  id: string;
  semester_id: string;
  room_type_id: string;
  room_type: string;
  floor: string;
  room_status: string;
  gender: string;
  room_capacity: number;
  room_number: string;
  price_per_bed: number;
  availability_duration: string;
  description: string;
  beds_left: number;
  created_at: string;
};

/** The counters of a room list (SPEC.md point 3), over the whole semester whatever the filters. */
export type RoomListCounters = {
  total_rooms: number;
  occupied_rooms: number;
  available_rooms_male: number;
  available_rooms_female: number;
};

/** What a room list can be narrowed to; `ids` is react-admin's getMany. */
export type RoomFilters = { semester_id?: string; room_type?: string; room_status?: string; gender?: string; ids?: string[] };

/** What a student fills in to book a bed, and what the booking keeps of it. */
export type BookingForm = {
  full_name: string;
  index_number: string;
  gender: string;
  dob: string;
  marital_status: string;
  nationality: string;
  program_of_study: string;
  phone_number: string;
  email_address: string;
  house_address: string;
  emergency_contact_name: string;
  emergency_contact_relationship: string;
  emergency_contact_phone_number: string;
  emergency_contact_house_address: string;
  check_in_date: string;
  length_of_stay: number;
  medical_condition: string | null;
};

/** A booking: the form's fields plus what the server decided. */
export type Booking = BookingForm & {
  id: string;
  user_id: string;
  semester_id: string;
  room_id: string;
  room_type_id: string;
  room_type: string;
  room_number: string;
  amount_paid: number;
  payment_status: PaymentStatus;
  booked_by: string;
  created_at: string;
  updated_at: string;
};

/** An account as the API shows it: never its password hash. */
export type User = {
  id: string;
  fname: string;
  lname: string;
  phone_number: string;
  email: string;
  gender: string;
  country: string;
  program: string | null;
  role: Role;
  user_type: string;
  created_at: string;
};

export type Semester = {
  id: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
};
