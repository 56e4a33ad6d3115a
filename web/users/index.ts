import { page } from '../plain/lazyPage.ts';

/** The office's user pages, each loaded when first opened; web/pages.tsx gives them their paths. */
export default {
  list: page(() => import('./UserList.tsx'), 'UserList'),
  create: page(() => import('./AddUser.tsx'), 'AddUser'),
  staff: page(() => import('./StaffList.tsx'), 'StaffList'),
};
