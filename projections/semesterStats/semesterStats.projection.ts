import type { Tx } from '../../api/db/connect.ts';
import { amountAfterMove, PAID_DECISIONS, type BookingMoved } from '../../api/bookings/bookings.events.ts';
import type { ReleasedBooking } from '../../api/users/users.events.ts';
import { definitionOf, type AsyncProjection } from '../projection.ts';

/** An approval and a confirmed online payment alike make a booking paid, and count in the revenue once. */
const isPaid = (type: string) => (PAID_DECISIONS as readonly string[]).includes(type);
const PAID = PAID_DECISIONS.map((t) => `'${t}'`).join(', ');

export const STATS_EVENT_TYPES = [
  'RoomCreated',
  'RoomUpdated',
  'RoomDeleted',
  'SemesterDeleted',
  'BedBooked',
  'PaymentApproved',
  'PaymentRejected',
  'PaymentRevoked',
  'UserDeleted',
  'BookingExpired',
  'PaymentConfirmed',
  'BookingMoved',
  'BookingCancelled',
  'CancellationApproved',
] as const;

/**
 * What each semester's statistics are computed from (summary.ts): its rooms, and its bookings
 * with their status, whether a student's deletion released them, and when they were decided. An
 * expired hold leaves its booking unpaid as a rejection does, but is no one's decision: it does
 * not set the time the booking was decided, which the median decision time is made of. A booking
 * moved to another room counts in that room, with the amount it owes (pending) or paid.
 */
export const semesterStatsProjection: AsyncProjection = {
  name: 'semester_stats',
  version: 7,
  mode: 'async',
  handles: STATS_EVENT_TYPES,
  ...definitionOf(import.meta.url, 'semesterStats.sql'),
  apply: async (db, event) => {
    const d = event.data;
    switch (event.type) {
      case 'RoomCreated':
        await db`INSERT INTO stats_rooms (room_id, semester_id, gender, room_type, capacity)
                 VALUES (${d.room_id}, ${d.semester_id}, ${d.gender}, ${d.room_type}, ${d.room_capacity})
                 ON CONFLICT (room_id) DO NOTHING`;
        return;
      case 'RoomUpdated':
        await db`UPDATE stats_rooms SET semester_id = ${d.semester_id}, gender = ${d.gender}, room_type = ${d.room_type}, capacity = ${d.room_capacity}
                  WHERE room_id = ${d.room_id}`;
        return;
      case 'RoomDeleted':
        await db`DELETE FROM stats_rooms WHERE room_id = ${d.room_id}`;
        return;
      case 'SemesterDeleted':
        await db`DELETE FROM stats_rooms WHERE semester_id = ${d.semester_id}`;
        await db`DELETE FROM stats_bookings WHERE semester_id = ${d.semester_id}`;
        return;
      case 'BedBooked':
        await db`INSERT INTO stats_bookings (booking_id, semester_id, room_id, status, amount, booked_at)
                 VALUES (${d.booking_id}, ${d.semester_id}, ${d.room_id}, 'pending', ${d.amount_paid}, ${d.at})
                 ON CONFLICT (booking_id) DO NOTHING`;
        return;
      case 'PaymentApproved':
      case 'PaymentConfirmed':
      case 'PaymentRejected':
      case 'PaymentRevoked':
        await db`UPDATE stats_bookings
                    SET status = ${isPaid(event.type) ? 'paid' : 'unpaid'}, released = false, cancelled = false, kept = 0,
                        decided_at = COALESCE(decided_at, ${d.at})
                  WHERE booking_id = ${d.booking_id}`;
        return;
      case 'UserDeleted': {
        // A paid booking's money stays the hostel's revenue: it was received, and no refund is recorded.
        const released = (d.released_bookings ?? []) as ReleasedBooking[];
        for (const b of released) {
          await db`UPDATE stats_bookings SET status = 'unpaid', released = true, kept = ${b.kept ?? 0} WHERE booking_id = ${b.booking_id}`;
        }
        return;
      }
      case 'BookingExpired':
        await db`UPDATE stats_bookings SET status = 'unpaid', released = false WHERE booking_id = ${d.booking_id}`;
        return;
      // Cancelled: no bed, and of a paid booking's money only what was not refunded counts.
      case 'BookingCancelled':
      case 'CancellationApproved':
        await db`UPDATE stats_bookings SET status = 'unpaid', released = false, cancelled = true,
                        kept = ${event.type === 'CancellationApproved' ? d.amount - d.refund_amount : 0}
                  WHERE booking_id = ${d.booking_id}`;
        return;
      // The bed it holds is counted in its new room; a paid booking's revenue is what was paid.
      case 'BookingMoved':
        await db`UPDATE stats_bookings SET room_id = ${d.to_room_id}, amount = ${amountAfterMove(d as BookingMoved['data'])}
                  WHERE booking_id = ${d.booking_id}`;
        return;
    }
  },
  fold: foldStats,
};

/**
 * Written for logs in which a room and a booking are made once (ids are never reused): a room,
 * as its last edit left it, counts unless it or its semester was deleted; a booking unless its semester was, with the status
 * of the last decision or release after it and the time of the first decision, in the room of its last move.
 */
