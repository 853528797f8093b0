import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metric } from 'prom-client';
import type { Db } from '../db/index.js';
import { RequestDurations } from './request-metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request arrived (`performance.now()`), for the latency histogram; 0 when metrics are off. */
    arrivedAt: number;
  }
}

/**
 * The moment each request arrives, for the latency histogram: installed with the first hooks, so that the time
 * counted includes authentication, and refusals are timed too.
 */
export function installRequestTiming(app: FastifyInstance): void {
  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now();
    done();
  });
}

/** Whether metrics are served at all: `METRICS=true`, or a `METRICS_PORT`. */
export function metricsWanted(http: { metrics: boolean; metricsPort: number | undefined }): boolean {
  return http.metrics || http.metricsPort !== undefined;
}

export interface MetricsOptions {
  db: Db;
  /** `/metrics` on the main port. */
  onMainPort: boolean;
  /** `/metrics` on a listener of its own, on `host`. */
  port: number | undefined;
  host: string;
}

/** Work queued in the database: rows waiting (pending, or claimed and not yet done) and the oldest's age. */
const QUEUES = `
  SELECT 'webhook_deliveries' AS queue, count(*)::int AS depth,
         coalesce(extract(epoch FROM now() - min(queued_at)), 0)::float8 AS oldest
    FROM webhook_deliveries WHERE status IN ('pending', 'sending')
  UNION ALL
  SELECT 'welcome_emails', count(*)::int, coalesce(extract(epoch FROM now() - min(created)), 0)::float8
    FROM supplier_outbox WHERE status IN ('pending', 'sending')
  UNION ALL
  SELECT 'certificate_reminder_emails', count(*)::int,
         coalesce(extract(epoch FROM now() - min(created)), 0)::float8
    FROM certificate_reminder_outbox WHERE status IN ('pending', 'sending')`;

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (docs/deployment.md), off unless `METRICS=true` (at `/metrics` on the main port, no key,
 * not rate limited, not in the OpenAPI document) or `METRICS_PORT` (a listener of its own). Requests by route
 * pattern (never the raw URL: ids would make a series each), method and status, with their latency; the
 * database's connections; the outboxes' depth and oldest age, read at scrape time in one query (the pending rows
 * are found through the partial indexes the workers use); the process's own (collectDefaultMetrics).
 */
export async function installMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  if (!metricsWanted({ metrics: options.onMainPort, metricsPort: options.port })) return;
  // prom-client loads only when metrics are on: a server without them never pays for it at start-up.
  const { collectDefaultMetrics, Gauge, Registry } = await import('prom-client');
  const { db } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RequestDurations(BUCKETS);
  // prom-client's registry takes any object with its metrics' shape (request-metrics.ts).
  registry.registerMetric(durations as unknown as Metric);
  // Observed as the answer is handed to the connection (its status settled: after the ETag's 304), in a callback
  // hook (no promise per request). Not in onResponse: an onResponse hook makes Fastify listen for every answer's
  // 'finish' and 'error', a cost to every request of a server without request logging (docs/performance.md, "Figures
  // behind the code"). So a streamed body (a file, the audit PDF) counts the time until it starts to flow.
  app.addHook('onSend', (request, reply, payload, done) => {
    durations.observe(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      (performance.now() - request.arrivedAt) / 1000,
    );
    done(null, payload);
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PGlite: its one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = db.stats();
      this.set({ state: 'in_use' }, s.inUse);
      this.set({ state: 'idle' }, s.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(db.stats().waiting);
    },
  });
  const depth = new Gauge({
    name: 'outbox_depth',
    help: 'Rows waiting in a queue: webhook deliveries, welcome emails, certificate reminder emails',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest row waiting in a queue (0 when empty)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  const scrape = async (): Promise<string> => {
    try {
      const { rows } = await db.query<{ queue: string; depth: number; oldest: number }>(QUEUES);
      for (const r of rows) {
        depth.set({ queue: r.queue }, r.depth);
        oldest.set({ queue: r.queue }, r.oldest);
      }
    } catch (err) {
      // The rest is still worth scraping; the queues' series are absent until the database answers again.
      app.log.warn({ err }, 'metrics: could not read the queues');
      depth.reset();
      oldest.reset();
    }
    return registry.metrics();
  };

  if (options.onMainPort) {
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { level: 0, rateLimit: false } },
      async (_request, reply) => reply.type(registry.contentType).send(await scrape()),
    );
  }
  if (options.port !== undefined) {
    const server = await listenOwn(options.host, options.port, scrape, registry.contentType);
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
}

/** The metrics' own listener: `GET /metrics` and nothing else. */
async function listenOwn(
  host: string,
  port: number,
  scrape: () => Promise<string>,
  contentType: string,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    scrape().then(
      (text) => res.writeHead(200, { 'content-type': contentType }).end(text),
      () => res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `METRICS_PORT ${port} on ${host}: ${err.code === 'EADDRINUSE' ? 'already in use' : err.message}`,
        ),
      ),
    );
    server.listen(port, host, resolve);
  });
  return server;
}
