import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { notificationsDecider, type RecordNotification } from './notifications.decide.ts';
import type { PaymentNotificationReceived } from './payments.events.ts';

const now = new Date('2026-09-01T08:00:00Z');
const given = (events: PaymentNotificationReceived[] = []) => spec(notificationsDecider).given(events);
const notice = (over: Partial<RecordNotification['data']> = {}): RecordNotification => ({
  type: 'RecordNotification',
  data: { provider: 'paystack', reference: 'HST-1', signature_valid: true, event: 'charge.success', body: '{}', ...over },
});
const stored = (c: RecordNotification): PaymentNotificationReceived => ({
  type: 'PaymentNotificationReceived',
  data: { ...c.data, at: now.toISOString() },
});

describe('a provider’s notifications about one payment', () => {
  it('stores the first as received', () => {
    given([])
      .when(notice(), now)
      .then([stored(notice())]);
  });

  it('ignores the same event again, whatever its body', () => {
    given([stored(notice())])
      .when(notice({ body: '{"again":true}' }), now)
      .then([]);
  });

  it('stores another event of the same payment', () => {
    given([stored(notice())])
      .when(notice({ event: 'refund.processed' }), now)
      .then([stored(notice({ event: 'refund.processed' }))]);
  });

  it('keeps a forged one, which does not hide the genuine one that follows', () => {
    const forged = notice({ signature_valid: false });
    given([])
      .when(forged, now)
      .then([stored(forged)]);
    given([stored(forged)])
      .when(forged, now)
      .then([]);
    given([stored(forged)])
      .when(notice(), now)
      .then([stored(notice())]);
  });
});
