import { createHash } from 'node:crypto';
import { registerPersonalData } from '../eventStore/personalData.ts';

// Where a message went and what it said are its student's (docs/personal-data.md).
export const FORGOTTEN_MESSAGE = { to: '', text: '' } as const;
registerPersonalData({ NotificationQueued: { subject: 'user_id', forgotten: FORGOTTEN_MESSAGE } });

/**
 * Notification events, stream `notification-<notification_id>`. The id of a notification the
 * server decided on its own is derived from what it answers (`cause_id`) and its channel, and its
 * stream is started with expected 'no_stream': a replay or a second server deciding the same
 * cause conflicts, so each cause is queued once per channel.
 */
export type NotificationChannel = 'sms' | 'email';
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export const NOTIFICATION_KINDS = [
  'booking_made',
  'waitlist_offer',
  'waitlist_offer_withdrawn',
  'hold_reminder',
  'payment_approved',
  'payment_rejected',
  'payment_revoked',
  'hold_expired',
  'cancellation_decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed', 'retrying'] as const;

export type NotificationQueued = {
  type: 'NotificationQueued';
  data: {
    notification_id: string;
    /** The event id it answers, or `reminder:<booking_id>:<hold_until>` for a hold's reminder. */
    cause_id: string;
    booking_id: string;
    user_id: string;
    channel: NotificationChannel;
    to: string;
    kind: NotificationKind;
    subject: string | null;
    text: string;
    at: string;
    /** The notification this one sends again, when the office asked for it. */
    resend_of: string | null;
  };
};
/** A server claims one attempt: no other claims it before `lease_until`. */
export type NotificationSending = {
  type: 'NotificationSending';
  data: { notification_id: string; attempt: number; at: string; lease_until: string };
};
export type NotificationSent = {
  type: 'NotificationSent';
  data: { notification_id: string; attempt: number; provider: string; provider_message_id: string; answer: string; at: string };
};
/** `retry_at` null: given up. */
export type NotificationFailed = {
  type: 'NotificationFailed';
  data: { notification_id: string; attempt: number; provider: string; answer: string; retry_at: string | null; at: string };
};

export type NotificationEvent = NotificationQueued | NotificationSending | NotificationSent | NotificationFailed;
export const NOTIFICATION_EVENT_TYPES = ['NotificationQueued', 'NotificationSending', 'NotificationSent', 'NotificationFailed'] as const;

export const notificationStream = (notificationId: string) => `notification-${notificationId}`;

/** The same cause and channel always give the same id, hence the same stream. */
export function notificationIdOf(causeId: string, channel: NotificationChannel): string {
  return createHash('sha256').update(`${causeId}\n${channel}`).digest('base64url').slice(0, 22);
}

/** The cause of a hold's reminder: a new deadline (an extension) is a new cause. */
export const reminderCauseOf = (bookingId: string, holdUntil: string) => `reminder:${bookingId}:${new Date(holdUntil).toISOString()}`;
