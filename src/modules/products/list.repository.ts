import type { Queryable } from '../../db/index.js';
import { sortSql, type Sort, type SortColumn, type SortedAfter } from '../../http/sorting.js';
import type { ListProductsQuery, ProductListItem } from './list.schemas.js';

/** The list's filters (absent: any); `search` as an ILIKE pattern (see searchPattern), or null. */
export type ProductFilter = Pick<ListProductsQuery, 'companyid' | 'statusid' | 'active'> & {
  search: string | null;
  /** GTIN-14 (issue 37: an EPCIS event's product class named as our spec), or null. */
  gtin?: string | null;
};

const WHERE = `WHERE ($1::int IS NULL OR n.companyid = $1) AND ($2::int IS NULL OR s.statusid = $2)
    AND ($3::int IS NULL OR s.isactive = $3)
    AND ($4::text IS NULL OR n.productname ILIKE $4 OR n.productcode ILIKE $4)
    AND ($5::text IS NULL OR s.gtin = $5)`;
const FILTERED = `FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
  ${WHERE}`;
// A sorted page reads its sort key from the company and status too.
const SORTED_FROM = `FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
       JOIN companies c ON c.companyid = n.companyid JOIN spec_statuses st ON st.id = s.statusid
  ${WHERE}`;

const filterParams = (f: ProductFilter) => [
  f.companyid ?? null,
  f.statusid ?? null,
  f.active ?? null,
  f.search,
  f.gtin ?? null,
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
       FROM (SELECT s.psid ${FILTERED} ORDER BY s.created DESC, s.psid DESC LIMIT $6 OFFSET $7) p ${LIST_JOINS}`;
const LIST_AFTER_SQL = `${LIST_COLUMNS}
       FROM (SELECT s.psid ${FILTERED}
                AND (s.created, s.psid) < (timestamptz 'epoch' + $7::bigint * interval '1 microsecond', $8::int)
              ORDER BY s.created DESC, s.psid DESC LIMIT $6) p ${LIST_JOINS}`;

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

/** The columns `sort` may name (GET /products?sort=), each never null. */
export const PRODUCT_SORTS = {
  productname: { expr: 'lower(n.productname)', type: 'text' },
  productcode: { expr: 'lower(n.productcode)', type: 'text' },
  companyname: { expr: 'lower(c.companyname)', type: 'text' },
  // The spec statuses' ids follow the workflow (New … Approved).
  statusid: { expr: 's.statusid', type: 'int' },
  version: { expr: 's.version', type: 'int' },
  created: { expr: '(extract(epoch FROM s.created) * 1000000)::bigint', type: 'int' },
  lastupdated: { expr: '(extract(epoch FROM s.lastupdated) * 1000000)::bigint', type: 'int' },
} as const satisfies Record<string, SortColumn>;

/** One page of the specs matching the filter in the order `sort` names, then by psid. */
export async function listSortedProducts(
  q: Queryable,
  filter: ProductFilter,
  sort: Sort,
  page: { limit: number; offset: number; after?: SortedAfter },
): Promise<(ProductListItem & { sort_key: string })[]> {
  const sql = sortSql(sort, 's.psid');
  const params: unknown[] = [...filterParams(filter), page.limit, page.after ? 0 : page.offset];
  let after = '';
  if (page.after) {
    params.push(page.after.key, page.after.id);
    after = ` AND ${sql.after('$8', '$9')}`;
  }
  const { rows } = await q.query<ProductListItem & { sort_key: string }>(
    `SELECT s.psid, s.newlineid, n.productname, n.productcode, n.companyid, c.companyname, s.statusid,
            st.name AS statuslevel, s.version, n.category, s.isactive::int AS active,
            api_ts(s.created) AS created, api_ts(s.lastupdated) AS lastupdated, ${sql.key} AS sort_key
       ${SORTED_FROM}${after}
      ORDER BY ${sql.orderBy} LIMIT $6 OFFSET $7`,
    params,
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
