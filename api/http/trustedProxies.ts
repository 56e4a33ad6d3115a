import net from 'node:net';

/** The reverse proxies of ours whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
export type TrustedProxies = {
  /** The entries as the operator wrote them, for the start-up log. */
  readonly entries: readonly string[];
  has: (address: string) => boolean;
};

export const NO_PROXIES: TrustedProxies = { entries: [], has: () => false };

/**
 * Reads a list of addresses and CIDR blocks, IPv4 or IPv6, separated by commas or spaces. Throws
 * a message naming every entry that is not one. A block of every address is refused: it would let
 * any client write its own address, as if no proxy were named and the header were read anyway.
 */
export function parseTrustedProxies(text: string): TrustedProxies {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const list = new net.BlockList();
  const wrong: string[] = [];
  for (const entry of entries) {
    const why = add(list, entry);
    if (why) wrong.push(`"${entry}" ${why}`);
  }
  if (wrong.length) throw new Error(wrong.join('; '));
  if (!entries.length) return NO_PROXIES;
  return {
    entries,
    has: (address) => {
      const plain = plainAddress(address);
      return plain !== null && list.check(plain, net.isIPv4(plain) ? 'ipv4' : 'ipv6');
    },
  };
}

function add(list: net.BlockList, entry: string): string | null {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return 'is not an IP address or a CIDR block such as 10.0.0.0/8';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return null;
  }
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `has a prefix that is not 1 to ${bits}`;
  if (Number(prefix) === 0) return 'is every address: name your proxies instead';
  list.addSubnet(address, Number(prefix), type);
  return null;
}

/**
 * The IP address in one X-Forwarded-For entry or socket address, without the port some proxies
 * add (`203.0.113.7:51234`, `[2001:db8::1]:443`) or an IPv6 zone; null when it is none.
 */
export function plainAddress(entry: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  const address = (bracketed?.[1] ?? withPort?.[1] ?? entry).replace(/%.*$/, '');
  return net.isIP(address) ? address : null;
}
