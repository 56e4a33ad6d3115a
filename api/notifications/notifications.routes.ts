import { Hono } from 'hono';
import { z } from 'zod';
import { accountGone, conflict, notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { metaEnvelope, pageQuery, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { userDecider } from '../users/users.decide.ts';
import { userStreamId } from '../users/users.events.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { NotificationRecord, NotificationSettings } from '../../shared/records.ts';
import { notificationDecider } from './notifications.decide.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES, notificationStream } from './notifications.events.ts';

/** react-admin's filters and sorts of the office's list. */
export const NOTIFICATION_LIST: ListSpec = {
  sortable: ['queued_at', 'sent_at', 'status', 'channel', 'kind', 'attempts'],
  filters: {
    status: NOTIFICATION_STATUSES,
    channel: NOTIFICATION_CHANNELS,
    kind: NOTIFICATION_KINDS,
    booking_id: 'text',
    user_id: 'text',
    q: 'text',
  },
};

const Settings = z.object({ email: z.boolean({ message: MESSAGES.notifications.emailRequired }) }).strict();

/**
 * The office reads every message and sends one again; any signed-in user asks which channels are
 * on; a student reads their own messages and chooses whether to get emails.
 */
export function notificationRoutes(deps: AppDeps) {
  const { sql, read, store } = deps;
  const { providers } = deps.notifications;

  const settingsOf = async (userId: string): Promise<NotificationSettings> => {
    const contact = await read.users.notificationContact(sql, userId);
    if (!contact || contact.deleted) throw accountGone();
    return { email: contact.email_notifications, email_address: contact.email, phone_number: contact.phone_number };
  };

  return (
    new Hono<AppEnv>()
      .get('/notifications/status', (c) => c.json({ sms: Boolean(providers.sms), email: Boolean(providers.email) }))
      .get('/notifications/me', requireAccess('list', 'own-notifications'), async (c) => {
        const page = pageQuery(c, PAGE_SIZE);
        const { rows, total } = await read.notifications.notificationsOfUser(sql, c.get('user').id, page);
        return respondList(c, page, rows, total, metaEnvelope);
      })
      .get('/notifications/settings', requireAccess('list', 'own-notifications'), async (c) =>
        c.json({ data: await settingsOf(c.get('user').id) }),
      )
      .put('/notifications/settings', requireAccess('edit', 'own-notifications'), validate('json', Settings), async (c) => {
        const userId = c.get('user').id;
        await handle(store, userStreamId(userId), userDecider, {
          ...commandOf(c, deps, 'ChangeEmailNotifications'),
          command: { type: 'ChangeEmailNotifications', user_id: userId, email: c.req.valid('json').email },
        });
        return c.json({ data: await settingsOf(userId), message: MESSAGES.notifications.saved });
      })
      .get('/notifications', requireAccess('list', 'notifications'), async (c) => {
        const list = parseListQuery(c, PAGE_SIZE, NOTIFICATION_LIST);
        const { rows, total } = await read.notifications.notificationPage(sql, list.filter as Record<string, string>, list);
        return respondList(c, list, rows, total, metaEnvelope, 'notifications');
      })
      .get('/notifications/:id', requireAccess('show', 'notifications'), async (c) => {
        const found = await read.notifications.findNotification(sql, c.req.param('id'));
        if (!found) throw notFound('Notification');
        return c.json({ data: found });
      })
      // The same words to the same address, as a new notification that names the one it repeats.
      .post('/notifications/:id/resend', requireAccess('create', 'notifications'), async (c) => {
        const original = await read.notifications.findNotification(sql, c.req.param('id'));
        if (!original) throw notFound('Notification');
        if (!providers[original.channel]) throw conflict(MESSAGES.notifications.noProvider(original.channel));
        const notification_id = deps.newId();
        const [queued] = await handle(store, notificationStream(notification_id), notificationDecider, {
          ...commandOf(c, deps, 'ResendNotification'),
          stream: 'new',
          command: {
            type: 'Queue',
            data: {
              notification_id,
              cause_id: original.id,
              booking_id: original.booking_id,
              user_id: original.user_id,
              channel: original.channel,
              to: original.to,
              kind: original.kind,
              subject: original.subject,
              text: original.text,
              resend_of: original.id,
            },
          },
        });
        // The read model follows the log after commit: the answer is made from the event itself.
        const at = (queued.data as { at: string }).at;
        const data: NotificationRecord = {
          ...original,
          id: notification_id,
          status: 'queued',
          attempts: 0,
          provider: null,
          provider_message_id: null,
          last_answer: null,
          queued_at: at,
          sent_at: null,
          next_attempt_at: null,
          resend_of: original.id,
          updated_at: at,
        };
        return c.json({ data, message: MESSAGES.notifications.queuedAgain }, 202);
      })
  );
}
