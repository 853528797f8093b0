import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';

/** Where `npm run build` writes the console (console/vite.config.ts): dist/console, from src/ and dist/ alike. */
export const CONSOLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/console');

/**
 * The console's own paths (console/src/routes.tsx): each answers the console's HTML, so that a bookmark or a
 * reload of `/suppliers/12` opens that screen. Any other path keeps the API's JSON 404.
 */
export const CONSOLE_SECTIONS = [
  'signin',
  'suppliers',
  'sites',
  'audits',
  'specs',
  'actions',
  'portal',
  'traceability',
  'questionnaires',
  'incidents',
  'ack',
  'admin',
  'account',
  'forgot-password',
  'reset-password',
];

/**
 * The Content-Security-Policy of the console's HTML: scripts and styles from this server only (no inline
 * script), photos from this server, its public URL and the S3 endpoint, and `blob:` for photos taken offline;
 * the service worker and the manifest from this server.
 */
export function consoleCsp(config: Pick<Config, 'publicUrl' | 's3'>): string {
  const images = new Set(["'self'", 'blob:', 'data:']);
  for (const url of [config.publicUrl, config.s3?.endpoint]) {
    if (url) images.add(new URL(url).origin);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${[...images].join(' ')}`,
    "connect-src 'self'",
    "font-src 'self'",
    // The service worker (sw.js) and the web app manifest, from this server only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built console at `/`: hashed files under `/assets/` cached for a year, the HTML never cached and
 * sent with its CSP. Without a build, the console's paths answer a one-line page saying how to build it.
 * No static-files plugin: @fastify/static and its `send` cost start-up time to import (docs/performance.md, "Figures
 * behind the code"), for a handful of hashed files that need none of what they offer.
 */
export async function installConsole(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 's3'>,
  dir: string = CONSOLE_DIR,
): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  const built = fs.existsSync(indexFile);
  const csp = consoleCsp(config);
  const html = built ? fs.readFileSync(indexFile) : null;

  const sendHtml = (reply: FastifyReply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8');
    if (html) return reply.send(html);
    return reply
      .code(503)
      .send(
        '<!doctype html><title>Console not built</title><p>The console is not built: run npm run build.</p>',
      );
  };
  const route = { schema: { hide: true }, config: { level: 0 as const } };
  app.get('/', route, async (_request, reply) => sendHtml(reply));
  for (const section of CONSOLE_SECTIONS) {
    app.get(`/${section}`, route, async (_request, reply) => sendHtml(reply));
    app.get(`/${section}/*`, route, async (_request, reply) => sendHtml(reply));
  }
  if (!built) return;

  // The build's files, listed once: each under /assets/ has its content's hash in its name (a new build is a
  // new name), so it is cached for a year and never revalidated. A fixed set of hashed files needs no ranges,
  // listings or negotiation: read from disk as asked (compression applies as to any answer).
  const assetsDir = path.join(dir, 'assets');
  const assets = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  app.get<{ Params: { file: string } }>('/assets/:file', route, async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[path.extname(file)];
    if (!assets.has(file) || type === undefined) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(type)
      .send(fs.createReadStream(path.join(assetsDir, file)));
  });
  // The root's files: the icons, cached for an hour; the service worker and the manifest revalidated on every
  // load (a new build must reach a tablet at its next online visit: the browser also caps a worker's HTTP
  // caching at a day), the worker allowed the whole console as its scope.
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (name === 'index.html' || type === undefined || !fs.statSync(path.join(dir, name)).isFile()) continue;
    const fresh = name === SERVICE_WORKER || name.endsWith('.webmanifest');
    app.get(`/${name}`, route, async (_request, reply) => {
      reply
        .header('cache-control', fresh ? 'no-cache' : 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (name === SERVICE_WORKER)
        reply.header('service-worker-allowed', '/').header('content-security-policy', csp);
      return reply.type(type).send(fs.createReadStream(path.join(dir, name)));
    });
  }
}

/** The service worker the console registers (console/pwa.ts writes it at the build's root). */
export const SERVICE_WORKER = 'sw.js';

/** What a Vite build writes, by extension. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
