import type { ComponentType } from 'react';
import type { Action, Resource } from '../shared/canAccess.ts';
import { hosted } from './layout/ScreenHost.tsx';
import { page } from './lazyPage.ts';

export type PageEntry = {
  path: string;
  /** The name the page search finds it by; pages reached from another page have none. */
  title?: string;
  /** Who may open it, by the shared role rules; no entry means every signed-in user. */
  access?: readonly [Action, Resource];
  component: ComponentType;
};

/** Every guarded route of SPEC.md point 2 besides the dashboard. */
export const PAGES: PageEntry[] = [
  {
    path: '/rooms-statistics',
    title: 'Room Statistics',
    access: ['list', 'all-bookings'],
    component: page(() => import('./rooms/RoomsStatistics.tsx'), 'RoomsStatistics'),
  },
  {
    path: '/booked-guests-list',
    title: 'Booked Guest List',
    access: ['list', 'all-bookings'],
    component: page(() => import('./bookings/BookedGuestsList.tsx'), 'BookedGuestsList'),
  },
  {
    path: '/booking-options',
    title: 'Booking Options',
    access: ['create', 'semesters'],
    component: page(() => import('./semesters/BookingOptions.tsx'), 'BookingOptions'),
  },
  {
    path: '/add-room',
    title: 'Adding A New Room',
    access: ['create', 'rooms'],
    component: page(() => import('./rooms/RoomCreate.tsx'), 'RoomCreate'),
  },
  {
    path: '/add-rooms',
    title: 'Adding Many Rooms',
    access: ['create', 'rooms'],
    component: page(() => import('./rooms/import/RoomImport.tsx'), 'RoomImport'),
  },
  {
    path: '/edit-room/:roomId',
    access: ['edit', 'rooms'],
    component: page(() => import('./rooms/RoomEdit.tsx'), 'RoomEdit'),
  },
  { path: '/bed-map', title: 'Bed Map', component: hosted(page(() => import('./screens/BedMap.tsx'), 'BedMap')) },
  {
    path: '/add-semester',
    title: 'Adding A New Semester',
    access: ['create', 'semesters'],
    component: page(() => import('./semesters/SemesterCreate.tsx'), 'SemesterCreate'),
  },
  {
    path: '/all-semesters',
    title: 'Semester List',
    access: ['edit', 'semesters'],
    component: page(() => import('./semesters/SemesterList.tsx'), 'SemesterList'),
  },
  {
    path: '/edit-semester/:semesterId',
    access: ['edit', 'semesters'],
    component: page(() => import('./semesters/SemesterEdit.tsx'), 'SemesterEdit'),
  },
  {
    path: '/booking-guest',
    title: 'Reserve Bed For A Guest',
    access: ['create', 'all-bookings'],
    component: page(() => import('./bookings/GuestBooking.tsx'), 'GuestBooking'),
  },
  { path: '/all-rooms', title: 'All Rooms', component: hosted(page(() => import('./screens/RoomList.tsx'), 'RoomList')) },
  {
    path: '/all-rooms-admin',
    title: 'Manage Rooms',
    access: ['delete', 'rooms'],
    component: page(() => import('./rooms/RoomAdminList.tsx'), 'RoomAdminList'),
  },
  {
    path: '/book-room',
    title: 'Reserve A Bed',
    access: ['create', 'bookings'],
    component: hosted(page(() => import('./screens/booking/BookRoomPage.tsx'), 'BookRoomPage')),
  },
  {
    path: '/payment-history',
    title: 'Payment History',
    access: ['list', 'payment-history'],
    component: page(() => import('./payments/PaymentHistory.tsx'), 'PaymentHistory'),
  },
  {
    path: '/unmatched-payments',
    title: 'Unmatched Payments',
    access: ['approve', 'payments'],
    component: page(() => import('./payments/UnmatchedPayments.tsx'), 'UnmatchedPayments'),
  },
  {
    path: '/stat-center',
    title: 'Stats Center',
    access: ['list', 'stat-center'],
    component: page(() => import('./stats/StatCenter.tsx'), 'StatCenter'),
  },
  { path: '/users', title: 'All Users', access: ['list', 'users'], component: page(() => import('./users/UserList.tsx'), 'UserList') },
  {
    path: '/available-rooms',
    title: 'Available Rooms',
    component: hosted(page(() => import('./screens/AvailableRooms.tsx'), 'AvailableRooms')),
  },
  {
    path: '/restricted-rooms',
    title: 'Pending Payments',
    access: ['approve', 'payments'],
    component: page(() => import('./bookings/PendingBookings.tsx'), 'PendingBookings'),
  },
  { path: '/booking/:bookingId', access: ['show', 'bookings'], component: page(() => import('./bookings/BookingShow.tsx'), 'BookingShow') },
  {
    path: '/add-user',
    title: 'Add An Admin',
    access: ['create', 'admins'],
    component: page(() => import('./users/AddUser.tsx'), 'AddUser'),
  },
  { path: '/history', title: 'Booked History', component: hosted(page(() => import('./screens/booking/HistoryPage.tsx'), 'HistoryPage')) },
  { path: '/staff', title: 'Staff', access: ['list', 'staff'], component: page(() => import('./users/StaffList.tsx'), 'StaffList') },
  {
    path: '/change-password',
    title: 'Change Password',
    component: hosted(page(() => import('./screens/ChangePassword.tsx'), 'ChangePassword')),
  },
  {
    path: '/payment-instructions',
    title: 'Payment Instructions',
    access: ['edit', 'payment-instructions'],
    component: page(() => import('./payments/PaymentInstructionsEdit.tsx'), 'PaymentInstructionsEdit'),
  },
];
