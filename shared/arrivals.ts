import { localDateTime } from './localTime.ts';
import type { Booking } from './records.ts';

/** How many days after its check-in date a paid booking not checked in is a no-show, without NO_SHOW_DAYS. */
export const DEFAULT_NO_SHOW_DAYS = 3;

/** The day (YYYY-MM-DD) a moment falls on by the hostel's clocks. */
export const hostelDay = (moment: Date | string) => localDateTime(moment).slice(0, 10);

/** `day` (YYYY-MM-DD) moved by `days`, as a calendar date. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The latest check-in date of a no-show on `today`: a paid booking not checked in whose check-in
 * date is this or earlier. The bookings read model's filter (`?no_show=true`) asks the same.
 */
export const noShowCutoff = (today: string, noShowDays: number) => addDays(today, -noShowDays);

export const isNoShow = (b: Pick<Booking, 'payment_status' | 'check_in_date' | 'checked_in_at'>, today: string, noShowDays: number) =>
  b.payment_status === 'paid' && !b.checked_in_at && b.check_in_date.slice(0, 10) <= noShowCutoff(today, noShowDays);
