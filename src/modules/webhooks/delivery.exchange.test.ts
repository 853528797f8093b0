import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver } from '../../../test/receiver.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { eventually, FAST_WEBHOOKS, subscribe, unsubscribeAll } from '../../../test/fixtures/webhooks.js';
import { sha256 } from './exchange.js';

const t = useTestApp(FAST_WEBHOOKS);
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await unsubscribeAll(t);
  for (const close of closing.splice(0)) await close();
});

interface Line {
  name: string;
  value: string;
}
interface Full {
  deliveryid: number;
  eventid: string;
  status: string;
  attempt: number;
  attempts: {
    attempt: number;
    status_code: number | null;
    error: string | null;
    request: { method: string; url: string; headers: Line[]; body_size: number; body_sha256: string } | null;
    response: {
      status: number;
      headers: Line[];
      headers_cut: boolean;
      body: string | null;
      body_size: number;
      body_cut: boolean;
      binary: boolean;
    } | null;
  }[];
}

/** A receiver on 127.0.0.1 that answers every request as `handle` says; `bytes` counts what it wrote. */
async function serve(handle: (res: http.ServerResponse, sent: { bytes: number }) => void) {
  const sent = { bytes: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => handle(res, sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, sent };
}

async function register(url: string): Promise<number> {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/webhooks',
    payload: { url, events: ['supplier.created'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { id: number }).id;
}

const listed = async (webhookid: number) =>
  (await t.api({ method: 'GET', url: `/api/v1/webhooks/${webhookid}/deliveries` })).json().data as {
    deliveryid: number;
    attempt: number;
    sending: boolean;
  }[];

/** The first supplier.created delivery of the endpoint once `attempts` attempts are logged, with their exchange. */
async function firstAttempts(webhookid: number, attempts = 1): Promise<Full> {
  return eventually(async () => {
    const d = (await listed(webhookid)).at(-1);
    expect(d?.attempt).toBeGreaterThanOrEqual(attempts);
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/webhooks/${webhookid}/deliveries/${d!.deliveryid}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const full = res.json().data as Full;
    expect(full.attempts.length).toBeGreaterThanOrEqual(attempts);
    return full;
  }, 30_000);
}

/** Bytes the database holds for an attempt's exchange. */
async function storedSize(deliveryid: number, attempt: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT (coalesce(octet_length(request::text), 0) + coalesce(octet_length(response::text), 0))::int AS n
       FROM webhook_attempts WHERE deliveryid = $1 AND attempt = $2`,
    [deliveryid, attempt],
  );
  return rows[0]!.n;
}

describe('each attempt keeps its request and response', () => {
  it('the request as the receiver got it (signature, never the secret) and the answer, with the payload', async () => {
    const receiver = await startReceiver();
    closing.push(() => receiver.close());
    receiver.answer = () => ({ status: 202, headers: { 'x-receipt': 'r-42' } });
    const { id, secret } = await subscribe(t, receiver);
    await createSupplier(t);
    const [got] = await receiver.waitFor(1);
    const d = await firstAttempts(id);
    const [a] = d.attempts;
    expect(a!.status_code).toBe(202);
    const header = (name: string) => a!.request!.headers.find((h) => h.name === name)?.value;
    expect(a!.request).toMatchObject({
      method: 'POST',
      url: receiver.url,
      body_size: Buffer.byteLength(got!.body),
    });
    expect(header('webhook-id')).toBe(d.eventid);
    expect(header('webhook-signature')).toBe(got!.signature);
    expect(header('webhook-timestamp')).toBe(got!.timestamp);
    expect(header('content-type')).toBe('application/json');
    expect(a!.request!.body_sha256).toBe(sha256(got!.body));
    expect(a!.response).toMatchObject({
      status: 202,
      body: '',
      body_size: 0,
      body_cut: false,
      binary: false,
    });
    expect(a!.response!.headers).toContainEqual({ name: 'x-receipt', value: 'r-42' });
    // The secret is nowhere in what is answered or stored.
    const key = secret.slice('whsec_'.length);
    const raw = await t.api({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries/${d.deliveryid}` });
    expect(raw.body).not.toContain(key);
    const { rows } = await t.db.query<{ text: string }>(
      'SELECT request::text || response::text AS text FROM webhook_attempts WHERE deliveryid = $1',
      [d.deliveryid],
    );
    expect(rows[0]!.text).not.toContain(key);

    // The payload: exactly the body the receiver got, whose hash the attempt kept.
    const payload = await t.api({
      method: 'GET',
      url: `/api/v1/webhooks/${id}/deliveries/${d.deliveryid}/payload`,
    });
    expect(payload.statusCode, payload.body).toBe(200);
    expect(payload.json().data).toEqual({
      deliveryid: d.deliveryid,
      eventid: d.eventid,
      body: got!.body,
      body_size: Buffer.byteLength(got!.body),
      body_sha256: a!.request!.body_sha256,
    });
    // The list stays light: attempts there carry no exchange.
    const list = (await t.api({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries` })).json().data;
    expect(list[0].attempts[0]).not.toHaveProperty('request');
  });

  it('stops reading an endless body at 2 KiB: delivered, the excerpt kept, the rest never read', async () => {
    const LIMIT = 512 * 1024 * 1024;
    const { url, sent } = await serve((res, s) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && s.bytes < LIMIT) {
          s.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const id = await register(url);
    await createSupplier(t);
    const d = await firstAttempts(id);
    expect(d.status).toBe('delivered');
    const { response } = d.attempts[0]!;
    expect(response).toMatchObject({ status: 200, body: 'x'.repeat(2048), body_cut: true, binary: false });
    expect(response!.body_size).toBeGreaterThan(2048);
    expect(response!.body_size).toBeLessThanOrEqual(2048 + 64 * 1024);
    // The receiver stopped being read long before its half gigabyte: the socket was closed on it.
    await eventually(async () => expect(sent.bytes).toBeLessThan(LIMIT));
    expect(sent.bytes).toBeLessThan(32 * 1024 * 1024);
    expect(await storedSize(d.deliveryid, 1)).toBeLessThan(4096);
  });

  it('keeps 50 of a thousand headers, cuts a huge value, and fails a head past 16 KiB without keeping it', async () => {
    let n = 0;
    const { url } = await serve((res) => {
      n += 1;
      if (n === 1) {
        const raw = ['retry-after', '1', 'x-huge', 'v'.repeat(8000)];
        for (let i = 0; i < 700; i++) raw.push(`h${i}`, 'v');
        res.writeHead(500, raw).end('{"error":"busy"}');
      } else {
        const raw: string[] = [];
        for (let i = 0; i < 5000; i++) raw.push(`h${i}`, 'value');
        res.writeHead(200, raw).end();
      }
    });
    const id = await register(url);
    await createSupplier(t);
    const d = await firstAttempts(id, 2);
    const [first, second] = d.attempts;
    expect(first).toMatchObject({ status_code: 500, error: 'HTTP 500: {"error":"busy"}' });
    expect(first!.response).toMatchObject({ status: 500, headers_cut: true, body: '{"error":"busy"}' });
    expect(first!.response!.headers).toHaveLength(50);
    expect(first!.response!.headers[1]).toEqual({ name: 'x-huge', value: `${'v'.repeat(1000)}…` });
    expect(await storedSize(d.deliveryid, 1)).toBeLessThan(8192);
    // Thousands of headers past the head's limit: no answer read at all, the try failed and logged as such.
    expect(second).toMatchObject({ status_code: null, response: null });
    expect(second!.error).toMatch(/HPE_HEADER_OVERFLOW/);
  });

  it('keeps a binary answer as its size only (a NUL in it no longer stops the try being recorded)', async () => {
    const bytes = Buffer.from([0x00, 0x01, 0xff, 0xfe, 0x00, 0x42, 0x00]);
    const { url } = await serve((res) => {
      res.writeHead(500, { 'content-type': 'application/octet-stream', 'retry-after': '3600' }).end(bytes);
    });
    const id = await register(url);
    await createSupplier(t);
    const d = await firstAttempts(id);
    expect(d).toMatchObject({ status: 'pending', attempt: 1 });
    expect(d.attempts[0]).toMatchObject({ status_code: 500, error: 'HTTP 500' });
    expect(d.attempts[0]!.response).toMatchObject({
      body: null,
      binary: true,
      body_size: 7,
      body_cut: false,
    });
  });

  it('a text error body with a NUL is kept printable in the error', async () => {
    const { url } = await serve((res) => {
      res.writeHead(503, { 'retry-after': '3600' }).end('down\u0000for maintenance');
    });
    const id = await register(url);
    await createSupplier(t);
    const d = await firstAttempts(id);
    expect(d).toMatchObject({ status: 'pending', attempt: 1 });
    expect(d.attempts[0]).toMatchObject({ status_code: 503, error: 'HTTP 503' });
    expect(d.attempts[0]!.response).toMatchObject({ binary: true, body: null });
  });

  it('answers 404 for another endpoint’s delivery and for a delivery that does not exist', async () => {
    const receiver = await startReceiver();
    closing.push(() => receiver.close());
    const { id } = await subscribe(t, receiver);
    const other = await register('http://127.0.0.1:9/other');
    await createSupplier(t);
    const [d] = await eventually(async () => {
      const list = await listed(id);
      expect(list).toHaveLength(1);
      return list;
    });
    for (const path of ['', '/payload']) {
      const res = await t.api({
        method: 'GET',
        url: `/api/v1/webhooks/${other}/deliveries/${d!.deliveryid}${path}`,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe('Delivery not found');
      const none = await t.api({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries/2147483647${path}` });
      expect(none.statusCode).toBe(404);
      const bad = await t.api({ method: 'GET', url: `/api/v1/webhooks/${id}/deliveries/0${path}` });
      expect(bad.statusCode).toBe(400);
      const low = await t.api({
        method: 'GET',
        url: `/api/v1/webhooks/${id}/deliveries/${d!.deliveryid}${path}`,
        key: t.key[3],
      });
      expect(low.statusCode).toBe(403);
    }
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
    const one = doc.paths['/api/v1/webhooks/{id}/deliveries/{deliveryid}'].get.responses['200'];
    expect(one.content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/WebhookDeliveryFull',
    });
    const full = doc.components.schemas.WebhookDeliveryAttemptFull.properties;
    expect(Object.keys(full)).toEqual(
      expect.arrayContaining(['request', 'response', 'attempt', 'status_code']),
    );
    expect(Object.keys(full.response.properties).sort()).toEqual(
      ['binary', 'body', 'body_cut', 'body_size', 'headers', 'headers_cut', 'status'].sort(),
    );
    const payload = doc.paths['/api/v1/webhooks/{id}/deliveries/{deliveryid}/payload'].get;
    expect(payload.operationId).toBe('getWebhookDeliveryPayload');
    expect(Object.keys(payload.responses)).toEqual(expect.arrayContaining(['200', '404', '403', '401']));
  });
});
