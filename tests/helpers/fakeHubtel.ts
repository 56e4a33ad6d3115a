import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_HUBTEL = { clientId: 'hostel-test-client', clientSecret: 'hubtel_test_secret_0123456789', senderId: 'UGHostel' };

/** A message Hubtel took: the request's fields, and the id it answered with. */
export type HubtelMessage = { From: string; To: string; Content: string; ClientReference: string | null; messageId: string; at: Date };

export type FakeHubtelOptions = {
  /** How long each answer takes, as a gateway that answers in 50 ms would. */
  delayMs?: number;
  /** Refuse the first `times` requests with `status` (every request when `times` is left out). */
  fail?: { status: number; times?: number };
  clientId?: string;
  clientSecret?: string;
  senderId?: string;
};

/**
 * A stand-in for Hubtel's SMS API on a local port, speaking its documented shapes: POST
 * /v1/messages/send with HTTP Basic (client id and secret) and JSON { From, To, Content,
 * ClientReference }, answered { rate, messageId, status: 0, networkId, clientReference,
 * statusDescription }. A message counts as sent once its request is read, before the (delayed)
 * answer, as a gateway whose answer is lost on the way back has still sent the SMS. Tests only.
 */
export async function startFakeHubtel(options: FakeHubtelOptions = {}) {
  const credentials = {
    clientId: options.clientId ?? TEST_HUBTEL.clientId,
    clientSecret: options.clientSecret ?? TEST_HUBTEL.clientSecret,
    senderId: options.senderId ?? TEST_HUBTEL.senderId,
  };
  const received: HubtelMessage[] = [];
  const control = {
    delayMs: options.delayMs ?? 0,
    failures: options.fail ? { status: options.fail.status, left: options.fail.times ?? Infinity } : null,
    /** Every request, accepted or not, with the Authorization header it came with. */
    requests: 0,
    authorizations: [] as string[],
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
  const wait = () => (control.delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, control.delayMs)) : Promise.resolve());
  const expectedAuth = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

  const server = createServer(async (req, res) => {
    control.requests++;
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'POST' || url.pathname !== '/v1/messages/send') return send(res, 404, { message: 'Not found' });
    const auth = req.headers.authorization ?? '';
    control.authorizations.push(auth);
    const text = await readBody(req);
    if (auth !== expectedAuth) {
      await wait();
      return send(res, 401, { message: 'Authorization has been denied for this request.' });
    }
    if (control.failures && control.failures.left > 0) {
      control.failures.left--;
      const { status } = control.failures;
      await wait();
      return send(res, status, { status, statusDescription: status === 429 ? 'Too many requests' : 'An error occurred' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return send(res, 400, { status: 400, statusDescription: 'Invalid request body' });
    }
    const problem = problemOf(body, credentials.senderId);
    if (problem) {
      await wait();
      return send(res, 400, { status: 400, statusDescription: problem });
    }
    const message: HubtelMessage = {
      From: body.From as string,
      To: body.To as string,
      Content: body.Content as string,
      ClientReference: typeof body.ClientReference === 'string' ? body.ClientReference : null,
      messageId: randomUUID(),
      at: new Date(),
    };
    received.push(message);
    await wait();
    return send(res, 200, {
      rate: 0.0309,
      messageId: message.messageId,
      status: 0,
      networkId: '62001',
      clientReference: message.ClientReference,
      statusDescription: 'request submitted successfully',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    ...credentials,
    received,
    control,
    /** How many messages were sent for one notification (its id, given as ClientReference). */
    countOf: (clientReference: string) => received.filter((m) => m.ClientReference === clientReference).length,
    /** Refuse the next `n` requests with `status` (e.g. 500, or 429), then answer as before. */
    failNext: (n: number, status: number) => {
      control.failures = { status, left: n };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeHubtel = Awaited<ReturnType<typeof startFakeHubtel>>;

/** What Hubtel would refuse in a request's body; null when it would send it. */
function problemOf(body: Record<string, unknown>, senderId: string): string | null {
  if (body.From !== senderId) return `Sender id ${String(body.From)} is not registered`;
  if (typeof body.To !== 'string' || !/^[1-9]\d{7,14}$/.test(body.To))
    return 'Invalid recipient: the number must be international, without +';
  if (typeof body.Content !== 'string' || body.Content === '') return 'Content is required';
  if (body.ClientReference !== undefined && typeof body.ClientReference !== 'string') return 'ClientReference must be a string';
  return null;
}
