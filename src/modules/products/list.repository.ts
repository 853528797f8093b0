import type { Queryable } from '../../db/index.js';
import type { ListProductsQuery, ProductListItem } from './list.schemas.js';

/** The list's filters (absent: any); `search` as an ILIKE pattern (see searchPattern), or null. */
export type ProductFilter = Pick<ListProductsQuery, 'companyid' | 'statusid' | 'active'> & {
  search: string | null;
};

const FILTERED = `FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
  WHERE ($1::int IS NULL OR n.companyid = $1) AND ($2::int IS NULL OR s.statusid = $2)
    AND ($3::int IS NULL OR s.isactive = $3)
    AND ($4::text IS NULL OR n.productname ILIKE $4 OR n.productcode ILIKE $4)`;

const filterParams = (f: ProductFilter) => [
  f.companyid ?? null,
  f.statusid ?? null,
  f.active ?? null,
  f.search,
];

/** One page of the specs matching the filter, newest first. */
export async function listProducts(
  q: Queryable,
  filter: ProductFilter,
  page: { limit: number; offset: number },
): Promise<ProductListItem[]> {
  const { rows } = await q.query<ProductListItem>(
    `SELECT s.psid, s.newlineid, n.productname, n.productcode, n.companyid, c.companyname, s.statusid,
            st.name AS statuslevel, s.version, n.category, s.isactive::int AS active,
            api_ts(s.created) AS created, api_ts(s.lastupdated) AS lastupdated
       FROM (SELECT s.psid ${FILTERED} ORDER BY s.created DESC, s.psid DESC LIMIT $5 OFFSET $6) p
       JOIN product_specs s ON s.psid = p.psid JOIN newlines n ON n.newlineid = s.newlineid
       JOIN companies c ON c.companyid = n.companyid JOIN spec_statuses st ON st.id = s.statusid
      ORDER BY s.created DESC, s.psid DESC`,
    [...filterParams(filter), page.limit, page.offset],
  );
  return rows;
}

/** How many specs match the filter, on all pages. */
export async function countProducts(q: Queryable, filter: ProductFilter): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total ${FILTERED}`,
    filterParams(filter),
  );
  return rows[0]!.total;
}
