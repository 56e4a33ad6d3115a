import { registerUpcasters } from '../eventStore/upcasters.ts';

/**
 * A provider's notification (webhook) whose signature is the provider's, recorded once per
 * (provider, reference, event) on its own stream (notificationStream). Nothing is decided on it:
 * it only has the payment verified with the provider. Only what that needs is kept, never the body.
 *
 * Version 1 kept every notification whole, forged ones too, on one stream per reference; those
 * are read without their body (below) and are never folded again.
 */
export type PaymentNotificationReceived = {
  type: 'PaymentNotificationReceived';
  /** 2 since bodies are no longer kept: version 1 events lose theirs on read (below). */
  schemaVersion?: number;
  data: {
    provider: string;
    /** The payment it names, or null when it names none the hostel could have made. */
    reference: string | null;
    /** True since version 2; false on a forged one stored by version 1. */
    signature_valid: boolean;
    /** The provider's event, e.g. `charge.success`. */
    event: string;
    at: string;
  };
};

export type PaymentNotificationEvent = PaymentNotificationReceived;

export const NOTIFICATION_SCHEMA_VERSION = 2;

// PaymentNotificationReceived 1 → 2: the body as received is no longer kept (nor read).
registerUpcasters({ PaymentNotificationReceived: { 1: ({ body: _body, ...data }) => data } });

/**
 * One stream per (provider, reference, event): whether a notification is new is whether its
 * stream exists, read from one small event. A reference never holds `/`, so no stream of
 * version 1 (`notification-<provider>-<reference>`) is ever one of these.
 */
export const notificationStream = (provider: string, reference: string | null, event: string) =>
  `notification-${provider}-${reference ?? '(none)'}/${event}`;
