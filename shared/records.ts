import type { MobileMoneyNetwork, PaymentDecisionKind, PaymentReview, PaymentStatus, Role } from './constants.ts';
import type { RoomValues } from './roomFields.ts';

/**
 * The records the API answers with, as JSON carries them (times as ISO strings), named once for
 * the API that writes them and the web app that reads them.
 */

/** A room: the fields of shared/roomFields.ts, and what the server keeps of it. */
export type Room = RoomValues & {
  id: string;
  room_type: string;
  beds_left: number;
  created_at: string;
  /** Set while the room is out of service (repairs): then it is not bookable. */
  out_of_service_reason: string | null;
  out_of_service_since: string | null;
};

/** The counters of a room list (SPEC.md point 3), over the whole semester whatever the filters. */
export type RoomListCounters = {
  total_rooms: number;
  occupied_rooms: number;
  available_rooms_male: number;
  available_rooms_female: number;
};

/** What a room list can be narrowed to; `ids` is react-admin's getMany. */
export type RoomFilters = {
  semester_id?: string;
  room_type?: string;
  room_status?: string;
  gender?: string;
  /** The start of a room number, as typed. */
  q?: string;
  ids?: string[];
};

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
  /** Why the last rejection, revocation or expiry was made; null otherwise. */
  decision_reason: string | null;
  /** The last payment decision on it: tells an unpaid booking's rejection from its revocation or expiry; null before any. */
  last_decision: PaymentDecisionKind | null;
  /** The student's account was deleted: shown as such, and no payment decision is taken. */
  student_deleted: boolean;
  booked_by: string;
  created_at: string;
  updated_at: string;
  /**
   * While pending, the deadline of its hold (ISO): unpaid by then, the bed goes back. Null once
   * decided, and while its payment is under review (the hold does not run then).
   */
  hold_until: string | null;
  /** The short reference the student quotes with their payment ("HB-7K3M9Q"), unique. */
  reference: string;
  /** The mobile-money or bank reference the student says they paid with; null until given. */
  payment_reference: string | null;
  /** When the last payment reference was given: while under review, how long the office has had it. */
  payment_reference_at: string | null;
  /** While pending: `under_review` (a reference the office has to check), `question_asked` (the office asked the student), or null. */
  payment_review: PaymentReview | null;
  /** The office's open question about the payment, which the student reads and answers with a new reference; null otherwise. */
  payment_question: string | null;
  payment_question_at: string | null;
  /** What the last move to another room left to settle on a paid booking: owed when positive, to refund when negative; 0 when nothing. */
  balance: number;
  /** Its student's cancellation: done at once (pending), or asked for and decided by the office (paid); null when never asked. */
  cancellation: BookingCancellation | null;
  /** The porter's lodge: when the guest checked in, the key or card given and the porter's note; null until then. */
  checked_in_at: string | null;
  key_number: string | null;
  check_in_note: string | null;
  /** When the guest checked out, whether the key came back and the room's condition; null until then. */
  checked_out_at: string | null;
  key_returned: boolean | null;
  check_out_note: string | null;
  /** Paid, not checked in, and NO_SHOW_DAYS past its check-in date: for the office to decide (revoke, or wait). */
  no_show?: boolean;
  /** To the office only: the references (HB-…) of other bookings given the same payment reference. */
  payment_reference_also_on?: string[];
};

/**
 * A booking's cancellation: when and why its student asked, and what was decided: `cancelled` at
 * once (a pending booking), `approved` or `refused` by the office (a paid one), null while open.
 * `refund_amount`: what the office gives back (0 without a refund); null while open.
 */
export type BookingCancellation = {
  requested_at: string;
  reason: string | null;
  decided: 'cancelled' | 'approved' | 'refused' | null;
  decided_at: string | null;
  decision_reason: string | null;
  refund: boolean | null;
  refund_amount: number | null;
};

