import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { idCursor } from '../../http/paging.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { ENTITIES, everExisted, historyPage } from './history.repository.js';
import {
  ENTITY_NAMES,
  HistoryPage,
  HistoryParams,
  HistoryQuery,
  tags,
  type EntityName,
} from './history.schemas.js';

const cursors = idCursor('h');

const isEntity = (name: string): name is EntityName => (ENTITY_NAMES as readonly string[]).includes(name);

/** GET /history/{entity}/{id}: who changed what and when (docs/traceability.md). Read-only, always. */
export async function historyRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/history/:entity/:id',
    {
      // The supplier scope: its own company's records only, checked below with the entity's owner.
      // Another entity name is a 404 naming the known ones (the handler checks, not the schema).
      config: { level: 1, supplier: 'company', openapi: { params: { entity: { enum: [...ENTITY_NAMES] } } } },
      schema: {
        operationId: 'getHistory',
        tags,
        summary: 'The change history of a record, oldest first',
        description:
          'A product’s history includes its allergens and nutrition, an audit’s its answers and photos, a ' +
          'supplier’s its sites, SAQ, accreditations and their reminders. `apikey` needs level 4.',
        params: HistoryParams,
        querystring: HistoryQuery,
        response: responses({ 200: HistoryPage }, [404]),
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      if (!isEntity(entity)) {
        throw new NotFound(`Unknown history entity: ${entity}. Known: ${ENTITY_NAMES.join(', ')}`);
      }
      const def = ENTITIES[entity];
      if (principalOf(request).level < def.level) throw new Forbidden();
      const company = companyScope(request);
      // Another company's record reads as a missing one.
      if (company !== undefined && (await def.owner(db, id)) !== company) throw new NotFound(def.notFound);
      if (!(await everExisted(db, entity, id))) throw new NotFound(def.notFound);
      const limit = request.query.limit ?? 100;
      const after = request.query.cursor !== undefined ? cursors.decode(request.query.cursor) : 0;
      const { entries, more } = await historyPage(db, entity, id, after, limit);
      const last = entries[entries.length - 1];
      return {
        success: true as const,
        data: entries,
        pagination: { limit, next_cursor: more && last ? cursors.encode(last.historyid) : null },
      };
    },
  );
}
