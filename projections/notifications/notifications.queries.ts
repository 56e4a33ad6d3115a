import type { Db } from '../../api/db/connect.ts';
import type { NotificationRecord } from '../../shared/records.ts';
import { pageLimit, type PageQuery } from '../pages.ts';
import { containing } from '../search.ts';
import { accountName } from '../users/users.queries.ts';

/** Its student's name, from the accounts ("Deleted student" once deleted). */
const STUDENT_NAME = `coalesce(${accountName('u')}, '')`;

/** The record the API answers: the row, with its student's name. */
const RECORD = `n.id, n.booking_id, n.user_id, ${STUDENT_NAME} AS student_name, n.channel, n."to", n.kind,
  n.subject, n.text, n.status, n.attempts, n.provider, n.provider_message_id, n.last_answer, n.queued_at, n.sent_at,
  n.next_attempt_at, n.resend_of, n.updated_at`;
const FROM = `notifications n LEFT JOIN users u ON u.id = n.user_id`;

export const SORTABLE_NOTIFICATION_FIELDS = ['queued_at', 'sent_at', 'status', 'channel', 'kind', 'attempts'] as const;

export type NotificationFilter = {
  status?: string;
  channel?: string;
  kind?: string;
  booking_id?: string;
  user_id?: string;
  q?: string;
};

function whereOf(db: Db, f: NotificationFilter) {
  let where = db`true`;
  if (f.status) where = db`${where} AND n.status = ${f.status}`;
  if (f.channel) where = db`${where} AND n.channel = ${f.channel}`;
  if (f.kind) where = db`${where} AND n.kind = ${f.kind}`;
  if (f.booking_id) where = db`${where} AND n.booking_id = ${f.booking_id}`;
  if (f.user_id) where = db`${where} AND n.user_id = ${f.user_id}`;
  if (f.q) {
    const like = containing(f.q.trim().toLowerCase());
    where = db`${where} AND (lower(n."to") LIKE ${like} OR lower(${db.unsafe(STUDENT_NAME)}) LIKE ${like} OR lower(n.text) LIKE ${like})`;
  }
  return where;
}

/**
 * The office's list: failed first, then retrying, then newest queued (notifications_listing),
 * unless sorted by a field.
 */
export async function notificationPage(db: Db, filter: NotificationFilter, q: PageQuery) {
  const where = whereOf(db, filter);
  const order = q.sort
    ? db.unsafe(`n.${q.sort.field === 'id' ? 'id' : q.sort.field} ${q.sort.order} NULLS LAST, n.id ${q.sort.order}`)
    : db.unsafe(`CASE n.status WHEN 'failed' THEN 0 WHEN 'retrying' THEN 1 ELSE 2 END, n.queued_at DESC, n.id`);
  const rows = await db<NotificationRecord[]>`
    SELECT ${db.unsafe(RECORD)} FROM ${db.unsafe(FROM)} WHERE ${where} ORDER BY ${order} ${pageLimit(db, q)}`;
  const [{ total }] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM ${db.unsafe(FROM)} WHERE ${where}`;
  return { rows, total };
}

export async function findNotification(db: Db, id: string): Promise<NotificationRecord | null> {
  const [row] = await db<NotificationRecord[]>`SELECT ${db.unsafe(RECORD)} FROM ${db.unsafe(FROM)} WHERE n.id = ${id}`;
  return row ?? null;
}

/** A student's own messages, newest first. */
export async function notificationsOfUser(db: Db, userId: string, q: PageQuery) {
  const rows = await db<NotificationRecord[]>`
    SELECT ${db.unsafe(RECORD)} FROM ${db.unsafe(FROM)} WHERE n.user_id = ${userId}
     ORDER BY n.queued_at DESC, n.id ${pageLimit(db, q)}`;
  const [{ total }] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM notifications WHERE user_id = ${userId}`;
  return { rows, total };
}

export type DueNotification = Pick<NotificationRecord, 'id' | 'channel' | 'to' | 'subject' | 'text'>;

/**
 * Notifications a sender may claim now, as far as the read model knows: the stream's decider has
 * the last word (the read model follows the log a little behind).
 */
export function dueNotifications(db: Db, now: Date, channels: readonly string[], limit: number) {
  // What to send comes with it: a queued message's channel, address and words never change.
  return db<DueNotification[]>`
    SELECT id, channel, "to", subject, text FROM notifications
     WHERE status IN ('queued', 'sending', 'retrying') AND channel = ANY(${[...channels]})
       AND (status = 'queued' OR (status = 'retrying' AND next_attempt_at <= ${now}) OR (status = 'sending' AND lease_until < ${now}))
     ORDER BY queued_at, id
     LIMIT ${limit}`;
}

/**
 * Pending holds (not under review: those have no deadline) ending within `withinMs` and not yet
 * past, that have no reminder for their current deadline yet: a walk of bookings_holds_due over
 * that window, and a look-up by cause for each.
 */
export function holdsToRemind(db: Db, now: Date, withinMs: number, limit: number) {
  // The window first, on its own (MATERIALIZED), then one look-up of notifications_by_cause per
  // hold (LATERAL with LIMIT): never a scan of every notification, however many there are.
  return db<{ booking_id: string; user_id: string; hold_until: string }[]>`
    WITH ending AS MATERIALIZED (
      SELECT id, user_id, hold_until FROM bookings
       WHERE payment_status = 'pending' AND hold_until > ${now} AND hold_until <= ${new Date(now.getTime() + withinMs)})
    SELECT e.id AS booking_id, e.user_id, e.hold_until FROM ending e
      LEFT JOIN LATERAL (
        SELECT 1 AS found FROM notifications n
         WHERE n.cause_id = 'reminder:' || e.id || ':' || to_char(e.hold_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         LIMIT 1) AS reminded ON true
     WHERE reminded.found IS NULL
     ORDER BY e.hold_until, e.id
     LIMIT ${limit}`;
}
