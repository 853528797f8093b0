import { describe, expect, it } from 'vitest';
import { isPrivateAddress, urlProblem } from './url-guard.js';

describe('webhook URL guard', () => {
  it('knows private, loopback and link-local addresses, v4, v6 and mapped', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
    expect(isPrivateAddress('not-an-ip')).toBe(true);
  });

  it('takes http(s) URLs to public addresses only, unless private ones are allowed', async () => {
    expect(await urlProblem('https://8.8.8.8/hook', false)).toBeNull();
    expect(await urlProblem('http://[2001:4860:4860::8888]:8080/x', false)).toBeNull();
    expect(await urlProblem('https://127.0.0.1/hook', false)).toBe('private');
    expect(await urlProblem('http://localhost:9999/hook', false)).toBe('private');
    expect(await urlProblem('http://[::1]/hook', false)).toBe('private');
    expect(await urlProblem('http://169.254.169.254/latest/meta-data', false)).toBe('private');
    expect(await urlProblem('ftp://8.8.8.8/x', false)).toBe('scheme');
    expect(await urlProblem('https://user:pw@8.8.8.8/x', false)).toBe('scheme');
    expect(await urlProblem('not a url', false)).toBe('scheme');
    expect(await urlProblem('http://no-such-host.invalid/x', false)).toBe('unresolved');
    expect(await urlProblem('http://127.0.0.1:9999/hook', true)).toBeNull();
  });
});
