import type { ReactNode } from 'react';
import { formatDate, formatMoney } from './format.ts';
import type { Booking, Semester } from './types.ts';
import { checkOutOf } from './bookingStatus.ts';

/**
 * What the student booked: semester, room, the stay's dates (it ends with the semester), the amount,
 * labelled due until paid, and the reference to quote, drawn by `referenceOf`. Without MUI, for
 * the student's own pages (web/student) too.
 */
export function bookingFactItems(
  booking: Booking,
  semester: Semester | undefined,
  referenceOf: (reference: string) => ReactNode,
): [string, ReactNode][] {
  const paid = booking.payment_status === 'paid';
  return [
    ['Semester', semester?.name],
    ['Room', `${booking.room_type} · Room ${booking.room_number}`],
    ['Check-In', formatDate(booking.check_in_date)],
    ['Check-Out', formatDate(checkOutOf(semester))],
    [paid ? 'Amount Paid' : 'Amount Due', formatMoney(booking.amount_paid)],
    ['Booking Reference', booking.reference && referenceOf(booking.reference)],
  ];
}
