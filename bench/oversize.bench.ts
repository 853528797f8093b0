import http from 'node:http';
import { startBenchServer, type Engine } from './lib.js';

/**
 * Ten 50 MB JSON bodies at once to createSupplier (limit 1 MB), half with Content-Length and half chunked:
 * each must read its 413, and the server must not hold the bodies. The server runs in this process, so the
 * RSS figures are the server's plus the clients' (which stream from one 64 KB buffer).
 */
const UPLOADS = 10;
const SIZE = 50e6;

function upload(base: string, key: string, chunked: boolean): Promise<number> {
  const url = new URL('/api/v1/suppliers/createSupplier', base);
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'x-api-key': key };
  if (!chunked) headers['content-length'] = SIZE;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < SIZE) {
        const n = Math.min(chunk.length, SIZE - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
          return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const start = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) => upload(server.url, server.key, i % 2 === 1)),
    );
    const ms = performance.now() - start;
    clearInterval(sampler);
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    return [
      {
        case: `${UPLOADS} × ${SIZE / 1e6} MB at once, limit 1 MB`,
        '413s read': statuses.filter((s) => s === 413).length,
        'sent MB': (UPLOADS * SIZE) / 1e6,
        'RSS before MB': mb(before),
        'RSS peak MB': mb(peak),
        'growth MB': mb(peak - before),
        'wall ms': Math.round(ms),
      },
    ];
  } finally {
    await server.close();
  }
}
