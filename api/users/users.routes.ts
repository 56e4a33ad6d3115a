import { Hono } from 'hono';
import type { Tx } from '../db/connect.ts';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { flatEnvelope, parseListQuery, respondList } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { USERS_PAGE_SIZE } from '../../shared/constants.ts';
import { createAccount } from './createAccount.ts';
import { listStudents, SORTABLE_USER_FIELDS, studentFilterOf } from './studentsList.ts';
import type { ReleasedBooking } from './users.events.ts';
import { findUser } from './users.queries.ts';
import { adminSchema } from './users.schemas.ts';
import { executeUserCommand } from './userStream.ts';

/**
 * The beds a deletion frees, read in the deciding transaction, so a retry sees them afresh. The
 * user's row is locked first, by a statement of its own: a booking under way holds it (see
 * placeBooking), so the read that follows, with a snapshot taken after the wait, sees that
 * booking committed; and a booking that comes later waits for this deletion and is refused.
 */
async function activeBookingsOf(tx: Tx, userId: string) {
  await tx`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`;
  return tx<ReleasedBooking[]>`
    SELECT id AS booking_id, room_id, semester_id FROM bookings
     WHERE user_id = ${userId} AND payment_status IN ('pending', 'paid')
     ORDER BY created_at, id`;
}

/** Staff looking after accounts: admins read, only a superadmin deletes users and creates admins. */
export function usersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/users', requireAccess('list', 'users'), async (c) => {
      const q = parseListQuery(c, USERS_PAGE_SIZE, SORTABLE_USER_FIELDS);
      const filter = studentFilterOf({ ...c.req.query(), ...q.filter });
      const { rows, counters } = await listStudents(deps.sql, q, filter);
      const { total, ...totals } = counters;
      return respondList(c, q, rows, total, (page, p) => ({ ...flatEnvelope(page, p), ...totals }), 'users');
    })
    .get('/users/:id', requireAccess('show', 'users'), async (c) => {
      const user = await findUser(deps.sql, c.req.param('id'));
      if (!user) throw notFound('User');
      return c.json({ data: user });
    })
    .delete('/users/:id', requireAccess('delete', 'users'), async (c) => {
      const actor = c.get('user');
      const id = c.req.param('id');
      await executeUserCommand(deps, id, metadataFor(actor, c.get('requestId'), 'DeleteUser'), async (tx) => ({
        type: 'DeleteUser',
        user_id: id,
        actor_id: actor.id,
        released_bookings: [...(await activeBookingsOf(tx, id))],
      }));
      return c.json({ data: await findUser(deps.sql, id, { includeDeleted: true }) });
    })
    .post('/admins', requireAccess('create', 'admins'), validate('json', adminSchema), async (c) => {
      const user = await createAccount(deps, c.req.valid('json'), 'admin', {
        createdBy: c.get('user'),
        requestId: c.get('requestId'),
        command: 'CreateAdmin',
      });
      return c.json({ data: user }, 201);
    });
}
