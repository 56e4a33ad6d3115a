import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { statsFromLog, statsFromReadModel } from '../../projections/semesterStats/loadStats.ts';

const StatsQuery = z.object({
  as_of: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'as_of must be a date or a date-time, e.g. 2026-09-01T12:00:00Z')
    .optional(),
});

/**
 * GET /stats/semesters/:id — now: from the async projection; `as_of`: folded from the log as it
 * stood then, with the same code as `npm run replay`.
 */
export function statsRoutes({ sql, clock }: AppDeps) {
  return new Hono<AppEnv>().get('/stats/semesters/:id', requireAccess('list', 'stats'), validate('query', StatsQuery), async (c) => {
    const id = c.req.param('id');
    const [known] = await sql`SELECT 1 FROM streams WHERE stream_id = ${`semester-${id}`}`;
    if (!known) throw notFound('Semester');
    const { as_of } = c.req.valid('query');
    if (!as_of) return c.json({ data: await statsFromReadModel(sql, id, clock()) });
    const { stats } = await statsFromLog(sql, id, new Date(as_of));
    return c.json({ data: stats });
  });
}
