import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, createTestApp, type TestApp } from '../../test/helpers.js';
import type { App } from '../app-context.js';
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
  // One database for every app built here: what differs between them is the cache, and a copy of the database
  // for each would only add time.
  let base: TestApp;
  const apps: App[] = [];
  /** An app built with `cache`, ready: its routes' validators and serializers compiled or restored. */
  const start = async (cache?: SchemaCache) => {
    const app = await buildTestApp({ config: base.config, db: base.db, schemaCache: cache });
    apps.push(app);
    await app.ready();
    return (probe: InjectOptions) => app.inject({ ...probe, headers: { 'x-api-key': base.key[4] } });
  };
  let first: SchemaCache;
  beforeAll(async () => {
    first = new SchemaCache(file, 'build-1');
    base = await createTestApp({}, { schemaCache: first });
    await base.app.ready();
    first.save();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await base?.close();
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
      const [a, b] = await Promise.all([plain({ ...probe }), cached({ ...probe })]);
      expect({ probe, status: b.statusCode, body: b.body }).toEqual({
        probe,
        status: a.statusCode,
        body: a.body,
      });
    }
  });

  it('another build: everything is compiled', async () => {
    const other = new SchemaCache(file, 'build-2');
    await start(other);
    expect(other.counts.restored).toBe(0);
  });

  it('an unreadable file: everything is compiled, nothing fails, and the file is written anew', async () => {
    const broken = path.join(dir, 'broken.cjs');
    fs.writeFileSync(broken, 'module.exports = {{{ not javascript');
    const fromBroken = new SchemaCache(broken, 'build-1');
    await start(fromBroken);
    expect(fromBroken.counts).toMatchObject({ restored: 0 });
    fromBroken.save();
    expect(new SchemaCache(broken, 'build-1')['known']).not.toEqual({});
  });

  it('a missing file in a place that cannot be written: everything is compiled, nothing fails', async () => {
    const missing = new SchemaCache(path.join(dir, 'absent', 'x.cjs'), 'build-1');
    await start(missing);
    expect(() => missing.save()).not.toThrow(); // an unwritable place costs the next start, nothing else
  });
});
