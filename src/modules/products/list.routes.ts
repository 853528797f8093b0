import type { App, AppContext } from '../../app-context.js';
import { cursorList } from '../../http/lists.js';
import { keyCursor, searchPattern } from '../../http/paging.js';
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
      const { page, limit, search, cursor, ...filters } = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      const companyid = companyScope(request) ?? filters.companyid;
      const filter = { ...filters, companyid, search: searchPattern(search) };
      return cursorList(
        request,
        { counts, reads },
        { page, limit, cursor },
        {
          rows: (db, at) => repo.listProducts(db, filter, at),
          count: (db) => repo.countProducts(db, filter),
          countKey: ['products', filter],
          cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.sort_key, last.psid) },
        },
      );
    },
  );
}
