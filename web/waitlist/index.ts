import { page } from '../plain/lazyPage.ts';

/** The office's waitlist page, loaded when first opened; web/pages.tsx gives it its path. */
export default {
  list: page(() => import('./WaitlistList.tsx'), 'WaitlistList'),
};
