import { isNoShow } from '../../shared/arrivals.ts';
import type { Arrival, Booking } from '../../shared/records.ts';

type Today = { today: string; noShowDays: number };

/** A booking as answered: with `no_show`, which depends on the day it is read. */
export const withNoShow = <B extends Booking>(b: B, { today, noShowDays }: Today): B => ({
  ...b,
  no_show: isNoShow(b, today, noShowDays),
});

/** A row of the lodge's list with its status: out, in, a no-show, or expected. */
export function arrivalOf(row: Omit<Arrival, 'status' | 'no_show'>, today: string, noShowDays: number): Arrival {
  const no_show = isNoShow({ ...row, payment_status: 'paid' }, today, noShowDays);
  const status = row.checked_out_at ? 'out' : row.checked_in_at ? 'in' : no_show ? 'no_show' : 'expected';
  return { ...row, status, no_show };
}
