import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import AddBoxIcon from '@mui/icons-material/AddBox';
import BarChartIcon from '@mui/icons-material/BarChart';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import HotelIcon from '@mui/icons-material/Hotel';
import GridViewIcon from '@mui/icons-material/GridView';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import BadgeIcon from '@mui/icons-material/Badge';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { canAccess, isAdminRole } from '../../shared/canAccess.ts';

export type MenuEntry = {
  to: string;
  label: string;
  icon: SvgIconComponent;
  visible?: (role?: string) => boolean;
  /** A live count shown on the entry's icon (SideMenu.tsx says how each is counted). */
  count?: 'pending-payments';
};
export type MenuGroup = { label?: string; visible?: (role?: string) => boolean; entries: MenuEntry[] };

/** The sidebar of SPEC.md point 2, group by group, with who sees what (point 6). */
export const MENU: MenuGroup[] = [
  { entries: [{ to: '/', label: 'Dashboard', icon: DashboardIcon }] },
  {
    label: 'Bookings',
    visible: isAdminRole,
    entries: [
      { to: '/booked-guests-list', label: 'Booking Stats', icon: EventNoteIcon },
      { to: '/booking-options', label: 'Create', icon: AddBoxIcon },
      { to: '/rooms-statistics', label: 'Room Stats', icon: BarChartIcon },
      { to: '/stat-center', label: 'Stats Center', icon: InsightsIcon, visible: (role) => canAccess(role, 'list', 'stat-center') },
      {
        to: '/payment-history',
        label: 'Payment History',
        icon: ReceiptLongIcon,
        visible: (role) => canAccess(role, 'list', 'payment-history'),
      },
      {
        to: '/restricted-rooms',
        label: 'Pending Payments',
        icon: PendingActionsIcon,
        visible: (role) => canAccess(role, 'approve', 'payments'),
        count: 'pending-payments',
      },
      {
        to: '/unmatched-payments',
        label: 'Unmatched Payments',
        icon: CurrencyExchangeIcon,
        visible: (role) => canAccess(role, 'approve', 'payments'),
      },
      {
        to: '/payment-instructions',
        label: 'Payment Instructions',
        icon: PaymentsIcon,
        visible: (role) => canAccess(role, 'edit', 'payment-instructions'),
      },
    ],
  },
  {
    label: 'Users',
    visible: isAdminRole,
    entries: [
      { to: '/users', label: 'All Users', icon: PeopleIcon },
      { to: '/staff', label: 'Staff', icon: BadgeIcon, visible: (role) => canAccess(role, 'list', 'staff') },
    ],
  },
  {
    label: 'Rooms',
    entries: [
      { to: '/all-rooms', label: 'All Rooms', icon: MeetingRoomIcon },
      { to: '/available-rooms', label: 'Available Rooms', icon: HotelIcon },
      { to: '/bed-map', label: 'Bed Map', icon: GridViewIcon },
      { to: '/book-room', label: 'Book Room', icon: BookOnlineIcon },
      { to: '/history', label: 'Booked History', icon: HistoryIcon },
    ],
  },
];

export const visibleMenu = (role?: string) =>
  MENU.filter((group) => group.visible?.(role) ?? true).map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => entry.visible?.(role) ?? true),
  }));
