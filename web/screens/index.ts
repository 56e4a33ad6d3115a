import { page } from '../plain/lazyPage.ts';

/**
 * The screens both apps show besides the dashboard, each loaded when first opened: the student's
 * app draws them as they are (web/student/pages.ts), the office's in its layout (web/pages.tsx).
 */
export default {
  availableRooms: page(() => import('./AvailableRooms.tsx'), 'AvailableRooms'),
  roomList: page(() => import('./RoomList.tsx'), 'RoomList'),
  bedMap: page(() => import('./BedMap.tsx'), 'BedMap'),
  changePassword: page(() => import('./ChangePassword.tsx'), 'ChangePassword'),
  bookRoom: page(() => import('./booking/BookRoomPage.tsx'), 'BookRoomPage'),
  history: page(() => import('./booking/HistoryPage.tsx'), 'HistoryPage'),
  arrivals: page(() => import('./Arrivals.tsx'), 'Arrivals'),
};