/** The fields of a student's booking form that stay the same from one booking to the next: GET /bookings/me/last-form. */
export const PREFILLED_BOOKING_FIELDS = [
  'index_number',
  'dob',
  'marital_status',
  'program_of_study',
  'house_address',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone_number',
  'emergency_contact_house_address',
  'medical_condition',
] as const satisfies readonly (keyof BookingForm)[];
/** A new booking form's defaults, from the student's last booking (named by `from_booking`). */
export type LastBookingForm = Pick<BookingForm, (typeof PREFILLED_BOOKING_FIELDS)[number]> & {
  from_booking: { id: string; reference: string; created_at: string };
};

/** A user as the API answers it: never a password. */
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
  /** False while the account is deactivated: it may not sign in. */
  active: boolean;
  /** True after a password reset, until the user chooses a new password. */
  must_change_password: boolean;
};

/** Another student a student may also be (GET /users): what the two accounts share. */
export type PossibleDuplicate = { id: string; name: string; shared: 'phone_number' | 'name_and_index_number' };

/** A row of the office's list of students: the account and the accounts it may duplicate. */
export type StudentRow = User & { possible_duplicates: PossibleDuplicate[] };

export type Semester = {
  id: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
};

export type RoomType = { id: string; name: string };

/** The pagination fields of the spec's `?page=n` lists. */
export type Pagination = { current_page: number; last_page: number; per_page: number; total: number };

/** GET /room-stats: the current semester's rooms and beds. */
export type RoomStats = {
  totalRooms: number;
  occupiedRooms: number;
  availableRoomsMale: number;
  availableRoomsFemale: number;
  bookedRoomsMale: number;
  bookedRoomsFemale: number;
  totalBeds: number;
  bedsLeft: number;
};

/** One step of a booking's payment history (GET /bookings/{id}/history). */
export type BookingHistoryEntry = {
  type: string;
  at: string;
  actor: { id: string | null; name: string };
  position: number;
  from_status: PaymentStatus | null;
  to_status: PaymentStatus;
  room_id: string;
  amount: number;
  /** Why a rejection, revocation, expiry or extension of the hold was made, where it said; a question's text. */
  reason: string | null;
  /** The hold's deadline after this step: for `BedBooked` and `HoldExtended`. */
  hold_until?: string;
  /** For `PaymentReferenceGiven`: the reference the student gave; for `PaymentQuestionAsked`: the one asked about. */
  payment_reference?: string;
  /** For a `PaymentReferenceGiven` that answered the office's question: that question. */
  answers_question?: string;
  /** Of an online payment's steps: the provider, how the student paid (e.g. mobile_money, MTN) and the payment's reference. */
  provider?: string | null;
  channel?: string | null;
  bank?: string | null;
  reference?: string | null;
  /**
   * For `BookingMoved`: the rooms it moved between, the booking's amount before and the new room's
   * price, and what the move left to settle on a paid booking (owed when positive, to refund when negative).
   */
  move?: { from_room_number: string; to_room_number: string; amount_before: number; amount_after: number; balance: number };
  /** For `CancellationApproved` with a refund: what the office gives back to the student. */
  refund_amount?: number;
  /** For `GuestCheckedIn`: the key or card given (its note is `reason`). */
  key_number?: string;
  /** For `GuestCheckedOut`: whether the key came back (the room's condition is `reason`). */
  key_returned?: boolean;
};

/** A row of GET /arrivals: a paid booking as the porter's lodge sees it. */
export type Arrival = Pick<
  Booking,
  | 'id'
  | 'reference'
  | 'full_name'
  | 'index_number'
  | 'phone_number'
  | 'gender'
  | 'room_number'
  | 'check_in_date'
  | 'checked_in_at'
  | 'checked_out_at'
  | 'key_number'
> & {
  /** expected (not yet come), in (checked in), out (checked out), no_show (expected NO_SHOW_DAYS ago or more). */
  status: ArrivalStatus;
  no_show: boolean;
};
export type ArrivalStatus = 'expected' | 'in' | 'out' | 'no_show';

