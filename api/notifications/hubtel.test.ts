import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHubtel, type FakeHubtel } from '../../tests/helpers/fakeHubtel.ts';
import { createHubtelSms, hubtelNumber } from './hubtel.ts';

let hubtel: FakeHubtel;
beforeEach(async () => {
  hubtel = await startFakeHubtel();
});
afterEach(() => hubtel.close());

const sms = (over: Partial<Parameters<typeof createHubtelSms>[0]> = {}) =>
  createHubtelSms({
    baseUrl: hubtel.url,
    clientId: hubtel.clientId,
    clientSecret: hubtel.clientSecret,
    senderId: hubtel.senderId,
    ...over,
  });
const message = { id: 'notification-1', to: '+233241234567', text: 'Bed A12 held until 3 Sep. Pay GHS 1500.00, ref HB-7K2M.' };

describe('Hubtel SMS', () => {
  it('sends the text from the sender id to the number without its plus, and returns Hubtel’s message id', async () => {
    const result = await sms().send(message);
    expect(hubtel.received).toHaveLength(1);
    const [sent] = hubtel.received;
    expect(sent).toMatchObject({ From: 'UGHostel', To: '233241234567', Content: message.text, ClientReference: 'notification-1' });
    expect(result).toEqual({
      ok: true,
      providerMessageId: sent.messageId,
      answer: expect.stringContaining('200 request submitted successfully'),
    });
    expect(hubtel.countOf('notification-1')).toBe(1);
  });

  it('reads the message id whatever its casing, and inside `data`', async () => {
    for (const answer of [{ MessageId: 'm-upper', Status: 0 }, { data: { messageId: 'm-data' } }]) {
      const fetchAnswering: typeof fetch = async () => new Response(JSON.stringify(answer), { status: 201 });
      const result = await sms({ fetch: fetchAnswering }).send(message);
      expect(result).toMatchObject({ ok: true, providerMessageId: 'MessageId' in answer ? 'm-upper' : 'm-data' });
    }
  });

  it('takes a stored number however it was written, and refuses one that is none without calling Hubtel', async () => {
    expect(hubtelNumber('024 123 4567')).toBe('233241234567');
    expect(hubtelNumber('+234 803 123 4567')).toBe('2348031234567');
    const result = await sms().send({ ...message, to: '12' });
    expect(result).toEqual({ ok: false, retryable: false, answer: 'not a phone number an SMS can be sent to' });
    expect(hubtel.control.requests).toBe(0);
  });

  it('is refused for good on wrong credentials, and never shows the secret', async () => {
    const secret = 'wrong_secret_987654321';
    const result = await sms({ clientSecret: secret }).send(message);
    expect(result).toMatchObject({ ok: false, retryable: false, answer: expect.stringMatching(/^401 Authorization has been denied/) });
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(JSON.stringify(result)).not.toContain(Buffer.from(`${hubtel.clientId}:${secret}`).toString('base64'));
    expect(hubtel.received).toHaveLength(0);
  });

  it('hides the secret and the Authorization header when a gateway echoes the request back', async () => {
    let auth = '';
    const echoing: typeof fetch = async (_url, init) => {
      auth = new Headers(init?.headers).get('authorization') ?? '';
      return new Response(`Bad request: ${auth} ${String(init?.body)} ${hubtel.clientSecret}`, { status: 400 });
    };
    const result = await sms({ fetch: echoing }).send(message);
    expect(auth).toMatch(/^Basic /);
    expect(result).toMatchObject({ ok: false, retryable: false });
    expect(result.answer).not.toContain(hubtel.clientSecret);
    expect(result.answer).not.toContain(auth.slice('Basic '.length));
    expect(result.answer.length).toBeLessThanOrEqual(200);
  });

  it('is refused for good on what Hubtel will not send, e.g. an unregistered sender id', async () => {
    const result = await sms({ senderId: 'Other' }).send(message);
    expect(result).toEqual({ ok: false, retryable: false, answer: '400 Sender id Other is not registered, status 400' });
  });

  it('may be tried again after a 500 or a 429, and then succeeds', async () => {
    hubtel.failNext(1, 500);
    expect(await sms().send(message)).toMatchObject({ ok: false, retryable: true, answer: expect.stringMatching(/^500 /) });
    hubtel.failNext(1, 429);
    expect(await sms().send(message)).toMatchObject({
      ok: false,
      retryable: true,
      answer: expect.stringMatching(/^429 Too many requests/),
    });
    expect(await sms().send(message)).toMatchObject({ ok: true });
    expect(hubtel.countOf('notification-1')).toBe(1);
  });

  it('may be tried again when Hubtel does not answer in time, or cannot be reached', async () => {
    hubtel.control.delayMs = 2_000;
    const started = Date.now();
    expect(await sms({ timeoutMs: 100 }).send(message)).toEqual({ ok: false, retryable: true, answer: 'no answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(1_500);
    // The gateway took the message before its answer was lost: the window a retry cannot close.
    expect(hubtel.countOf('notification-1')).toBe(1);
    await hubtel.close();
    const result = await sms().send(message);
    expect(result).toEqual({ ok: false, retryable: true, answer: 'could not reach Hubtel (ECONNREFUSED)' });
  });

  it('is refused for good when a 2xx answer names no message', async () => {
    const noId: typeof fetch = async () =>
      new Response(JSON.stringify({ status: 4, statusDescription: 'insufficient balance' }), { status: 200 });
    expect(await sms({ fetch: noId }).send(message)).toEqual({
      ok: false,
      retryable: false,
      answer: '200 insufficient balance, status 4 (no message id)',
    });
  });
});
