import { formatPhone } from '../../shared/phone.ts';
import { orDash } from './format.ts';
import type { Notification, NotificationChannel, NotificationChannels, NotificationStatus } from './types.ts';

/** What each message was about, as the office and the student read it. */
export const NOTIFICATION_KIND_WORDS: Record<string, string> = {
  booking_made: 'Booking made',
  waitlist_offer: 'Waitlist offer',
  waitlist_offer_withdrawn: 'Waitlist offer withdrawn',
  hold_reminder: 'Reminder: pay before the hold ends',
  payment_approved: 'Payment approved',
  payment_rejected: 'Payment rejected',
  payment_revoked: 'Payment revoked',
  cancellation_decided: 'Cancellation decided',
  hold_expired: 'Hold expired: bed given back',
};

export const CHANNEL_WORDS: Record<NotificationChannel, string> = { sms: 'SMS', email: 'Email' };

/** Where a message went, as people write it: a phone as 024 412 3456, an email as it is. */
export const sentTo = (n: Pick<Notification, 'channel' | 'to'>) => orDash(n.channel === 'sms' ? formatPhone(n.to) : n.to);

export const NOTIFICATION_STATUS_WORDS: Record<NotificationStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  retrying: 'Retrying',
};

/** A kind the page does not know yet (one added on the server later) is shown as its words. */
export const kindWord = (kind: string) => NOTIFICATION_KIND_WORDS[kind] ?? kind.replaceAll('_', ' ');

/** The message's heading: its email subject, else what it was about. */
export const notificationTitle = (n: Pick<Notification, 'subject' | 'kind'>) => n.subject || kindWord(n.kind);

/** What the office is told when a channel has no provider: nothing goes out on it, and nothing fails. */
export function channelsOffWords(channels: NotificationChannels): string | null {
  if (!channels.sms && !channels.email) return 'Notifications are off: no SMS gateway or mail server is set.';
  if (!channels.sms) return 'SMS notifications are off: no SMS gateway is set. Emails are sent.';
  if (!channels.email) return 'Email notifications are off: no mail server is set. SMS messages are sent.';
  return null;
}
