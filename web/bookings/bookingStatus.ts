import { checkOutDate, type SemesterDates } from '../../shared/bookingDates.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import type { Booking } from '../providers/types.ts';

/** unpaid is displayed as "Rejected" (SPEC.md point 4). */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = { pending: 'Pending', paid: 'Paid', unpaid: 'Rejected' };
export const PAYMENT_COLORS = { pending: 'warning', paid: 'success', unpaid: 'error' } as const;

/** The stay ends with its semester: its end date, or '' while the semester is not known. */
export const checkOutOf = (semester: SemesterDates | undefined) => (semester ? checkOutDate(semester) : '');

/**
 * "Time Due" when payment is still pending after the check-in date, or the stay (the semester)
 * has ended; otherwise "Active". `today` is 'YYYY-MM-DD'.
 */
export function guestStatus(
  booking: Pick<Booking, 'check_in_date' | 'payment_status'>,
  semester: SemesterDates | undefined,
  today: string,
): 'Active' | 'Time Due' {
  const checkIn = booking.check_in_date.slice(0, 10);
  if (booking.payment_status === 'pending' && today > checkIn) return 'Time Due';
  const checkOut = checkOutOf(semester);
  if (checkOut && today > checkOut) return 'Time Due';
  return 'Active';
}
