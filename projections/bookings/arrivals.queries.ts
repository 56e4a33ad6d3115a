import type { Db } from '../../api/db/connect.ts';
import type { Arrival } from '../../shared/records.ts';
import type { Search } from '../../shared/search.ts';
import { pageLimit, type PageQuery } from '../pages.ts';
import { listTotal } from '../listTotals.ts';
import { matchesSearch } from '../search.ts';
import { BOOKING_SEARCH_TEXT } from './bookings.queries.ts';

/**
 * Which paid bookings the lodge lists: those expected from `from` to `to` (check-in dates), or,
 * with `noShowUpTo`, those not checked in whose check-in date is that day or earlier. A search
 * finds a guest of any day: the person at the desk may have come early or late.
 */
export type ArrivalFilter = { from: string; to: string; search: Search | null; noShowUpTo: string | null };

type ArrivalRow = Omit<Arrival, 'status' | 'no_show'>;

export async function arrivalPage(db: Db, q: PageQuery, f: ArrivalFilter): Promise<{ rows: ArrivalRow[]; total: number }> {
  const when = f.noShowUpTo
    ? db`checked_in_at IS NULL AND check_in_date <= ${f.noShowUpTo}`
    : f.search
      ? db`true`
      : db`check_in_date BETWEEN ${f.from} AND ${f.to}`;
  const where = db`payment_status = 'paid' AND ${when} ${f.search ? db`AND ${matchesSearch(db, BOOKING_SEARCH_TEXT, f.search)}` : db``}`;
  const [rows, total] = await Promise.all([
    db<ArrivalRow[]>`
      SELECT id, reference, full_name, index_number, phone_number, gender, room_number, check_in_date,
             checked_in_at, checked_out_at, key_number
        FROM bookings WHERE ${where}
       ORDER BY check_in_date, lower(full_name), id ${pageLimit(db, q)}`,
    listTotal(db, `arrivals:${JSON.stringify(f)}`, db`SELECT 1 FROM bookings WHERE ${where}`),
  ]);
  return { rows, total };
}
