import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Forbidden, NotFound } from '../../http/errors.js';
import { idCursor } from '../../http/paging.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { everExisted, historyPage } from './history.repository.js';
import { HistoryPage, historyParams, HistoryQuery, tags } from './history.schemas.js';

const cursors = idCursor('h');

/**
 * GET /history/{entity}/{id}: who changed what and when (docs/traceability.md). Read-only, always. The
 * entities are the modules' own (their descriptors' `history`).
 */
export async function historyRoutes(app: App, { db, declared }: Pick<AppContext, 'db' | 'declared'>) {
  const entities = new Map(Object.entries(declared.historyEntities));
  const names = [...entities.keys()];
  app.get(
    '/history/:entity/:id',
    {
      // The supplier scope: its own company's records only, checked below with the entity's owner.
      // Another entity name is a 404 naming the known ones (the handler checks, not the schema).
      config: { level: 1, supplier: 'company', openapi: { params: { entity: { enum: names } } } },
      schema: {
        operationId: 'getHistory',
        tags,
        summary: 'The change history of a record, oldest first',
        description:
          'A product’s history includes its allergens and nutrition, an audit’s its answers and photos, a ' +
          'supplier’s its sites, SAQ, accreditations and their reminders. `apikey` needs level 4.',
        params: historyParams(names),
        querystring: HistoryQuery,
        response: responses({ 200: HistoryPage }, [404]),
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      const def = entities.get(entity);
      if (!def) throw new NotFound(`Unknown history entity: ${entity}. Known: ${names.join(', ')}`);
      if (principalOf(request).level < def.level) throw new Forbidden();
      const company = companyScope(request);
      // Another company's record reads as a missing one.
      if (company !== undefined && (await def.owner(db, id)) !== company) throw new NotFound(def.notFound);
      if (!(await everExisted(db, entity, def, id))) throw new NotFound(def.notFound);
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
