import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import bookings from './bookings/index.ts';
import { hosted } from './layout/ScreenHost.tsx';
import notifications from './notifications/index.ts';
import payments from './payments/index.ts';
import { OFFICE_PAGES, type OfficePath } from './plain/officePages.ts';
import rooms from './rooms/index.ts';
import screens from './screens/index.ts';
import semesters from './semesters/index.ts';
import stats from './stats/index.ts';
import users from './users/index.ts';
import waitlist from './waitlist/index.ts';

/** The page at each path of the list (web/plain/officePages.ts); a screen both apps show, in the office's layout. */
const PAGE_AT: Record<OfficePath, ComponentType> = {
  '/rooms-statistics': rooms.statistics,
  '/booked-guests-list': bookings.list,
  '/booking-options': semesters.options,
  '/add-room': rooms.create,
  '/add-rooms': rooms.import,
  '/edit-room/:roomId': rooms.edit,
  '/bed-map': hosted(screens.bedMap),
  '/porter-list': rooms.porterList,
  '/add-semester': semesters.create,
  '/all-semesters': semesters.list,
  '/edit-semester/:semesterId': semesters.edit,
  '/booking-guest': bookings.create,
  '/all-rooms': hosted(screens.roomList),
  '/all-rooms-admin': rooms.list,
  '/book-room': hosted(screens.bookRoom),
  '/payment-history': payments.list,
  '/unmatched-payments': payments.unmatched,
  '/cancellation-requests': bookings.cancellations,
  '/stat-center': stats.list,
  '/users': users.list,
  '/available-rooms': hosted(screens.availableRooms),
  '/restricted-rooms': bookings.pending,
  '/booking/:bookingId': bookings.show,
  '/add-user': users.create,
  '/history': hosted(screens.history),
  '/staff': users.staff,
  '/change-password': hosted(screens.changePassword),
  '/payment-instructions': payments.instructions,
  '/notifications': notifications.list,
  // A student's own messages (own-notifications): staff are told "Not allowed" before this, and
  // should a rule ever let one through, they read everyone's on their own page.
  '/messages': () => <Navigate to="/notifications" replace />,
  '/arrivals': hosted(screens.arrivals),
  '/waitlist': waitlist.list,
  // The student's own place in line (own-waitlist): staff see the whole line.
  '/my-waitlist': () => <Navigate to="/waitlist" replace />,
};

/** The office's routes: every page of the list, guarded by its access (HostelAdmin.tsx). */
export const PAGES = OFFICE_PAGES.map((info) => ({ ...info, component: PAGE_AT[info.path] }));
