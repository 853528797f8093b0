import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, a request that still arrives (on a kept-alive connection) is answered 503 in
 * the envelope and its connection closed, instead of Fastify's own body or work on a closing database.
 */
export function installShutdownGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ success: false, error: 'The server is shutting down; try again shortly' });
  });
}