async function foldStats(tx: Tx, log: string): Promise<boolean> {
  const [{ remade }] = await tx.unsafe(`
    SELECT EXISTS (SELECT 1 FROM ${log} e WHERE event_type IN ('RoomCreated', 'BedBooked')
                    GROUP BY event_type, CASE event_type WHEN 'RoomCreated' THEN data->>'room_id' ELSE data->>'booking_id' END
                   HAVING count(*) > 1) AS remade`);
  if (remade) return false;
  const deleted = (type: string, key: string) =>
    `SELECT data->>'${key}' FROM ${log} d WHERE d.event_type = '${type}' AND data->>'${key}' IS NOT NULL`;
  const deletedSemesters = deleted('SemesterDeleted', 'semester_id');
  await tx.unsafe(`
    WITH edited AS (
           SELECT DISTINCT ON (data->>'room_id') data->>'room_id' AS room_id, data FROM ${log} e
            WHERE event_type = 'RoomUpdated' ORDER BY data->>'room_id', transaction_id DESC, global_position DESC),
         rooms AS (
           SELECT e.data || coalesce(edited.data, '{}') AS data FROM ${log} e LEFT JOIN edited ON edited.room_id = e.data->>'room_id'
            WHERE e.event_type = 'RoomCreated')
    INSERT INTO stats_rooms (room_id, semester_id, gender, room_type, capacity)
    SELECT data->>'room_id', data->>'semester_id', data->>'gender', data->>'room_type', (data->>'room_capacity')::integer
      FROM rooms
     WHERE data->>'room_id' NOT IN (${deleted('RoomDeleted', 'room_id')})
       AND data->>'semester_id' NOT IN (${deletedSemesters})`);
  await tx.unsafe(`
    WITH touches AS (
           SELECT data->>'booking_id' AS booking_id, data->'at' AS at, transaction_id, global_position,
                  CASE WHEN event_type IN (${PAID}) THEN 'paid' ELSE 'unpaid' END AS status, false AS released,
                  false AS cancelled, 0::numeric AS kept
             FROM ${log} e WHERE event_type IN (${PAID}, 'PaymentRejected', 'PaymentRevoked')
           UNION ALL
           SELECT k->>'booking_id', NULL, transaction_id, global_position, 'unpaid', true, false, coalesce((k->>'kept')::numeric, 0)
             FROM ${log} e CROSS JOIN LATERAL jsonb_array_elements(coalesce(data->'released_bookings', '[]')) AS k
            WHERE event_type = 'UserDeleted'
           UNION ALL
           SELECT data->>'booking_id', NULL, transaction_id, global_position, 'unpaid', false, false, 0
             FROM ${log} e WHERE event_type = 'BookingExpired'
           UNION ALL
           SELECT data->>'booking_id', NULL, transaction_id, global_position, 'unpaid', false, true,
                  CASE WHEN event_type = 'CancellationApproved' THEN (data->>'amount')::numeric - (data->>'refund_amount')::numeric ELSE 0 END
             FROM ${log} e WHERE event_type IN ('BookingCancelled', 'CancellationApproved')),
         booked AS (
           SELECT data, transaction_id, global_position FROM ${log} e
            WHERE event_type = 'BedBooked' AND data->>'semester_id' NOT IN (${deletedSemesters})),
         after_booking AS (
           SELECT t.* FROM touches t JOIN booked b ON b.data->>'booking_id' = t.booking_id
            WHERE (t.transaction_id, t.global_position) > (b.transaction_id, b.global_position)),
         last_touch AS (
           SELECT DISTINCT ON (booking_id) * FROM after_booking ORDER BY booking_id, transaction_id DESC, global_position DESC),
         last_move AS (
           SELECT DISTINCT ON (m.data->>'booking_id') m.data->>'booking_id' AS booking_id, m.data
             FROM ${log} m JOIN booked b ON b.data->>'booking_id' = m.data->>'booking_id'
            WHERE m.event_type = 'BookingMoved' AND (m.transaction_id, m.global_position) > (b.transaction_id, b.global_position)
            ORDER BY m.data->>'booking_id', m.transaction_id DESC, m.global_position DESC),
         first_decision AS (
           SELECT DISTINCT ON (booking_id) booking_id, at FROM after_booking WHERE at IS NOT NULL
            ORDER BY booking_id, transaction_id, global_position)
    INSERT INTO stats_bookings (booking_id, semester_id, room_id, status, amount, booked_at, released, decided_at, cancelled, kept)
    SELECT b.data->>'booking_id', b.data->>'semester_id', coalesce(m.data->>'to_room_id', b.data->>'room_id'), coalesce(t.status, 'pending'),
           coalesce(CASE m.data->>'payment_status' WHEN 'pending' THEN m.data->>'amount_after' ELSE m.data->>'amount_before' END,
                    b.data->>'amount_paid')::numeric, (b.data->>'at')::timestamptz, coalesce(t.released, false), (f.at #>> '{}')::timestamptz,
           coalesce(t.cancelled, false), coalesce(t.kept, 0)
      FROM booked b
      LEFT JOIN last_touch t ON t.booking_id = b.data->>'booking_id'
      LEFT JOIN first_decision f ON f.booking_id = b.data->>'booking_id'
      LEFT JOIN last_move m ON m.booking_id = b.data->>'booking_id'`);
  return true;
}
