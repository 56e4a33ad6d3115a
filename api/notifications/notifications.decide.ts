import type { SendResult } from './providers.ts';
import type { NotificationEvent, NotificationQueued } from './notifications.events.ts';

/** After attempt n fails and may succeed later, the next is tried this long after; then it is given up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/**
 * How long a claimed attempt is the claiming server's. Longer than any provider's timeout: only a
 * server that died mid-attempt lets it lapse, and the next claim sends again.
 */
export const LEASE_MS = 2 * 60_000;

export type NotificationState = {
  queued: NotificationQueued['data'] | null;
  status: 'none' | 'queued' | 'sending' | 'sent' | 'failed' | 'retrying';
  attempt: number;
  leaseUntil: string | null;
  retryAt: string | null;
};

export type NotificationCommand =
  | { type: 'Queue'; data: Omit<NotificationQueued['data'], 'at'> }
  | { type: 'Claim' }
  | { type: 'Record'; attempt: number; provider: string; result: SendResult };

const initialState = (): NotificationState => ({ queued: null, status: 'none', attempt: 0, leaseUntil: null, retryAt: null });

function evolve(state: NotificationState, event: NotificationEvent): NotificationState {
  switch (event.type) {
    case 'NotificationQueued':
      return { ...state, queued: event.data, status: 'queued' };
    case 'NotificationSending':
      return { ...state, status: 'sending', attempt: event.data.attempt, leaseUntil: event.data.lease_until };
    case 'NotificationSent':
      return { ...state, status: 'sent', leaseUntil: null };
    case 'NotificationFailed':
      return { ...state, status: event.data.retry_at ? 'retrying' : 'failed', leaseUntil: null, retryAt: event.data.retry_at };
  }
}

/** Whether an attempt may be claimed now: queued, due for a retry, or left by a server whose lease lapsed. */
export function isDue(state: NotificationState, now: Date): boolean {
  if (state.status === 'queued') return true;
  if (state.status === 'retrying') return state.retryAt !== null && new Date(state.retryAt) <= now;
  if (state.status === 'sending') return state.leaseUntil !== null && new Date(state.leaseUntil) < now;
  return false;
}

function decide(state: NotificationState, command: NotificationCommand, now: Date): NotificationEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'Queue':
      return [{ type: 'NotificationQueued', data: { ...command.data, at } }];
    case 'Claim': {
      if (!state.queued || !isDue(state, now)) return [];
      const lease_until = new Date(now.getTime() + LEASE_MS).toISOString();
      return [
        {
          type: 'NotificationSending',
          data: { notification_id: state.queued.notification_id, attempt: state.attempt + 1, at, lease_until },
        },
      ];
    }
    case 'Record': {
      // Sent is final. An answer for an attempt another server has since claimed is still
      // recorded when it is a success: the message went out.
      if (!state.queued || state.status === 'sent') return [];
      const notification_id = state.queued.notification_id;
      const { result, attempt, provider } = command;
      if (result.ok) {
        return [
          {
            type: 'NotificationSent',
            data: { notification_id, attempt, provider, provider_message_id: result.providerMessageId, answer: result.answer, at },
          },
        ];
      }
      if (state.status !== 'sending' || state.attempt !== attempt) return [];
      const delay = result.retryable ? RETRY_DELAYS_MS[attempt - 1] : undefined;
      const retry_at = delay === undefined ? null : new Date(now.getTime() + delay).toISOString();
      return [{ type: 'NotificationFailed', data: { notification_id, attempt, provider, answer: result.answer, retry_at, at } }];
    }
  }
}

export const notificationDecider = { initialState, evolve, decide };
