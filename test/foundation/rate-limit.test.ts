import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app-context.js';
import { createPgDb } from '../../src/db/pg.js';
import type { Db } from '../../src/db/index.js';
import { hashApiKey } from '../../src/http/keys.js';
import { keyFor } from '../fixtures/accounts.js';
import { testClock } from '../clock.js';
import { buildTestApp, createTestApp, isPg, useTestApp } from '../helpers.js';

const LIMIT = 10;
const clock = testClock('2026-03-02T10:00:00Z');
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_SYNC: '20ms' }, { clock: clock.now });

/** A second instance of the service on the same database (on PostgreSQL, with a pool of its own). */
let other: { app: App; db: Db };
beforeAll(async () => {
  const db = isPg() ? createPgDb(t.dbUrl!) : t.db;
  other = { app: await buildTestApp({ config: t.config, db, clock: clock.now }), db };
});
afterAll(async () => {
  await other.app.close();
  if (other.db !== t.db) await other.db.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let minute = 0;
/** A fresh window, `second` seconds into it. */
function newWindow(second = 5) {
  minute++;
  clock.set(new Date(Date.UTC(2026, 2, 2, 10, minute, second)));
}
const get = (app: App, key: string | null, url = '/api/v1/users/getUser/1', headers = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });
async function counted(key: string): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>(
    'SELECT coalesce(sum(count), 0)::int AS count FROM rate_limit_counts WHERE key = $1 AND window_start = $2',
    [key, Math.floor(clock.now().getTime() / 60_000)],
  );
  return rows[0]!.count;
}
/** Waits until the instances' counts of `key` reach the database (a busy machine may take seconds), then checks. */
async function settled(key: string, n: number) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await counted(key)) < n) await sleep(10);
  expect(await counted(key)).toBe(n);
}
const keyId = async (key: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM api_keys WHERE key_hash = $1', [hashApiKey(key)]))
    .rows[0]!.id;

describe('rate limit shared by two instances on one database', () => {
  it('counts both instances’ requests of one key against one limit, then answers 429 in the envelope', async () => {
    newWindow(5);
    const key = t.key[2];
    const bucket = `key:${await keyId(key)}`;
    for (let i = 0; i < 6; i++) {
      const res = await get(t.app, key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"default";q=${LIMIT};w=60`);
      expect(res.headers.ratelimit).toBe(`"default";r=${LIMIT - 1 - i};t=55`);
    }
    await settled(bucket, 6);
    expect((await get(other.app, key)).statusCode).toBe(200);
    await settled(bucket, 7);
    for (let i = 0; i < 3; i++) expect((await get(other.app, key)).statusCode).toBe(200);
    const refused = await get(other.app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      error: `Too many requests: the limit is ${LIMIT} per minute; try again in 55 s`,
    });
    expect(refused.headers['retry-after']).toBe('55');
    expect(refused.headers.ratelimit).toBe('"default";r=0;t=55');
    expect(refused.headers['x-request-id']).toBeDefined();
    // The first instance learns the total at its next settle, though it admitted nothing since.
    await settled(bucket, 10);
    await sleep(300);
    expect((await get(t.app, key)).statusCode).toBe(429);
    expect(await counted(bucket)).toBe(10);
    // Another key has its own budget.
    expect((await get(t.app, t.key[3])).statusCode).toBe(200);
  });

  it('starts again when the window rolls over', async () => {
    newWindow(58);
    const key = (await keyFor(t, 1, 1)).key;
    for (let i = 0; i < LIMIT; i++) expect((await get(t.app, key)).statusCode).toBe(200);
    const refused = await get(other.app, key);
    expect([200, 429]).toContain(refused.statusCode);
    expect((await get(t.app, key)).statusCode).toBe(429);
    expect((await get(t.app, key)).headers['retry-after']).toBe('2');
    clock.set(new Date(clock.now().getTime() + 2000));
    const again = await get(t.app, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers.ratelimit).toBe(`"default";r=${LIMIT - 1};t=60`);
  });

  it('stays within one limit per instance when both are hit at once', async () => {
    newWindow(10);
    const key = (await keyFor(t, 1, 1)).key;
    const all = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? other.app : t.app, key)));
    const admitted = all.filter((r) => r.statusCode === 200).length;
    expect(all.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(admitted).toBeGreaterThanOrEqual(LIMIT);
    expect(admitted).toBeLessThanOrEqual(2 * LIMIT);
    await sleep(300);
    expect((await get(t.app, key)).statusCode).toBe(429);
    expect((await get(other.app, key)).statusCode).toBe(429);
  });

  it('counts requests without a key by address, forwarded headers ignored without TRUST_PROXY', async () => {
    newWindow(20);
    const results: LightMyRequestResponse[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      results.push(await get(t.app, null, '/api/v1', { 'x-forwarded-for': `203.0.113.${i}` }));
    }
    expect(results.slice(0, LIMIT).every((r) => r.statusCode === 200)).toBe(true);
    expect(results[LIMIT]!.statusCode).toBe(429);
    // Health checks are never refused, and keys keep their own budgets.
    expect((await get(t.app, null, '/healthz')).statusCode).toBe(200);
    expect((await get(t.app, null, '/healthz')).headers.ratelimit).toBeUndefined();
    const keyed = await get(t.app, t.key[4]);
    expect(keyed.statusCode, keyed.body + JSON.stringify(keyed.headers)).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('counts each forwarded client address on its own once the proxy is trusted', async () => {
    const proxied = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const from = (client: string) =>
        proxied.api({ method: 'GET', url: '/api/v1', key: null, headers: { 'x-forwarded-for': client } });
      expect((await from('198.51.100.7')).statusCode).toBe(200);
      expect((await from('198.51.100.7')).statusCode).toBe(200);
      expect((await from('198.51.100.7')).statusCode).toBe(429);
      expect((await from('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('RATE_LIMIT_PER_MINUTE=0', () => {
  it('turns the limit off: no headers, nothing counted', async () => {
    const off = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await off.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
        expect(res.statusCode).toBe(200);
        expect(res.headers.ratelimit).toBeUndefined();
        expect(res.headers['ratelimit-policy']).toBeUndefined();
      }
      const { rows } = await off.db.query('SELECT * FROM rate_limit_counts');
      expect(rows).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
