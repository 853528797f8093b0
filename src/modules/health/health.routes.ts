import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { ping } from './health.repository.js';

const Status = Type.Object({ status: Type.String() });

/** Outside /api/v1 and without a key: for load balancers and orchestrators, which the rate limit never refuses. */
export async function healthRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'healthz',
        tags: ['Health'],
        summary: 'The process is up',
        response: { 200: Status },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: {
        rateLimit: false,
        openapi: { responses: { 503: { description: 'Not ready: the database does not answer' } } },
      },
      schema: {
        operationId: 'readyz',
        tags: ['Health'],
        summary: 'The database answers',
        response: { 200: Status, 503: Status },
      },
    },
    async (_request, reply) => {
      try {
        await ping(db);
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
    },
  );
}
