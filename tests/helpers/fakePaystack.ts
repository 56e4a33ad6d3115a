import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_PAYSTACK_KEY = 'sk_test_hostel_0123456789abcdef';

type Transaction = {
  reference: string;
  email: string;
  /** Pesewas, as initialised. */
  amount: number;
  currency: string;
  callback_url: string | null;
  channels: string[];
  status: 'success' | 'failed' | 'abandoned' | 'pending' | 'ongoing' | 'reversed';
  paid?: { amount: number; currency: string; channel: string; bank: string; paid_at: string };
};

/** How a test says the student paid: by default the amount initialised, in GHS, by MTN mobile money. */
export type Outcome = { status?: Transaction['status']; amount?: number; currency?: string; channel?: string; bank?: string };

/**
 * A stand-in for Paystack's API on a local port, speaking its documented shapes
 * (POST /transaction/initialize, GET /transaction/verify/:reference, webhooks signed with
 * HMAC-SHA512 of the body by the secret key), with outcomes the test controls. Tests only.
 */
export async function startFakePaystack(secretKey = TEST_PAYSTACK_KEY) {
  const transactions = new Map<string, Transaction>();
  const calls = { initialize: 0, verify: 0, verifyOf: new Map<string, number>() };
  const control = {
    failInitialize: false,
    /** How long initialize takes to answer: a slow provider, for requests that overlap. */
    initializeDelayMs: 0,
    failVerify: false,
    seenKeys: new Set<string>(),
    /** Where its checkout sends the signed webhook of a payment made there, as Paystack's dashboard says. */
    webhookUrl: null as string | null,
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server = createServer(async (req, res) => {
    const checkout = /^\/checkout\/ac_([^/]+)(\/pay)?$/.exec(new URL(req.url ?? '/', 'http://fake').pathname);
    if (checkout) return checkoutPage(req, res, decodeURIComponent(checkout[1]), Boolean(checkout[2]));
    const auth = req.headers.authorization ?? '';
    control.seenKeys.add(auth);
    if (auth !== `Bearer ${secretKey}`) return send(res, 401, { status: false, message: 'Invalid key' });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      calls.initialize++;
      if (control.initializeDelayMs) await new Promise((resolve) => setTimeout(resolve, control.initializeDelayMs));
      if (control.failInitialize) return send(res, 500, { status: false, message: 'An error occurred' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, { status: false, message: 'Invalid JSON' });
      }
      const amount = Number(body.amount);
      if (typeof body.email !== 'string' || !Number.isSafeInteger(amount) || amount <= 0) {
        return send(res, 400, { status: false, message: 'Invalid amount or email' });
      }
      const reference = String(body.reference);
      if (transactions.has(reference)) return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      transactions.set(reference, {
        reference,
        email: body.email,
        amount,
        currency: String(body.currency ?? 'NGN'),
        callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
        channels: Array.isArray(body.channels) ? (body.channels as string[]) : [],
        status: 'abandoned',
      });
      const access_code = `ac_${reference}`;
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${baseUrl()}/checkout/${access_code}`, access_code, reference },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      calls.verify++;
      const asked = decodeURIComponent(verify[1]);
      calls.verifyOf.set(asked, (calls.verifyOf.get(asked) ?? 0) + 1);
      if (control.failVerify) return send(res, 503, { status: false, message: 'Service unavailable' });
      const t = transactions.get(asked);
      if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, { status: true, message: 'Verification successful', data: dataOf(t) });
    }
    return send(res, 404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = () => `http://127.0.0.1:${port}`;

  /**
   * The checkout the student is sent to: a page with one button that pays the amount by MTN mobile
   * money, then returns the student to the callback URL with the reference, and sends the webhook.
   */
  function checkoutPage(req: IncomingMessage, res: ServerResponse, reference: string, paying: boolean) {
    const t = transactions.get(reference);
    if (!t) return send(res, 404, { status: false, message: 'Not found' });
    if (!paying) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>Paystack checkout</title><h1>Pay ${t.currency} ${(t.amount / 100).toFixed(2)}</h1>` +
          `<form method="post" action="/checkout/ac_${encodeURIComponent(reference)}/pay"><button>Pay with MTN Mobile Money</button></form>`,
      );
    }
    pay(reference);
    if (control.webhookUrl) {
      const hook = webhook(reference);
      void fetch(control.webhookUrl, { method: 'POST', headers: hook.headers, body: hook.rawBody }).catch(() => {});
    }
    const back = new URL(t.callback_url ?? baseUrl());
    back.searchParams.set('trxref', reference);
    back.searchParams.set('reference', reference);
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  /** The student pays (or fails to) at the checkout: what verify answers from now on. */
  function pay(reference: string, outcome: Outcome = {}) {
    const t = transactions.get(reference);
    if (!t) throw new Error(`no transaction ${reference}`);
    t.status = outcome.status ?? 'success';
    t.paid = {
      amount: outcome.amount ?? t.amount,
      currency: outcome.currency ?? t.currency,
      channel: outcome.channel ?? 'mobile_money',
      bank: outcome.bank ?? 'MTN',
      paid_at: '2026-09-01T08:05:00.000Z',
    };
  }

  /** The webhook Paystack would send about the transaction, signed with `key` (the secret key by default). */
  function webhook(reference: string, opts: { event?: string; key?: string; data?: Record<string, unknown> } = {}) {
    const t = transactions.get(reference);
    const data = opts.data ?? (t ? dataOf(t) : { reference });
    const rawBody = JSON.stringify({ event: opts.event ?? 'charge.success', data });
    const signature = createHmac('sha512', opts.key ?? secretKey)
      .update(rawBody)
      .digest('hex');
    return { rawBody, headers: { 'x-paystack-signature': signature, 'content-type': 'application/json' } };
  }

  function dataOf(t: Transaction) {
    return {
      id: 4099260516,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.paid?.amount ?? t.amount,
      currency: t.paid?.currency ?? t.currency,
      channel: t.paid?.channel ?? null,
      gateway_response: t.status === 'success' ? 'Approved' : 'The transaction was not completed',
      paid_at: t.paid?.paid_at ?? null,
      paidAt: t.paid?.paid_at ?? null,
      authorization: t.paid ? { channel: t.paid.channel, bank: t.paid.bank, country_code: 'GH', reusable: false } : {},
      customer: { email: t.email },
    };
  }

  return {
    baseUrl: baseUrl(),
    secretKey,
    transactions,
    calls,
    control,
    pay,
    webhook,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections to the checkout open.
        server.closeAllConnections();
      }),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
