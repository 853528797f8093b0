import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** What a browser app sends besides the CORS-safelisted headers: credentials, replays, tracing, overrides. */
const ALLOWED_HEADERS = [
  'X-API-Key',
  'Authorization',
  'Idempotency-Key',
  'X-Request-Id',
  'Content-Type',
  'X-HTTP-Method-Override',
  'X-Change-Reason',
];
/** What a browser app may read of an answer besides the safelisted ones. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'ETag',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Content-Disposition',
];

/**
 * CORS for the origins of `CORS_ORIGINS` (config.http.corsOrigins), installed before authentication so that
 * refusals (401, 403, 429) carry the headers too and the browser app can read their message. With no origins
 * nothing is installed: no CORS header on any answer, and an `OPTIONS` preflight is the usual 404.
 * Keys travel in headers, never in cookies: no `Access-Control-Allow-Credentials`.
 */
export async function installCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins[0] === '*' ? '*' : [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    // A bare OPTIONS (no Origin, no Access-Control-Request-Method) is answered like a preflight rather than with
    // the plugin's own 400 body, which is not in the envelope.
    strictPreflight: false,
  });
}
