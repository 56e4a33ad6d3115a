import { FORGOTTEN_MESSAGE, NOTIFICATION_EVENT_TYPES, type NotificationEvent } from '../../api/notifications/notifications.events.ts';
import type { UserDeleted } from '../../api/users/users.events.ts';
import { definitionOf, forgetRows, insertRow, rowOf, type AsyncProjection } from '../projection.ts';

const QUEUED = rowOf('notifications', { id: 'notification_id', queued_at: 'at', updated_at: 'at' });

/**
 * The notifications, from their streams: queued, claimed by a sender (sending), then sent, or
 * failed with a retry time (retrying) or given up (failed). The office's list, the student's
 * messages and the senders' search for due work read it.
 */
export const notificationsProjection: AsyncProjection = {
  name: 'notifications',
  version: 2,
  mode: 'async',
  handles: [...NOTIFICATION_EVENT_TYPES, 'UserDeleted'],
  ...definitionOf(import.meta.url, 'notifications.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as NotificationEvent | UserDeleted;
    if (event.type === 'UserDeleted') {
      await forgetRows(db, 'notifications', FORGOTTEN_MESSAGE, 'user_id', event.data.user_id);
      return;
    }
    const d = event.data;
    switch (event.type) {
      case 'NotificationQueued':
        await insertRow(db, QUEUED, { ...event.data, status: 'queued', attempts: 0 });
        return;
      case 'NotificationSending':
        await db`UPDATE notifications SET status = 'sending', attempts = ${event.data.attempt}, lease_until = ${event.data.lease_until},
                        updated_at = ${d.at}
                  WHERE id = ${d.notification_id}`;
        return;
      case 'NotificationSent':
        await db`UPDATE notifications SET status = 'sent', provider = ${event.data.provider},
                        provider_message_id = ${event.data.provider_message_id}, last_answer = ${event.data.answer}, sent_at = ${d.at},
                        next_attempt_at = NULL, lease_until = NULL, updated_at = ${d.at}
                  WHERE id = ${d.notification_id}`;
        return;
      case 'NotificationFailed':
        await db`UPDATE notifications SET status = ${event.data.retry_at ? 'retrying' : 'failed'}, provider = ${event.data.provider},
                        last_answer = ${event.data.answer}, next_attempt_at = ${event.data.retry_at}, lease_until = NULL,
                        updated_at = ${d.at}
                  WHERE id = ${d.notification_id} AND status <> 'sent'`;
        return;
    }
  },
};
