import { Hono, type Context } from 'hono';
import type { Tx } from '../db/connect.ts';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { flatEnvelope, pageQuery, paginationOf } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { bookingIdOf } from '../bookings/bookingId.ts';
import { bookingStream } from '../bookings/bookings.events.ts';
import { addDays, hostelDay, noShowCutoff } from '../../shared/arrivals.ts';
import { PAGE_SIZE, type PaymentStatus } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { searchOf } from '../../shared/search.ts';
import { arrivalDecider, type ArrivalCommand } from './arrivals.decide.ts';
import { arrivalsQuery, checkInBody, checkOutBody } from './arrivals.schema.ts';
import { arrivalOf } from './noShow.ts';

/**
 * The porter's lodge (resource `arrivals`: porters and the office): the paid bookings expected on
 * a day or in the week from it, and each guest's check-in and check-out, decided on the booking's
 * stream so that two porters recording one arrival at once record it once.
 */
export function arrivalsRoutes(deps: AppDeps) {
  const { read, sql } = deps;

  /** Records the command on the booking's stream and answers the booking as it now stands. */
  const record = async (c: Context<AppEnv>, name: string, command: (tx: Tx, id: string) => Promise<ArrivalCommand>) => {
    const id = bookingIdOf(c);
    await handle(deps.store, bookingStream(id), arrivalDecider, { ...commandOf(c, deps, name), command: (tx) => command(tx, id) });
    return (await read.bookings.findBooking(sql, { ownerId: null }, id))!;
  };

  return new Hono<AppEnv>()
    .get('/arrivals', requireAccess('list', 'arrivals'), validate('query', arrivalsQuery), async (c) => {
      const query = c.req.valid('query');
      // `?page=n` only: `range` here is the day or the week, not react-admin's rows.
      const q = pageQuery(c, PAGE_SIZE);
      const today = hostelDay(deps.clock());
      const from = query.day ?? today;
      const to = query.range === 'week' ? addDays(from, 6) : from;
      const noShowUpTo = query.no_show === 'true' ? noShowCutoff(today, deps.noShowDays) : null;
      const { rows, total } = await read.arrivals.arrivalPage(sql, q, { from, to, search: searchOf(query.q), noShowUpTo });
      const arrivals = rows.map((row) => arrivalOf(row, today, deps.noShowDays));
      return c.json({ ...flatEnvelope(arrivals, paginationOf(q, total)), day: from, to });
    })
    .post('/bookings/:id/check-in', requireAccess('edit', 'arrivals'), validate('json', checkInBody), async (c) => {
      const { key_number, note } = c.req.valid('json');
      const by = c.get('user').id;
      const booking = await record(c, 'CheckIn', async (tx, id) => {
        const facts = await read.bookings.paymentFacts(tx, id);
        if (!facts) throw notFound('Booking');
        return { type: 'CheckIn', data: { listed_status: facts.payment_status as PaymentStatus, key_number, note, by } };
      });
      return c.json({ data: booking, message: MESSAGES.arrivals.checkedIn(booking.full_name, booking.room_number) });
    })
    .post('/bookings/:id/check-out', requireAccess('edit', 'arrivals'), validate('json', checkOutBody), async (c) => {
      const { key_returned, condition_note } = c.req.valid('json');
      const by = c.get('user').id;
      const booking = await record(c, 'CheckOut', async () => ({ type: 'CheckOut', data: { key_returned, condition_note, by } }));
      return c.json({ data: booking, message: MESSAGES.arrivals.checkedOut(booking.full_name) });
    });
}
