import { checkOutDate, type SemesterDates } from '../../shared/bookingDates.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { PAYMENT_STATUS_WORDS } from '../../shared/paymentWords.ts';
import type { Booking, BookingHistoryEntry } from './types.ts';

/** unpaid is displayed as "Rejected" (SPEC.md point 4), in the same words as the API's exports. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = PAYMENT_STATUS_WORDS;
export const PAYMENT_COLORS = { pending: 'warning', paid: 'success', unpaid: 'error' } as const;

/** The stay ends with its semester: its end date, or '' while the semester is not known. */
export const checkOutOf = (semester: SemesterDates | undefined) => (semester ? checkOutDate(semester) : '');

/**
 * A booked guest's status: Active while checked in at the lodge, "Time Due" once the stay (the
 * semester) has ended and they are still in; Checked Out once they left. Before they arrive: Paid,
 * Pending, or "Time Due" when payment is still pending after the check-in date or the stay has
 * ended. `today` is 'YYYY-MM-DD'.
 */
export function guestStatus(
  booking: Pick<Booking, 'check_in_date' | 'payment_status' | 'checked_in_at' | 'checked_out_at'>,
  semester: SemesterDates | undefined,
  today: string,
): 'Paid' | 'Pending' | 'Time Due' | 'Active' | 'Checked Out' {
  const checkOut = checkOutOf(semester);
  const stayEnded = Boolean(checkOut) && today > checkOut;
  if (booking.checked_out_at) return 'Checked Out';
  if (booking.checked_in_at) return stayEnded ? 'Time Due' : 'Active';
  const checkIn = booking.check_in_date.slice(0, 10);
  if (booking.payment_status === 'pending' && today > checkIn) return 'Time Due';
  if (stayEnded) return 'Time Due';
  return booking.payment_status === 'paid' ? 'Paid' : 'Pending';
}

/**
 * What a stay's date is called on `today` ('YYYY-MM-DD'): planned until its day has come, then
 * plainly the day: nothing records arrivals yet, so no guest is said to have checked in or out.
 */
export function stayDateLabel(which: 'in' | 'out', date: string, today: string) {
  const day = date.slice(0, 10);
  const planned = !day || (which === 'in' ? today < day : today <= day);
  if (planned) return which === 'in' ? 'Planned check-in' : 'Planned check-out';
  return which === 'in' ? 'Check-in' : 'Check-out';
}

/** The booking My booking is about: the one holding a bed, else the latest. */
export const currentOf = (bookings: Booking[]) => bookings.find((b) => b.payment_status !== 'unpaid') ?? bookings[0] ?? null;

/** Whether a refused booking's last refusal was a revocation of its approved payment, not a rejection. */
export const wasRevoked = (history: Pick<BookingHistoryEntry, 'type'>[]) =>
  history.findLast((e) => e.type === 'PaymentRejected' || e.type === 'PaymentRevoked')?.type === 'PaymentRevoked';
