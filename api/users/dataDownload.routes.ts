import { Hono, type Context } from 'hono';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { heldAbout, heldAboutFileName } from './heldAbout.ts';

/**
 * The right of access: a signed-in user downloads what the hostel holds about them; a superadmin
 * produces it for anyone, a deleted person too (then it holds what remains, none of it personal).
 */
export function dataDownloadRoutes(deps: AppDeps) {
  const download = async (c: Context<AppEnv>, personId: string) => {
    const held = await heldAbout(deps, personId);
    c.header('Content-Disposition', `attachment; filename="${heldAboutFileName(personId, held.produced_at)}"`);
    return c.json(held);
  };
  return new Hono<AppEnv>()
    .get('/me/data', (c) => download(c, c.get('user').id))
    .get('/users/:id/data', requireAccess('export', 'personal-data'), (c) => download(c, c.req.param('id')));
}
