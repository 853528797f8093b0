import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE: private, loopback, link-local and the like. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4 mapped in v6) is one a webhook must not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
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
