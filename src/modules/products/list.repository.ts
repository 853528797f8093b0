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

const LIST_COLUMNS = `SELECT s.psid, s.newlineid, n.productname, n.productcode, n.companyid, c.companyname, s.statusid,
            st.name AS statuslevel, s.version, n.category, s.isactive::int AS active,
            api_ts(s.created) AS created, api_ts(s.lastupdated) AS lastupdated,
            (extract(epoch FROM s.created) * 1000000)::bigint AS sort_key`;
const LIST_JOINS = `JOIN product_specs s ON s.psid = p.psid JOIN newlines n ON n.newlineid = s.newlineid
       JOIN companies c ON c.companyid = n.companyid JOIN spec_statuses st ON st.id = s.statusid
      ORDER BY s.created DESC, s.psid DESC`;
// By offset, or after a cursor's row (epoch microseconds, psid): two statements, so that the cursor's row
// comparison can start the index scan (product_specs_created) where the previous page ended.
const LIST_PAGE_SQL = `${LIST_COLUMNS}
       FROM (SELECT s.psid ${FILTERED} ORDER BY s.created DESC, s.psid DESC LIMIT $5 OFFSET $6) p ${LIST_JOINS}`;
const LIST_AFTER_SQL = `${LIST_COLUMNS}
       FROM (SELECT s.psid ${FILTERED}
                AND (s.created, s.psid) < (timestamptz 'epoch' + $6::bigint * interval '1 microsecond', $7::int)
              ORDER BY s.created DESC, s.psid DESC LIMIT $5) p ${LIST_JOINS}`;

/** One page of the specs matching the filter, newest first: `offset` rows in, or after the cursor's row. */
export async function listProducts(
  q: Queryable,
  filter: ProductFilter,
  page: { limit: number; offset: number; after?: { key: string; id: number } },
): Promise<(ProductListItem & { sort_key: number })[]> {
  const { rows } = page.after
    ? await q.query<ProductListItem & { sort_key: number }>(LIST_AFTER_SQL, [
        ...filterParams(filter),
        page.limit,
        page.after.key,
        page.after.id,
      ])
    : await q.query<ProductListItem & { sort_key: number }>(LIST_PAGE_SQL, [
        ...filterParams(filter),
        page.limit,
        page.offset,
      ]);
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
