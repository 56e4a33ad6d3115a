import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { readIso } from '../../shared/isoDates.ts';
import { semesterStream } from '../semesters/semesters.events.ts';

const StatsQuery = z.object({
  as_of: z
    .string()
    .trim()
    .refine((v) => readIso(v).real, 'as_of must be a real date or date-time, e.g. 2026-09-01T12:00:00Z')
    .optional(),
});

/**
 * GET /stats/semesters/:id, the Stats Center's data (superadmins only) — now: from the semester stats read model; `as_of`: that read model
 * built from the log as it stood then, as `npm run replay` does.
 */
export function statsRoutes({ sql, clock, read }: AppDeps) {
  return new Hono<AppEnv>().get('/stats/semesters/:id', requireAccess('list', 'stat-center'), validate('query', StatsQuery), async (c) => {
    const id = c.req.param('id');
    const [known] = await sql`SELECT 1 FROM streams WHERE stream_id = ${semesterStream(id)}`;
    if (!known) throw notFound('Semester');
    const { as_of } = c.req.valid('query');
    if (!as_of) return c.json({ data: await read.stats.statsNow(sql, id, clock()) });
    const { stats } = await read.stats.statsAsOf(sql, id, new Date(as_of));
    return c.json({ data: stats });
  });
}
