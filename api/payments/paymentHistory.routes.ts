import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { metaEnvelope, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { financeCsv } from './financeCsv.ts';
import { PAGE_SIZE, PAYMENT_DECISIONS } from '../../shared/constants.ts';
import { readIso } from '../../shared/isoDates.ts';

// YYYY-MM-DD with an optional time, every part real: what both JavaScript and PostgreSQL read alike.
const isDate = (v: string) => readIso(v).real;
const HistoryQuery = z.object({
  semester_id: z.string().max(100).optional(),
  decision: z.enum(PAYMENT_DECISIONS, { message: `decision must be one of: ${PAYMENT_DECISIONS.join(', ')}` }).optional(),
  actor_id: z.string().max(100).optional(),
  from: z.string().trim().refine(isDate, 'from must be a date, e.g. 2026-09-01').optional(),
  to: z.string().trim().refine(isDate, 'to must be a date, e.g. 2026-09-30').optional(),
  format: z.enum(['json', 'csv']).optional(),
});

/** react-admin's filters: the query's names; the list is newest first unless sorted by id. */
export const PAYMENT_HISTORY_LIST: ListSpec = { filters: { semester_id: 'text', decision: PAYMENT_DECISIONS, actor_id: 'text' } };

/** GET /payments/history: the audit trail of payment decisions, filtered, paged or as CSV. */
export function paymentHistoryRoutes({ sql, read }: AppDeps) {
  return new Hono<AppEnv>().get(
    '/payments/history',
    requireAccess('list', 'payment-history'),
    validate('query', HistoryQuery),
    async (c) => {
      const f = c.req.valid('query');
      const list = parseListQuery(c, PAGE_SIZE, PAYMENT_HISTORY_LIST);
      // A date-only `to` means the whole of that day.
      const to = f.to && /^\d{4}-\d{2}-\d{2}$/.test(f.to) ? `${f.to}T23:59:59.999Z` : f.to;
      const filter = {
        semesterId: f.semester_id ?? (list.filter.semester_id as string | undefined),
        decision: f.decision ?? (list.filter.decision as string | undefined),
        actorId: f.actor_id ?? (list.filter.actor_id as string | undefined),
        from: f.from,
        to,
      };
      if (f.format === 'csv') {
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="payment-history.csv"');
        return c.body(financeCsv(await read.paymentHistory.paymentHistoryRows(sql, filter)));
      }
      const { rows, total } = await read.paymentHistory.paymentHistoryPage(sql, filter, list);
      return respondList(c, list, rows, total, metaEnvelope, 'payments');
    },
  );
}
