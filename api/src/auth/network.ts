import ipaddr from 'ipaddr.js';

/**
 * The network an address belongs to, as the sign-in throttles count it: the /24 of an IPv4
 * address, the /64 of an IPv6 one (one home or one mobile line usually gets a whole /64), an
 * IPv4-mapped IPv6 address as IPv4. Anything unparsable is its own network.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') {
    const [a, b, c] = (addr as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
