import { DECISION_OF, FORGOTTEN_STUDENT } from '../../api/bookings/bookings.events.ts';
import { FORGOTTEN_ACCOUNT } from '../../api/users/users.events.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { definitionOf, type AsyncProjection } from '../projection.ts';

/** A cancellation's request and its refusal leave the booking paid, as an approval does. */
const LEAVES_PAID = ['PaymentApproved', 'PaymentConfirmed', 'CancellationRequested', 'CancellationRefused'];
/** What the office gives back on an approved cancellation, shown as a refund; null otherwise. */
const REFUND_SQL = (data: string) => `CASE WHEN (${data}->>'refund')::boolean THEN (${data}->>'refund_amount')::numeric END`;

const FORGOTTEN_PERSON = `${FORGOTTEN_ACCOUNT.fname} ${FORGOTTEN_ACCOUNT.lname}`;

/**
 * The audit trail of payment decisions. Names come from the read model's own tables, filled from
 * the bookings and the staff registrations it has seen (only staff decide: students' own
 * registrations are not kept), so a rebuild gives the same rows. A hold that expired unpaid is
 * listed too (`expired`), taken by no one: its actor is named as the hold's expiry.
 */
export const paymentHistoryProjection: AsyncProjection = {
  name: 'payment_history',
  personal: true,
  version: 7,
  mode: 'async',
  handles: ['UserRegistered', 'BedBooked', 'BookingMoved', ...Object.keys(DECISION_OF), 'UserDeleted'],
  ...definitionOf(import.meta.url, 'paymentHistory.sql'),
  apply: async (db, event) => {
    const d = event.data;
    switch (event.type) {
      case 'UserRegistered':
        if (d.role === 'user') return;
        await db`INSERT INTO payment_history_people (user_id, name) VALUES (${d.user_id}, ${`${d.fname} ${d.lname}`})
                 ON CONFLICT (user_id) DO NOTHING`;
        return;
      case 'BedBooked':
        await db`INSERT INTO payment_history_bookings (booking_id, student_id, full_name, room_number)
                 VALUES (${d.booking_id}, ${d.user_id}, ${d.full_name}, ${d.room_number})
                 ON CONFLICT (booking_id) DO NOTHING`;
        return;
      // A deleted person is named as their events read once they are forgotten.
      case 'UserDeleted':
        await db`UPDATE payment_history_bookings SET full_name = ${FORGOTTEN_STUDENT.full_name} WHERE student_id = ${d.user_id}`;
        await db`UPDATE payment_history_people SET name = ${FORGOTTEN_PERSON} WHERE user_id = ${d.user_id}`;
        await db`UPDATE payment_history SET student_name = ${FORGOTTEN_STUDENT.full_name} WHERE student_id = ${d.user_id}`;
        await db`UPDATE payment_history h
                    SET actor_name = coalesce((SELECT name FROM payment_history_people p WHERE p.user_id = h.actor_id),
                                              CASE WHEN h.actor_id = h.student_id THEN ${FORGOTTEN_STUDENT.full_name} END, h.actor_name)
                  WHERE h.actor_id = ${d.user_id} AND h.decision <> 'confirmed'`;
        return;
      // Decisions after it name the new room; those before keep the room they were taken in.
      case 'BookingMoved':
        await db`UPDATE payment_history_bookings SET room_number = ${d.to_room_number} WHERE booking_id = ${d.booking_id}`;
        return;
      case 'PaymentApproved':
      case 'PaymentConfirmed':
      case 'PaymentRejected':
      case 'PaymentRevoked':
      case 'BookingExpired':
      case 'BookingCancelled':
      case 'CancellationRequested':
      case 'CancellationApproved':
      case 'CancellationRefused': {
        const actorId = event.metadata?.actorId ?? null;
        const nobody = event.type === 'BookingExpired' ? MESSAGES.holds.actor : 'Unknown';
        const approved = LEAVES_PAID.includes(event.type);
        const provider = event.type === 'PaymentConfirmed' ? (d.provider as string) : null;
        await db`
          INSERT INTO payment_history (event_id, position, booking_id, semester_id, student_id, student_name, room_id,
                                       room_number, amount, decision, reason, from_status, to_status, actor_id, actor_name, at, refund_amount)
          SELECT ${event.eventId}, ${event.globalPosition}, ${d.booking_id}, ${d.semester_id}, ${d.user_id},
                 COALESCE(b.full_name, 'Unknown'), ${d.room_id}, COALESCE(b.room_number, ''), ${d.amount},
                 ${DECISION_OF[event.type]}, ${d.reason ?? null}, ${d.previous_status}, ${approved ? 'paid' : 'unpaid'}, ${actorId},
                 COALESCE(initcap(${provider}::text), (SELECT name FROM payment_history_people WHERE user_id = ${actorId}),
                          CASE WHEN ${actorId}::text = ${d.user_id} THEN b.full_name END, ${nobody}), ${d.at},
                 ${d.refund ? d.refund_amount : null}
            FROM (SELECT 1) AS one LEFT JOIN payment_history_bookings b ON b.booking_id = ${d.booking_id}
          ON CONFLICT (event_id) DO NOTHING`;
        return;
      }
    }
  },
  // Names are only ever inserted, never changed: each booking and person keeps the first event
  // that named them, and a decision sees that name when it came before the decision. A booking's
  // room is the one of its last move before the decision, if any.
  fold: async (tx, log) => {
    await tx.unsafe(
      `
      WITH bookings AS MATERIALIZED (
             SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS booking_id, data->>'user_id' AS student_id,
                    data->>'full_name' AS full_name, data->>'room_number' AS room_number, transaction_id, global_position
               FROM ${log} e WHERE event_type = 'BedBooked'
              ORDER BY data->>'booking_id', transaction_id, global_position),
           staff AS MATERIALIZED (
             SELECT DISTINCT ON (data->>'user_id') data->>'user_id' AS user_id, concat(data->>'fname', ' ', data->>'lname') AS name,
                    transaction_id, global_position
               FROM ${log} e WHERE event_type = 'UserRegistered' AND data->>'role' IS DISTINCT FROM 'user'
              ORDER BY data->>'user_id', transaction_id, global_position),
           moves AS MATERIALIZED (
             SELECT data->>'booking_id' AS booking_id, data->>'to_room_number' AS room_number, transaction_id, global_position
               FROM ${log} e WHERE event_type = 'BookingMoved'),
           people AS (INSERT INTO payment_history_people (user_id, name) SELECT user_id, name FROM staff),
           named AS (INSERT INTO payment_history_bookings (booking_id, student_id, full_name, room_number)
                     SELECT booking_id, student_id, full_name, coalesce(last_move.room_number, bookings.room_number) FROM bookings
                       LEFT JOIN LATERAL (
                         SELECT m.room_number FROM moves m WHERE m.booking_id = bookings.booking_id
                            AND (m.transaction_id, m.global_position) > (bookings.transaction_id, bookings.global_position)
                          ORDER BY m.transaction_id DESC, m.global_position DESC LIMIT 1) AS last_move ON true)
      INSERT INTO payment_history (event_id, position, booking_id, semester_id, student_id, student_name, room_id,
                                   room_number, amount, decision, reason, from_status, to_status, actor_id, actor_name, at, refund_amount)
      SELECT e.event_id, e.global_position, e.data->>'booking_id', e.data->>'semester_id', e.data->>'user_id',
             COALESCE(b.full_name, 'Unknown'), e.data->>'room_id', COALESCE(moved.room_number, b.room_number, ''), (e.data->>'amount')::numeric,
             CASE e.event_type ${Object.entries(DECISION_OF)
               .map(([type, decision]) => `WHEN '${type}' THEN '${decision}'`)
               .join(' ')} END,
             e.data->>'reason', e.data->>'previous_status',
             CASE WHEN e.event_type IN (${LEAVES_PAID.map((t) => `'${t}'`).join(', ')}) THEN 'paid' ELSE 'unpaid' END, e.metadata->>'actorId',
             COALESCE(CASE WHEN e.event_type = 'PaymentConfirmed' THEN initcap(e.data->>'provider') END, p.name,
                      CASE WHEN e.metadata->>'actorId' = e.data->>'user_id' THEN b.full_name END,
                      CASE e.event_type WHEN 'BookingExpired' THEN $1 ELSE 'Unknown' END),
             (e.data->>'at')::timestamptz, ${REFUND_SQL('e.data')}
        FROM ${log} e
        LEFT JOIN bookings b ON b.booking_id = e.data->>'booking_id'
             AND (b.transaction_id, b.global_position) < (e.transaction_id, e.global_position)
        LEFT JOIN staff p ON p.user_id = e.metadata->>'actorId'
             AND (p.transaction_id, p.global_position) < (e.transaction_id, e.global_position)
        LEFT JOIN LATERAL (
          SELECT m.room_number FROM moves m WHERE b.booking_id IS NOT NULL AND m.booking_id = b.booking_id
             AND (m.transaction_id, m.global_position) > (b.transaction_id, b.global_position)
             AND (m.transaction_id, m.global_position) < (e.transaction_id, e.global_position)
           ORDER BY m.transaction_id DESC, m.global_position DESC LIMIT 1) AS moved ON true
       WHERE e.event_type IN (${Object.keys(DECISION_OF)
         .map((type) => `'${type}'`)
         .join(', ')})`,
      [MESSAGES.holds.actor],
    );
    return true;
  },
};
