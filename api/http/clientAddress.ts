import type { Context } from 'hono';

/** What @hono/node-server puts in c.env; app.request() in the tests passes the same shape. */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The address sign-in and registration limits are kept per. X-Forwarded-For is read only when
 * `trustedProxies` says how many proxies of ours stand in front (TRUST_PROXY): the entry that
 * many hops from the right is the one our outermost proxy saw; anything left of it the client
 * wrote itself. An IPv6 client is keyed by its /64, which one subscriber usually holds whole.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  let address = socket;
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const chain = [...forwarded, socket];
    address = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  }
  return normalise(address).slice(0, 64);
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
