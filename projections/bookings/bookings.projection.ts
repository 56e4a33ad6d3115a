import { BOOKING_EVENT_TYPES, type BookingEvent } from '../../api/bookings/bookings.events.ts';
import type { UserDeleted } from '../../api/users/users.events.ts';
import { definitionOf, insertRow, rowOf, type InlineProjection } from '../projection.ts';

const BOOKING = rowOf('bookings', { id: 'booking_id', created_at: 'at', updated_at: 'at' });

/**
 * Bookings, written in the booking's own transaction: its unique rule refuses a student's second
 * active booking in a semester. A decision sets the payment status; a student's deletion leaves
 * the bookings it released unpaid.
 */
export const bookingsProjection: InlineProjection = {
  name: 'bookings',
  version: 2,
  mode: 'inline',
  handles: [...BOOKING_EVENT_TYPES, 'UserDeleted'],
  ...definitionOf(import.meta.url, 'bookings.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as BookingEvent | UserDeleted;
    switch (event.type) {
      case 'BedBooked':
        await insertRow(db, BOOKING, event.data);
        return;
      case 'PaymentApproved':
      case 'PaymentRejected': {
        const status = event.type === 'PaymentApproved' ? 'paid' : 'unpaid';
        await db`UPDATE bookings SET payment_status = ${status}, updated_at = ${event.data.at} WHERE id = ${event.data.booking_id}`;
        return;
      }
      case 'UserDeleted': {
        const ids = (event.data.released_bookings ?? []).map((b) => b.booking_id);
        if (ids.length > 0) await db`UPDATE bookings SET payment_status = 'unpaid', updated_at = ${event.data.at} WHERE id = ANY(${ids})`;
        return;
      }
    }
  },
  // Each booking with the status and time of the last event that touched it after it was made
  // (a touch before it changed nothing): a decision, or its student's deletion.
  fold: async (tx, log) => {
    await tx.unsafe(`
      WITH touches AS (
             SELECT data->>'booking_id' AS id, data->'at' AS at, transaction_id, global_position,
                    CASE event_type WHEN 'PaymentApproved' THEN 'paid' ELSE 'unpaid' END AS status
               FROM ${log} e WHERE event_type IN ('PaymentApproved', 'PaymentRejected')
             UNION ALL
             SELECT k->>'booking_id', e.data->'at', transaction_id, global_position, 'unpaid'
               FROM ${log} e CROSS JOIN LATERAL jsonb_array_elements(coalesce(data->'released_bookings', '[]')) AS k
              WHERE event_type = 'UserDeleted'),
           last_touch AS (
             SELECT DISTINCT ON (id) * FROM touches ORDER BY id, transaction_id DESC, global_position DESC)
      INSERT INTO bookings
      SELECT booking.* FROM ${log} e
        LEFT JOIN last_touch t ON t.id = e.data->>'booking_id'
             AND (t.transaction_id, t.global_position) > (e.transaction_id, e.global_position)
        CROSS JOIN LATERAL ${BOOKING.from('e.data', "CASE WHEN t.id IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('payment_status', t.status, 'updated_at', t.at) END")} AS booking
       WHERE e.event_type = 'BedBooked'`);
    return true;
  },
};
