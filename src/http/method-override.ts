import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

/**
 * `POST` + `X-HTTP-Method-Override: PUT` runs the PUT route of the same path, where one exists. Fastify
 * routes on the method before any hook runs, so the method is rewritten in `rewriteUrl`, the one place
 * that sees the request before routing. Only PUT is honoured: a POST never becomes a DELETE.
 */
export class MethodOverride {
  private readonly putRoutes = FindMyWay();

  /** Registers PUT routes as the app declares them (an `onRoute` hook). */
  track(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('PUT')) this.putRoutes.on('PUT', route.url, () => undefined);
    });
  }

  /** To be called from Fastify's `rewriteUrl`: returns the URL unchanged, having adjusted the method. */
  rewrite(req: IncomingMessage): string {
    const url = req.url ?? '/';
    if (req.method === 'POST') {
      const header = req.headers['x-http-method-override'];
      const wanted = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
      if (wanted === 'PUT' && this.putRoutes.find('PUT', url.split('?')[0] ?? url)) req.method = 'PUT';
    }
    return url;
  }
}
