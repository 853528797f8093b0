import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import type { ListQuery, SupplierListItem, SupplierRecord } from './suppliers.schemas.js';
import { UPDATABLE_FIELDS } from './suppliers.schemas.js';
import { searchPattern } from '../../http/paging.js';
import { sortSql, type Sort, type SortColumn, type SortedAfter } from '../../http/sorting.js';

const COMPANY_COLUMNS = `companyid AS supplierid, vendorcode, companyname, address1, address2, address3, city,
  postcode, countryid, technicalcontactname, technicalcontactemail, technicalmobileno, commercialcontactname,
  commercialcontactemail, commercialmobileno, suppliertypeid, riskid, comments, enabled, active,
  api_ts(created) AS created, api_ts(lastupdated) AS lastupdated`;

/** The supplier with its sites, SAQ and users, in one round trip (JSON built by the database). */
export async function findSupplier(q: Queryable, id: number): Promise<SupplierRecord | undefined> {
  const { rows } = await q.query<SupplierRecord>(
    `SELECT ${COMPANY_COLUMNS},
       COALESCE((SELECT json_agg(json_build_object(
                   'siteid', s.siteid, 'sitename', s.sitename, 'address1', s.address1, 'address2', s.address2,
                   'address3', s.address3, 'city', s.city, 'postcode', s.postcode, 'countryid', s.countryid,
                   'gln', s.gln, 'sitetype', s.sitetype, 'contactemail', s.contactemail,
                   'is_default', s.is_default, 'active', s.active, 'created', api_ts(s.created),
                   'lastupdated', api_ts(s.lastupdated)) ORDER BY s.is_default DESC, s.siteid)
                   FROM sites s WHERE s.companyid = c.companyid), '[]'::json) AS sites,
       (SELECT json_build_object('saqid', q.saqid, 'status', q.status, 'created', api_ts(q.created),
                                 'lastupdated', api_ts(q.lastupdated))
          FROM saqs q WHERE q.companyid = c.companyid ORDER BY q.saqid DESC LIMIT 1) AS saq,
       (SELECT a.status FROM supplier_approvals a WHERE a.companyid = c.companyid) AS approvalstatus,
       COALESCE((SELECT json_agg(json_build_object(
                   'userid', u.userid, 'emailaddress', u.emailaddress, 'firstname', u.firstname,
                   'lastname', u.lastname, 'mobileno', u.mobileno, 'departmentid', u.departmentid,
                   'accesslevelid', u.accesslevelid, 'active', u.active, 'logincount', u.logincount,
                   'lastloggedin', api_ts(u.lastloggedin), 'created', api_ts(u.created),
                   'temporary_password', u.password_hash LIKE 'sha256$%',
                   'welcome_email', (SELECT o.status FROM supplier_outbox o WHERE o.userid = u.userid
                                      ORDER BY o.id DESC LIMIT 1)) ORDER BY u.userid)
                   FROM users u WHERE u.companyid = c.companyid), '[]'::json) AS portal_users
       FROM companies c WHERE c.companyid = $1 AND c.companyid <> ${ORGANISATION_ID}`,
    [id],
  );
  return rows[0];
}

/**
 * Updates an active supplier's columns; `fields` holds API names, mapped to columns through the fixed list.
 * Returns undefined when there is no such active supplier.
 */
export async function updateSupplier(
  q: Queryable,
  id: number,
  fields: Record<string, unknown>,
): Promise<{ vendorcode: string; companyname: string } | undefined> {
  const entries = UPDATABLE_FIELDS.filter((f) => fields[f.name] !== undefined).map(
    (f) => [f.column!, fields[f.name]] as const,
  );
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const { rows } = await q.write<{ vendorcode: string; companyname: string }>(
    `UPDATE companies SET ${sets.join(', ')}, lastupdated = now()
      WHERE companyid = $1 AND active = 1 AND companyid <> ${ORGANISATION_ID}
      RETURNING vendorcode, companyname`,
    [id, ...entries.map(([, v]) => v)],
  );
  return rows[0];
}

/**
 * Soft delete: the company, its sites and its users become inactive; a welcome email not yet sent is
 * cancelled (and its temporary password erased). False when there is no such active supplier.
 */
