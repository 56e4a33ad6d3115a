import {
  BOOKING_EVENT_TYPES,
  DECISION_OF,
  FORGOTTEN_STUDENT,
  PAID_DECISIONS,
  RELEASING_DECISIONS,
  type BookingEvent,
  amountAfterMove,
} from '../../api/bookings/bookings.events.ts';
import { derivedBookingReferenceSql, LEGACY_HOLD_HOURS } from '../../api/bookings/bookings.upcasters.ts';
import type { UserDeleted } from '../../api/users/users.events.ts';
import { definitionOf, forgetRows, insertRow, rowOf, type InlineProjection } from '../projection.ts';
import { CANCELLATION_EVENT_TYPES } from '../../api/bookings/cancellation.events.ts';
import { cancellationOf } from './cancellationOf.ts';
import { applyArrival, foldArrivals } from './arrivals.fold.ts';

const AMOUNT_AFTER_MOVE_SQL = `CASE WHEN m.data->>'payment_status' = 'pending' THEN m.data->'amount_after' ELSE m.data->'amount_before' END`;

const BOOKING = rowOf('bookings', { id: 'booking_id', created_at: 'at', updated_at: 'at' });
/** A deleted student's bookings read as their events do once the student is forgotten. */
const FORGOTTEN_BOOKING = { ...FORGOTTEN_STUDENT, payment_reference: null };
const PAID = PAID_DECISIONS.map((t) => `'${t}'`).join(', ');
/** A booking decided or released no longer waits for its payment: no review, no question. */
const NO_REVIEW = 'payment_review = NULL, payment_question = NULL, payment_question_at = NULL';

/**
 * Bookings, written in the booking's own transaction: its unique rule refuses a student's second
 * active booking in a semester. A decision sets the payment status, and a rejection, revocation or
 * expiry its reason; a student's deletion leaves the bookings it released unpaid, and marks all of
 * theirs. `hold_until` is the deadline of a pending booking's hold (moved by an extension), null
 * once the booking is decided or released. A payment reference the student gives is kept beside the
 * status, which it does not change; on a pending booking it puts the payment under review, which
 * stops the hold (no deadline) until the office decides or asks the student a question, which
 * sets the deadline for the answer. A move to another room changes the room, the amount a pending
 * booking owes, and what a paid one has left to settle (`balance`), nothing else.
 */
