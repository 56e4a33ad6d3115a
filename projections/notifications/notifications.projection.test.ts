import { describe, it } from 'vitest';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { notificationsProjection } from './notifications.projection.ts';

const spec = projectionSpec(notificationsProjection);
const at = '2026-09-01T08:00:00.000Z';
const later = '2026-09-01T08:01:00.000Z';
const lease = '2026-09-01T08:02:00.000Z';
const queued = [
  'NotificationQueued',
  {
    notification_id: 'n1',
    cause_id: 'e1',
    booking_id: 'b1',
    user_id: 'u1',
    channel: 'sms',
    to: '+233241234567',
    kind: 'booking_made',
    subject: null,
    text: 'Hostel: room 101 is held',
    at,
    resend_of: null,
  },
] as const;
const row = {
  id: 'n1',
  cause_id: 'e1',
  booking_id: 'b1',
  user_id: 'u1',
  channel: 'sms',
  to: '+233241234567',
  kind: 'booking_made',
  subject: null,
  text: 'Hostel: room 101 is held',
  status: 'queued',
  attempts: 0,
  provider: null,
  provider_message_id: null,
  last_answer: null,
  queued_at: at,
  sent_at: null,
  next_attempt_at: null,
  lease_until: null,
  resend_of: null,
  updated_at: at,
};
const sending = ['NotificationSending', { notification_id: 'n1', attempt: 1, at, lease_until: lease }] as const;

describe('the notifications read model', () => {
  it('keeps a queued message, then its claim', async () => {
    await spec.given(queued).then({ notifications: [row] });
    await spec.given(queued, sending).then({ notifications: [{ ...row, status: 'sending', attempts: 1, lease_until: lease }] });
  });

  it('keeps what the provider answered when it was sent', async () => {
    const sent = [
      'NotificationSent',
      { notification_id: 'n1', attempt: 1, provider: 'hubtel', provider_message_id: 'm1', answer: 'Sent', at: later },
    ] as const;
    await spec.given(queued, sending, sent).then({
      notifications: [
        {
          ...row,
          status: 'sent',
          attempts: 1,
          provider: 'hubtel',
          provider_message_id: 'm1',
          last_answer: 'Sent',
          sent_at: later,
          updated_at: later,
        },
      ],
    });
  });

  it('tells a failure to be retried from one given up', async () => {
    const failed = (retry_at: string | null) =>
      ['NotificationFailed', { notification_id: 'n1', attempt: 1, provider: 'hubtel', answer: '503', retry_at, at: later }] as const;
    const base = { ...row, attempts: 1, provider: 'hubtel', last_answer: '503', updated_at: later };
    await spec.given(queued, sending, failed(lease)).then({ notifications: [{ ...base, status: 'retrying', next_attempt_at: lease }] });
    await spec.given(queued, sending, failed(null)).then({ notifications: [{ ...base, status: 'failed' }] });
  });
});
