import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import { cursorList } from '../../http/lists.js';
import { CursorPagination, keyCursor } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { countNewlines, listNewlines } from './newlines.repository.js';
import { ListNewlinesQuery, Newline } from './newlines.schemas.js';

const cursors = keyCursor('n', 'int');

export async function newlinesListRoutes(app: App, { counts, reads }: Pick<AppContext, 'counts' | 'reads'>) {
  app.get(
    '/newlines',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listNewlines',
        tags: ['Newlines'],
        summary: 'List newlines, newest first, a page at a time (page/limit or cursor)',
        querystring: ListNewlinesQuery,
        response: responses({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Array(Newline),
            pagination: CursorPagination,
          }),
        }),
      },
    },
    async (request) => {
      const { page, limit, cursor, ...filters } = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      filters.companyid = companyScope(request) ?? filters.companyid;
      return cursorList(
        request,
        { counts, reads },
        { page, limit, cursor },
        {
          rows: (db, at) => listNewlines(db, filters, at),
          count: (db) => countNewlines(db, filters),
          countKey: ['newlines', filters.companyid, filters.active, filters.search],
          cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.sort_key, last.newlineid) },
        },
      );
    },
  );
}
