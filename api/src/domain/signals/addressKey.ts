import ipaddr from 'ipaddr.js';
import { networkOf } from '../../auth/network';

/**
 * The address a per-address bound counts: an IPv4 address as it is (also when it comes IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address by its /64 network (networkOf, as the sign-in throttles count it)
 * — one subscriber's share, which hands its devices any number of addresses inside it — so a single
 * connection cannot multiply its share by changing addresses. Anything unreadable counts as itself.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  return addr.kind() === 'ipv4' ? addr.toString() : networkOf(ip);
}
