import { NOTIFICATION_SCHEMA_VERSION, type PaymentNotificationEvent, type PaymentNotificationReceived } from './payments.events.ts';

/** One (provider, reference, event)'s stream: whether it was recorded. */
export type NotificationsState = { recorded: boolean };

export type RecordNotification = { type: 'RecordNotification'; data: Omit<PaymentNotificationReceived['data'], 'at' | 'signature_valid'> };

export const initialState = (): NotificationsState => ({ recorded: false });

export const evolve = (): NotificationsState => ({ recorded: true });

/**
 * Records a genuine notification once per (provider, reference, event): a provider retrying, or
 * the same notification reaching two servers, adds nothing. Forged ones never get this far.
 */
export function decide(state: NotificationsState, command: RecordNotification, now: Date): PaymentNotificationEvent[] {
  if (state.recorded) return [];
  return [
    {
      type: 'PaymentNotificationReceived',
      schemaVersion: NOTIFICATION_SCHEMA_VERSION,
      data: { ...command.data, signature_valid: true, at: now.toISOString() },
    },
  ];
}

export const notificationsDecider = { initialState, evolve, decide };
