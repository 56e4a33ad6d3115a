import type { PaymentNotificationEvent, PaymentNotificationReceived } from './payments.events.ts';

/** The notifications one provider sent about one payment: which (event, signature verdict) pairs are stored. */
export type NotificationsState = { seen: readonly string[] };

export type RecordNotification = { type: 'RecordNotification'; data: Omit<PaymentNotificationReceived['data'], 'at'> };

const keyOf = (d: { event: string; signature_valid: boolean }) => `${d.signature_valid ? 'valid' : 'forged'}:${d.event}`;

export const initialState = (): NotificationsState => ({ seen: [] });

export const evolve = (state: NotificationsState, event: PaymentNotificationEvent): NotificationsState => ({
  seen: [...state.seen, keyOf(event.data)],
});

/**
 * Stores a notification once per (provider, reference, event): a provider retrying, or the same
 * notification reaching two servers, adds nothing. A forged one does not hide the genuine one
 * that follows: each is kept once apart.
 */
export function decide(state: NotificationsState, command: RecordNotification, now: Date): PaymentNotificationEvent[] {
  if (state.seen.includes(keyOf(command.data))) return [];
  return [{ type: 'PaymentNotificationReceived', data: { ...command.data, at: now.toISOString() } }];
}

export const notificationsDecider = { initialState, evolve, decide };
