import { Hono } from 'hono';
import { notFound } from '../commands/errors.ts';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { flatEnvelope, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { USERS_PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { BCRYPT_COST } from './createAccount.ts';
import { newOneTimePassword } from './oneTimePassword.ts';
import { deactivateSchema } from './users.schemas.ts';
import { handleUserCommand } from './userStream.ts';

/** The filters of GET /staff, the same name in both list dialects. */
export const STAFF_LIST: ListSpec = { filters: { q: 'text' } };

const textOf = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * A superadmin's care of accounts: the staff list, deactivating and reactivating an account, and
 * resetting anyone's password. Each of deactivation and reset ends the account's sessions at once.
 */
export function staffRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  const answer = async (id: string) => (await read.users.findUser(sql, id))!;

  return new Hono<AppEnv>()
    .get('/staff', requireAccess('list', 'staff'), async (c) => {
      const q = parseListQuery(c, USERS_PAGE_SIZE, { ...STAFF_LIST, sortable: read.users.SORTABLE_STAFF_FIELDS });
      const { rows, total } = await read.users.listStaff(sql, q, { q: textOf(q.filter.q ?? c.req.query('q')) });
      return respondList(c, q, rows, total, flatEnvelope, 'staff');
    })
    .post('/users/:id/deactivate', requireAccess('edit', 'staff'), validate('json', deactivateSchema), async (c) => {
      const actor = c.get('user');
      const id = c.req.param('id');
      const { reason } = c.req.valid('json');
      await handleUserCommand(deps, id, {
        metadata: metadataFor(actor, c.get('requestId'), 'DeactivateUser'),
        command: async (tx) => ({
          type: 'DeactivateUser',
          user_id: id,
          actor_id: actor.id,
          reason,
          other_active_superadmins: await read.users.otherActiveSuperadmins(tx, id),
        }),
      });
      return c.json({ data: await answer(id), message: MESSAGES.staff.deactivated });
    })
    .post('/users/:id/reactivate', requireAccess('edit', 'staff'), async (c) => {
      const id = c.req.param('id');
      await handleUserCommand(deps, id, {
        metadata: metadataFor(c.get('user'), c.get('requestId'), 'ReactivateUser'),
        command: { type: 'ReactivateUser', user_id: id },
      });
      return c.json({ data: await answer(id), message: MESSAGES.staff.reactivated });
    })
    .post('/users/:id/reset-password', requireAccess('edit', 'passwords'), async (c) => {
      const actor = c.get('user');
      const id = c.req.param('id');
      // An unknown id is answered before any hashing is spent on it.
      if (!(await read.users.findUser(sql, id))) throw notFound('User');
      const oneTimePassword = newOneTimePassword();
      const password_hash = await deps.passwords.admitted(`user:${actor.id}`, () => deps.passwords.hash(oneTimePassword, BCRYPT_COST));
      await handleUserCommand(deps, id, {
        metadata: metadataFor(actor, c.get('requestId'), 'ResetPassword'),
        command: { type: 'ResetPassword', user_id: id, actor_id: actor.id, password_hash },
      });
      // The only time the password leaves the server: it is kept nowhere but as its hash.
      return c.json({ data: await answer(id), one_time_password: oneTimePassword, message: MESSAGES.staff.passwordReset });
    });
}
