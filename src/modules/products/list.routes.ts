import type { App, AppContext } from '../../app-context.js';
import { pagination, searchPattern } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { responses } from '../../http/schemas.js';
import * as repo from './list.repository.js';
import { ListProductsQuery, ProductList } from './list.schemas.js';

export async function productListRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listProducts',
        tags: ['Products'],
        summary: 'List product specs, newest first, a page at a time',
        querystring: ListProductsQuery,
        response: responses({ 200: ProductList }),
      },
    },
    async (request) => {
      const { page = 1, limit = 50, search, ...filters } = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      const companyid = companyScope(request) ?? filters.companyid;
      const filter = { ...filters, companyid, search: searchPattern(search) };
      const [rows, total] = await Promise.all([
        repo.listProducts(db, filter, { limit, offset: (page - 1) * limit }),
        repo.countProducts(db, filter),
      ]);
      return { success: true as const, data: rows, pagination: pagination(page, limit, total) };
    },
  );
}
