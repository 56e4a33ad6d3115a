import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { homeOf, OFFICE_PAGES, type OfficePath, type PageInfo } from '../plain/officePages.ts';
import { getSessionUser } from '../plain/session.ts';
import {
  currentSemesterQuery,
  lastBookingFormQuery,
  MY_BOOKINGS,
  myBookingsQuery,
  myWaitlistQuery,
  readQuery,
  roomTypesQuery,
  semestersQuery,
} from '../screens/data.ts';
import { Dashboard } from '../screens/Dashboard.tsx';
import screens from '../screens/index.ts';
import { ToHistory } from '../plain/router.tsx';
import { page } from '../plain/lazyPage.ts';

type OwnPage = {
  /** A page loaded when first opened has `preload` (web/plain/lazyPage.ts). */
  component: ComponentType & { preload?: () => Promise<unknown> };
  /** Fetches the reads the page opens with, for the student `userId`: the same its hooks make. */
  prefetch?: (client: QueryClient, userId: string) => Promise<unknown>;
};
export type StudentPage = PageInfo & OwnPage;

/**
 * What the student's app draws at each page of the list (web/plain/officePages.ts) a student may
 * open. Each but the dashboard is imported on demand (web/plain/lazyPage.ts).
 */
const OWN: Partial<Record<OfficePath, OwnPage>> = {
  '/available-rooms': { component: screens.availableRooms },
  '/all-rooms': { component: screens.roomList },
  '/bed-map': { component: screens.bedMap },
  '/change-password': { component: screens.changePassword },
  // The porter's app is this one, made for phones: their arrivals (web/main.tsx).
  '/arrivals': { component: screens.arrivals },
  '/book-room': {
    component: screens.bookRoom,
    prefetch: (client, userId) =>
      Promise.all([
        client.prefetchQuery(semestersQuery()),
        client.prefetchQuery(roomTypesQuery()),
        client.prefetchQuery(currentSemesterQuery()),
        client.prefetchQuery(myBookingsQuery(userId, MY_BOOKINGS.checked)),
        client.prefetchQuery(lastBookingFormQuery()),
      ]),
  },
  '/history': {
    component: screens.history,
    prefetch: (client, userId) => client.prefetchQuery(myBookingsQuery(userId, MY_BOOKINGS.shown)),
  },
  '/messages': {
    component: page(() => import('./MessagesPage.tsx'), 'MessagesPage'),
    prefetch: (client) =>
      Promise.all([
        client.prefetchQuery(readQuery('notifications', 'myNotifications', { page: 1 })),
        client.prefetchQuery(readQuery('notifications', 'notificationSettings', {})),
      ]),
  },
  '/my-waitlist': {
    component: page(() => import('./waitlist/WaitlistPage.tsx'), 'WaitlistPage'),
    prefetch: (client) => client.prefetchQuery(currentSemesterQuery()),
  },
  // A booking's own page is the office's; a student's booking is shown on My Booking.
  '/booking/:bookingId': { component: ToHistory },
};

/** The student's pages: the dashboard, and their own drawing of the list's pages they may open. */
export const STUDENT_PAGES: StudentPage[] = [
  {
    path: '/',
    component: Dashboard,
    // A student's dashboard is their booking: the bookings as My Booking reads them, the semesters' names, and any waitlist offer.
    prefetch: (client, userId) =>
      Promise.all([
        client.prefetchQuery(myBookingsQuery(userId, MY_BOOKINGS.shown)),
        client.prefetchQuery(semestersQuery()),
        client.prefetchQuery(myWaitlistQuery()),
      ]),
  },
  ...OFFICE_PAGES.flatMap((info) => {
    const own = OWN[info.path];
    return own ? [{ ...info, ...own }] : [];
  }),
];

/** The list's other pages, the staff's: a student gets "Not allowed" there rather than "Page Not Found!". */
export const STAFF_PAGES = OFFICE_PAGES.filter((info) => !OWN[info.path]);

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
  // A porter opening '/' is sent on to the arrivals: the dashboard's reads would be refused.
  const at = pathname === '/' ? homeOf(getSessionUser()?.role) : pathname;
  const page = STUDENT_PAGES.find((p) => matches(p.path, at));
  void page?.component
    .preload?.()
    // A failed download is tried again, and its error shown, when the page itself asks for its code.
    .catch(() => undefined);
  // A failed read is the page's to show: prefetchQuery keeps its error and throws nothing.
  const userId = getSessionUser()?.id;
  if (userId) void page?.prefetch?.(queryClient, userId);
}
