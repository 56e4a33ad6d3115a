import type { Gender, PaymentStatus, ROOM_STATUSES } from '../../shared/constants.ts';
import type {
  Arrival as ArrivalRecord,
  Booking as BookingRecord,
  NotificationRecord,
  NotificationSettings,
  Pagination,
  UnmatchedPayment,
  PaymentDecision,
  PaymentInstructions as PaymentInstructionsRecord,
  Room as RoomRecord,
  RoomListCounters,
  Semester as SemesterRecord,
  User as UserRecord,
  WaitlistEntry as WaitlistEntryRecord,
  WaitlistOfferRecord,
} from '../../shared/records.ts';

export type {
  Arrival,
  ArrivalStatus,
  PossibleDuplicate,
  BedMapFloor,
  BedMapRoom,
  BookingHistoryEntry,
  BulkApproval,
  BulkApprovalOutcome,
  LastBookingForm,
  OnlinePayment,
  OnlinePaymentStatus,
  Pagination,
  PaymentDecision,
  PaymentInstructions,
  MobileMoneyAccount,
  BankAccount,
  RoomImportLine,
  RoomStats,
  RoomType,
  SemesterStats,
  UnmatchedPayment,
} from '../../shared/records.ts';

/**
 * The wire shapes of shared/records.ts as the web app reads them: enums narrowed to the spec's values.
 * A user kept in local storage before accounts could be deactivated or reset lacks those two flags.
 */
export type User = Omit<UserRecord, 'gender' | 'created_at' | 'active' | 'must_change_password'> & {
  gender: Gender;
  created_at?: string;
  active?: boolean;
  must_change_password?: boolean;
};

/** What the pages read of a semester: its timestamps are the API's bookkeeping. */
export type Semester = Omit<SemesterRecord, 'created_at' | 'updated_at'>;

export type Room = Omit<RoomRecord, 'room_status' | 'gender' | 'created_at'> & {
  room_status: (typeof ROOM_STATUSES)[number];
  gender: Gender;
};

export type Booking = Omit<BookingRecord, 'gender'> & { gender: Gender };

export type RoomCounters = RoomListCounters;

/** GET /rooms?page=n: a page of rooms with the list's counters. */
export type RoomsPage = RoomCounters & { data: Room[]; meta: Pagination };

/** A page of a whole-semester list (rooms of a type, with a bed left, the bed map): ROOM_LIST_PAGE rooms at most. */
export type Paged<T> = { data: T[]; meta: Pagination };

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

export type PaymentHistoryPage = { data: PaymentDecision[]; meta: Pagination };

/** GET /rooms/user/{userId}: the room of a student's pending or paid booking. */
export type MyRoom = Room & { booking_id: string; payment_status: PaymentStatus; hold_until?: string | null };

/** A student on the office's list, with the other accounts it may be a second one of. */
export type StudentRow = User & { possible_duplicates: import('../../shared/records.ts').PossibleDuplicate[] };

export type UsersPage = Pagination & {
  data: StudentRow[];
  occupants: number;
  ghanaians: number;
  non_ghanaians: number;
};

/** What registering (and adding an admin) sends: the account form's fields. */
export type Registration = Pick<UserRecord, 'fname' | 'lname' | 'phone_number' | 'email' | 'gender' | 'country'> & { password: string };

/** GET /staff?page=n: a page of the admins and superadmins. */
export type StaffMember = User & { deactivation_reason: string | null };
export type StaffPage = Pagination & { data: StaffMember[] };
/** GET /arrivals: a page of the lodge's list, and the days it covers. */
export type ArrivalsPage = Pagination & { data: ArrivalRecord[]; day: string; to: string };
/** What PUT /payment-instructions takes: the instructions without their time. */
export type PaymentInstructionsInput = Omit<PaymentInstructionsRecord, 'updated_at'>;
/** GET /payments/online: whether students can pay online, and through which provider. */
export type OnlinePaymentConfig = { enabled: boolean; provider: string | null; currency: string };

/** GET /payments/unmatched?page=n: the office's queue. */
export type UnmatchedPaymentsPage = { data: UnmatchedPayment[]; meta: Pagination };

/** A message sent (or to be sent) to a student: the API's `notifications` record (GET /notifications). */
export type Notification = NotificationRecord;
export type NotificationChannel = NotificationRecord['channel'];
export type NotificationStatus = NotificationRecord['status'];
/** Which channels have a provider (GET /notifications/status): without one, nothing goes out on it. */
export type NotificationChannels = Record<NotificationChannel, boolean>;
export type { NotificationSettings };

/**
 * The waitlist (GET /waitlist/me, GET /waitlist, GET /waitlist/offers): a student's place in the
 * line of their gender and wanted room type (null: any type), the room offered to them, and the
 * office's record of each offer.
 */
export type { WaitlistEntry, WaitlistOfferRecord } from '../../shared/records.ts';
export type WaitlistStatus = WaitlistEntryRecord['status'];
export type WaitlistOffer = NonNullable<WaitlistEntryRecord['offer']>;
export type WaitlistOfferOutcome = WaitlistOfferRecord['outcome'];
