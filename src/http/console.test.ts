import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { consoleCsp } from './console.js';

/** A console build as Vite writes it: index.html, hashed assets, a file at the root. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-console-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Foodtrace</title><script type="module" src="/assets/index-Ab12.js"></script>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets/index-Ab12.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  fs.writeFileSync(path.join(dir, 'assets/index-Cd34.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets/notes.exe'), 'MZ');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Foodtrace console"}');
  fs.writeFileSync(path.join(dir, 'icon-192.png'), 'PNG');
  return dir;
}

describe('the console served at /', () => {
  let t: TestApp;
  const dir = fakeBuild();
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://trace.example.org' }, { consoleDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers its HTML at / and on every console path, never cached, with a CSP without inline scripts', async () => {
    for (const url of [
      '/',
      '/signin',
      '/suppliers',
      '/suppliers/12',
      '/audits/3',
      '/specs/7',
      '/actions',
      '/admin/keys',
    ]) {
      const res = await t.api({ method: 'GET', url, key: null });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Foodtrace</title>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      // Photos come from the public URL too.
      expect(csp).toMatch(/img-src 'self' blob: data: https:\/\/trace\.example\.org;/);
    }
  });

  it('serves hashed assets cached for a year, compressed when large', async () => {
    /** The built script, asked for with an Accept-Encoding. */
    const script = (acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET') =>
      t.api({
        method,
        url: '/assets/index-Ab12.js',
        key: null,
        headers: { 'accept-encoding': acceptEncoding },
      });
    const js = await script('gzip');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.rawPayload).toString()).toContain('console.log(');
    // A file is streamed from disk: its compressed length is not known ahead, so none is promised.
    const br = await script('br;q=1, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(gunzipSync(js.rawPayload).toString());
    const head = await script('gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.rawPayload.length).toBe(0);
    const css = await t.api({ method: 'GET', url: '/assets/index-Cd34.css', key: null });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('body{margin:0}');
    const robots = await t.api({ method: 'GET', url: '/robots.txt', key: null });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker and the manifest revalidated on every load, the worker scoped to the console', async () => {
    const sw = await t.api({ method: 'GET', url: '/sw.js', key: null });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['x-content-type-options']).toBe('nosniff');
    expect(String(sw.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(sw.body).toContain('addEventListener("fetch"');
    const manifest = await t.api({ method: 'GET', url: '/manifest.webmanifest', key: null });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Foodtrace console' });
    const icon = await t.api({ method: 'GET', url: '/icon-192.png', key: null });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // The page's CSP lets it register the worker and read the manifest, from this server only.
    const html = await t.api({ method: 'GET', url: '/audits/3', key: null });
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it('keeps the API’s JSON 404 everywhere else: unknown assets, traversal, other paths, the API', async () => {
    for (const url of [
      '/assets/missing.js',
      '/assets/notes.exe',
      '/assets/..%2Findex.html',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/%2e%2e%2frobots.txt',
      '/nonsense',
      '/api/v1/nonsense',
      '/suppliersx',
      '/assets/sw.js',
      '/sw.js/x',
    ]) {
      const res = await t.api({ method: 'GET', url, key: null });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success, url).toBe(false);
    }
  });

  it('leaves the API answering as before', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the console before it is built', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-console-none-'));
  beforeAll(async () => {
    t = await createTestApp({}, { consoleDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says how to build it, and no asset is served', async () => {
    const res = await t.api({ method: 'GET', url: '/', key: null });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await t.api({ method: 'GET', url: '/assets/index.js', key: null })).statusCode).toBe(404);
  });
});

it('lets photos come from the S3 endpoint', () => {
  const csp = consoleCsp({
    publicUrl: 'http://127.0.0.1:3000',
    s3: { endpoint: 'https://s3.eu-west-1.example.com/bucket' } as never,
  });
  expect(csp).toContain("img-src 'self' blob: data: http://127.0.0.1:3000 https://s3.eu-west-1.example.com;");
});
