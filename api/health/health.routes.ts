import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { MESSAGES } from '../../shared/messages.ts';

export type Readiness = { ready: boolean };

/** 200 only once migrations ran and inline projections are seeded, and while the database answers. */
export function healthRoutes({ sql }: Pick<AppDeps, 'sql'>, readiness: Readiness) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    if (!readiness.ready) return c.json({ status: 'starting', message: 'Hostel is starting.' }, 503);
    try {
      await Promise.race([sql`SELECT 1`, new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000))]);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unhealthy', message: MESSAGES.errors.unavailable }, 503);
    }
  });
}
