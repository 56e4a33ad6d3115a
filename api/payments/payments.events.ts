/**
 * A provider's notification (webhook), stored as received on the stream
 * `notification-<provider>-<reference>`, whether its signature is the provider's or not. Nothing
 * is decided on it: a valid one only has the payment verified with the provider.
 */
export type PaymentNotificationReceived = {
  type: 'PaymentNotificationReceived';
  data: {
    provider: string;
    /** The payment it names, or null when it names none the hostel could have made. */
    reference: string | null;
    signature_valid: boolean;
    /** The provider's event, e.g. `charge.success`. */
    event: string;
    /** The body as received, byte for byte in UTF-8. */
    body: string;
    at: string;
  };
};

export type PaymentNotificationEvent = PaymentNotificationReceived;

export const notificationStream = (provider: string, reference: string | null) => `notification-${provider}-${reference ?? '(none)'}`;
