import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { installCompression } from './compression.js';
import { installCors } from './cors.js';
import { installEtag } from './etag.js';
import { installMetrics, installRequestTiming, metricsWanted } from './metrics.js';
import { installRateLimit } from './rate-limit.js';
import { installRequestId } from './request-id.js';

type Ctx = Pick<AppContext, 'config' | 'db' | 'clock'>;

/**
 * What every answer carries, refusals included, so installed before authentication: `X-Request-Id`, and the
 * CORS headers a browser app needs to read a 401. With metrics on, the moment each request arrives.
 */
export async function installEarlyManners(app: FastifyInstance, { config }: Ctx): Promise<void> {
  installRequestId(app);
  if (metricsWanted(config.http)) installRequestTiming(app);
  await installCors(app, config.http.corsOrigins);
}

/**
 * After authentication (the rate limit counts by key): the rate limit, ETags, compression (after the ETags: the
 * tag is the plain body's) and metrics. Each is off or absent as configured.
 */
export async function installManners(app: FastifyInstance, { config, db, clock }: Ctx): Promise<void> {
  const { http } = config;
  installRateLimit(app, { db, perMinute: http.rateLimitPerMinute, syncMs: http.rateLimitSyncMs, clock });
  installEtag(app);
  installCompression(app, http.compression);
  await installMetrics(app, { db, onMainPort: http.metrics, port: http.metricsPort, host: config.host });
}
