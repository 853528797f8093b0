import { describe, expect, it } from 'vitest';
import { isPrivateAddress, urlProblem } from './url-guard.js';

/** IPv4 addresses a webhook must not reach: one of each refused range, at both ends where it matters. */
const PRIVATE_V4 = [
  '0.0.0.0',
  '10.1.2.3',
  '100.64.0.1',
  '127.0.0.1',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.0.2.255',
  '192.88.99.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '255.255.255.255',
];
const PUBLIC_V4 = [
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1',
  '192.169.0.1',
  '192.0.3.1',
  '198.51.101.1',
  '203.0.114.1',
];

/** The IPv6 forms that carry an IPv4 address: IPv4-mapped (both spellings), -compatible, -translated, NAT64, 6to4. */
const WRAPPED = (v4: string) => {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  const hex = `${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
  return [
    `::ffff:${v4}`,
    `::ffff:${hex}`,
    `::${hex}`,
    `::ffff:0:${hex}`,
    `64:ff9b::${hex}`,
    `2002:${hex}::1`,
  ];
};

const PRIVATE_V6 = [
  '::',
  '::1',
  '2001:db8::1',
  '2001:db8:ffff::1',
  'fec0::1',
  'feff::1',
  '100::1',
  '100::ffff:ffff:ffff:ffff',
  'fc00::1',
  'fd12::1',
  'fe80::1',
  'ff02::1',
  '64:ff9b:1::a00:1', // NAT64 for local use: whatever it wraps
  '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  '3fff::1',
];
const PUBLIC_V6 = ['2001:4860:4860::8888', '2606:4700::1111', '100:0:0:1::1', '2001:db9::1', 'fe00::1'];

describe('webhook URL guard', () => {
  it('refuses every private, loopback, link-local, reserved and documentation IPv4 range', () => {
    for (const a of PRIVATE_V4) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of PUBLIC_V4) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses them inside every IPv6 form that carries an IPv4 address, and takes the public ones', () => {
    for (const v4 of PRIVATE_V4) for (const a of WRAPPED(v4)) expect(isPrivateAddress(a), a).toBe(true);
    for (const v4 of PUBLIC_V4) for (const a of WRAPPED(v4)) expect(isPrivateAddress(a), a).toBe(false);
    expect(isPrivateAddress('64:ff9b::a9fe:a9fe')).toBe(true); // NAT64 to the cloud metadata address
  });

  it('refuses the IPv6 ranges that are not globally reachable', () => {
    for (const a of PRIVATE_V6) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of PUBLIC_V6) expect(isPrivateAddress(a), a).toBe(false);
    expect(isPrivateAddress('not-an-ip')).toBe(true);
  });

  it('refuses each of them as a URL, the IPv6 ones as bracketed literals', async () => {
    const literals = [
      ...PRIVATE_V4,
      ...PRIVATE_V4.flatMap(WRAPPED).map((a) => `[${a}]`),
      ...PRIVATE_V6.map((a) => `[${a}]`),
    ];
    for (const host of literals)
      expect(await urlProblem(`http://${host}:8080/hook`, false), host).toBe('private');
    for (const host of [...PUBLIC_V4, ...PUBLIC_V6.map((a) => `[${a}]`)])
      expect(await urlProblem(`https://${host}/hook`, false), host).toBeNull();
  });

  it('takes http(s) URLs to public addresses only, unless private ones are allowed', async () => {
    expect(await urlProblem('https://8.8.8.8/hook', false)).toBeNull();
    expect(await urlProblem('http://[2001:4860:4860::8888]:8080/x', false)).toBeNull();
    expect(await urlProblem('https://127.0.0.1/hook', false)).toBe('private');
    // A name is refused for what it resolves to (localhost: the one name this machine resolves inward).
    expect(await urlProblem('http://localhost:9999/hook', false)).toBe('private');
    expect(await urlProblem('http://[::1]/hook', false)).toBe('private');
    expect(await urlProblem('http://169.254.169.254/latest/meta-data', false)).toBe('private');
    // The URL parser's other spellings of an address are the address.
    expect(await urlProblem('http://2130706433/hook', false)).toBe('private');
    expect(await urlProblem('http://0xa9.254.169.254/hook', false)).toBe('private');
    expect(await urlProblem('ftp://8.8.8.8/x', false)).toBe('scheme');
    expect(await urlProblem('https://user:pw@8.8.8.8/x', false)).toBe('scheme');
    expect(await urlProblem('not a url', false)).toBe('scheme');
    expect(await urlProblem('http://no-such-host.invalid/x', false)).toBe('unresolved');
    expect(await urlProblem('http://127.0.0.1:9999/hook', true)).toBeNull();
  });
});
