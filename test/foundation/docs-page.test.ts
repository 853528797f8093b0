import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { docsCsp, inlineScriptHashes } from '../../src/http/docs-page.js';

const t = useTestApp();

const get = (url: string) => t.api({ method: 'GET', url, key: null });

/** A policy as a map of directive to its sources. */
const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

describe('the docs page headers', () => {
  it('sends a CSP naming its inline script, nosniff and frame refusal with the page, its script and the redirect', async () => {
    const page = await get('/api/v1/docs/');
    expect(page.statusCode).toBe(200);
    const script = await get('/api/v1/docs/js/scalar.js');
    expect(script.statusCode).toBe(200);
    const redirect = await get('/api/v1/docs');
    expect(redirect.statusCode).toBe(301);
    for (const res of [page, script, redirect]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(directives(String(res.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
    }

    const csp = directives(String(page.headers['content-security-policy']));
    // The one inline script (Scalar's start-up call) by its hash, computed here from the page as sent.
    const inline = [...page.body.matchAll(/<script type="text\/javascript">([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!, 'utf8').digest('base64');
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Requests go to this server and to the document's server (PUBLIC_URL), nowhere else.
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://api.test']);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
  });
});

describe('docsCsp', () => {
  it('hashes only the inline scripts, and allows no inline script without a hash', () => {
    const html = '<script src="a.js"></script><script>one()</script><script type="module">two()</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([
      `'sha256-${createHash('sha256').update('one()').digest('base64')}'`,
      `'sha256-${createHash('sha256').update('two()').digest('base64')}'`,
    ]);
    const csp = directives(docsCsp(hashes, ['https://api.example.com/base', '/relative']));
    expect(csp.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });
});
