import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { metaEnvelope, parseListQuery, respondList } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { toCsv } from './csv.ts';

// YYYY-MM-DD with an optional time, years 0001-9999: what both JavaScript and PostgreSQL read alike.
const DATE_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isDate = (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));
const HistoryQuery = z.object({
  semester_id: z.string().max(100).optional(),
  decision: z.enum(['approved', 'rejected'], { message: 'decision must be approved or rejected' }).optional(),
  actor_id: z.string().max(100).optional(),
  from: z.string().refine(isDate, 'from must be a date, e.g. 2026-09-01').optional(),
  to: z.string().refine(isDate, 'to must be a date, e.g. 2026-09-30').optional(),
  format: z.enum(['json', 'csv']).optional(),
});

export const HISTORY_COLUMNS = [
  'at', 'decision', 'from_status', 'to_status', 'actor_id', 'actor_name', 'booking_id',
  'student_id', 'student_name', 'room_id', 'room_number', 'amount', 'semester_id',
] as const;

/** GET /payments/history: the audit trail of payment decisions, filtered, paged or as CSV. */
export function paymentHistoryRoutes({ sql }: AppDeps) {
  return new Hono<AppEnv>().get('/payments/history', requireAccess('list', 'payment-history'), validate('query', HistoryQuery), async (c) => {
    const f = c.req.valid('query');
    const list = parseListQuery(c, PAGE_SIZE);
    const semesterId = f.semester_id ?? (list.filter.semester_id as string | undefined);
    const decision = f.decision ?? (list.filter.decision as string | undefined);
    const actorId = f.actor_id ?? (list.filter.actor_id as string | undefined);
    // A date-only `to` means the whole of that day.
    const to = f.to && /^\d{4}-\d{2}-\d{2}$/.test(f.to) ? `${f.to}T23:59:59.999Z` : f.to;
    const where = sql`
      WHERE (${semesterId ?? null}::text IS NULL OR semester_id = ${semesterId ?? null})
        AND (${decision ?? null}::text IS NULL OR decision = ${decision ?? null})
        AND (${actorId ?? null}::text IS NULL OR actor_id = ${actorId ?? null})
        AND (${f.from ?? null}::timestamptz IS NULL OR at >= ${f.from ?? null}::timestamptz)
        AND (${to ?? null}::timestamptz IS NULL OR at <= ${to ?? null}::timestamptz)`;
    if (f.format === 'csv') {
      const rows = await sql`SELECT ${sql(HISTORY_COLUMNS as unknown as string[])} FROM payment_history ${where} ORDER BY at DESC, position DESC`;
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="payment-history.csv"');
      return c.body(toCsv(HISTORY_COLUMNS, rows));
    }
    const [{ total }] = await sql<{ total: number }[]>`SELECT count(*)::bigint AS total FROM payment_history ${where}`;
    const rows = await sql`SELECT event_id AS id, ${sql(HISTORY_COLUMNS as unknown as string[])} FROM payment_history ${where}
                            ORDER BY at DESC, position DESC LIMIT ${list.perPage} OFFSET ${list.offset}`;
    return respondList(c, list, rows, total, metaEnvelope, 'payments');
  });
}
