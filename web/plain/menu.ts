import { canAccess, isAdminRole } from '../../shared/canAccess.ts';

/**
 * The sidebar's icons by name: the react-admin app draws each with its MUI icon (menuEntries.ts),
 * the student's app with the same drawing inline (web/student/icons.tsx), without MUI.
 */
export type MenuIconName =
  | 'Dashboard'
  | 'EventNote'
  | 'AddBox'
  | 'BarChart'
  | 'Insights'
  | 'People'
  | 'MeetingRoom'
  | 'Hotel'
  | 'GridView'
  | 'BookOnline'
  | 'History'
  | 'ReceiptLong'
  | 'Badge'
  | 'Payments'
  | 'PendingActions'
  | 'CurrencyExchange'
  | 'Notifications'
  | 'Mail'
  | 'EventBusy'
  | 'HowToReg'
  | 'HourglassEmpty';

export type MenuEntry = {
  to: string;
  label: string;
  icon: MenuIconName;
  visible?: (role?: string) => boolean;
  /** A live count shown on the entry's icon (SideMenu.tsx says how each is counted). */
  count?: 'pending-payments';
  /** Shown only while the hostel takes payments online: without a provider, nothing can be unmatched. */
  onlineOnly?: boolean;
};
/** What the hostel has switched on, as the API says it (GET /payments/online); unknown is off. */
export type Features = { onlinePayments?: boolean };
export type MenuGroup = { label?: string; visible?: (role?: string) => boolean; entries: MenuEntry[] };

/**
 * The sidebar of SPEC.md point 2, group by group, with who sees what (point 6). Both apps read it.
 * Each entry is named as the page it opens is titled (officePages.ts), so the two never disagree.
 */
export const MENU: MenuGroup[] = [
  // The dashboard and the rooms read rooms and bookings: a porter has the arrivals instead.
  { entries: [{ to: '/', label: 'Dashboard', icon: 'Dashboard', visible: (role) => canAccess(role, 'list', 'rooms') }] },
  {
    label: "Porter's Lodge",
    visible: (role) => canAccess(role, 'list', 'arrivals'),
    entries: [{ to: '/arrivals', label: 'Arrivals', icon: 'HowToReg' }],
  },
  {
    label: 'Bookings',
    visible: isAdminRole,
    entries: [
      { to: '/booked-guests-list', label: 'Booked Guest List', icon: 'EventNote' },
      { to: '/booking-options', label: 'Booking Options', icon: 'AddBox' },
      { to: '/rooms-statistics', label: 'Room Statistics', icon: 'BarChart' },
      { to: '/stat-center', label: 'Stats Center', icon: 'Insights', visible: (role) => canAccess(role, 'list', 'stat-center') },
      {
        to: '/payment-history',
        label: 'Payment History',
        icon: 'ReceiptLong',
        visible: (role) => canAccess(role, 'list', 'payment-history'),
      },
      {
        to: '/restricted-rooms',
        label: 'Pending Payments',
        icon: 'PendingActions',
        visible: (role) => canAccess(role, 'approve', 'payments'),
        count: 'pending-payments',
      },
      {
        to: '/unmatched-payments',
        label: 'Unmatched Payments',
        icon: 'CurrencyExchange',
        visible: (role) => canAccess(role, 'approve', 'payments'),
        onlineOnly: true,
      },
      {
        to: '/cancellation-requests',
        label: 'Cancellation Requests',
        icon: 'EventBusy',
        visible: (role) => canAccess(role, 'edit', 'cancellations'),
      },
      {
        to: '/notifications',
        label: 'Notifications',
        icon: 'Notifications',
        visible: (role) => canAccess(role, 'list', 'notifications'),
      },
      { to: '/waitlist', label: 'Waitlist', icon: 'HourglassEmpty', visible: (role) => canAccess(role, 'list', 'waitlist') },
      {
        to: '/payment-instructions',
        label: 'Payment Instructions',
        icon: 'Payments',
        visible: (role) => canAccess(role, 'edit', 'payment-instructions'),
      },
    ],
  },
  {
    label: 'Users',
    visible: isAdminRole,
    entries: [
      { to: '/users', label: 'All Users', icon: 'People' },
      { to: '/staff', label: 'Staff', icon: 'Badge', visible: (role) => canAccess(role, 'list', 'staff') },
    ],
  },
  {
    label: 'Rooms',
    visible: (role) => canAccess(role, 'list', 'rooms'),
    entries: [
      { to: '/all-rooms', label: 'All Rooms', icon: 'MeetingRoom' },
      { to: '/available-rooms', label: 'Available Rooms', icon: 'Hotel' },
      { to: '/bed-map', label: 'Bed Map', icon: 'GridView' },
      { to: '/porter-list', label: 'Porter List', icon: 'ReceiptLong', visible: isAdminRole },
      { to: '/book-room', label: 'Reserve A Bed', icon: 'BookOnline' },
      { to: '/history', label: 'My Booking', icon: 'History' },
      { to: '/messages', label: 'Messages', icon: 'Mail', visible: (role) => canAccess(role, 'list', 'own-notifications') },
      { to: '/my-waitlist', label: 'Waitlist', icon: 'HourglassEmpty', visible: (role) => canAccess(role, 'list', 'own-waitlist') },
    ],
  },
];

const shown = (entry: MenuEntry, role: string | undefined, features: Features) =>
  (entry.visible?.(role) ?? true) && (!entry.onlineOnly || Boolean(features.onlinePayments));

export const visibleMenu = (role?: string, features: Features = {}) =>
  MENU.filter((group) => group.visible?.(role) ?? true).map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => shown(entry, role, features)),
  }));

/** The pages the menu leaves out for what the hostel has switched off: the page search leaves them out too. */
export const switchedOff = (features: Features) =>
  new Set(MENU.flatMap((group) => group.entries.filter((entry) => entry.onlineOnly && !features.onlinePayments).map((entry) => entry.to)));
