import { canAccess, type Action, type Resource } from '../../shared/canAccess.ts';
import { switchedOff, visibleMenu, type Features } from './menu.ts';

export type PageInfo = {
  path: string;
  /** The name the page search finds it by; pages reached from another page have none. */
  title?: string;
  /** Who may open it, by the shared role rules; no entry means every signed-in user. */
  access?: readonly [Action, Resource];
};

/**
 * Every guarded route of SPEC.md point 2 besides the dashboard, as the office's app has them
 * (web/pages.tsx gives each its page); the student's app opens those a student may, and answers
 * the others with "Not allowed" (web/student/pages.ts). No component here: both apps read it.
 */
const PAGES = [
  { path: '/rooms-statistics', title: 'Room Statistics', access: ['list', 'all-bookings'] },
  { path: '/booked-guests-list', title: 'Booked Guest List', access: ['list', 'all-bookings'] },
  { path: '/booking-options', title: 'Booking Options', access: ['create', 'semesters'] },
  { path: '/add-room', title: 'Adding A New Room', access: ['create', 'rooms'] },
  { path: '/add-rooms', title: 'Adding Many Rooms', access: ['create', 'rooms'] },
  { path: '/edit-room/:roomId', access: ['edit', 'rooms'] },
  { path: '/bed-map', title: 'Bed Map', access: ['list', 'rooms'] },
  { path: '/porter-list', title: 'Porter List', access: ['list', 'all-bookings'] },
  { path: '/add-semester', title: 'Adding A New Semester', access: ['create', 'semesters'] },
  { path: '/all-semesters', title: 'Semester List', access: ['edit', 'semesters'] },
  { path: '/edit-semester/:semesterId', access: ['edit', 'semesters'] },
  { path: '/booking-guest', title: 'Reserve Bed For A Guest', access: ['create', 'all-bookings'] },
  { path: '/all-rooms', title: 'All Rooms', access: ['list', 'rooms'] },
  { path: '/all-rooms-admin', title: 'Manage Rooms', access: ['delete', 'rooms'] },
  { path: '/book-room', title: 'Reserve A Bed', access: ['create', 'bookings'] },
  { path: '/payment-history', title: 'Payment History', access: ['list', 'payment-history'] },
  { path: '/unmatched-payments', title: 'Unmatched Payments', access: ['approve', 'payments'] },
  { path: '/cancellation-requests', title: 'Cancellation Requests', access: ['edit', 'cancellations'] },
  { path: '/stat-center', title: 'Stats Center', access: ['list', 'stat-center'] },
  { path: '/users', title: 'All Users', access: ['list', 'users'] },
  { path: '/available-rooms', title: 'Available Rooms', access: ['list', 'rooms'] },
  { path: '/restricted-rooms', title: 'Pending Payments', access: ['approve', 'payments'] },
  { path: '/booking/:bookingId', access: ['show', 'bookings'] },
  { path: '/add-user', title: 'Add An Admin', access: ['create', 'admins'] },
  { path: '/history', title: 'My Booking', access: ['list', 'bookings'] },
  { path: '/staff', title: 'Staff', access: ['list', 'staff'] },
  { path: '/change-password', title: 'Change Password' },
  { path: '/payment-instructions', title: 'Payment Instructions', access: ['edit', 'payment-instructions'] },
  { path: '/notifications', title: 'Notifications', access: ['list', 'notifications'] },
  { path: '/messages', title: 'Messages', access: ['list', 'own-notifications'] },
  { path: '/arrivals', title: 'Arrivals', access: ['list', 'arrivals'] },
  { path: '/waitlist', title: 'Waitlist', access: ['list', 'waitlist'] },
  { path: '/my-waitlist', title: 'Waitlist', access: ['list', 'own-waitlist'] },
] as const satisfies readonly PageInfo[];

export type OfficePath = (typeof PAGES)[number]['path'];
export const OFFICE_PAGES: readonly (PageInfo & { path: OfficePath })[] = PAGES;

/** Where a user whose password was reset is kept until they have chosen their own. */
export const CHANGE_PASSWORD_PATH: OfficePath = '/change-password';

/** Where a role's app opens: the dashboard, or for a porter (who reads no rooms) the arrivals. */
export const homeOf = (role: string | undefined): OfficePath | '/' => (canAccess(role, 'list', 'rooms') ? '/' : '/arrivals');

export const mayOpen = (role: string | undefined, page: PageInfo) => !page.access || canAccess(role, ...page.access);

/** What the top bar's search finds for `role`: the menu's entries by their labels, then each other page it may open by title. */
export function searchablePages(role: string | undefined, features: Features = {}) {
  const found = new Map<string, string>();
  const off = switchedOff(features);
  for (const group of visibleMenu(role, features)) for (const entry of group.entries) found.set(entry.to, entry.label);
  for (const page of OFFICE_PAGES)
    if (page.title && !found.has(page.path) && !off.has(page.path) && mayOpen(role, page)) found.set(page.path, page.title);
  return [...found].map(([to, label]) => ({ to, label }));
}
