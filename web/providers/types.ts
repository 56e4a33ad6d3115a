import type { Gender, PaymentStatus, ROOM_STATUSES, Role } from '../../shared/constants.ts';
import type { Booking as BookingRecord, Room as ApiRoom, RoomListCounters } from '../../shared/records.ts';

/** The shapes of api/README.md, as the web app reads them. */
export type User = {
  id: string;
  fname: string;
  lname: string;
  phone_number: string;
  email: string;
  gender: Gender;
  country: string;
  program?: string | null;
  role: Role;
  user_type: string;
  created_at?: string;
};

export type Semester = { id: string; name: string; description: string; start_date: string; end_date: string };

export type RoomType = { id: string; name: string };

/** A room as the API sends it, with its status and gender narrowed to the spec's values. */
export type Room = Omit<ApiRoom, 'room_status' | 'gender' | 'created_at'> & {
  room_status: (typeof ROOM_STATUSES)[number];
  gender: Gender;
};

export type RoomCounters = RoomListCounters;

export type Pagination = { current_page: number; last_page: number; per_page: number; total: number };

export type RoomsPage = RoomCounters & { data: Room[]; meta: Pagination };

export type RoomStats = {
  totalRooms: number;
  occupiedRooms: number;
  availableRoomsMale: number;
  availableRoomsFemale: number;
  totalBeds: number;
  bedsLeft: number;
  /** Rooms of that gender with at least one bed taken (asked of the API; 0 until it answers them). */
  bookedRoomsMale?: number;
  bookedRoomsFemale?: number;
};

/** A booking as JSON: the API's record (one definition), dates as strings, enums narrowed. */
export type Booking = Omit<BookingRecord, 'gender' | 'payment_status' | 'created_at' | 'updated_at'> & {
  gender: Gender;
  payment_status: PaymentStatus;
  created_at: string;
  updated_at: string;
};

export type BookingsSummary = {
  totalBookedRooms: Booking[];
  pendingBookings: Booking[];
  maleBookings: Booking[];
  femaleBookings: Booking[];
};

/** GET /bookings?page=n: a page of each of the four lists, and how long each whole list is. */
export type BookingsSummaryPage = BookingsSummary & {
  meta: Pagination;
  counts: { [list in keyof BookingsSummary]: number };
};

export type HistoryEntry = {
  type: string;
  at: string;
  actor: { id: string; name: string } | null;
  position: number;
  from_status: PaymentStatus | null;
  to_status: PaymentStatus | null;
  room_id: string;
  amount: number;
};

/** A row of GET /payments/history: one payment decision, with the status before and after. */
export type PaymentDecision = {
  id: string;
  at: string;
  decision: 'approved' | 'rejected';
  from_status: PaymentStatus | null;
  to_status: PaymentStatus | null;
  actor_name: string | null;
  student_name: string | null;
  room_number: string | null;
  amount: number;
  booking_id: string;
};

export type PaymentHistoryPage = { data: PaymentDecision[]; meta: Pagination };

type BedCount = { rooms: number; beds: number; taken: number };

/** GET /stats/semesters/{id}: projections/semesterStats/statsFold.ts summarizeStats. */
export type SemesterStats = {
  semester_id: string;
  as_of: string;
  rooms: number;
  beds: number;
  beds_taken: number;
  beds_left: number;
  occupancy_percent: number;
  by_gender: Record<string, BedCount>;
  by_room_type: Record<string, BedCount>;
  bookings: { total: number; pending: number; paid: number; rejected: number; released: number };
  revenue_approved: number;
  bookings_per_day: { date: string; count: number }[];
  median_decision_seconds: number | null;
};

/** GET /rooms/user/{userId}: the room of a student's pending or paid booking. */
export type MyRoom = Room & { booking_id: string; payment_status: PaymentStatus };

export type UsersPage = Pagination & {
  data: User[];
  occupants: number;
  ghanaians: number;
  non_ghanaians: number;
};

/** What registering (and adding an admin) sends: the account form's fields. */
export type Registration = {
  fname: string;
  lname: string;
  phone_number: string;
  email: string;
  password: string;
  gender: string;
  country: string;
};
