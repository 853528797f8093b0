import type { App, AppContext } from '../../app-context.js';
import { ValidationError } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { eventsAfter, sequenceEvents } from './events.repository.js';
import { EventPage, eventsQuery, tags } from './events.schemas.js';

/** The changes feed: GET /events (docs/integration.md). */
export async function eventsRoutes(app: App, { db, declared }: Pick<AppContext, 'db' | 'declared'>) {
  const known = new Set<string>(declared.eventTypes);
  app.get(
    '/events',
    {
      // The supplier scope: its own company's events only.
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listEvents',
        tags,
        summary: 'Changes in the order they became visible: poll with the last seq seen, never miss one',
        querystring: eventsQuery(declared.eventTypes),
        response: responses({ 200: EventPage }),
      },
    },
    async (request) => {
      const { after = 0, limit = 100 } = request.query;
      const types = request.query.types
        ?.split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const unknown = types?.find((type) => !known.has(type));
      if (unknown !== undefined)
        throw new ValidationError(`Invalid value for types: unknown event type ${unknown}`);
      await sequenceEvents(db);
      const data = await eventsAfter(db, {
        after,
        types: types?.length ? types : undefined,
        companyid: companyScope(request),
        limit,
      });
      return { success: true as const, data, next_after: data.at(-1)?.seq ?? after };
    },
  );
}
