import type { App, AppContext } from '../../app-context.js';
import { cursorList, type PageAt } from '../../http/lists.js';
import { sortCursor, sortOf, type SortedAfter } from '../../http/sorting.js';
import { keyCursor, searchPattern } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { responses } from '../../http/schemas.js';
import * as repo from './list.repository.js';
import { ListProductsQuery, ProductList } from './list.schemas.js';

const cursors = keyCursor('p', 'int');
const sortedCursors = sortCursor('ps');

export async function productListRoutes(app: App, { counts, reads }: Pick<AppContext, 'counts' | 'reads'>) {
  app.get(
    '/products',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listProducts',
        tags: ['Products'],
        summary: 'List product specs, newest first or sorted, a page at a time (page/limit or cursor)',
        querystring: ListProductsQuery,
        response: responses({ 200: ProductList }),
      },
    },
    async (request) => {
      const { page, limit, search, cursor, sort: sortName, ...filters } = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      const companyid = companyScope(request) ?? filters.companyid;
      const filter = {
        ...filters,
        companyid,
        search: searchPattern(search),
        gtin: filters.gtin === undefined ? null : filters.gtin.padStart(14, '0'),
      };
      const sort = sortOf(repo.PRODUCT_SORTS, sortName);
      if (sort) {
        return cursorList(
          request,
          { counts, reads },
          { page, limit, cursor },
          {
            rows: (db, at: PageAt<SortedAfter>) => repo.listSortedProducts(db, filter, sort, at),
            count: (db) => repo.countProducts(db, filter),
            countKey: ['products', filter],
            cursor: {
              decode: (c) => sortedCursors.decode(c, sort),
              of: (last) => sortedCursors.encode(sort, last.sort_key, last.psid),
            },
          },
        );
      }
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
