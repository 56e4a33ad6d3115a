import type { Logger } from 'pino';
import type { AppDeps } from '../http/context.ts';
import { errorSummary } from './onlinePayments.ts';
import { verifyPayment } from './verifyPayment.ts';

/** A payment still pending this long after it started is asked about: its notification may have been lost. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** The longest a payment still open waits between two questions to the provider. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'sql' | 'store' | 'read' | 'clock' | 'payments'> & { log: Logger };

/** When to ask about a payment again, by reference: kept by one server, forgotten at a restart. */
export type Backoff = Map<string, { next: number; wait: number }>;

/**
 * One sweep: each payment pending for more than five minutes is verified with the provider (a
 * lost notification is found this way), oldest first. One still open is asked about again after a
 * wait that doubles each time, up to an hour, until it is paid or given up a day after it started.
 */
export async function sweepPendingPayments(deps: Deps, backoff: Backoff = new Map()) {
  const now = deps.clock().getTime();
  const references = await deps.read.paymentIntents.pendingIntents(deps.sql, new Date(now - RECONCILE_AFTER_MS));
  let checked = 0;
  for (const reference of references) {
    const waiting = backoff.get(reference);
    if (waiting && waiting.next > now) continue;
    checked++;
    try {
      const payment = await verifyPayment(deps, reference, 'reconciler');
      if (payment?.status !== 'pending') {
        backoff.delete(reference);
        continue;
      }
    } catch (error) {
      deps.log.warn({ err: errorSummary(error), reference }, 'payment verification failed; will retry');
    }
    const wait = Math.min(LONGEST_WAIT_MS, (waiting?.wait ?? RECONCILE_AFTER_MS / 2) * 2);
    backoff.set(reference, { next: now + wait, wait });
  }
  for (const reference of backoff.keys()) if (!references.includes(reference)) backoff.delete(reference);
  return { pending: references.length, checked };
}

/** Sweeps every `intervalMs` until stopped. Several servers may sweep at once: each payment is still decided once. */
export function startReconciler(deps: Deps, intervalMs: number) {
  const backoff: Backoff = new Map();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepPendingPayments(deps, backoff)
        .catch((error: unknown) => deps.log.warn({ err: errorSummary(error) }, 'payment sweep failed; will retry'))
        .finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
