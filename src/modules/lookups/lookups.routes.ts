import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { isLookupName, LOOKUP_TABLES, readLookup } from './lookups.repository.js';

const Entry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.Optional(Type.String({ description: 'countries only: ISO 3166-1 alpha-2' })),
});
const tags = ['Lookups'];

export async function lookupsRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/lookups',
    {
      // Reference data, the same for everyone.
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listLookups',
        tags,
        summary: 'Every reference table with its entries',
        response: responses({ 200: Ok(Type.Record(Type.String(), Type.Array(Entry))) }),
      },
    },
    async () => {
      const data: Record<string, Static<typeof Entry>[]> = {};
      for (const name of LOOKUP_TABLES) data[name] = await readLookup(db, name);
      return { success: true as const, data };
    },
  );

  app.get(
    '/lookups/:name',
    {
      // Reference data, the same for everyone.
      // Any other name is a 404 naming the known ones (the handler checks, not the schema).
      config: { level: 1, supplier: 'company', openapi: { params: { name: { enum: [...LOOKUP_TABLES] } } } },
      schema: {
        operationId: 'getLookup',
        tags,
        summary: 'One reference table',
        params: Type.Object({ name: Type.String({ description: LOOKUP_TABLES.join(', ') }) }),
        response: responses({ 200: Ok(Type.Array(Entry)) }, [404]),
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!isLookupName(name))
        throw new NotFound(`Lookup not found: ${name}. Known: ${LOOKUP_TABLES.join(', ')}`);
      return { success: true as const, data: await readLookup(db, name) };
    },
  );
}
