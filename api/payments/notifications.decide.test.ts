import { describe, expect, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { upcast } from '../eventStore/upcasters.ts';
import { notificationsDecider, type RecordNotification } from './notifications.decide.ts';
import { notificationStream, type PaymentNotificationReceived } from './payments.events.ts';

const now = new Date('2026-09-01T08:00:00Z');
const given = (events: PaymentNotificationReceived[] = []) => spec(notificationsDecider).given(events);
const notice: RecordNotification = {
  type: 'RecordNotification',
  data: { provider: 'paystack', reference: 'HST-1', event: 'charge.success' },
};
const stored: PaymentNotificationReceived = {
  type: 'PaymentNotificationReceived',
  schemaVersion: 2,
  data: { provider: 'paystack', reference: 'HST-1', signature_valid: true, event: 'charge.success', at: now.toISOString() },
};

describe('a provider’s notification about one payment and event', () => {
  it('is recorded the first time, with what it names and never its body', () => {
    given([]).when(notice, now).then([stored]);
  });

  it('adds nothing when it comes again', () => {
    given([stored]).when(notice, now).then([]);
  });

  it('has a stream of its own per reference and event, none of which is a stream of version 1', () => {
    expect(notificationStream('paystack', 'HST-1', 'charge.success')).toBe('notification-paystack-HST-1/charge.success');
    expect(notificationStream('paystack', 'HST-1', 'refund.processed')).not.toBe(notificationStream('paystack', 'HST-1', 'charge.success'));
    expect(notificationStream('paystack', null, 'charge.success')).toBe('notification-paystack-(none)/charge.success');
  });

  it('stored by version 1 with its whole body, is read without it', () => {
    const v1 = {
      provider: 'paystack',
      reference: 'HST-1',
      signature_valid: false,
      event: 'charge.success',
      body: '{"x":1}',
      at: '2026-01-01T00:00:00.000Z',
    };
    expect(upcast({ type: 'PaymentNotificationReceived', schemaVersion: 1, data: v1 })).toEqual({
      type: 'PaymentNotificationReceived',
      schemaVersion: 2,
      data: { provider: 'paystack', reference: 'HST-1', signature_valid: false, event: 'charge.success', at: '2026-01-01T00:00:00.000Z' },
    });
  });
});
