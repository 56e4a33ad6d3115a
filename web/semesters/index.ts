import { page } from '../plain/lazyPage.ts';

/** The office's semester pages, each loaded when first opened; web/pages.tsx gives them their paths. */
export default {
  list: page(() => import('./SemesterList.tsx'), 'SemesterList'),
  create: page(() => import('./SemesterCreate.tsx'), 'SemesterCreate'),
  edit: page(() => import('./SemesterEdit.tsx'), 'SemesterEdit'),
  options: page(() => import('./BookingOptions.tsx'), 'BookingOptions'),
};
