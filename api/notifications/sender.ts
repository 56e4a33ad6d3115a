import { handle } from '../commands/handle.ts';
import { ConcurrencyError } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { notificationDecider } from './notifications.decide.ts';
import { notificationStream, type NotificationSending } from './notifications.events.ts';
import type { SendResult } from './providers.ts';

type SendDeps = Pick<AppDeps, 'sql' | 'store' | 'read' | 'clock' | 'notifications'>;
/** A message due, as the read model gives it: its id, channel, address and words. */
type DueNotification = Awaited<ReturnType<AppDeps['read']['notifications']['dueNotifications']>>[number];

/** Messages handed to providers at once, per server. */
export const SENDING_AT_ONCE = 16;
/** A provider that has not answered by then is taken to have failed, and is tried again later. */
export const PROVIDER_TIMEOUT_MS = 30_000;

const metadata = (id: string, command: string) => ({ actorId: null, correlationId: `notification-${id}`, command });

function withTimeout(sending: Promise<SendResult>, ms: number): Promise<SendResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, retryable: true, answer: `No answer within ${ms / 1000} s` }), ms);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
}

/**
 * Sends one notification if this server wins its attempt: `NotificationSending` is appended at the
 * stream's version, so of two servers claiming it one appends and the other finds it claimed.
 * The provider gets the notification's id as its client reference. If this process dies after the
 * provider accepted the message and before `NotificationSent` is recorded, nothing records it: the
 * lease lapses, another attempt is claimed and the message is sent again with the same client
 * reference, which a provider that keeps such references refuses as a repeat and any other
 * delivers twice. That window is the one no record can close. A provider that takes the message
 * but answers after the timeout (or whose connection drops once it has read it) opens the same
 * window without a crash: the attempt is recorded as failed and tried again, with the same
 * reference. Answers true when it sent.
 */
export async function sendOne(deps: SendDeps, message: DueNotification, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<boolean> {
  const { id, channel, to, text, subject } = message;
  const stream = notificationStream(id);
  let claimed;
  try {
    claimed = await handle(deps.store, stream, notificationDecider, {
      metadata: metadata(id, 'ClaimNotification'),
      clock: deps.clock,
      command: { type: 'Claim' },
      retries: 0,
    });
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
  if (claimed.length === 0) return false;
  const { attempt } = (claimed[0] as NotificationSending).data;
  const provider = deps.notifications.providers[channel];
  const result: SendResult = !provider
    ? { ok: false, retryable: false, answer: `No ${channel === 'sms' ? 'SMS' : 'email'} provider is configured.` }
    : await withTimeout(
        channel === 'email'
          ? deps.notifications.providers.email!.send({ id, to, text, subject: subject ?? '' })
          : deps.notifications.providers.sms!.send({ id, to, text }),
        timeoutMs,
      ).catch((error: unknown) => ({
        ok: false as const,
        retryable: true,
        answer: String((error as Error)?.message ?? error).slice(0, 200),
      }));
  const recorded = await handle(deps.store, stream, notificationDecider, {
    metadata: metadata(id, 'RecordNotificationAnswer'),
    clock: deps.clock,
    command: { type: 'Record', attempt, provider: provider?.name ?? 'none', result },
  });
  return recorded.some((e) => e.type === 'NotificationSent');
}

/** One round: every notification due now (of a channel with a provider), at most SENDING_AT_ONCE at a time. */
export async function sendDue(deps: SendDeps, opts: { timeoutMs?: number; onError?: (error: unknown, id: string) => void } = {}) {
  const channels = (['sms', 'email'] as const).filter((c) => deps.notifications.providers[c]);
  if (channels.length === 0) return 0;
  const due = await deps.read.notifications.dueNotifications(deps.sql, deps.clock(), channels, SENDING_AT_ONCE * 8);
  let sent = 0;
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const message = due[next++];
      try {
        if (await sendOne(deps, message, opts.timeoutMs)) sent++;
      } catch (error) {
        if (!opts.onError) throw error;
        opts.onError(error, message.id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, due.length) }, worker));
  return sent;
}
