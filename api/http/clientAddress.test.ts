import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.ts';
import { parseTrustedProxies } from './trustedProxies.ts';

/** The address a request is kept under, as a route sees it behind the proxies of TRUSTED_PROXIES. */
async function seen(remoteAddress: string, trustedProxies: string, forwardedFor?: string) {
  const proxies = parseTrustedProxies(trustedProxies);
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxies)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress } } });
  return res.text();
}

const PROXIES = '127.0.0.1, ::1, 10.0.0.0/8, fd00:1::/32';

describe('clientAddress', () => {
  it('is the connection’s address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await seen('203.0.113.7', '', '198.51.100.1')).toBe('203.0.113.7');
    expect(await seen('::ffff:203.0.113.7', '')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a connection that is not one of the proxies', async () => {
    expect(await seen('203.0.113.7', PROXIES, '198.51.100.1')).toBe('203.0.113.7');
    expect(await seen('203.0.113.7', PROXIES, '127.0.0.1')).toBe('203.0.113.7');
    expect(await seen('11.0.0.1', PROXIES, '198.51.100.1')).toBe('11.0.0.1');
    expect(await seen('fd00:2::1', PROXIES, '198.51.100.1')).toBe('fd00:2:0:0::/64');
  });

  it('is the address the nearest proxy appended, not what the client wrote before it', async () => {
    expect(await seen('127.0.0.1', PROXIES, '198.51.100.1')).toBe('198.51.100.1');
    expect(await seen('::ffff:127.0.0.1', PROXIES, '198.51.100.1')).toBe('198.51.100.1');
    expect(await seen('::1', PROXIES, 'forged-by-client, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seen('127.0.0.1', PROXIES, '203.0.113.9, 198.51.100.1')).toBe('198.51.100.1');
    // Two headers are one list, in order.
    expect(await seen('127.0.0.1', PROXIES, '203.0.113.9,198.51.100.1')).toBe('198.51.100.1');
  });

  it('walks back through every proxy named by address or block, IPv4 and IPv6', async () => {
    expect(await seen('127.0.0.1', PROXIES, 'forged, 198.51.100.1, 10.20.30.40')).toBe('198.51.100.1');
    expect(await seen('10.0.0.2', PROXIES, 'forged, 198.51.100.1, fd00:1:ab::7, 10.1.1.1')).toBe('198.51.100.1');
    expect(await seen('fd00:1::9', PROXIES, '2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    // A proxy outside the list ends the walk: it is the client as far as ours can tell.
    expect(await seen('127.0.0.1', PROXIES, '198.51.100.1, 192.168.1.1')).toBe('192.168.1.1');
  });

  it('reads ports and brackets some proxies add, and stops at an entry that is no address', async () => {
    expect(await seen('127.0.0.1', PROXIES, '198.51.100.1:51234')).toBe('198.51.100.1');
    expect(await seen('127.0.0.1', PROXIES, '[2001:db8:5::1]:443')).toBe('2001:db8:5:0::/64');
    expect(await seen('127.0.0.1', PROXIES, 'unknown')).toBe('127.0.0.1');
    expect(await seen('127.0.0.1', PROXIES, '198.51.100.1, 10.0.0.3, _hidden')).toBe('127.0.0.1');
  });

  it('is the leftmost proxy when the request came from the proxies themselves', async () => {
    expect(await seen('127.0.0.1', PROXIES)).toBe('127.0.0.1');
    expect(await seen('127.0.0.1', PROXIES, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('keeps an IPv6 client by its /64', async () => {
    expect(await seen('2001:db8:1:2:aaaa::1', '')).toBe('2001:db8:1:2::/64');
    expect(await seen('2001:db8:1:2:bbbb:cccc:dddd:eeee', '')).toBe('2001:db8:1:2::/64');
    expect(await seen('2001:db8::1', '')).toBe('2001:db8:0:0::/64');
  });
});

describe('parseTrustedProxies', () => {
  it('takes addresses and blocks separated by commas or spaces', () => {
    const proxies = parseTrustedProxies(' 127.0.0.1,10.0.0.0/8  ::1 ');
    expect(proxies.entries).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(['127.0.0.1', '10.255.0.1', '::1', '::ffff:10.1.2.3'].map(proxies.has)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'not-an-address'].map(proxies.has)).toEqual([false, false, false, false]);
  });

  it('names every entry it cannot read, and refuses a block of every address', () => {
    expect(() => parseTrustedProxies('127.0.0.1, proxy.local, 10.0.0.0/33')).toThrow(
      '"proxy.local" is not an IP address or a CIDR block such as 10.0.0.0/8; "10.0.0.0/33" has a prefix that is not 1 to 32',
    );
    expect(() => parseTrustedProxies('::/129')).toThrow(/not 1 to 128/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow(/not an IP address/);
    expect(() => parseTrustedProxies('0.0.0.0/0')).toThrow(/every address/);
    expect(() => parseTrustedProxies('::/0')).toThrow(/every address/);
  });
});
