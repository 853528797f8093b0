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
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ success: false, error: 'The server is shutting down; try again shortly' });
  });
}