export async function deactivateSupplier(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.write(
    `UPDATE companies SET active = 0, lastupdated = now()
      WHERE companyid = $1 AND active = 1 AND companyid <> ${ORGANISATION_ID}`,
    [id],
  );
  if (rowCount === 0) return false;
  await q.write('UPDATE sites SET active = 0, lastupdated = now() WHERE companyid = $1 AND active = 1', [id]);
  await q.write('UPDATE users SET active = 0, lastupdated = now() WHERE companyid = $1 AND active = 1', [id]);
  await q.write(
    `UPDATE supplier_outbox SET status = 'cancelled', temp_password = NULL, locked_until = NULL
      WHERE companyid = $1 AND status = 'pending'`,
    [id],
  );
  return true;
}

export type SupplierFilters = Pick<ListQuery, 'search' | 'active' | 'country' | 'risk'> & { only?: number };

/** The WHERE clause of the filters, its parameters bound from $1, and `add` for more conditions. */
function supplierWhere(filters: SupplierFilters) {
  const where = [`companyid <> ${ORGANISATION_ID}`];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const like = searchPattern(filters.search)?.toLowerCase();
  if (like) add((p) => `(search_name LIKE ${p} OR search_code LIKE ${p})`, like);
  if (filters.active !== undefined) add((p) => `active = ${p}`, filters.active);
  if (filters.country !== undefined) add((p) => `countryid = ${p}`, filters.country);
  if (filters.risk !== undefined) add((p) => `riskid = ${p}`, filters.risk);
  if (filters.only !== undefined) add((p) => `companyid = ${p}`, filters.only);
  return { where, params, add };
}

/** The columns `sort` may name (GET /suppliers?sort=), each never null: the country and risk by their names. */
export const SUPPLIER_SORTS = {
  vendorcode: { expr: 'lower(vendorcode)', type: 'text' },
  companyname: { expr: 'lower(companyname)', type: 'text' },
  city: { expr: "COALESCE(lower(city), '')", type: 'text' },
  country: {
    expr: "COALESCE((SELECT lower(k.name) FROM countries k WHERE k.id = companies.countryid), '')",
    type: 'text',
  },
  // Low, Medium, High: the risk levels' ids are in that order.
  risk: { expr: 'COALESCE(riskid, 0)', type: 'int' },
  active: { expr: 'active', type: 'int' },
  created: { expr: '(extract(epoch FROM created) * 1000000)::bigint', type: 'int' },
} as const satisfies Record<string, SortColumn>;

const LIST_COLUMNS = `companyid AS supplierid, vendorcode, companyname, city, postcode, countryid, suppliertypeid,
            riskid, active, api_ts(created) AS created, api_ts(lastupdated) AS lastupdated`;

/**
 * One page of suppliers in supplierid order, filtered. `afterId` (keyset, from a cursor) takes precedence
 * over `offset`.
 */
export async function listSuppliers(
  q: Queryable,
  filters: SupplierFilters,
  page: { limit: number; offset: number; after?: number },
): Promise<SupplierListItem[]> {
  const { where, params, add } = supplierWhere(filters);
  if (page.after !== undefined) add((p) => `companyid > ${p}`, page.after);
  params.push(page.limit, page.after !== undefined ? 0 : page.offset);
  const { rows } = await q.query<SupplierListItem>(
    `SELECT ${LIST_COLUMNS}
       FROM companies WHERE ${where.join(' AND ')}
      ORDER BY companyid LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows;
}

/** One page of suppliers in the order `sort` names (then by id), `offset` rows in or after a cursor's row. */
export async function listSortedSuppliers(
  q: Queryable,
  filters: SupplierFilters,
  sort: Sort,
  page: { limit: number; offset: number; after?: SortedAfter },
): Promise<(SupplierListItem & { sort_key: string })[]> {
  const { where, params } = supplierWhere(filters);
  const sql = sortSql(sort, 'companyid');
  const after = page.after;
  if (after !== undefined) {
    params.push(after.key, after.id);
    where.push(sql.after(`$${params.length - 1}`, `$${params.length}`));
  }
  params.push(page.limit, after !== undefined ? 0 : page.offset);
  const { rows } = await q.query<SupplierListItem & { sort_key: string }>(
    `SELECT ${LIST_COLUMNS}, ${sql.key} AS sort_key
       FROM companies WHERE ${where.join(' AND ')}
      ORDER BY ${sql.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows;
}

/** How many suppliers match the filters, on all pages. */
export async function countSuppliers(q: Queryable, filters: SupplierFilters): Promise<number> {
  const { where, params } = supplierWhere(filters);
  const { rows } = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM companies WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows[0]!.total;
}