export const bookingsProjection: InlineProjection = {
  name: 'bookings',
  personal: true,
  version: 13,
  mode: 'inline',
  handles: [...BOOKING_EVENT_TYPES, 'UserDeleted', 'PaymentConfirmed'],
  ...definitionOf(import.meta.url, 'bookings.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as BookingEvent | UserDeleted;
    switch (event.type) {
      case 'BedBooked':
        await insertRow(db, BOOKING, { ...event.data, student_deleted: false, balance: 0 });
        return;
      // Paid online (PaymentConfirmed): as paid as an approval.
      case 'PaymentApproved':
      case 'PaymentConfirmed':
        await db`UPDATE bookings SET payment_status = 'paid', decision_reason = NULL, last_decision = ${DECISION_OF[event.type]},
                        hold_until = NULL, ${db.unsafe(NO_REVIEW)}, updated_at = ${event.data.at}
                  WHERE id = ${event.data.booking_id}`;
        return;
      case 'PaymentRejected':
      case 'PaymentRevoked':
      case 'BookingExpired':
      case 'BookingCancelled':
      case 'CancellationApproved':
        await db`UPDATE bookings SET payment_status = 'unpaid', decision_reason = ${event.data.reason ?? null},
                        last_decision = ${DECISION_OF[event.type]}, hold_until = NULL, ${db.unsafe(NO_REVIEW)}, updated_at = ${event.data.at}
                  WHERE id = ${event.data.booking_id}`;
        if (event.type === 'BookingCancelled' || event.type === 'CancellationApproved') await setCancellation(db, event);
        // A revoked payment leaves nothing to cancel: a request it overtook is closed with it.
        if (event.type === 'PaymentRevoked') await db`UPDATE bookings SET cancellation = NULL WHERE id = ${event.data.booking_id}`;
        return;
      // A request and its refusal leave the booking paid: only its cancellation changes.
      case 'CancellationRequested':
      case 'CancellationRefused':
        await setCancellation(db, event);
        return;
      // Under review, a hold has no deadline to move (logs from before the review kept one).
      case 'HoldExtended':
        await db`UPDATE bookings SET hold_until = CASE WHEN payment_review = 'under_review' THEN NULL ELSE ${event.data.hold_until}::timestamptz END,
                        updated_at = ${event.data.at}
                  WHERE id = ${event.data.booking_id}`;
        return;
      case 'UserDeleted': {
        const ids = (event.data.released_bookings ?? []).map((b) => b.booking_id);
        if (ids.length > 0)
          await db`UPDATE bookings SET payment_status = 'unpaid', hold_until = NULL, ${db.unsafe(NO_REVIEW)}, updated_at = ${event.data.at}
                    WHERE id = ANY(${ids})`;
        await db`UPDATE bookings SET student_deleted = true WHERE user_id = ${event.data.user_id}`;
        await forgetRows(db, 'bookings', FORGOTTEN_BOOKING, 'user_id', event.data.user_id);
        return;
      }
      case 'PaymentReferenceGiven':
        await db`UPDATE bookings SET payment_reference = ${event.data.payment_reference}, payment_reference_at = ${event.data.at},
                        payment_review = CASE WHEN payment_status = 'pending' THEN 'under_review' END, hold_until = NULL,
                        payment_question = NULL, payment_question_at = NULL
                  WHERE id = ${event.data.booking_id}`;
        return;
      // Its hold, review and status stay as they are: only the room and what is owed change.
      case 'BookingMoved': {
        const d = event.data;
        await db`UPDATE bookings SET room_id = ${d.to_room_id}, room_type_id = ${d.to_room_type_id}, room_type = ${d.to_room_type},
                        room_number = ${d.to_room_number}, amount_paid = ${amountAfterMove(d)}, balance = ${d.balance}, updated_at = ${d.at}
                  WHERE id = ${d.booking_id}`;
        return;
      }
      case 'PaymentQuestionAsked':
        await db`UPDATE bookings SET payment_review = 'question_asked', payment_question = ${event.data.reason},
                        payment_question_at = ${event.data.at}, hold_until = ${event.data.hold_until}
                  WHERE id = ${event.data.booking_id} AND payment_status = 'pending'`;
        return;
      case 'GuestCheckedIn':
      case 'GuestCheckedOut':
        await applyArrival(db, event);
        return;
    }
  },
  // Each booking with the status, time and hold of the last event that touched it after it was
  // made (a touch before it changed nothing): a decision, its student's deletion, or an extension
  // of its hold, which only a pending booking has; the reason and kind of the last decision; and whether
  // its student was deleted (a deleted student books nothing after); the last payment reference
  // given. Still pending, its review is that of the last reference given (no deadline) or question
  // asked (the deadline of the question or of an extension after it). A booking stored before holds
  // and references gets what the upcaster gives it: a deadline 72 hours after it was made, and a
  // reference from its id. A booking moved has the room and amounts of its last move, which touches
  // it as an extension does, with the status and hold it had.
  fold: async (tx, log) => {
    await tx.unsafe(`
      WITH touches AS (
             SELECT data->>'booking_id' AS id, data->'at' AS at, transaction_id, global_position,
                    CASE WHEN event_type IN (${PAID}) THEN 'paid' ELSE 'unpaid' END AS status,
                    true AS decision, data->'reason' AS reason, 'null'::jsonb AS hold_until, event_type
               FROM ${log} e WHERE event_type IN (${PAID}, ${RELEASING_DECISIONS.map((t) => `'${t}'`).join(', ')})
             UNION ALL
             SELECT k->>'booking_id', e.data->'at', transaction_id, global_position, 'unpaid', false, NULL, 'null'::jsonb, NULL
               FROM ${log} e CROSS JOIN LATERAL jsonb_array_elements(coalesce(data->'released_bookings', '[]')) AS k
              WHERE event_type = 'UserDeleted'
             UNION ALL
             SELECT data->>'booking_id', data->'at', transaction_id, global_position, 'pending', false, NULL, data->'hold_until', NULL
               FROM ${log} e WHERE event_type = 'HoldExtended'
             UNION ALL
             SELECT data->>'booking_id', data->'at', transaction_id, global_position, data->>'payment_status', false, NULL,
                    coalesce(data->'hold_until', 'null'::jsonb), NULL
               FROM ${log} e WHERE event_type = 'BookingMoved'),
           last_move AS (
             SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS id, data, transaction_id, global_position
               FROM ${log} e WHERE event_type = 'BookingMoved'
              ORDER BY data->>'booking_id', transaction_id DESC, global_position DESC),
           last_touch AS (
             SELECT DISTINCT ON (id) * FROM touches ORDER BY id, transaction_id DESC, global_position DESC),
           last_decision AS (
             SELECT DISTINCT ON (id) * FROM touches WHERE decision ORDER BY id, transaction_id DESC, global_position DESC),
           deleted_students AS (
             SELECT DISTINCT data->>'user_id' AS user_id FROM ${log} e WHERE event_type = 'UserDeleted'),
           last_payment_reference AS (
             SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS id, data->'payment_reference' AS payment_reference,
                    data->'at' AS at, transaction_id, global_position
               FROM ${log} e WHERE event_type = 'PaymentReferenceGiven'
              ORDER BY data->>'booking_id', transaction_id DESC, global_position DESC),
           last_review AS (
             SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS id, event_type, data->'reason' AS question,
                    data->'at' AS at, transaction_id, global_position
               FROM ${log} e WHERE event_type IN ('PaymentReferenceGiven', 'PaymentQuestionAsked')
              ORDER BY data->>'booking_id', transaction_id DESC, global_position DESC),
           last_deadline AS (
             SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS id, data->'hold_until' AS hold_until,
                    transaction_id, global_position
               FROM ${log} e WHERE event_type IN ('HoldExtended', 'PaymentQuestionAsked')
              ORDER BY data->>'booking_id', transaction_id DESC, global_position DESC),
           last_cancellation AS (
             SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS id, event_type, data, transaction_id, global_position
               FROM ${log} e WHERE event_type IN (${CANCELLATION_EVENT_TYPES.map((t) => `'${t}'`).join(', ')}, 'PaymentRevoked')
              ORDER BY data->>'booking_id', transaction_id DESC, global_position DESC)
      INSERT INTO bookings
      SELECT booking.* FROM ${log} e
        LEFT JOIN last_touch t ON t.id = e.data->>'booking_id'
             AND (t.transaction_id, t.global_position) > (e.transaction_id, e.global_position)
        LEFT JOIN last_decision d ON d.id = e.data->>'booking_id'
             AND (d.transaction_id, d.global_position) > (e.transaction_id, e.global_position)
        LEFT JOIN last_payment_reference p ON p.id = e.data->>'booking_id'
             AND (p.transaction_id, p.global_position) > (e.transaction_id, e.global_position)
        LEFT JOIN last_review r ON r.id = e.data->>'booking_id'
             AND (r.transaction_id, r.global_position) > (e.transaction_id, e.global_position)
        LEFT JOIN last_deadline l ON l.id = e.data->>'booking_id'
             AND (l.transaction_id, l.global_position) > (e.transaction_id, e.global_position)
        LEFT JOIN last_move m ON m.id = e.data->>'booking_id'
             AND (m.transaction_id, m.global_position) > (e.transaction_id, e.global_position)
        LEFT JOIN last_cancellation c ON c.id = e.data->>'booking_id'
             AND (c.transaction_id, c.global_position) > (e.transaction_id, e.global_position)
        CROSS JOIN LATERAL ${BOOKING.from(
          'e.data',
          `jsonb_build_object('decision_reason', d.reason,
             'last_decision', CASE d.event_type ${Object.entries(DECISION_OF)
               .map(([type, decision]) => `WHEN '${type}' THEN '${decision}'`)
               .join(' ')} END,
             'student_deleted', EXISTS (SELECT 1 FROM deleted_students s WHERE s.user_id = e.data->>'user_id'),
             'hold_until', coalesce(e.data->'hold_until',
                                    to_jsonb((e.data->>'at')::timestamptz + interval '${LEGACY_HOLD_HOURS} hours')),
             'payment_reference', p.payment_reference,
             'payment_reference_at', p.at,
             'reference', coalesce(e.data->'reference', to_jsonb(${derivedBookingReferenceSql(`e.data->>'booking_id'`)})),
             'balance', 0,
             'cancellation', CASE WHEN c.event_type <> 'PaymentRevoked' THEN ${cancellationOf('c.event_type', 'c.data')} END)
           || CASE WHEN m.id IS NULL THEN '{}'::jsonb
                   ELSE jsonb_build_object('room_id', m.data->'to_room_id', 'room_type_id', m.data->'to_room_type_id',
                          'room_type', m.data->'to_room_type', 'room_number', m.data->'to_room_number',
                          'amount_paid', ${AMOUNT_AFTER_MOVE_SQL}, 'balance', m.data->'balance') END
           || CASE WHEN t.id IS NULL THEN '{}'::jsonb
                   ELSE jsonb_build_object('payment_status', t.status, 'updated_at', t.at, 'hold_until', t.hold_until) END
           || CASE WHEN t.status <> 'pending' THEN '{}'::jsonb
                   WHEN r.event_type = 'PaymentReferenceGiven' THEN jsonb_build_object('hold_until', NULL, 'payment_review', 'under_review')
                   WHEN r.event_type = 'PaymentQuestionAsked'
                     THEN jsonb_build_object('hold_until', l.hold_until, 'payment_review', 'question_asked',
                                             'payment_question', r.question, 'payment_question_at', r.at)
                   ELSE '{}'::jsonb END`,
        )} AS booking
       WHERE e.event_type = 'BedBooked'`);
    await foldArrivals(tx, log);
    return true;
  },
};

/** The booking's cancellation as its last cancellation event says (cancellationOf.ts, as the fold reads it). */
function setCancellation(db: Parameters<InlineProjection['apply']>[0], event: { type: string; data: { booking_id: string } }) {
  return db.unsafe(
    `UPDATE bookings SET cancellation = (SELECT ${cancellationOf('$1::text', '$2::text::jsonb')}) WHERE id = $3`,
    [event.type, JSON.stringify(event.data), event.data.booking_id],
    { prepare: true },
  );
}
