import type { Role } from './constants.ts';

export type Action =
  'list' | 'show' | 'create' | 'edit' | 'delete' | 'approve' | 'reject' | 'revoke' | 'export' | 'extend' | 'ask' | 'move';
export type Resource =
  | 'semesters'
  | 'rooms'
  | 'room-types'
  | 'bookings'
  | 'all-bookings'
  | 'payments'
  | 'payment-history'
  | 'users'
  | 'admins'
  | 'stat-center'
  | 'staff'
  | 'passwords'
  | 'payment-instructions'
  | 'payment-references'
  // The messages sent to students (SMS and email): the office's; a student reads their own (own-notifications).
  | 'notifications'
  | 'own-notifications'
  // A student's cancellation of their own booking (the route checks ownership); the office decides a paid one's request.
  | 'cancellations'
  // Arrivals at the porter's lodge: expected guests, check-in and check-out (edit).
  | 'arrivals'
  // The waitlist: the office reads the line and its offers; a student joins, reads, leaves and answers their own.
  | 'waitlist'
  | 'own-waitlist'
  // Everything the hostel holds about a person (the right of access): anyone's own; another's, the superadmin's.
  | 'personal-data';

const STUDENT: Partial<Record<Resource, readonly Action[]>> = {
  semesters: ['list', 'show'],
  rooms: ['list', 'show'],
  'room-types': ['list', 'show'],
  // Their own bookings only: routes check ownership on top of this.
  bookings: ['list', 'show', 'create'],
  // Where to pay: every signed-in user reads it.
  'payment-instructions': ['show'],
  // The reference of their own payment, on their own booking only: the route checks ownership.
  'payment-references': ['create'],
  // Their own messages, and their choice of emails.
  'own-notifications': ['list', 'edit'],
  cancellations: ['create'],
  // Their own place on the waitlist: join, read, leave, and accept or decline an offer.
  'own-waitlist': ['list', 'create', 'delete', 'edit'],
};

// A porter sees arrivals and records check-ins and check-outs, nothing else (changing their password needs no resource).
const PORTER: Partial<Record<Resource, readonly Action[]>> = { arrivals: ['list', 'show', 'edit'] };

// What only a student has: staff have no messages of their own.
const STUDENTS_ONLY: readonly Resource[] = ['own-notifications', 'own-waitlist'];

// The Stats Center is the superadmin's (SPEC.md): its page and the API's semester statistics alike.
// Where students send money is the superadmin's to say: an admin reads it only.
const ADMIN_ONLY_FOR_SUPERADMIN: readonly `${Action}:${Resource}`[] = [
  'delete:users',
  'create:admins',
  'list:stat-center',
  // The staff accounts (list, deactivate, reactivate) and resetting anyone's password.
  'list:staff',
  'edit:staff',
  'edit:passwords',
  'edit:payment-instructions',
  // Another person's download of what the hostel holds about them.
  'export:personal-data',
];
// The office only reads the waitlist: offers are made by the policy, never by hand.
const WAITLIST_READ_ONLY: readonly Action[] = ['list', 'show'];

/**
 * The one statement of who may do what (SPEC.md point 6), used by the API's routes and by the
 * web app's menus and pages. The server's answer is what counts; the web only mirrors it.
 */
export function canAccess(role: Role | string | undefined, action: Action, resource: Resource): boolean {
  if (STUDENTS_ONLY.includes(resource)) return role === 'user' && (STUDENT[resource]?.includes(action) ?? false);
  if (resource === 'waitlist') return isAdminRole(role) && WAITLIST_READ_ONLY.includes(action);
  if (role === 'superadmin') return true;
  if (role === 'admin') return !ADMIN_ONLY_FOR_SUPERADMIN.includes(`${action}:${resource}`);
  if (role === 'user') return STUDENT[resource]?.includes(action) ?? false;
  if (role === 'porter') return PORTER[resource]?.includes(action) ?? false;
  return false;
}

export const isAdminRole = (role: string | undefined) => role === 'admin' || role === 'superadmin';
