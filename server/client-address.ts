import { BlockList, isIP } from 'node:net';

export function proxyList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/') as [string, string];
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

function unmap(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

// X-Forwarded-For counts only from a trusted proxy, so a client reaching the port directly cannot pick a new identity.
export function clientAddress(remote: string | undefined, forwarded: string | string[] | undefined, proxies: BlockList | null): string {
  let address = unmap(remote ?? 'unknown');
  if (!proxies || !trusted(proxies, address)) return address;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((h) => unmap(h.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break; // a garbled entry: stop at the last address we could vouch for
    address = hop;
    if (!trusted(proxies, hop)) break;
  }
  return address;
}

function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

// An IPv6 client usually holds a whole /64, so rotating addresses inside it gains nothing.
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
