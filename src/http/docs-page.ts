import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** The inline scripts of an HTML page (those without `src`), as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

/**
 * The docs page's Content-Security-Policy: Scalar's script from this server, the page's one inline script by its
 * hash, requests to this server and to the document's servers (where "try it" sends them). Styles need
 * 'unsafe-inline': Scalar writes its CSS into style elements and style attributes as it renders, which no hash
 * can name. Its probe `new Function("")` (does the page allow eval?) is refused, as it expects. Framing is refused.
 */
export function docsCsp(scriptHashes: string[], servers: string[] = []): string {
  const connect = new Set(["'self'"]);
  for (const url of servers) {
    try {
      connect.add(new URL(url).origin);
    } catch {
      // a relative server URL is this server
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of every answer of the docs page (its HTML, its script, the redirect to it). */
function guard(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'same-origin');
}

/** The servers the OpenAPI document names, when the app serves one. */
function documentServers(api: FastifyInstance): string[] {
  const swagger = (api as unknown as { swagger?: () => { servers?: { url: string }[] } }).swagger;
  return swagger?.call(api).servers?.map((s) => s.url) ?? [];
}

/**
 * The browsable reference (Scalar) at `<prefix>/docs/`, `<prefix>/docs` redirecting to it: the HTML Scalar's
 * own renderer writes, and its page script. What @scalar/fastify-api-reference registers, without importing it
 * (and its OpenAPI parser) at start-up, a good part of a start (docs/performance.md, "Figures behind the code"). Both
 * load on the first visit.
 */
export function installDocsPage(api: FastifyInstance, options: { title: string; openapiUrl: string }): void {
  const route = { schema: { hide: true }, config: { level: 0 as const } };
  let html: string | undefined;
  let script: string | undefined;
  // The policy names the page's inline script by its hash: known once the page is written (first visit).
  let csp = docsCsp([]);
  // With ignoreTrailingSlash, /docs and /docs/ are this one route.
  api.get('/docs', route, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (!pathname.endsWith('/')) return guard(reply, csp).redirect(`${pathname}/`, 301);
    if (html === undefined) {
      const { getHtmlDocument } = await import('@scalar/core/libs/html-rendering');
      const page = getHtmlDocument({
        cdn: 'js/scalar.js',
        url: options.openapiUrl,
        title: options.title,
        _integration: 'fastify',
        ...OFFLINE_DOCS,
      });
      csp = docsCsp(inlineScriptHashes(page), documentServers(api));
      html = page;
    }
    return guard(reply, csp).type('text/html; charset=utf-8').send(html);
  });
  api.get('/docs/js/scalar.js', route, async (_request, reply) => {
    script ??= scalarScript();
    return guard(reply, csp)
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(fs.createReadStream(script));
  });
}
