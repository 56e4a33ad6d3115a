import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Action, Resource } from '../../shared/canAccess.ts';
import { page } from '../lazyPage.ts';
import { getSessionUser } from '../plain/session.ts';
import { currentSemesterQuery, MY_BOOKINGS, myBookingsQuery, roomStatsQuery, roomTypesQuery, semestersQuery } from '../screens/data.ts';
import { Dashboard } from '../screens/Dashboard.tsx';
import { ToHistory } from '../plain/router.tsx';

export type StudentPage = {
  path: string;
  /** The name the page search finds it by; pages reached from another page have none. */
  title?: string;
  /** Who may open it, by the shared role rules; no entry means every signed-in user. */
  access?: readonly [Action, Resource];
  /** A page loaded when first opened has `preload` (web/lazyPage.ts). */
  component: ComponentType & { preload?: () => Promise<unknown> };
  /** Fetches the reads the page opens with, for the student `userId`: the same its hooks make. */
  prefetch?: (client: QueryClient, userId: string) => Promise<unknown>;
};

export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * The student's pages. Each but the dashboard is imported on demand (web/lazyPage.ts); the build
 * puts them all in the student's chunk (web/chunkParts.ts), so opening one downloads nothing more.
 */
export const STUDENT_PAGES: StudentPage[] = [
  { path: '/', title: 'Dashboard', component: Dashboard, prefetch: (client) => client.prefetchQuery(roomStatsQuery()) },
  { path: '/available-rooms', title: 'Available Rooms', component: page(() => import('../screens/AvailableRooms.tsx'), 'AvailableRooms') },
  { path: '/all-rooms', title: 'All Rooms', component: page(() => import('../screens/RoomList.tsx'), 'RoomList') },
  { path: '/bed-map', title: 'Bed Map', component: page(() => import('../screens/BedMap.tsx'), 'BedMap') },
  {
    path: CHANGE_PASSWORD_PATH,
    title: 'Change Password',
    component: page(() => import('../screens/ChangePassword.tsx'), 'ChangePassword'),
  },
  {
    path: '/book-room',
    title: 'Reserve A Bed',
    access: ['create', 'bookings'],
    component: page(() => import('../screens/booking/BookRoomPage.tsx'), 'BookRoomPage'),
    prefetch: (client, userId) =>
      Promise.all([
        client.prefetchQuery(semestersQuery()),
        client.prefetchQuery(roomTypesQuery()),
        client.prefetchQuery(currentSemesterQuery()),
        client.prefetchQuery(myBookingsQuery(userId, MY_BOOKINGS.checked)),
      ]),
  },
  {
    path: '/history',
    title: 'Booked History',
    component: page(() => import('../screens/booking/HistoryPage.tsx'), 'HistoryPage'),
    prefetch: (client, userId) => client.prefetchQuery(myBookingsQuery(userId, MY_BOOKINGS.shown)),
  },
  // A booking's own page is the office's; a student's booking is shown on Booked History.
  { path: '/booking/:bookingId', access: ['show', 'bookings'], component: ToHistory },
];

/**
 * The react-admin app's pages a student may not open (web/pages.tsx): they get "Not allowed"
 * rather than "Page Not Found!". pages.test.ts holds this list to web/pages.tsx.
 */
export const STAFF_PAGES: { path: string; access: readonly [Action, Resource] }[] = [
  { path: '/rooms-statistics', access: ['list', 'all-bookings'] },
  { path: '/booked-guests-list', access: ['list', 'all-bookings'] },
  { path: '/booking-options', access: ['create', 'semesters'] },
  { path: '/add-room', access: ['create', 'rooms'] },
  { path: '/add-rooms', access: ['create', 'rooms'] },
  { path: '/edit-room/:roomId', access: ['edit', 'rooms'] },
  { path: '/add-semester', access: ['create', 'semesters'] },
  { path: '/all-semesters', access: ['edit', 'semesters'] },
  { path: '/edit-semester/:semesterId', access: ['edit', 'semesters'] },
  { path: '/booking-guest', access: ['create', 'all-bookings'] },
  { path: '/all-rooms-admin', access: ['delete', 'rooms'] },
  { path: '/payment-history', access: ['list', 'payment-history'] },
  { path: '/unmatched-payments', access: ['approve', 'payments'] },
  { path: '/stat-center', access: ['list', 'stat-center'] },
  { path: '/users', access: ['list', 'users'] },
  { path: '/restricted-rooms', access: ['approve', 'payments'] },
  { path: '/add-user', access: ['create', 'admins'] },
  { path: '/staff', access: ['list', 'staff'] },
  { path: '/payment-instructions', access: ['edit', 'payment-instructions'] },
];

/** Whether `pathname` is an address of `pattern`, whose `:name` segments stand for any one segment. */
export function matches(pattern: string, pathname: string) {
  const want = pattern.split('/');
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/**
 * Starts loading the code of the student's page at `pathname`, and the data it opens with, now,
 * beside the app's own start: not once the app has drawn its layout around an empty page, nor
 * once the page's code has come and drawn its empty form.
 */
export function preloadPageAt(pathname: string, queryClient: QueryClient) {
  const page = STUDENT_PAGES.find((p) => matches(p.path, pathname));
  void page?.component
    .preload?.()
    // A failed download is tried again, and its error shown, when the page itself asks for its code.
    .catch(() => undefined);
  // A failed read is the page's to show: prefetchQuery keeps its error and throws nothing.
  const userId = getSessionUser()?.id;
  if (userId) void page?.prefetch?.(queryClient, userId);
}
