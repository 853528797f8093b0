import type { App, AppContext } from '../../app-context.js';
import { cursorPage, keyCursor, searchPattern } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { responses } from '../../http/schemas.js';
import * as repo from './list.repository.js';
import { ListProductsQuery, ProductList } from './list.schemas.js';

const cursors = keyCursor('p', 'int');

export async function productListRoutes(app: App, { counts, reads }: Pick<AppContext, 'counts' | 'reads'>) {
  app.get(
    '/products',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listProducts',
        tags: ['Products'],
        summary: 'List product specs, newest first, a page at a time (page/limit or cursor)',
        querystring: ListProductsQuery,
        response: responses({ 200: ProductList }),
      },
    },
    async (request) => {
      const { page = 1, limit = 50, search, cursor, ...filters } = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      const companyid = companyScope(request) ?? filters.companyid;
      const filter = { ...filters, companyid, search: searchPattern(search) };
      const after = cursor === undefined ? undefined : cursors.decode(cursor);
      const db = reads.for(request);
      const [rows, total] = await Promise.all([
        repo.listProducts(db, filter, { limit, offset: (page - 1) * limit, after }),
        counts.get(JSON.stringify(['products', filter]), () => repo.countProducts(db, filter)),
      ]);
      return cursorPage(rows, { page, byCursor: after !== undefined, limit, total }, (last) =>
        cursors.encode(last.sort_key, last.psid),
      );
    },
  );
}
