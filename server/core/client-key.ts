/** The rate limit's key for a client: its address, or for IPv6 its /64 (rotating addresses inside it gains nothing). */
export function clientKey(address: string, isIPv6: boolean): string {
  return isIPv6 ? `${ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64` : address;
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
