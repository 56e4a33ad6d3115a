import type { Db } from '../api/db/connect.ts';
import type { Projection } from './projection.ts';
import { applyInRuns } from './batch/runs.ts';
import { isStaff, writePaymentHistoryRun } from './batch/paymentHistory.batch.ts';
import { foldPaymentHistoryInDatabase } from './inDatabase/paymentHistory.inDatabase.ts';

/**
 * Every payment decision with who took it, when, on which booking, student and room, the amount
 * and the status before and after. Names come from the projection's own tables, filled from the
 * staff registrations and the bookings it has seen, so a rebuild gives the same rows.
 */
export const paymentHistoryProjection: Projection = {
  name: 'payment_history',
  version: 1,
  mode: 'async',
  handles: ['UserRegistered', 'BedBooked', 'PaymentApproved', 'PaymentRejected'],
  tables: ['payment_history', 'payment_history_bookings', 'payment_history_people'],
  apply: async (db: Db, event) => {
    const d = event.data;
    switch (event.type) {
      case 'UserRegistered':
        if (!isStaff(d)) return;
        await db`INSERT INTO payment_history_people (user_id, name) VALUES (${d.user_id}, ${`${d.fname} ${d.lname}`})
                 ON CONFLICT (user_id) DO NOTHING`;
        return;
      case 'BedBooked':
        await db`INSERT INTO payment_history_bookings (booking_id, student_id, full_name, room_number)
                 VALUES (${d.booking_id}, ${d.user_id}, ${d.full_name}, ${d.room_number})
                 ON CONFLICT (booking_id) DO NOTHING`;
        return;
      case 'PaymentApproved':
      case 'PaymentRejected': {
        const actorId = event.metadata?.actorId ?? null;
        await db`
          INSERT INTO payment_history (event_id, position, booking_id, semester_id, student_id, student_name, room_id,
                                       room_number, amount, decision, from_status, to_status, actor_id, actor_name, at)
          SELECT ${event.eventId}, ${event.globalPosition}, ${d.booking_id}, ${d.semester_id}, ${d.user_id},
                 COALESCE(b.full_name, 'Unknown'), ${d.room_id}, COALESCE(b.room_number, ''), ${Number(d.amount)},
                 ${event.type === 'PaymentApproved' ? 'approved' : 'rejected'}, ${d.previous_status},
                 ${event.type === 'PaymentApproved' ? 'paid' : 'unpaid'}, ${actorId},
                 COALESCE((SELECT name FROM payment_history_people WHERE user_id = ${actorId}), 'Unknown'), ${d.at}
            FROM (SELECT 1) AS one LEFT JOIN payment_history_bookings b ON b.booking_id = ${d.booking_id}
          ON CONFLICT (event_id) DO NOTHING`;
        return;
      }
    }
  },
  // Every event of this projection folds: nothing is left to apply one by one.
  applyBatch: (db, events) =>
    applyInRuns(db, events, { folds: () => true, writeRun: writePaymentHistoryRun, apply: paymentHistoryProjection.apply }),
  foldInDatabase: foldPaymentHistoryInDatabase,
};
