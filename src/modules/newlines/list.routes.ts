import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import { Pagination, pagination } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { listNewlines } from './newlines.repository.js';
import { ListNewlinesQuery, Newline } from './newlines.schemas.js';

export async function newlinesListRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/newlines',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listNewlines',
        tags: ['Newlines'],
        summary: 'List newlines, newest first, a page at a time',
        querystring: ListNewlinesQuery,
        response: responses({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Array(Newline),
            pagination: Pagination,
          }),
        }),
      },
    },
    async (request) => {
      const { page = 1, limit = 50, ...filters } = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      filters.companyid = companyScope(request) ?? filters.companyid;
      const { rows, total } = await listNewlines(db, filters, limit, (page - 1) * limit);
      return { success: true as const, data: rows, pagination: pagination(page, limit, total) };
    },
  );
}
