import type { App, AppContext } from '../../app-context.js';
import { pagination, searchPattern } from '../../http/paging.js';
import { responses } from '../../http/schemas.js';
import * as repo from './list.repository.js';
import { ListProductsQuery, ProductList } from './list.schemas.js';

export async function productListRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products',
    {
      config: { level: 1 },
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
      const filter = { ...filters, search: searchPattern(search) };
      const [rows, total] = await Promise.all([
        repo.listProducts(db, filter, { limit, offset: (page - 1) * limit }),
        repo.countProducts(db, filter),
      ]);
      return { success: true as const, data: rows, pagination: pagination(page, limit, total) };
    },
  );
}