/** A row of GET /payments/history: one payment decision, with the status before and after. */
export type PaymentDecision = {
  id: string;
  at: string;
  /** `expired`: the hold passed unpaid, no one decided (actor_id null). `confirmed`: an online payment the provider confirmed (actor_name is the provider). */
  decision: PaymentDecisionKind;
  reason: string | null;
  from_status: PaymentStatus;
  to_status: PaymentStatus;
  actor_id: string | null;
  actor_name: string;
  booking_id: string;
  student_id: string;
  student_name: string;
  room_id: string;
  room_number: string;
  amount: number;
  semester_id: string;
  /** An approved cancellation's refund to the student; null on every other decision. */
  refund_amount: number | null;
};

type BedCount = { rooms: number; beds: number; taken: number };

/** GET /stats/semesters/{id}: a semester's statistics as the log folds them, at `as_of`. */
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
  /** `cancelled`: by their students (at once, or approved by the office); not counted as rejected. */
  bookings: { total: number; pending: number; paid: number; rejected: number; released: number; cancelled: number };
  revenue_approved: number;
  bookings_per_day: { date: string; count: number }[];
  median_decision_seconds: number | null;
};

/** A room on the bed map (GET /rooms/bed-map): its beds taken, free and out of service. */
export type BedMapRoom = {
  id: string;
  room_number: string;
  room_type: string;
  gender: string;
  beds_taken: number;
  beds_free: number;
  beds_out_of_service: number;
  out_of_service_reason: string | null;
  /** Who holds the taken beds: for staff only. */
  occupants?: BedMapOccupant[];
};

/** The student holding a bed, as their booking names them. */
export type BedMapOccupant = { name: string; payment_status: string; index_number: string; phone_number: string };

export type BedMapFloor = { floor: string; rooms: BedMapRoom[] };

/** One line of a rooms import (or generated list), as the preview and the import answer it. */
export type RoomImportLine = {
  line: number;
  room_number: string;
  /** `new`: to be made; `exists`: the semester has it, left as it is; `invalid`: see errors. */
  outcome: 'new' | 'exists' | 'invalid';
  errors: { field: string; message: string }[];
  /** The line's values as read, for the preview to show and correct. */
  values: Record<string, unknown>;
};

/** A row of the staff list (GET /staff): an admin or superadmin, with why it is deactivated, if it is. */
export type StaffMember = User & { deactivation_reason: string | null };
/** One mobile-money number students can pay to. `number` is in E.164 (`+233241234567`). */
export type MobileMoneyAccount = { network: MobileMoneyNetwork; number: string; account_name: string };
export type BankAccount = { bank: string; account_name: string; account_number: string; branch: string | null };

/** GET /payment-instructions: where and how students pay, as the superadmin last set it. */
export type PaymentInstructions = {
  mobile_money: MobileMoneyAccount[];
  bank_account: BankAccount | null;
  /** Free wording shown with them: opening hours, what to write as the payment's description. */
  wording: string;
  updated_at: string;
};
/**
 * A payment decision as the finance export reads it: with its student's index number and phone,
 * its booking's reference and the payment reference the student gave, its semester's name, and the
 * decision before it on the same booking (which says how an unpaid booking came to be unpaid).
 */
export type PaymentExportRow = Pick<
  PaymentDecision,
  'at' | 'decision' | 'reason' | 'from_status' | 'to_status' | 'actor_name' | 'student_name' | 'room_number' | 'amount' | 'refund_amount'
> & {
  index_number: string | null;
  phone_number: string | null;
  semester_name: string | null;
  booking_reference: string | null;
  payment_reference: string | null;
  previous_decision: PaymentDecision['decision'] | null;
};

/** POST /bookings/approve-payments: what became of each booking asked for, in the order asked. */
export type BulkApprovalOutcome = { id: string; ok: true } | { id: string; ok: false; status: number; message: string };
export type BulkApproval = { data: BulkApprovalOutcome[]; meta: { approved: number; failed: number } };
/**
 * Where an online payment stands: `pending` until the provider confirms it; `confirmed` (the
 * booking is paid); `failed` (failed, abandoned or reversed at the provider); `mismatch` (paid,
 * but not the amount or currency due) and `late` (paid after the booking stopped waiting for it, or
 * paid twice), which wait in the office's queue; `reheld` and `refunded`, the office's decisions.
 */
