import { notifyAll, remindHolds } from './notifier.ts';
import { sendDue } from './sender.ts';
import { repeat } from '../commands/repeat.ts';
import type { NotifyDeps } from './queue.ts';

export type NotificationWork = { stop: () => Promise<void> };

/**
 * The notifications' work in one server, each part in every server: the notifier follows the log
 * (one server at a time, by its checkpoint's lock), the reminder scans at the hold sweep's
 * cadence, and the sender claims what is due. None runs inside a request: a provider that hangs
 * holds up only its own attempt, until its timeout.
 */
export function startNotificationWork(
  deps: NotifyDeps,
  opts: { intervalMs?: number; reminderIntervalMs: number; timeoutMs?: number; onError: (part: string, error: unknown) => void },
): NotificationWork {
  const interval = opts.intervalMs ?? 500;
  const parts = [
    repeat(
      interval,
      () => notifyAll(deps),
      (e) => opts.onError('notifier', e),
    ),
    repeat(
      opts.reminderIntervalMs,
      () => remindHolds(deps),
      (e) => opts.onError('hold reminder', e),
    ),
    repeat(
      interval,
      () => sendDue(deps, { timeoutMs: opts.timeoutMs, onError: (e) => opts.onError('sender', e) }),
      (e) => opts.onError('sender', e),
    ),
  ];
  return { stop: async () => void (await Promise.all(parts.map((p) => p.stop()))) };
}
