import { Hono, type Context } from 'hono';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { jsonText } from '../http/jsonText.ts';
import { paginationOf, parseListQuery, respondList } from '../http/listQuery.ts';
import { canAccess } from '../../shared/canAccess.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { bookingHistory } from './bookingHistory.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingRange, bookingSummaries, bookingSummaryPage, SORTABLE_BOOKING_FIELDS, summariesJson, type BookingScope } from './bookingLists.ts';
import type { BookingRecord } from './bookingRecord.ts';

const scopeOf = (c: Context<AppEnv>): BookingScope => {
  const user = c.get('user');
  return { ownerId: canAccess(user.role, 'list', 'all-bookings') ? null : user.id };
};

/** A booking the reader may see, or 404: another student's booking is not even acknowledged. */
async function visibleBooking(deps: AppDeps, c: Context<AppEnv>): Promise<BookingRecord> {
  const { ownerId } = scopeOf(c);
  const [booking] = await deps.sql<BookingRecord[]>`
    SELECT * FROM bookings WHERE id = ${bookingIdOf(c)} AND (${ownerId}::text IS NULL OR user_id = ${ownerId})`;
  if (!booking) throw notFound('Booking');
  return booking;
}

export function bookingQueryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/bookings', requireAccess('list', 'bookings'), async (c) => {
      const q = parseListQuery(c, PAGE_SIZE, SORTABLE_BOOKING_FIELDS);
      if (q.dialect === 'range') {
        const filter = { semester_id: c.req.query('semester_id'), ...q.filter };
        const { rows, total } = await bookingRange(deps.sql, scopeOf(c), { ...q, filter });
        return respondList(c, q, rows, total, (data) => ({ data }), 'bookings');
      }
      const semesterId = c.req.query('semester_id') || null;
      if (c.req.query('page') === undefined) return jsonText(c, summariesJson(await bookingSummaries(deps.sql, scopeOf(c), semesterId)));
      // ?page=n pages each of the four lists (SPEC.md point 9: ten a page) and says how long each is.
      const { lists, counts } = await bookingSummaryPage(deps.sql, scopeOf(c), semesterId, q.offset, q.perPage);
      return jsonText(c, summariesJson(lists, { meta: paginationOf(q, counts.totalBookedRooms), counts }));
    })
    .get('/bookings/:id', requireAccess('show', 'bookings'), async (c) => c.json({ data: await visibleBooking(deps, c) }))
    .get('/bookings/:id/history', requireAccess('show', 'bookings'), async (c) => {
      const booking = await visibleBooking(deps, c);
      return c.json({ data: await bookingHistory(deps, booking.id) });
    });
}
