/** Business constants of SPEC.md point 9, shared by the API and the web app. */
export const PAGE_SIZE = 10;
/** The most rows a page a list's reader may choose (`per_page`), and the sizes the office offers. */
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const USERS_PAGE_SIZE = 10;
export const LENGTH_OF_STAY = 4;
export const DEFAULT_AVAILABILITY_DURATION = '4 Months';
export const ROOM_CAPACITIES = [1, 2, 3, 4, 5, 6] as const;
export const FLOORS = ['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor'] as const;
export const ROOM_STATUSES = ['available', 'occupied', 'restricted'] as const;
export const GENDERS = ['male', 'female'] as const;
export const COUNTRIES = ['Ghana', 'Nigeria', 'Sudan'] as const;
export const MARITAL_STATUSES = ['Single', 'Married'] as const;
export const RELATIONSHIPS = ['Father', 'Mother', 'Sister', 'Brother', 'Uncle', 'Aunt', 'Friend', 'Other'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'unpaid'] as const;
/**
 * Where a pending booking's payment stands with the office: its student gave a payment reference
 * the office has still to check, or the office asked the student about it. Null: neither (or not pending).
 */
export const PAYMENT_REVIEWS = ['under_review', 'question_asked'] as const;
/** What the payment history records a decision as: an admin's, a hold's expiry, or a provider's confirmation. */
export const PAYMENT_DECISIONS = [
  'approved',
  'rejected',
  'revoked',
  'expired',
  'confirmed',
  // A student's cancellation: done at once (pending) or approved by the office (paid); a paid one's request and its refusal.
  'cancelled',
  'cancellation_requested',
  'cancellation_refused',
] as const;
export const MIN_PASSWORD_LENGTH = 8;
export const CURRENCY = 'GHS';
export const SPLASH_DELAY_MS = 500;
export const TOAST_AUTO_CLOSE_MS = 5000;
/** The two room types every hostel starts with; fixed ids so seeding is idempotent. */
export const SEED_ROOM_TYPES = [
  { id: '1', name: 'Standard' },
  { id: '2', name: 'Executive' },
] as const;

export type Role = 'user' | 'admin' | 'superadmin' | 'porter';
export type Gender = (typeof GENDERS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentReview = (typeof PAYMENT_REVIEWS)[number];
export type PaymentDecisionKind = (typeof PAYMENT_DECISIONS)[number];
/** The mobile-money networks a payment can be sent on, as Ghanaians name them. */
export const MOBILE_MONEY_NETWORKS = ['MTN MoMo', 'Telecel Cash', 'AirtelTigo Money'] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];
/** How many mobile-money numbers the payment instructions may list. */
export const MAX_MOBILE_MONEY_ACCOUNTS = 5;
/** The most bookings one bulk approval decides: it takes them one by one, each in its own transaction. */
export const BULK_APPROVE_MAX = 200;
/** The most rooms one import, generated list or copy makes: each is checked, then all made in one transaction. */
export const ROOM_IMPORT_MAX = 2000;
/**
 * The most rooms one answer of a whole-semester room list carries (the rooms of a type, those with
 * a bed left, the bed map): `?page=n` gives the rest, so no answer grows with the hostel.
 */
export const ROOM_LIST_PAGE = 500;
/** The length of stay's unit: SPEC.md point 9's 4 is the rooms' availability of "4 Months". */
export const LENGTH_OF_STAY_UNIT = 'months';
/** Ghana's time zone (UTC all year): what the office's clocks, and so its exports, show. */
export const HOSTEL_TIME_ZONE = 'Africa/Accra';
/** The guest pages (SPEC.md point 2): a visitor without a token may open them; the server answers them with guest.html. */
export const GUEST_PATHS = ['/login', '/register'];
