import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { Id, responses } from '../../http/schemas.js';
import { Page, Pagination, pagination, searchPattern } from '../../http/paging.js';
import { NEWLINE_COLUMNS } from './newlines.repository.js';
import { Newline } from './newlines.schemas.js';

const Query = Type.Object({
  ...Page,
  companyid: Type.Optional(Id('Only this supplier')),
  active: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 active only, 0 deleted only; omitted: both' }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the product name or code, any case' }),
  ),
});

export async function newlinesListRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/newlines',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listNewlines',
        tags: ['Newlines'],
        summary: 'List newlines, newest first, a page at a time',
        querystring: Query,
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
      const q = request.query;
      const page = q.page ?? 1;
      const limit = q.limit ?? 50;
      const where = `($1::int IS NULL OR n.companyid = $1) AND ($2::int IS NULL OR n.isactive = $2)
        AND ($3::text IS NULL OR n.productname ILIKE $3 OR n.productcode ILIKE $3)`;
      const params = [q.companyid ?? null, q.active ?? null, searchPattern(q.search)];
      const [list, count] = await Promise.all([
        db.query<Newline>(
          `SELECT ${NEWLINE_COLUMNS} FROM newlines n LEFT JOIN product_specs s ON s.newlineid = n.newlineid
            WHERE ${where} ORDER BY n.created DESC, n.newlineid DESC LIMIT $4 OFFSET $5`,
          [...params, limit, (page - 1) * limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM newlines n WHERE ${where}`, params),
      ]);
      return {
        success: true as const,
        data: list.rows,
        pagination: pagination(page, limit, count.rows[0]!.total),
      };
    },
  );
}
