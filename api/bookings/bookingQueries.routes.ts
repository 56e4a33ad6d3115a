import { Hono, type Context } from 'hono';
import { notFound } from '../commands/errors.ts';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { paginationOf, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { canAccess } from '../../shared/canAccess.ts';
import type { Booking } from '../../shared/records.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { searchOf } from '../../shared/search.ts';
import { bookingHistory } from './bookingHistory.ts';
import { bookingIdOf } from './bookingId.ts';
import { hostelDay, noShowCutoff } from '../../shared/arrivals.ts';
import { withNoShow } from '../arrivals/noShow.ts';

/** Whose bookings the reader may see: everyone's, or a student's own. */
const scopeOf = (c: Context<AppEnv>) => {
  const user = c.get('user');
  return { ownerId: canAccess(user.role, 'list', 'all-bookings') ? null : user.id };
};

export const BOOKING_LIST: ListSpec = {
  filters: {
    user_id: 'text',
    payment_status: 'text',
    payment_review: 'text',
    gender: 'text',
    semester_id: 'text',
    q: 'text',
    id: 'ids',
    cancellation: ['requested'],
    no_show: ['true', 'false'],
  },
};

export function bookingQueryRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  const visibleBooking = async (c: Context<AppEnv>) => {
    const booking = await read.bookings.findBooking(sql, scopeOf(c), bookingIdOf(c));
    if (!booking) throw notFound('Booking');
    return booking;
  };
  // Other students' bookings are the office's business: a student is not told who else gave their reference.
  // Each says whether it is a no-show on the day it is read.
  const forReader = async <B extends Booking>(c: Context<AppEnv>, rows: B[]) => {
    const today = { today: hostelDay(deps.clock()), noShowDays: deps.noShowDays };
    const answered = rows.map((row) => withNoShow(row, today));
    return scopeOf(c).ownerId === null ? read.bookings.withSharedPaymentReferences(sql, answered) : answered;
  };

  return new Hono<AppEnv>()
    .get('/bookings', requireAccess('list', 'bookings'), async (c) => {
      const q = parseListQuery(c, PAGE_SIZE, { ...BOOKING_LIST, sortable: read.bookings.SORTABLE_BOOKING_FIELDS });
      if (q.dialect === 'range') {
        const noShow = (q.filter.no_show ?? c.req.query('no_show')) === 'true';
        const noShowUpTo = noShow ? noShowCutoff(hostelDay(deps.clock()), deps.noShowDays) : undefined;
        const filter = { semester_id: c.req.query('semester_id'), ...q.filter, no_show_up_to: noShowUpTo };
        const { rows, total } = await read.bookings.bookingRange(sql, scopeOf(c), { ...q, filter, search: searchOf(q.filter.q) });
        return respondList(c, q, await forReader(c, rows), total, (data) => ({ data }), 'bookings');
      }
      const semesterId = c.req.query('semester_id') || null;
      if (c.req.query('page') === undefined) return c.json(await read.bookings.bookingSummaries(sql, scopeOf(c), semesterId));
      // ?page=n pages each of the four lists (SPEC.md point 9: ten a page) and says how long each is.
      const { lists, counts } = await read.bookings.bookingSummaryPage(sql, scopeOf(c), semesterId, q);
      return c.json({ ...lists, meta: paginationOf(q, counts.totalBookedRooms), counts });
    })
    .get('/bookings/:id', requireAccess('show', 'bookings'), async (c) => {
      const [booking] = await forReader(c, [await visibleBooking(c)]);
      return c.json({ data: booking });
    })
    .get('/bookings/:id/history', requireAccess('show', 'bookings'), async (c) => {
      const booking = await visibleBooking(c);
      return c.json({ data: await bookingHistory(deps, booking.id) });
    })
    .get('/bookings/me/last-form', requireAccess('create', 'bookings'), async (c) => {
      // The reader's own last booking form, to fill a new one with: never another student's.
      return c.json({ data: await read.bookings.lastBookingForm(sql, c.get('user').id) });
    });
}
