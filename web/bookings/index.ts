import { page } from '../plain/lazyPage.ts';

/** The office's booking pages, each loaded when first opened; web/pages.tsx gives them their paths. */
export default {
  list: page(() => import('./BookedGuestsList.tsx'), 'BookedGuestsList'),
  create: page(() => import('./GuestBooking.tsx'), 'GuestBooking'),
  show: page(() => import('./BookingShow.tsx'), 'BookingShow'),
  pending: page(() => import('./PendingBookings.tsx'), 'PendingBookings'),
  cancellations: page(() => import('./CancellationRequests.tsx'), 'CancellationRequests'),
};
