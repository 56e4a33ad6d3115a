import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { LEASE_MS, notificationDecider, type NotificationCommand, type NotificationState } from './notifications.decide.ts';
import type { NotificationEvent, NotificationQueued } from './notifications.events.ts';

const notification = spec<NotificationState, NotificationCommand, NotificationEvent>(notificationDecider);
const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();
const later = (ms: number) => new Date(now.getTime() + ms);
const iso = (ms: number) => later(ms).toISOString();

const queued: NotificationQueued = {
  type: 'NotificationQueued',
  data: {
    notification_id: 'n1',
    cause_id: 'e1',
    booking_id: 'b1',
    user_id: 'u1',
    channel: 'sms',
    to: '+233241234567',
    kind: 'booking_made',
    subject: null,
    text: 'Hostel: …',
    at,
    resend_of: null,
  },
};
const sending = (attempt: number, from = 0): NotificationEvent => ({
  type: 'NotificationSending',
  data: { notification_id: 'n1', attempt, at: iso(from), lease_until: iso(from + LEASE_MS) },
});
const failed = (attempt: number, retryAt: string | null): NotificationEvent => ({
  type: 'NotificationFailed',
  data: { notification_id: 'n1', attempt, provider: 'hubtel', answer: '503', retry_at: retryAt, at },
});
const refused = (retryable: boolean) => ({ ok: false as const, retryable, answer: '503' });

describe('a notification', () => {
  it('is claimed once: a second claim while the lease runs appends nothing', () => {
    notification
      .given([queued])
      .when({ type: 'Claim' }, now)
      .then([sending(1)]);
    notification
      .given([queued, sending(1)])
      .when({ type: 'Claim' }, later(LEASE_MS - 1))
      .then([]);
  });

  it('is claimed again, as the next attempt, once the lease of a server that died lapsed', () => {
    notification
      .given([queued, sending(1)])
      .when({ type: 'Claim' }, later(LEASE_MS + 1))
      .then([sending(2, LEASE_MS + 1)]);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, then gives up', () => {
    const delays = [60_000, 300_000, 1_800_000, 7_200_000];
    const history: NotificationEvent[] = [queued];
    for (let attempt = 1; attempt <= 4; attempt++) {
      history.push(sending(attempt));
      const retryAt = iso(delays[attempt - 1]);
      notification
        .given(history)
        .when({ type: 'Record', attempt, provider: 'hubtel', result: refused(true) }, now)
        .then([failed(attempt, retryAt)]);
      history.push(failed(attempt, retryAt));
    }
    history.push(sending(5));
    notification
      .given(history)
      .when({ type: 'Record', attempt: 5, provider: 'hubtel', result: refused(true) }, now)
      .then([failed(5, null)]);
  });

  it('gives up at once on a refusal that will not change, and is not claimed again', () => {
    notification
      .given([queued, sending(1)])
      .when({ type: 'Record', attempt: 1, provider: 'hubtel', result: refused(false) }, now)
      .then([failed(1, null)]);
    notification
      .given([queued, sending(1), failed(1, null)])
      .when({ type: 'Claim' }, later(10 * LEASE_MS))
      .then([]);
  });

  it('waits for its retry time before it is claimed again', () => {
    const history = [queued, sending(1), failed(1, iso(60_000))];
    notification.given(history).when({ type: 'Claim' }, later(59_000)).then([]);
    notification
      .given(history)
      .when({ type: 'Claim' }, later(60_000))
      .then([sending(2, 60_000)]);
  });

  it('records a success once, even when another server re-claimed it meanwhile', () => {
    const ok = { ok: true as const, providerMessageId: 'm1', answer: 'sent' };
    const sent: NotificationEvent = {
      type: 'NotificationSent',
      data: { notification_id: 'n1', attempt: 1, provider: 'hubtel', provider_message_id: 'm1', answer: 'sent', at },
    };
    notification
      .given([queued, sending(1), sending(2)])
      .when({ type: 'Record', attempt: 1, provider: 'hubtel', result: ok }, now)
      .then([sent]);
    notification
      .given([queued, sending(1), sent])
      .when({ type: 'Record', attempt: 1, provider: 'hubtel', result: ok }, now)
      .then([]);
  });
});
