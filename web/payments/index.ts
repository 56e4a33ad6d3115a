import { page } from '../plain/lazyPage.ts';

/** The office's payment pages, each loaded when first opened; web/pages.tsx gives them their paths. */
export default {
  list: page(() => import('./PaymentHistory.tsx'), 'PaymentHistory'),
  unmatched: page(() => import('./UnmatchedPayments.tsx'), 'UnmatchedPayments'),
  instructions: page(() => import('./PaymentInstructionsEdit.tsx'), 'PaymentInstructionsEdit'),
};
