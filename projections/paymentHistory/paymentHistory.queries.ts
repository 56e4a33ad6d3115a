import type { Db } from '../../api/db/connect.ts';
import type { PaymentDecision, PaymentExportRow } from '../../shared/records.ts';
import { listTotal } from '../listTotals.ts';
import { pageLimit, type PageQuery } from '../pages.ts';

export const HISTORY_COLUMNS = [
  'at',
  'decision',
  'reason',
  'from_status',
  'to_status',
  'actor_id',
  'actor_name',
  'booking_id',
  'student_id',
  'student_name',
  'room_id',
  'room_number',
  'amount',
  'semester_id',
  'refund_amount',
] as const;

/** Which decisions to list; `to` is inclusive. */
export type HistoryFilter = { semesterId?: string; decision?: string; actorId?: string; from?: string; to?: string };

function whereOf(db: Db, f: HistoryFilter) {
  return db`
    WHERE (${f.semesterId ?? null}::text IS NULL OR semester_id = ${f.semesterId ?? null})
      AND (${f.decision ?? null}::text IS NULL OR decision = ${f.decision ?? null})
      AND (${f.actorId ?? null}::text IS NULL OR actor_id = ${f.actorId ?? null})
      AND (${f.from ?? null}::timestamptz IS NULL OR at >= ${f.from ?? null}::timestamptz)
      AND (${f.to ?? null}::timestamptz IS NULL OR at <= ${f.to ?? null}::timestamptz)`;
}

/** One page of decisions, newest first unless sorted by id (the event's), and how many match. */
export async function paymentHistoryPage(db: Db, f: HistoryFilter, q: PageQuery) {
  const where = whereOf(db, f);
  const order = q.sort?.field === 'id' ? db`event_id ${q.sort.order === 'DESC' ? db`DESC` : db`ASC`}` : db`at DESC, position DESC`;
  const [total, rows] = await Promise.all([
    listTotal(db, `payment-history:${JSON.stringify(f)}`, db`SELECT 1 FROM payment_history ${where}`),
    db<PaymentDecision[]>`SELECT event_id AS id, ${db(HISTORY_COLUMNS as unknown as string[])} FROM payment_history ${where}
        ORDER BY ${order} ${pageLimit(db, q)}`,
  ]);
  return { rows, total };
}

/**
 * Every matching decision, newest first, for the finance export: the student's index number and
 * phone, the booking's reference and the payment reference given, from their booking; the
 * semester's name as it now stands; the decision before it on the booking, whatever the filter.
 */
export function paymentHistoryRows(db: Db, f: HistoryFilter) {
  return db<PaymentExportRow[]>`
    SELECT h.at, h.decision, h.reason, h.from_status, h.to_status, h.actor_name, h.student_name, h.room_number, h.amount, h.refund_amount,
           b.index_number, b.phone_number, b.reference AS booking_reference, b.payment_reference, s.name AS semester_name,
           (SELECT p.decision FROM payment_history p WHERE p.booking_id = h.booking_id AND p.position < h.position
             ORDER BY p.position DESC LIMIT 1) AS previous_decision
      FROM (SELECT * FROM payment_history ${whereOf(db, f)}) h
      LEFT JOIN bookings b ON b.id = h.booking_id
      LEFT JOIN semesters s ON s.id = h.semester_id
     ORDER BY h.at DESC, h.position DESC`;
}

/** Every payment decision on these bookings (a student's), in the order they were taken. */
export function paymentHistoryOfBookings(db: Db, bookingIds: readonly string[]) {
  return db<PaymentDecision[]>`SELECT event_id AS id, ${db(HISTORY_COLUMNS as unknown as string[])} FROM payment_history
     WHERE booking_id = ANY(${bookingIds as string[]}) ORDER BY position`;
}
