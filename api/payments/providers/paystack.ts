import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ProviderUnavailable,
  REFERENCE_PATTERN,
  UnreadableNotification,
  type Notification,
  type PaymentProvider,
  type PaymentToStart,
  type ProviderStatus,
  type Verification,
} from './provider.ts';

export type PaystackConfig = {
  secretKey: string;
  /** https://api.paystack.co, or a stand-in's address in tests. */
  baseUrl: string;
  /** Where the checkout sends the student back (with `?reference=`); the dashboard's when unset. */
  callbackUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const STATUSES: readonly ProviderStatus[] = ['success', 'failed', 'abandoned', 'pending', 'ongoing', 'reversed'];

type PaystackAnswer = { status?: boolean; message?: string; data?: Record<string, unknown> };

/**
 * Paystack (https://paystack.com/docs/api/transaction): initialise a transaction, verify it, and
 * read its webhooks, signed with HMAC-SHA512 of the raw body by the secret key. The key travels in
 * the Authorization header only; no error or log line carries it or a request's headers.
 */
export function paystackProvider(config: PaystackConfig): PaymentProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; answer: PaystackAnswer }> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${config.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // The cause's name and code only: never the request, which holds the key.
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new ProviderUnavailable('paystack', `${method} ${path.split('/').slice(0, 3).join('/')} failed (${cause})`);
    }
    const answer = (await res.json().catch(() => ({}))) as PaystackAnswer;
    return { status: res.status, answer: answer && typeof answer === 'object' ? answer : {} };
  }

  return {
    name: 'paystack',

    async initialize(intent: PaymentToStart) {
      const { status, answer } = await call('POST', '/transaction/initialize', {
        email: intent.email,
        amount: String(intent.amount_minor),
        currency: intent.currency,
        reference: intent.reference,
        ...(config.callbackUrl ? { callback_url: config.callbackUrl } : {}),
        channels: ['mobile_money', 'card'],
      });
      const url = answer.data?.authorization_url;
      if (status >= 300 || answer.status !== true || typeof url !== 'string') {
        throw new ProviderUnavailable('paystack', `initialize answered ${status}: ${String(answer.message ?? '').slice(0, 200)}`);
      }
      return { authorization_url: url };
    },

    async verify(reference: string): Promise<Verification> {
      const { status, answer } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (status === 404 || (status === 400 && /not found/i.test(String(answer.message ?? '')))) return nothingKnown('not_found');
      if (status >= 300 || answer.status !== true || !answer.data) {
        throw new ProviderUnavailable('paystack', `verify answered ${status}: ${String(answer.message ?? '').slice(0, 200)}`);
      }
      const d = answer.data;
      const authorization = (d.authorization ?? {}) as Record<string, unknown>;
      return {
        // A state Paystack adds later is waited on, never taken for a success.
        status: STATUSES.includes(d.status as ProviderStatus) ? (d.status as ProviderStatus) : 'pending',
        amount_minor: Number.isSafeInteger(d.amount) ? (d.amount as number) : null,
        currency: textOf(d.currency),
        channel: textOf(d.channel),
        bank: textOf(authorization.bank),
        paid_at: textOf(d.paid_at ?? d.paidAt),
      };
    },

    verifyWebhook(rawBody: Uint8Array | string, headers: Headers): Notification {
      const raw = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new UnreadableNotification();
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new UnreadableNotification();
      const expected = Buffer.from(createHmac('sha512', config.secretKey).update(raw).digest('hex'), 'utf8');
      const given = Buffer.from((headers.get('x-paystack-signature') ?? '').trim().toLowerCase(), 'utf8');
      const signature_valid = given.length === expected.length && timingSafeEqual(given, expected);
      const b = body as { event?: unknown; data?: { reference?: unknown } | null };
      const reference = b.data && typeof b.data === 'object' ? b.data.reference : undefined;
      return {
        signature_valid,
        // Printable ASCII only: what the log can hold whatever was sent.
        event: typeof b.event === 'string' ? b.event.replace(/[^\x20-\x7e]/g, '').slice(0, 100) : '',
        reference: typeof reference === 'string' && REFERENCE_PATTERN.test(reference) ? reference : null,
      };
    },
  };
}

// Printable ASCII only (codes, names of banks and channels): nothing the log's jsonb would refuse.
const textOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v.replace(/[^\x20-\x7e]/g, '').slice(0, 200) : null);

const nothingKnown = (status: ProviderStatus): Verification => ({
  status,
  amount_minor: null,
  currency: null,
  channel: null,
  bank: null,
  paid_at: null,
});
