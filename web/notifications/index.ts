import { page } from '../plain/lazyPage.ts';

/** The office's notification pages, each loaded when first opened; web/pages.tsx gives them their paths. */
export default {
  list: page(() => import('./NotificationList.tsx'), 'NotificationList'),
};
