import ipaddr from 'ipaddr.js';

/**
 * Which proxies in front of the app may say who the client is (TRUST_PROXY). `hops`: that many
 * proxies, each appending the address it saw to X-Forwarded-For; the client is the address the
 * outermost one appended, whatever the client itself put in the header. `addresses`: proxies known by
 * address (or range); the client is the nearest address in the chain that is not one of them.
 */
export type TTrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: readonly string[] };

/** Names of address ranges understood in TRUST_PROXY beside addresses and CIDR ranges. */
export const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** Whether `entry` is an IPv4/IPv6 address, a CIDR range, or one of PROXY_RANGE_NAMES. */
export function isProxyAddressEntry(entry: string): boolean {
  if ((PROXY_RANGE_NAMES as readonly string[]).includes(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

/**
 * Fastify's `trustProxy` for these proxies. A hop count is given as a function: Fastify reads a bare
 * number as "trust nothing", because a hop count alone cannot tell a proxy from a client that reached
 * the app directly (so the app must be reachable only through its proxies; the README says so).
 */
export function toFastifyTrustProxy(
  trusted: TTrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  switch (trusted.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, hop) => hop < trusted.hops;
    case 'addresses':
      return [...trusted.addresses];
  }
}

/**
 * The key under which a client's requests are counted: an IPv4 address as it is (an IPv4-mapped IPv6
 * one as its IPv4 address), an IPv6 address by its /64 network, since one home or phone gets a whole
 * /64 and can change the rest of its address on every request.
 */
export function toClientNetwork(ip: string): string {
  return toIpv6Prefix(ip, 4);
}

/**
 * The client's site, for a bound that many throwaway accounts must not share out: an IPv4 address as it
 * is, an IPv6 one by its /48, the block one customer usually holds (a /64 is one of 65,536 inside it).
 */
export function toClientSite(ip: string): string {
  return toIpv6Prefix(ip, 3);
}

function toIpv6Prefix(ip: string, groupCount: number): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, groupCount).map((part) => part.toString(16));
  return `${groups.join(':')}::/${groupCount * 16}`;
}
