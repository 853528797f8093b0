import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { Id, NullInt, responses, Timestamp } from '../../http/schemas.js';
import { Page, Pagination, pagination, searchPattern } from '../../http/paging.js';

const Query = Type.Object({
  ...Page,
  companyid: Type.Optional(Id('Only this supplier')),
  statusid: Type.Optional(Id('An id of GET /lookups/spec_statuses')),
  active: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 active only, 0 inactive only; omitted: both' }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the product name or code, any case' }),
  ),
});

const Item = Type.Object({
  psid: Type.Integer(),
  newlineid: Type.Integer(),
  productname: Type.String(),
  productcode: Type.String(),
  companyid: Type.Integer(),
  companyname: Type.String(),
  statusid: Type.Integer(),
  statuslevel: Type.String(),
  version: Type.Integer(),
  category: NullInt(),
  active: Type.Integer(),
  created: Timestamp,
  lastupdated: Timestamp,
});

export async function productListRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listProducts',
        tags: ['Products'],
        summary: 'List product specs, newest first, a page at a time',
        querystring: Query,
        response: responses({
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(Item), pagination: Pagination }),
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const limit = q.limit ?? 50;
      const from = `FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
        WHERE ($1::int IS NULL OR n.companyid = $1) AND ($2::int IS NULL OR s.statusid = $2)
          AND ($3::int IS NULL OR s.isactive = $3)
          AND ($4::text IS NULL OR n.productname ILIKE $4 OR n.productcode ILIKE $4)`;
      const params = [q.companyid ?? null, q.statusid ?? null, q.active ?? null, searchPattern(q.search)];
      const [list, count] = await Promise.all([
        db.query<Static<typeof Item>>(
          `SELECT s.psid, s.newlineid, n.productname, n.productcode, n.companyid, c.companyname, s.statusid,
                  st.name AS statuslevel, s.version, n.category, s.isactive::int AS active,
                  api_ts(s.created) AS created, api_ts(s.lastupdated) AS lastupdated
             FROM (SELECT s.psid ${from} ORDER BY s.created DESC, s.psid DESC LIMIT $5 OFFSET $6) p
             JOIN product_specs s ON s.psid = p.psid JOIN newlines n ON n.newlineid = s.newlineid
             JOIN companies c ON c.companyid = n.companyid JOIN spec_statuses st ON st.id = s.statusid
            ORDER BY s.created DESC, s.psid DESC`,
          [...params, limit, (page - 1) * limit],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
      ]);
      return {
        success: true as const,
        data: list.rows,
        pagination: pagination(page, limit, count.rows[0]!.total),
      };
    },
  );
}
