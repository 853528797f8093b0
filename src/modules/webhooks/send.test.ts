import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './send.js';

// A real collection when the test asks for one: the bug below showed only once a collection ran mid-try.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

interface Server {
  url: string;
  /** Requests in arrival order: which connection each came on, and whether it was cut. */
  requests: { socket: number; destroyed: boolean; closed: boolean }[];
  close(): Promise<void>;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/**
 * A real receiver on 127.0.0.1 that keeps connections alive (for a minute: longer than any test) and does
 * what `handle` says with each request: answer 204, destroy its connection unanswered, or hang.
 */
async function serve(
  handle: (request: { socket: number; nthOnSocket: number; n: number }) => 'answer' | 'destroy' | 'hang',
): Promise<Server> {
  const sockets = new Map<Socket, { id: number; requests: number }>();
  const requests: Server['requests'] = [];
  const server = http.createServer((req, res) => {
    let s = sockets.get(req.socket);
    if (!s) sockets.set(req.socket, (s = { id: sockets.size + 1, requests: 0 }));
    s.requests += 1;
    const seen = { socket: s.id, destroyed: false, closed: false };
    requests.push(seen);
    res.on('close', () => (seen.closed = true));
    req.resume();
    req.on('end', () => {
      const what = handle({ socket: s.id, nthOnSocket: s.requests, n: requests.length });
      if (what === 'destroy') {
        seen.destroyed = true;
        req.socket.destroy();
      } else if (what === 'answer') res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const s: Server = {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(s);
  return s;
}

const send = (url: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  post(url, { 'content-type': 'application/json' }, '{"type":"webhook.test"}', {
    timeoutMs: options.timeoutMs ?? 20_000,
    allowPrivate: true,
    signal: options.signal,
  });

describe('one POST to a receiver', () => {
  it('sends again at once, on a fresh connection, when the kept-alive connection it reused was reset', async () => {
    // The receiver cuts a kept-alive connection as the next request arrives on it: the request never reached
    // the receiver's application, as when it closes an idle connection while we reuse it.
    const server = await serve(({ nthOnSocket }) => (nthOnSocket > 1 ? 'destroy' : 'answer'));
    expect(await send(server.url)).toMatchObject({ statusCode: 204, error: null });
    // Sent again on its next turn, the connection is back in the pool and reused.
    for (let round = 0; round < 20 && !server.requests.some((r) => r.destroyed); round++) {
      await new Promise((resolve) => setImmediate(resolve));
      expect(await send(server.url)).toMatchObject({ statusCode: 204, error: null });
    }
    const reset = server.requests.findIndex((r) => r.destroyed);
    expect(reset, 'a kept-alive connection was reused and reset').toBeGreaterThan(0);
    // The very next request is the same POST again, on a connection of its own, and it was answered.
    const retried = server.requests[reset + 1]!;
    expect(retried.socket).not.toBe(server.requests[reset]!.socket);
    expect(retried.destroyed).toBe(false);
  });

  it('sends again once only: a fresh connection reset too is what the try got', async () => {
    const server = await serve(({ n }) => (n === 1 ? 'answer' : 'destroy'));
    expect(await send(server.url)).toMatchObject({ statusCode: 204 });
    await new Promise((resolve) => setImmediate(resolve));
    const result = await send(server.url);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^ECONNRESET/);
    // The reused connection's request and one on a fresh connection: two, not more.
    expect(server.requests).toHaveLength(3);
    expect(new Set(server.requests.map((r) => r.socket)).size).toBeGreaterThanOrEqual(2);
  });

  it('gives up on a receiver that never answers at the timeout, even when garbage is collected meanwhile', async () => {
    const server = await serve(() => 'hang');
    const shutdown = new AbortController(); // as the worker sends: cut off by a shutdown, else by the timeout
    let settled = false;
    const result = send(server.url, { timeoutMs: 300, signal: shutdown.signal }).finally(
      () => (settled = true),
    );
    const deadline = Date.now() + 20_000;
    while (!settled && Date.now() < deadline) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(settled, 'the try ended').toBe(true);
    expect(await result).toMatchObject({ statusCode: null, error: 'Timed out' });
    // The request was aborted: its connection closed, nothing left hanging at the receiver. (On a busy machine
    // the 300 ms may run out before the request reaches the receiver at all: then nothing hangs there either.)
    await expect.poll(() => server.requests.every((r) => r.closed), { timeout: 10_000 }).toBe(true);
  });

  it('is cut off by a shutdown, whatever the timeout', async () => {
    const server = await serve(() => 'hang');
    const shutdown = new AbortController();
    const result = send(server.url, { timeoutMs: 60_000, signal: shutdown.signal });
    await expect.poll(() => server.requests.length, { timeout: 10_000 }).toBe(1);
    shutdown.abort();
    expect(await result).toMatchObject({ statusCode: null, error: 'Interrupted by a shutdown' });
    await expect.poll(() => server.requests[0]!.closed, { timeout: 10_000 }).toBe(true);
  });
});
