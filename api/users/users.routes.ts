import { Hono } from 'hono';
import { conflict, notFound } from '../commands/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { flatEnvelope, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { USERS_PAGE_SIZE } from '../../shared/constants.ts';
import { createAccount } from './createAccount.ts';
import { adminSchema, contactSchema } from './users.schemas.ts';
import { handleUserCommand } from './userStream.ts';

/** The filters of GET /users, the same names in both list dialects. */
export const USER_LIST: ListSpec = {
  filters: { q: 'text', country: 'text', gender: 'text', id: 'ids' },
};

function studentFilterOf(source: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const id = source.id;
  const ids = Array.isArray(id) ? id.map(String) : text(id) ? [String(id)] : undefined;
  return { q: text(source.q), country: text(source.country), gender: text(source.gender), ids };
}

/** Staff looking after accounts: admins read, only a superadmin deletes users and creates admins and porters. */
export function usersRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  return (
    new Hono<AppEnv>()
      .get('/users', requireAccess('list', 'users'), async (c) => {
        const q = parseListQuery(c, USERS_PAGE_SIZE, { ...USER_LIST, sortable: read.users.SORTABLE_USER_FIELDS });
        const filter = studentFilterOf({ ...c.req.query(), ...q.filter });
        // react-admin's dialect shows no counters: its total alone is counted.
        if (q.dialect === 'range') {
          const [rows, total] = await Promise.all([read.users.studentPage(sql, q, filter), read.users.studentTotal(sql, filter)]);
          return respondList(c, q, rows, total, flatEnvelope, 'users');
        }
        const [rows, { total, ...totals }] = await Promise.all([
          read.users.studentPage(sql, q, filter),
          read.users.studentCounters(sql, filter),
        ]);
        return respondList(c, q, rows, total, (page, p) => ({ ...flatEnvelope(page, p), ...totals }), 'users');
      })
      .get('/users/:id', requireAccess('show', 'users'), async (c) => {
        const user = await read.users.findUser(sql, c.req.param('id'));
        if (!user) throw notFound('User');
        return c.json({ data: user });
      })
      .delete('/users/:id', requireAccess('delete', 'users'), async (c) => {
        const actor = c.get('user');
        const id = c.req.param('id');
        await handleUserCommand(deps, id, {
          metadata: metadataFor(actor, c.get('requestId'), 'DeleteUser'),
          // The account's row first, by a statement of its own: a booking under way holds it, so the
          // read that follows sees that booking committed; a booking that comes later waits and is refused.
          command: async (tx) => {
            await read.users.lockAccount(tx, id);
            return {
              type: 'DeleteUser',
              user_id: id,
              actor_id: actor.id,
              released_bookings: [...(await read.bookings.activeBookingsOfUser(tx, id))],
            };
          },
        });
        return c.json({ data: await read.users.findUser(sql, id, { includeDeleted: true }) });
      })
      .post('/users/:id/contact', requireAccess('edit', 'users'), validate('json', contactSchema), async (c) => {
        const actor = c.get('user');
        const id = c.req.param('id');
        const { email, phone_number } = c.req.valid('json');
        // The clear 409 up front; a correction racing for the same email meets users_email_unique.
        if (email !== undefined && (await read.users.isEmailTaken(sql, email, id))) throw conflict(MESSAGES.register.emailTaken);
        await handleUserCommand(deps, id, {
          metadata: metadataFor(actor, c.get('requestId'), 'CorrectContact'),
          command: { type: 'CorrectContact', user_id: id, actor_id: actor.id, email, phone_number },
        });
        return c.json({ data: await read.users.findUser(sql, id), message: MESSAGES.users.contactCorrected });
      })
      .post('/admins', requireAccess('create', 'admins'), validate('json', adminSchema), async (c) => {
        const user = await createAccount(deps, c.req.valid('json'), 'admin', {
          createdBy: c.get('user'),
          requestId: c.get('requestId'),
          command: 'CreateAdmin',
        });
        return c.json({ data: user }, 201);
      })
      // A porter's account, as an admin's: the same fields, created by a superadmin only.
      .post('/porters', requireAccess('create', 'admins'), validate('json', adminSchema), async (c) => {
        const user = await createAccount(deps, c.req.valid('json'), 'porter', {
          createdBy: c.get('user'),
          requestId: c.get('requestId'),
          command: 'CreatePorter',
        });
        return c.json({ data: user }, 201);
      })
  );
}
