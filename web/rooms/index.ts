import { page } from '../plain/lazyPage.ts';

/** The office's room pages, each loaded when first opened; web/pages.tsx gives them their paths. */
export default {
  list: page(() => import('./RoomAdminList.tsx'), 'RoomAdminList'),
  create: page(() => import('./RoomCreate.tsx'), 'RoomCreate'),
  edit: page(() => import('./RoomEdit.tsx'), 'RoomEdit'),
  import: page(() => import('./import/RoomImport.tsx'), 'RoomImport'),
  statistics: page(() => import('./RoomsStatistics.tsx'), 'RoomsStatistics'),
  porterList: page(() => import('./PorterList.tsx'), 'PorterList'),
};
