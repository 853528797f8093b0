import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, useTestApp } from '../helpers.js';

const t = useTestApp({ METRICS: 'true', WEBHOOK_WORKER: 'false' });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, as far as these tests need it: `name{label="value",…} number`. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of m[2]?.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g) ?? []) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const res = await t.api({ method: 'GET', url: '/metrics', key: null });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.body);
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('/metrics', () => {
  it('counts requests by route pattern, method and status, with their latency', async () => {
    const series = { route: '/api/v1/users/getUser/:id', method: 'GET', status: '200' };
    await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    const before = value(await scrape(), 'http_request_duration_seconds_count', series)!;
    expect(before).toBeGreaterThanOrEqual(1);
    await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    await t.api({ method: 'GET', url: '/api/v1/users/getUser/999999' });
    await t.api({ method: 'GET', url: '/api/v1/no-such-route/12345' });
    const after = await scrape();
    expect(value(after, 'http_request_duration_seconds_count', series)).toBe(before + 1);
    expect(value(after, 'http_request_duration_seconds_count', { ...series, status: '404' })).toBe(1);
    expect(value(after, 'http_request_duration_seconds_bucket', { ...series, le: '+Inf' })).toBe(before + 1);
    expect(value(after, 'http_request_duration_seconds_sum', series)).toBeGreaterThan(0);
    // Unknown URLs are one series, not one each.
    expect(value(after, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(
      1,
    );
    expect(after.some((s) => JSON.stringify(s.labels).includes('12345'))).toBe(false);
  });

  it('times refusals and revalidations too, each under its status, from the request’s arrival', async () => {
    const series = { route: '/api/v1/users/getUser/:id', method: 'GET' };
    const first = await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    const etag = first.headers.etag as string;
    expect(
      (await t.api({ method: 'GET', url: '/api/v1/users/getUser/1', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser/1', key: null })).statusCode).toBe(401);
    const after = await scrape();
    for (const status of ['304', '401']) {
      expect(value(after, 'http_request_duration_seconds_count', { ...series, status }), status).toBe(1);
      // Seconds since the request arrived: a moment, not a clock reading or NaN.
      const sum = value(after, 'http_request_duration_seconds_sum', { ...series, status })!;
      expect(sum, status).toBeGreaterThan(0);
      expect(sum, status).toBeLessThan(30);
    }
  });

  it('shows the database connections, the process, and the queues as they fill', async () => {
    const first = await scrape();
    expect(value(first, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(value(first, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(value(first, 'db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(value(first, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(first, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    for (const queue of ['webhook_deliveries', 'welcome_emails', 'certificate_reminder_emails']) {
      expect(value(first, 'outbox_depth', { queue }), queue).toBeGreaterThanOrEqual(0);
    }
    const depth = value(first, 'outbox_depth', { queue: 'webhook_deliveries' })!;
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO webhooks (url, events, secret) VALUES ('https://hooks.example.com/x', '{*}', 'whsec_test')
       RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO webhook_deliveries (webhookid, eventid, type, data, queued_at)
       VALUES ($1, 'msg_metrics_1', 'webhook.test', '{}', now() - interval '90 seconds')`,
      [rows[0]!.id],
    );
    const second = await scrape();
    expect(value(second, 'outbox_depth', { queue: 'webhook_deliveries' })).toBe(depth + 1);
    expect(
      value(second, 'outbox_oldest_age_seconds', { queue: 'webhook_deliveries' }),
    ).toBeGreaterThanOrEqual(90);
  });

  it('needs no key, is never rate limited, and stays out of the OpenAPI document', async () => {
    const res = await t.api({ method: 'GET', url: '/metrics', key: 'not-a-key' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.ratelimit).toBeUndefined();
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('metrics settings', () => {
  it('serves nothing unless asked', async () => {
    const off = await createTestApp();
    try {
      const res = await off.api({ method: 'GET', url: '/metrics', key: null });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Route GET /metrics not found' });
    } finally {
      await off.close();
    }
  });

  it('METRICS_PORT: a listener of its own, gone when the app closes; busy port: one clear error', async () => {
    const port = await freePort();
    const own = await createTestApp({ METRICS_PORT: String(port) });
    let closed = false;
    try {
      expect((await own.api({ method: 'GET', url: '/metrics', key: null })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(parse(await res.text()).some((s) => s.name === 'outbox_depth')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
      await expect(buildTestApp({ config: own.config, db: own.db })).rejects.toThrow(
        `METRICS_PORT ${port} on 127.0.0.1: already in use`,
      );
      await own.close();
      closed = true;
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      if (!closed) await own.close();
    }
  });
});
