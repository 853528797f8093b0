import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON (the envelope, the OpenAPI document), CSV, HTML, JavaScript, CSS, SVG, the
 * metrics. Images, PDF, XLSX and other binary or already compressed bodies are sent as they are, and so is an
 * event stream (compressing would hold its events back).
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * gzip or brotli (as the client's Accept-Encoding prefers) for answers over 1 KB. Registered before the routes:
 * the plugin wraps each route added after it. Request bodies are never decompressed (a `Content-Encoding` on a
 * request changes nothing, as before). Brotli at quality 4: about gzip's speed, a smaller result.
 */
export async function installCompression(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (!enabled) return;
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
