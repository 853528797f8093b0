import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { SchemaCache } from './schema-cache.js';

/** Requests whose answers depend on validation (coercion, defaults, formats, removal) and serialization. */
const PROBES = [
  { method: 'GET', url: '/api/v1/lookups/countries' },
  { method: 'GET', url: '/api/v1/lookups/standards' },
  { method: 'GET', url: '/api/v1/users?limit=abc' },
  { method: 'GET', url: '/api/v1/users?limit=1&search=nobody-here' },
  { method: 'GET', url: '/api/v1/suppliers/notanumber' },
  { method: 'POST', url: '/api/v1/suppliers/createSupplier', payload: { companyname: 'X' } },
  { method: 'POST', url: '/api/v1/suppliers/createSupplier', payload: { companyname: 42, extra: true } },
  { method: 'PUT', url: '/api/v1/users/1', payload: { emailaddress: 'not an email' } },
  { method: 'POST', url: '/api/v1/webhooks', payload: { url: 'ftp://x', events: ['nope'] } },
] as const;

describe('compiled schemas kept beside the build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-schema-cache-'));
  const file = path.join(dir, '.schema-cache.cjs');
  const apps: TestApp[] = [];
  const start = async (cache?: SchemaCache) => {
    const t = await createTestApp({}, { schemaCache: cache });
    apps.push(t);
    await t.app.ready();
    return t;
  };
  let first: SchemaCache;
  beforeAll(async () => {
    first = new SchemaCache(file, 'build-1');
    await start(first);
    first.save();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the first start compiles every function and writes them; the next restores all of them', async () => {
    expect(first.counts.restored).toBe(0);
    expect(first.counts.compiled).toBeGreaterThan(200);
    const next = new SchemaCache(file, 'build-1');
    await start(next);
    expect(next.counts).toEqual({ restored: first.counts.compiled, compiled: 0 });
  });

  it('restored functions answer exactly as compiled ones', async () => {
    const plain = await start();
    const cached = await start(new SchemaCache(file, 'build-1'));
    for (const probe of PROBES) {
      const [a, b] = await Promise.all([plain.api({ ...probe }), cached.api({ ...probe })]);
      expect({ probe, status: b.statusCode, body: b.body }).toEqual({
        probe,
        status: a.statusCode,
        body: a.body,
      });
    }
  });

  it('another build, an unreadable or a missing file: everything is compiled, nothing fails', async () => {
    const other = new SchemaCache(file, 'build-2');
    await start(other);
    expect(other.counts.restored).toBe(0);

    const broken = path.join(dir, 'broken.cjs');
    fs.writeFileSync(broken, 'module.exports = {{{ not javascript');
    const fromBroken = new SchemaCache(broken, 'build-1');
    await start(fromBroken);
    expect(fromBroken.counts).toMatchObject({ restored: 0 });
    fromBroken.save();
    expect(new SchemaCache(broken, 'build-1')['known']).not.toEqual({});

    const missing = new SchemaCache(path.join(dir, 'absent', 'x.cjs'), 'build-1');
    await start(missing);
    expect(() => missing.save()).not.toThrow(); // an unwritable place costs the next start, nothing else
  });
});
