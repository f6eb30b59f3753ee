import { BlockList, isIP } from 'node:net';
import { clientKey } from '@cpa-site/enquiry-core/client-key';

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

// An IPv6 client usually holds a whole /64, so rotating addresses inside it gains nothing.
export function rateLimitKey(address: string): string {
  return clientKey(address, isIP(address) === 6);
}
