import { notifyAll, NOTIFIER_CHECKPOINT } from '../../api/notifications/notifier.ts';
import type { Outgoing, SendResult } from '../../api/notifications/providers.ts';
import { sendDue } from '../../api/notifications/sender.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { notificationsProjection } from '../../projections/notifications/notifications.projection.ts';
import type { TestApp } from './testApp.ts';

/**
 * A provider in the test's memory that records what it was given: `answers` are used first, one
 * a call (a refusal, say), then every message is accepted.
 */
export function recordingProvider(name: string, answers: SendResult[] = []) {
  const received: Outgoing[] = [];
  return {
    name,
    received,
    answers,
    async send(message: Outgoing): Promise<SendResult> {
      const next = answers.shift();
      if (next) return next;
      received.push(message);
      return { ok: true, providerMessageId: `${name}-${received.length}`, answer: 'Accepted' };
    },
  };
}

type Deps = TestApp['deps'];

/** The notifier over everything committed before the call, then the read model caught up. */
export async function notifyToNow(deps: Deps) {
  const [{ xmax }] = await deps.sql<{ xmax: string }[]>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`;
  for (let tries = 0; ; tries++) {
    await notifyAll(deps);
    const [cp] = await deps.sql<
      { tx: string }[]
    >`SELECT transaction_id::text AS tx FROM projection_checkpoints WHERE name = ${NOTIFIER_CHECKPOINT}`;
    if (BigInt(cp.tx) >= BigInt(xmax)) break;
    if (tries > 500) throw new Error('the notifier did not catch up');
    await new Promise((r) => setTimeout(r, 20));
  }
  await catchUpToNow(deps.sql, notificationsProjection);
}

/** One round of the sender, then the read model caught up. */
export async function sendToNow(deps: Deps) {
  const sent = await sendDue(deps);
  await catchUpToNow(deps.sql, notificationsProjection);
  return sent;
}

export const notificationRows = (t: { sql: Deps['sql'] }, bookingId: string) =>
  t.sql<{ id: string; kind: string; channel: string; status: string; to: string; text: string; attempts: number; cause_id: string }[]>`
    SELECT id, kind, channel, status, "to", text, attempts, cause_id FROM notifications WHERE booking_id = ${bookingId} ORDER BY queued_at, channel`;