export type OnlinePaymentStatus = 'pending' | 'confirmed' | 'failed' | 'mismatch' | 'late' | 'reheld' | 'refunded';

/** A payment started online for a booking (GET /payments/online/{reference}). Amounts in GHS. */
export type OnlinePayment = {
  id: string;
  reference: string;
  booking_id: string;
  user_id: string;
  semester_id: string;
  provider: string;
  amount: number;
  currency: string;
  /** The provider's checkout page, where the student pays. */
  authorization_url: string | null;
  status: OnlinePaymentStatus;
  /** What the provider says was paid, and how (e.g. mobile_money through MTN). */
  paid_amount: number | null;
  paid_currency: string | null;
  channel: string | null;
  bank: string | null;
  /** The provider's word for a failure: failed, abandoned, reversed. */
  provider_status: string | null;
  /** Why it waits for the office: the amount did not match, or it came late; kept once decided. */
  review: 'mismatch' | 'late' | null;
  /** The booking's status when the late or mismatched payment arrived. */
  booking_status: PaymentStatus | null;
  /** The reason given for a refund. */
  resolution_reason: string | null;
  created_at: string;
  updated_at: string;
};

/** A row of the office's unmatched payments (GET /payments/unmatched): the payment, its booking's student and room. */
export type UnmatchedPayment = OnlinePayment & { full_name: string; room_number: string; current_booking_status: PaymentStatus };

/** A message to a student (GET /notifications, /notifications/me): an SMS or an email, and how its sending went. */
export type NotificationRecord = {
  id: string;
  booking_id: string;
  user_id: string;
  student_name: string;
  channel: 'sms' | 'email';
  to: string;
  kind:
    | 'booking_made'
    | 'waitlist_offer'
    | 'waitlist_offer_withdrawn'
    | 'hold_reminder'
    | 'payment_approved'
    | 'payment_rejected'
    | 'payment_revoked'
    | 'hold_expired'
    | 'cancellation_decided';
  subject: string | null;
  text: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'retrying';
  attempts: number;
  provider: string | null;
  provider_message_id: string | null;
  last_answer: string | null;
  queued_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
  resend_of: string | null;
  updated_at: string;
};

/** GET/PUT /notifications/settings: whether the student gets emails (SMS about money always goes). */
export type NotificationSettings = { email: boolean; email_address: string; phone_number: string };

/** A student's place on a semester's waitlist (api/waitlist/), as the student and the office read it. */
export type WaitlistEntry = {
  /** `${semester_id}:${user_id}` */
  id: string;
  semester_id: string;
  user_id: string;
  full_name: string;
  gender: 'male' | 'female';
  /** null: any room type. */
  room_type_id: string | null;
  room_type: string | null;
  joined_at: string;
  /** 1 = next to be offered; null when not waiting. */
  position: number | null;
  status: 'waiting' | 'offered' | 'accepted' | 'left' | 'removed';
  lapses: number;
  declines: number;
  offer: null | {
    id: string;
    room_id: string;
    room_number: string;
    room_type: string;
    price_per_bed: number;
    made_at: string;
    expires_at: string;
  };
};

/** A waitlist offer as the office reads it: where it went, how it ended, and why it went there. */
export type WaitlistOfferRecord = {
  id: string;
  semester_id: string;
  user_id: string;
  full_name: string;
  room_id: string;
  room_number: string;
  made_at: string;
  expires_at: string;
  /** `withdrawn`: its student left the line; `room_closed`: its room was taken out of service before they answered. */
  outcome: 'open' | 'accepted' | 'declined' | 'lapsed' | 'withdrawn' | 'room_closed';
  ended_at: string | null;
  booking_id: string | null;
  why: {
    freed_by: string;
    position: number;
    /**
     * Who ahead was passed over, named as the line names them now ("Deleted student" once
     * deleted). Offers made before ids were kept have `user_id` null, and may have no name.
     */
    skipped: { user_id: string | null; full_name: string | null; reason: string }[];
    skipped_count?: number;
    /** Those this bed was offered to before, who declined it or let it lapse. */
    passed_over?: { user_id: string; reason: string }[];
  };
};
