import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may name its request with: printable ASCII, up to 200 characters (a proxy's or a client's id). */
const ACCEPTABLE = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is acceptable, so one id follows a request through a
 * proxy, our logs and the history; otherwise a new UUID, unique across instances and restarts.
 */
export function requestIdOf(req: IncomingMessage): string {
  const raw = req.headers[REQUEST_ID_HEADER];
  return typeof raw === 'string' && ACCEPTABLE.test(raw) ? raw : randomUUID();
}

/** Every response carries the request's id, errors and 404s included. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
