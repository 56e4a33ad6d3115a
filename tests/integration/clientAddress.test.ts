import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiResponse, type TestApp } from '../helpers/testApp.ts';

/**
 * The limits kept per client address meet the client, not what it writes: behind a proxy on this
 * machine (TRUSTED_PROXIES), a client that connects directly and writes a new X-Forwarded-For
 * each time is limited as one that writes none. The limits themselves are auth.rateLimit's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: '127.0.0.1,::1' });
});
afterAll(() => t.close());

let sent = 0;
/** A different X-Forwarded-For at every call, as a client hoping to be someone new each time. */
const forged = () => `198.18.${(++sent >> 8) & 255}.${sent & 255}`;

type From = () => { socket: string; forwardedFor?: string };
const direct =
  (socket: string, forwardedFor?: () => string): From =>
  () => ({ socket, forwardedFor: forwardedFor?.() });
const viaProxy =
  (client: string): From =>
  () => ({ socket: '127.0.0.1', forwardedFor: `${forged()}, ${client}` });

/** Each answer's status and message, in order, for `count` calls made from `from`. */
async function answers(count: number, from: From, call: (socket: string, headers: Record<string, string>) => Promise<ApiResponse>) {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    const { socket, forwardedFor } = from();
    const res = await call(socket, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
    seen.push(`${res.status} ${res.status === 429 ? res.body.message : ''}`);
  }
  return seen;
}

const wrongSignIns = (count: number, email: string, from: From) =>
  answers(count, from, (socket, headers) =>
    t.call('POST', '/api/login', { body: { email, password: 'wrong-password' }, clientAddress: socket, headers }),
  );

describe('the address limits are kept per', () => {
  it('is the connection’s for a client that connects directly, whatever X-Forwarded-For it writes', async () => {
    const plain = await wrongSignIns(12, 'first-guessed@hostel.test', direct('203.0.113.20'));
    expect(plain.at(-1)).toBe('429 Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(await wrongSignIns(12, 'second-guessed@hostel.test', direct('203.0.113.21', forged))).toEqual(plain);
    expect(await wrongSignIns(12, 'third-guessed@hostel.test', direct('2001:db8:7:7::1', forged))).toEqual(plain);
    // Thirty passwords compared at the real cost, on a machine the rest of the suite shares.
  }, 120_000);

  it('is the one the proxy appended for a client behind it, whatever the client wrote before', async () => {
    const plain = await wrongSignIns(12, 'fourth-guessed@hostel.test', direct('203.0.113.30'));
    expect(await wrongSignIns(12, 'fifth-guessed@hostel.test', viaProxy('203.0.113.31'))).toEqual(plain);
    // Another client behind the same proxy is not held by the first one's limit (once the
    // account's turn for addresses new to it has come round).
    t.clock.advance(5000);
    expect(await wrongSignIns(1, 'fifth-guessed@hostel.test', viaProxy('203.0.113.32'))).toEqual(['401 ']);
  });
});
