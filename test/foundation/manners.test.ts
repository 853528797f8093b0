import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSIBLE, isLarge } from '../../src/http/compression.js';
import { noneMatch } from '../../src/http/etag.js';
import { orgUser } from '../fixtures/accounts.js';
import { createTestApp, useTestApp } from '../helpers.js';

const ORIGIN = 'https://console.example.com';
const t = useTestApp({ CORS_ORIGINS: `${ORIGIN}, http://localhost:5173` });

describe('CORS', () => {
  it('answers a preflight from a listed origin for the API’s own headers', async () => {
    const res = await t.api({
      method: 'OPTIONS',
      url: '/api/v1/users/getUser/1',
      key: null,
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key, idempotency-key, x-request-id, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['x-api-key', 'authorization', 'idempotency-key', 'x-request-id', 'content-type']) {
      expect(allowed).toContain(h);
    }
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a listed origin read answers, refusals included, and the headers it needs', async () => {
    for (const key of [undefined, null, 'not-a-key']) {
      const res = await t.api({
        method: 'GET',
        url: '/api/v1/users/getUser/1',
        key,
        headers: { origin: ORIGIN },
      });
      expect(res.headers['access-control-allow-origin'], String(key)).toBe(ORIGIN);
      const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
      for (const h of ['x-request-id', 'etag', 'ratelimit', 'ratelimit-policy', 'retry-after']) {
        expect(exposed).toContain(h);
      }
    }
  });

  it('gives other origins nothing, however they are written', async () => {
    const hostile = [
      'https://evil.example.com',
      'null',
      `${ORIGIN}.evil.example.com`,
      'https://console.example.com:8443',
      'http://console.example.com',
      '*',
      'x'.repeat(8000),
    ];
    for (const origin of hostile) {
      for (const method of ['GET', 'OPTIONS'] as const) {
        const res = await t.api({
          method,
          url: '/api/v1/users/getUser/1',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
        expect(res.statusCode, origin.slice(0, 40)).toBeLessThan(500);
        expect(res.headers['access-control-allow-origin'], origin.slice(0, 40)).toBeUndefined();
      }
    }
  });

  it('is absent unless CORS_ORIGINS is set: no header, and a preflight is the usual 404', async () => {
    const plain = await createTestApp({ COMPRESSION: 'false' });
    try {
      const get = await plain.api({
        method: 'GET',
        url: '/api/v1/users/getUser/1',
        headers: { origin: ORIGIN },
      });
      expect(Object.keys(get.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      const pre = await plain.api({
        method: 'OPTIONS',
        url: '/api/v1/users/getUser/1',
        headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
      });
      expect(pre.statusCode).toBe(404);
      expect(pre.json()).toEqual({
        success: false,
        error: 'Route OPTIONS /api/v1/users/getUser/1 not found',
      });
      // COMPRESSION=false: the large document goes out as it is.
      const doc = await plain.api({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(doc.headers['content-encoding']).toBeUndefined();
      expect(doc.json().openapi).toBe('3.1.0');
    } finally {
      await plain.close();
    }
  });
});

describe('compression', () => {
  it('sends the OpenAPI document gzip or brotli as asked, the same document either way', async () => {
    const plain = await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(50_000);
    const gz = await t.api({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await t.api({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip;q=0.5, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers alone, and survives any Accept-Encoding', async () => {
    const small = await t.api({
      method: 'GET',
      url: '/api/v1/users/getUser/1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    for (const ae of [
      'identity',
      'gzip;q=0',
      '*',
      'zstd',
      'deflate',
      '@@@',
      ',,,',
      'gzip;q=abc',
      'br'.repeat(4000),
    ]) {
      const res = await t.api({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { 'accept-encoding': ae },
      });
      expect(res.statusCode, ae.slice(0, 20)).toBe(200);
      expect(['gzip', 'br', undefined]).toContain(res.headers['content-encoding']);
    }
  });

  it('says the answer varies by encoding, beside what it already varies on, and sizes what it sends', async () => {
    const plain = await t.api({ method: 'GET', url: '/api/v1/openapi.json', headers: { origin: ORIGIN } });
    // Over 1 KB: a cache must know that another Accept-Encoding gets another body, even when this one is plain.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.api({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { origin: ORIGIN, 'accept-encoding': 'gzip' },
    });
    const vary = String(gz.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary.filter((v) => v === 'accept-encoding')).toHaveLength(1);
    expect(vary).toContain('origin');
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    // Small answers never vary: nothing to say.
    const small = await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    expect(small.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });

  it('counts a body’s bytes, not its characters, against the 1 KB threshold', () => {
    expect(isLarge('a'.repeat(1023))).toBe(false);
    expect(isLarge('a'.repeat(1024))).toBe(true);
    expect(isLarge('é'.repeat(511))).toBe(false);
    expect(isLarge('é'.repeat(512))).toBe(true);
    expect(isLarge('😀'.repeat(256))).toBe(true);
    expect(isLarge(Buffer.alloc(1023))).toBe(false);
    expect(isLarge(Buffer.alloc(1024))).toBe(true);
  });

  it('answers HEAD without a body', async () => {
    const res = await t.api({
      method: 'HEAD',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
  });

  it('compresses text and JSON, never images, PDF, spreadsheets or other binaries', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/csv; charset=utf-8',
      'text/html',
      'text/plain; version=0.0.4; charset=utf-8',
      'application/javascript',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    }
    for (const type of [
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
      'application/gzip',
      'application/octet-stream',
      'text/event-stream',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(false);
    }
  });
});

describe('ETag and If-None-Match', () => {
  const getUser = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.api({ method, url: '/api/v1/users/getUser/1', headers });

  it('tags a JSON read (weak) and answers 304 with no body when the tag still holds', async () => {
    const first = await getUser();
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await getUser()).headers.etag).toBe(tag);
    for (const inm of [tag, tag.slice(2), `"nope", ${tag}`, '*', ` W/"x" ,${tag} `]) {
      const res = await getUser({ 'if-none-match': inm });
      expect(res.statusCode, inm).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(tag);
      expect(res.headers['x-request-id']).toBeDefined();
    }
    const head = await getUser({ 'if-none-match': tag }, 'HEAD');
    expect(head.statusCode).toBe(304);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 200 with the new body once it changes', async () => {
    const { userid } = await orgUser(t, 2);
    const url = `/api/v1/users/getUser/${userid}`;
    const before = await t.api({ method: 'GET', url });
    const tag = before.headers.etag as string;
    const update = await t.api({
      method: 'POST',
      url: `/api/v1/users/updateUser/${userid}`,
      payload: { firstname: 'Etty' },
    });
    expect(update.headers.etag).toBeUndefined();
    const after = await t.api({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.firstname).toBe('Etty');
    expect(after.headers.etag).not.toBe(tag);
  });

  it('tags a compressed answer as its plain one, and ignores other methods, statuses and hostile lists', async () => {
    const plain = await t.api({ method: 'GET', url: '/api/v1/openapi.json' });
    const gz = await t.api({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.etag).toBe(plain.headers.etag);
    const notModified = await t.api({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(
      (await t.api({ method: 'GET', url: '/api/v1/users/getUser/999999' })).headers.etag,
    ).toBeUndefined();
    expect(
      (await t.api({ method: 'GET', url: '/healthz', headers: { 'if-none-match': ','.repeat(8000) } }))
        .statusCode,
    ).toBe(200);
  });

  it('compares weakly', () => {
    expect(noneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(noneMatch('"a"', 'W/"a"')).toBe(true);
    expect(noneMatch('"b", "c"', 'W/"a"')).toBe(false);
    expect(noneMatch(undefined, 'W/"a"')).toBe(false);
    expect(noneMatch('', 'W/"a"')).toBe(false);
  });
});
