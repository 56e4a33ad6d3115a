import { page } from '../plain/lazyPage.ts';

/** The office's Stats Center, loaded when first opened; web/pages.tsx gives it its path. */
export default {
  list: page(() => import('./StatCenter.tsx'), 'StatCenter'),
};
