import type { Context } from 'hono';
import { plainAddress, type TrustedProxies } from './trustedProxies.ts';

/** What @hono/node-server puts in c.env; app.request() in the tests passes the same shape. */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The address sign-in and registration limits are kept per. X-Forwarded-For is believed only from
 * a proxy of ours (TRUSTED_PROXIES), so a client that connects directly cannot name itself anew
 * with each request. An IPv6 client is keyed by its /64, which one subscriber usually holds whole.
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  return normalise(originOf(socket, c.req.header('x-forwarded-for') ?? '', proxies)).slice(0, 64);
}

/**
 * Walks the chain from the connection leftwards: each entry is the address the hop to its right
 * saw, so it is believed while that hop is a proxy of ours. The first address that is not one of
 * them is the client; what stands left of it, the client wrote itself. An entry that is not an
 * address ends the walk at the proxy that passed it on.
 */
export function originOf(socket: string, forwardedFor: string, proxies: TrustedProxies): string {
  let client = socket;
  const hops = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  for (const hop of hops) {
    if (!proxies.has(client)) break;
    const address = plainAddress(hop);
    if (!address) break;
    client = address;
  }
  return client;
}

function normalise(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head, tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
