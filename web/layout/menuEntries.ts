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
import NotificationsIcon from '@mui/icons-material/Notifications';
import MailIcon from '@mui/icons-material/Mail';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { MenuIconName } from '../plain/menu.ts';

// The menu itself is menu.ts, which the student's app reads too; here, its icons as MUI draws them.
export { MENU, visibleMenu, type MenuEntry, type MenuGroup } from '../plain/menu.ts';

export const MENU_ICONS: Record<MenuIconName, SvgIconComponent> = {
  Dashboard: DashboardIcon,
  EventNote: EventNoteIcon,
  AddBox: AddBoxIcon,
  BarChart: BarChartIcon,
  Insights: InsightsIcon,
  People: PeopleIcon,
  MeetingRoom: MeetingRoomIcon,
  Hotel: HotelIcon,
  GridView: GridViewIcon,
  BookOnline: BookOnlineIcon,
  History: HistoryIcon,
  ReceiptLong: ReceiptLongIcon,
  Badge: BadgeIcon,
  Payments: PaymentsIcon,
  PendingActions: PendingActionsIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  Notifications: NotificationsIcon,
  Mail: MailIcon,
  EventBusy: EventBusyIcon,
  HowToReg: HowToRegIcon,
  HourglassEmpty: HourglassEmptyIcon,
};
