import net from 'node:net';
import ipaddr from 'ipaddr.js';

// Cloud instance-metadata services. Most sit in ranges refused anyway (link-local, unique-local,
// CGNAT, reserved), but they are what an SSRF attack is usually after, so they are named outright
// in case a range rule ever changes: AWS/GCP/Azure/DigitalOcean/OpenStack, AWS over IPv6, Alibaba
// Cloud, Oracle Cloud.
const METADATA_ADDRESSES = new Set(
  ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192'].map((address) =>
    ipaddr.parse(address).toNormalizedString(),
  ),
);

// Only global unicast IPv6 (2000::/3) is public; everything else is local, reserved or unassigned.
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// The well-known NAT64 prefix: on an IPv6-only network DNS64 answers every public IPv4 host with
// one of these, so they are allowed when the IPv4 address inside is public. The local-use prefix
// 64:ff9b:1::/48 carries no fixed embedding and is refused.
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Whether an address may be fetched from: a public unicast IPv4 or IPv6 address. Loopback, private,
 * link-local, CGNAT, multicast, broadcast, unspecified, reserved, documentation and metadata
 * addresses are refused, and IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-translated,
 * NAT64, 6to4) are judged by the IPv4 address they carry. Teredo is refused: its client address is
 * obfuscated and it is not worth the risk.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (METADATA_ADDRESSES.has(parsed.toNormalizedString())) return false;
  if (parsed instanceof ipaddr.IPv4) return isPublicIPv4(parsed);
  const embedded = findEmbeddedIPv4(parsed);
  if (embedded) return isPublicIPv4(embedded);
  return parsed.range() === 'unicast' && parsed.match(IPV6_GLOBAL_UNICAST);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  if (METADATA_ADDRESSES.has(address.toNormalizedString())) return false;
  return address.range() === 'unicast';
}

function findEmbeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return buildIPv4(parts[6], parts[7]);
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) ? buildIPv4(parts[6], parts[7]) : null;
    case '6to4':
      return buildIPv4(parts[1], parts[2]);
    default:
      return null;
  }
}

function buildIPv4(high = 0, low = 0): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
