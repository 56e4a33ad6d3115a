import type { Db } from '../../api/db/connect.ts';
import type { OnlinePayment, UnmatchedPayment } from '../../shared/records.ts';
import { listTotal } from '../listTotals.ts';
import { pageLimit, type PageQuery } from '../pages.ts';

const INTENT_FIELDS = (db: Db) => db`i.reference AS id, i.*`;

/** One payment by its reference; with `ownerId`, only that student's. */
export async function findIntent(db: Db, reference: string, ownerId: string | null = null): Promise<OnlinePayment | null> {
  const [row] = await db<OnlinePayment[]>`
    SELECT ${INTENT_FIELDS(db)} FROM payment_intents i
     WHERE reference = ${reference} AND (${ownerId}::text IS NULL OR user_id = ${ownerId})`;
  return row ?? null;
}

/** A booking's payments, newest first. */
export function intentsOfBooking(db: Db, bookingId: string) {
  return db<OnlinePayment[]>`
    SELECT ${INTENT_FIELDS(db)} FROM payment_intents i WHERE booking_id = ${bookingId} ORDER BY created_at DESC, reference`;
}

/** The references of payments still pending that were started before `before`, oldest first: the reconciler's sweep. */
export async function pendingIntents(db: Db, before: Date, limit = 1000): Promise<string[]> {
  const rows = await db<{ reference: string }[]>`
    SELECT reference FROM payment_intents WHERE status = 'pending' AND created_at < ${before} ORDER BY created_at LIMIT ${limit}`;
  return rows.map((r) => r.reference);
}

/**
 * The office's queue: payments that came late or did not match the amount due, those waiting for a
 * decision first (`open` alone: only them), each with its booking's student, room and status now.
 * Sorted by id, they come in the order of their reference (their id).
 */
export async function unmatchedPayments(db: Db, q: PageQuery & { open: boolean }) {
  const where = db`i.review IS NOT NULL AND (NOT ${q.open} OR i.status IN ('mismatch', 'late'))`;
  const order =
    q.sort?.field === 'id'
      ? db`i.reference ${q.sort.order === 'DESC' ? db`DESC` : db`ASC`}`
      : db`(i.status IN ('mismatch', 'late')) DESC, i.updated_at DESC, i.reference`;
  const [rows, total] = await Promise.all([
    db<UnmatchedPayment[]>`
      SELECT ${INTENT_FIELDS(db)}, COALESCE(b.full_name, 'Unknown') AS full_name, COALESCE(b.room_number, '') AS room_number,
             COALESCE(b.payment_status, 'unpaid') AS current_booking_status
        FROM payment_intents i LEFT JOIN bookings b ON b.id = i.booking_id
       WHERE ${where}
       ORDER BY ${order}
       ${pageLimit(db, q)}`,
    listTotal(db, `unmatched-payments:${q.open}`, db`SELECT 1 FROM payment_intents i WHERE ${where}`),
  ]);
  return { rows, total };
}
