import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods a route may answer that `Allow` names (HEAD comes with every GET). */
const KNOWN = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * `POST` + `X-HTTP-Method-Override: PUT` runs the PUT route of the same path, where one exists. Fastify
 * routes on the method before any hook runs, so the method is rewritten in `rewriteUrl`, the one place
 * that sees the request before routing. Only PUT is honoured: a POST never becomes a DELETE.
 */
export class MethodOverride {
  /** Every route's path and methods, as the app declares them: for the override, and for `Allow` on a 405. */
  private readonly routes = FindMyWay({ ignoreTrailingSlash: true });

  /** Registers routes as the app declares them (an `onRoute` hook). */
  track(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (KNOWN.includes(method)) this.routes.on(method as HTTPMethod, route.url, () => undefined);
      }
    });
  }

  /**
   * The methods a path answers, when it answers some but not `method` (a 405's `Allow`); undefined when the
   * path is unknown or does answer that method. OPTIONS is never refused this way: without CORS it stays a 404.
   */
  allowedOtherwise(method: string, url: string): string[] | undefined {
    if (method === 'OPTIONS') return undefined;
    const path = url.split('?')[0] ?? url;
    const allowed = KNOWN.filter(
      (m) => this.routes.find(m as HTTPMethod, path) || (m === 'HEAD' && this.routes.find('GET', path)),
    );
    return allowed.length > 0 && !allowed.includes(method) ? allowed : undefined;
  }

  /** To be called from Fastify's `rewriteUrl`: returns the URL unchanged, having adjusted the method. */
  rewrite(req: IncomingMessage): string {
    const url = req.url ?? '/';
    if (req.method === 'POST') {
      const header = req.headers['x-http-method-override'];
      const wanted = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
      if (wanted === 'PUT' && this.routes.find('PUT', url.split('?')[0] ?? url)) req.method = 'PUT';
    }
    return url;
  }
}
