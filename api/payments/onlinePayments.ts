import type { Logger } from 'pino';
import type { PaymentProvider } from './providers/provider.ts';

/**
 * Online payments as the routes and the reconciler reach them: the provider (none when it is
 * not configured: the office's manual flow alone), and the work a request starts that goes on
 * after its answer, such as verifying a payment a notification named.
 */
export type OnlinePayments = {
  provider: PaymentProvider | null;
  /** Runs `work` after the answer; a failure is logged, and the reconciler tries again later. */
  later: (what: string, work: () => Promise<unknown>) => void;
  /** Resolves once every work started so far is done: for tests, and a server stopping. */
  settled: () => Promise<void>;
};

export function onlinePayments(provider: PaymentProvider | null, log: Logger): OnlinePayments {
  const running = new Set<Promise<unknown>>();
  return {
    provider,
    later(what, work) {
      const done = work()
        .catch((error: unknown) => log.warn({ err: errorSummary(error) }, `${what} failed; the reconciler will try again`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/** An error as a log line may carry it: its name and message, never the request or its headers. */
export const errorSummary = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
