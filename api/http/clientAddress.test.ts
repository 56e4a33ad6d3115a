import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { clientAddress } from './clientAddress.ts';

/** The address a request is kept under, as a route sees it behind `trustedProxies` proxies. */
async function seen(remoteAddress: string, trustedProxies: number, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress } } });
  return res.text();
}

describe('clientAddress', () => {
  it('is the connection’s address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await seen('203.0.113.7', 0, '198.51.100.1')).toBe('203.0.113.7');
    expect(await seen('::ffff:203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('is the address our proxy appended when one is trusted, not what the client wrote before it', async () => {
    expect(await seen('127.0.0.1', 1, '198.51.100.1')).toBe('198.51.100.1');
    expect(await seen('127.0.0.1', 1, 'forged-by-client, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seen('127.0.0.1', 2, 'forged, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    expect(await seen('127.0.0.1', 1)).toBe('127.0.0.1');
  });

  it('keeps an IPv6 client by its /64', async () => {
    expect(await seen('2001:db8:1:2:aaaa::1', 0)).toBe('2001:db8:1:2::/64');
    expect(await seen('2001:db8:1:2:bbbb:cccc:dddd:eeee', 0)).toBe('2001:db8:1:2::/64');
    expect(await seen('2001:db8::1', 0)).toBe('2001:db8:0:0::/64');
  });
});

describe('TRUST_PROXY', () => {
  it('is 0 unless set, and a count of proxies', () => {
    expect(parseEnv({}).trustedProxies).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '1' }).trustedProxies).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
