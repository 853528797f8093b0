import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

// What a hostile or careless client sends over a real connection: every answer is the envelope, and an
// oversized body is answered with a 413 the client can read (no reset while it is still sending).
const t = useTestApp();
let port = 0;

beforeAll(async () => {
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t.app.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with a body of `size` bytes streamed in 64 KB chunks (never held whole in memory), pausing after
 * the first megabyte as a slow uplink would, so the server answers while the client is still sending. It
 * settles once the answer is read AND the whole body was sent: a reset while sending is an error.
 */
function send(
  path: string,
  options: {
    method?: string;
    size?: number;
    chunked?: boolean;
    whole?: boolean;
    body?: string;
    type?: string;
  } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const size = body?.length ?? options.size ?? 0;
  const headers: http.OutgoingHttpHeaders = {
    'x-api-key': t.key[4],
    'content-type': options.type ?? 'application/json',
  };
  if (!options.chunked) headers['content-length'] = size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'POST', path, headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          answer = { status: res.statusCode!, headers: res.headers, body: text };
        });
      },
    );
    let answer: Answer | undefined;
    let failed: Error | undefined;
    req.on('error', (err) => (failed = err));
    req.on('close', () => (failed || !answer ? reject(failed ?? new Error('no answer')) : resolve(answer)));
    if (body) return void req.end(body);
    if (options.whole) return void req.end(Buffer.alloc(size, 'a'));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk[0] = 0x7b; // "{": the body starts like JSON and is never finished
    let sent = 0;
    let paused = false;
    const pump = (): void => {
      while (sent < size) {
        if (!paused && sent >= 16 * chunk.length) {
          paused = true; // once, after 1 MB
          return void setTimeout(pump, 100);
        }
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
          return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const envelope = (a: Answer) => JSON.parse(a.body) as { success: boolean; error: string };

describe('router failures', () => {
  it.each(['/api/v1/audits/%zz/sections', '/api/v1/suppliers/%E0%A4%A'])(
    'a path that is not valid percent-encoding (%s): 400 in the envelope',
    async (path) => {
      const a = await send(path, { method: 'GET' });
      expect(a.status).toBe(400);
      expect(envelope(a)).toEqual({
        success: false,
        error: 'Malformed URL: the path is not valid percent-encoded UTF-8',
      });
    },
  );

  it('a path parameter over the length limit: 414 in the envelope', async () => {
    const a = await send(`/api/v1/suppliers/${'1'.repeat(300)}`, { method: 'GET' });
    expect(a.status).toBe(414);
    expect(envelope(a)).toEqual({
      success: false,
      error: 'A path parameter is longer than the limit of 200 characters',
    });
  });

  it('a request that is not valid HTTP: 400 in the envelope, then the connection closes', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nNot a header line\r\n\r\n');
      });
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      error: 'The request is not valid HTTP',
    });
  });
});

describe('bodies over the limit: a 413 the client reads', () => {
  const cases: [string, number, boolean, string][] = [
    ['/api/v1/suppliers/createSupplier', 50e6, false, '1 MB'],
    ['/api/v1/suppliers/createSupplier', 50e6, true, '1 MB'],
    ['/api/v1/users/createUser', 50e6, false, '1 MB'],
    ['/api/v1/users/createUser', 50e6, true, '1 MB'],
    ['/api/v1/audits', 50e6, false, '1 MB'],
    ['/api/v1/audits', 50e6, true, '1 MB'],
    ['/api/v1/suppliers/createSupplierBulk', 21e6, false, '20 MB'],
    ['/api/v1/suppliers/createSupplierBulk', 21e6, true, '20 MB'],
  ];
  it.each(cases)('%s, %d bytes (chunked: %s)', async (path, size, chunked, limit) => {
    const a = await send(path, { size, chunked });
    expect(a.status).toBe(413);
    expect(a.headers.connection).toBe('close');
    expect(envelope(a)).toEqual({
      success: false,
      error: `Request body is larger than the limit of ${limit}`,
    });
  });

  it.each([false, true])('50 MB written in one call (chunked: %s)', async (chunked) => {
    const a = await send('/api/v1/users/createUser', { size: 50e6, chunked, whole: true });
    expect(a.status).toBe(413);
    expect(envelope(a).error).toBe('Request body is larger than the limit of 1 MB');
  });

  it('a single 10 MB text field in an ordinary create gets the same 413', async () => {
    const a = await send('/api/v1/suppliers/createSupplier', {
      body: JSON.stringify({ companyname: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(a.status).toBe(413);
    expect(envelope(a).error).toBe('Request body is larger than the limit of 1 MB');
  });

  it('ten at once: each reads its 413, memory stays flat, the server stays healthy', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('/api/v1/suppliers/createSupplier', { size: 50e6, chunked: i % 2 === 0 }),
      ),
    );
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(413));
    // 500 MB went in; what the process holds grows by buffers, not by the bodies.
    expect(peak - before).toBeLessThan(150 * 1024 * 1024);
    const health = await send('/healthz', { method: 'GET' });
    expect(health.status).toBe(200);
  });
});
