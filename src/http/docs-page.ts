import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The docs page works with no outside connection (an intranet, an offline site): the system fonts instead of
 * the vendor's, no request proxy or registry, none of the vendor's hosted-product buttons (Ask AI, the
 * developer toolbar's Share and Deploy, the hosted API client). test/browser/docs-page.test.ts proves it.
 */
const OFFLINE_DOCS = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  telemetry: false,
  // Requests tried from the page go straight to this server (same origin), never through a proxy.
  proxyUrl: '',
} as const;

/** Scalar's page script, shipped inside its Fastify package (3.5 MB): read from disk when asked, never at start. */
function scalarScript(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/fastify-api-reference');
  return path.join(path.dirname(entry), 'js/standalone.js');
}

/**
 * The browsable reference (Scalar) at `<prefix>/docs/`, `<prefix>/docs` redirecting to it: the HTML Scalar's
 * own renderer writes, and its page script. What @scalar/fastify-api-reference registers, without importing it
 * (and its OpenAPI parser) at start-up: 120–220 ms of a start in under 2 s. Both load on the first visit.
 */
export function installDocsPage(api: FastifyInstance, options: { title: string; openapiUrl: string }): void {
  const route = { schema: { hide: true }, config: { level: 0 as const } };
  let html: string | undefined;
  let script: string | undefined;
  // With ignoreTrailingSlash, /docs and /docs/ are this one route.
  api.get('/docs', route, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (!pathname.endsWith('/')) return reply.redirect(`${pathname}/`, 301);
    if (html === undefined) {
      const { getHtmlDocument } = await import('@scalar/core/libs/html-rendering');
      html = getHtmlDocument({
        cdn: 'js/scalar.js',
        url: options.openapiUrl,
        title: options.title,
        _integration: 'fastify',
        ...OFFLINE_DOCS,
      });
    }
    return reply.type('text/html; charset=utf-8').send(html);
  });
  api.get('/docs/js/scalar.js', route, async (_request, reply) => {
    script ??= scalarScript();
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(fs.createReadStream(script));
  });
}
