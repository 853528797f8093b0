import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

type Subnet = readonly [net: string, bits: number];

/**
 * IPv4 ranges a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE (IANA's special-purpose registry, the
 * ranges not globally reachable): this network, private, CGNAT, loopback, link-local, IETF protocol
 * assignments, the documentation nets, the deprecated 6to4 relay, benchmarking, multicast, reserved, broadcast.
 */
const PRIVATE_V4: readonly Subnet[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 ranges refused whatever they hold: unspecified, loopback, NAT64 for local use, discard-only, IETF
 * protocol assignments (Teredo among them: its client address is obfuscated, so it is not checked inside),
 * documentation (old and new), SRv6 SIDs, unique local, link-local, the deprecated site-local, multicast.
 */
const PRIVATE_V6: readonly Subnet[] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

/**
 * IPv6 forms that carry an IPv4 address and reach it: NAT64 (64:ff9b::/96), IPv4-compatible (::/96),
 * IPv4-translated (::ffff:0:0:0/96) and 6to4 (2002::/16, the address right after the prefix). IPv4-mapped
 * (::ffff:0:0/96) needs no entry: BlockList checks a mapped address against the IPv4 rules itself. Each
 * refused IPv4 range is refused inside each of them, as the IPv6 subnet that embeds it.
 */
const WRAPPERS: readonly { embed: (v4: string) => string; bits: number }[] = [
  { embed: (hex) => `64:ff9b::${hex}`, bits: 96 },
  { embed: (hex) => `::${hex}`, bits: 96 },
  { embed: (hex) => `::ffff:0:${hex}`, bits: 96 },
  { embed: (hex) => `2002:${hex}::`, bits: 16 },
];

/** An IPv4 address as the two hex groups of IPv6 text: 169.254.0.0 → a9fe:0. */
const hexGroups = (v4: string) => {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  return `${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
};

const PRIVATE = new BlockList();
for (const [net, bits] of PRIVATE_V4) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
  for (const wrapper of WRAPPERS)
    PRIVATE.addSubnet(wrapper.embed(hexGroups(net)), wrapper.bits + bits, 'ipv6');
}
for (const [net, bits] of PRIVATE_V6) PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4, v6, or v4 inside v6) is one a webhook must not reach; not an address: refused. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true; // not an address at all: refuse rather than guess
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlProblem = 'scheme' | 'private' | 'unresolved';

/**
 * What is wrong with a webhook URL, or null: http(s) only; every address its host resolves to must be public
 * (checked at creation and again before every delivery, so that a name that later resolves inward is caught).
 */
export async function urlProblem(raw: string, allowPrivate: boolean): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'scheme';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password) return 'scheme';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return 'unresolved';
  }
  return addresses.length === 0 || addresses.some(isPrivateAddress) ? 'private' : null;
}
