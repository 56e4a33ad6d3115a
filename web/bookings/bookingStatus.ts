import type { PaymentStatus } from '../../shared/constants.ts';
import { addMonths } from '../common/format.ts';
import type { Booking } from '../providers/types.ts';

/** unpaid is displayed as "Rejected" (SPEC.md point 4). */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = { pending: 'Pending', paid: 'Paid', unpaid: 'Rejected' };
export const PAYMENT_COLORS = { pending: 'warning', paid: 'success', unpaid: 'error' } as const;

/** The stay ends its length (in months) after check-in. */
export const checkOutDate = (booking: Pick<Booking, 'check_in_date' | 'length_of_stay'>) =>
  addMonths(booking.check_in_date, Number(booking.length_of_stay));

/**
 * "Time Due" when payment is still pending after the check-in date, or the stay has ended;
 * otherwise "Active". `today` is 'YYYY-MM-DD'.
 */
export function guestStatus(
  booking: Pick<Booking, 'check_in_date' | 'length_of_stay' | 'payment_status'>,
  today: string,
): 'Active' | 'Time Due' {
  const checkIn = booking.check_in_date.slice(0, 10);
  if (booking.payment_status === 'pending' && today > checkIn) return 'Time Due';
  if (today >= checkOutDate(booking)) return 'Time Due';
  return 'Active';
}
