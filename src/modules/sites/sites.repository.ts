import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import type { PageAt } from '../../http/lists.js';
import { ownerQuery } from '../../http/scope.js';
import { SITE_COLUMNS, type SiteInput, type SiteRecord, type SiteType } from './sites.schemas.js';

/** An active company: the organisation or an active supplier. */
const ACTIVE_COMPANY = `SELECT 1 FROM companies WHERE companyid = $1 AND active = 1`;
const ACTIVE_SUPPLIER = `${ACTIVE_COMPANY} AND companyid <> ${ORGANISATION_ID}`;

const COLUMNS = `s.siteid, s.companyid, c.companyname, s.sitename, s.address1, s.address2, s.address3, s.city,
  s.postcode, s.countryid, s.gln, s.sitetype, s.contactemail, s.is_default, s.active,
  api_ts(s.created) AS created, api_ts(s.lastupdated) AS lastupdated`;
const FROM = 'FROM sites s JOIN companies c ON c.companyid = s.companyid';

/** The company of a site, for the supplier scope (http/scope.ts). */
export const siteOwner = ownerQuery('SELECT companyid FROM sites WHERE siteid = $1');

/** Whether `id` is an active supplier (not the organisation). */
export async function isActiveSupplier(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(ACTIVE_SUPPLIER, [id])).rows.length > 0;
}

/** The company and type of an active site of an active company; undefined when there is none. */
export async function activeSite(
  q: Queryable,
  siteid: number,
): Promise<{ companyid: number; sitetype: SiteType } | undefined> {
  const { rows } = await q.query<{ companyid: number; sitetype: SiteType }>(
    `SELECT s.companyid, s.sitetype FROM sites s JOIN companies c ON c.companyid = s.companyid
      WHERE s.siteid = $1 AND s.active = 1 AND c.active = 1`,
    [siteid],
  );
  return rows[0];
}

/**
 * Adds a (non-default) site to an active company; undefined when there is no such company. `suppliersOnly`: the
 * organisation does not count (the supplier routes, whose 404 names a supplier).
 */
export async function insertSite(
  q: Queryable,
  companyid: number,
  site: SiteInput & { sitetype: SiteType },
  suppliersOnly = false,
): Promise<number | undefined> {
  const values = SITE_COLUMNS.map((c) => site[c] ?? null);
  const { rows } = await q.write<{ siteid: number }>(
    `INSERT INTO sites (companyid, ${SITE_COLUMNS.join(', ')})
     SELECT $1, ${SITE_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}
      WHERE EXISTS (${suppliersOnly ? ACTIVE_SUPPLIER : ACTIVE_COMPANY})
     RETURNING siteid`,
    [companyid, ...values],
  );
  return rows[0]?.siteid;
}

/**
 * Changes the given fields of an active site of an active company (`fields` holds only SITE_COLUMNS names;
 * `companyid` the site's company, checked). False when the site is not that company's, or inactive.
 */
export async function updateSite(
  q: Queryable,
  companyid: number,
  siteid: number,
  fields: Partial<SiteInput>,
): Promise<boolean> {
  const entries = SITE_COLUMNS.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]] as const);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  const { rowCount } = await q.write(
    `UPDATE sites SET ${[...sets, 'lastupdated = now()'].join(', ')}
      WHERE siteid = $2 AND companyid = $1 AND active = 1 AND EXISTS (${ACTIVE_COMPANY})`,
    [companyid, siteid, ...entries.map(([, v]) => v)],
  );
  return rowCount > 0;
}

/**
 * Deactivates a site that is not the default one. 'done', or why not: 'default' (the default site stays while
 * its company does), 'missing' (not that active company's active site).
 */
export async function deactivateSite(
  q: Queryable,
  companyid: number,
  siteid: number,
): Promise<'done' | 'default' | 'missing'> {
  const { rowCount } = await q.write(
    `UPDATE sites SET active = 0, lastupdated = now()
      WHERE siteid = $2 AND companyid = $1 AND active = 1 AND NOT is_default AND EXISTS (${ACTIVE_COMPANY})`,
    [companyid, siteid],
  );
  if (rowCount > 0) return 'done';
  const { rows } = await q.query(
    `SELECT 1 FROM sites WHERE siteid = $2 AND companyid = $1 AND active = 1 AND is_default
        AND EXISTS (${ACTIVE_COMPANY})`,
    [companyid, siteid],
  );
  return rows.length > 0 ? 'default' : 'missing';
}

/** One site, active or not. */
export async function findSite(q: Queryable, siteid: number): Promise<SiteRecord | undefined> {
  const { rows } = await q.query<SiteRecord>(`SELECT ${COLUMNS} ${FROM} WHERE s.siteid = $1`, [siteid]);
  return rows[0];
}

export interface SiteFilter {
  companyid: number | null;
  sitetype: SiteType | null;
  gln: string | null;
  active: number;
  search: string | null;
}

const WHERE = `WHERE s.active = $1 AND ($2::int IS NULL OR s.companyid = $2) AND ($3::text IS NULL OR s.sitetype = $3)
  AND ($4::text IS NULL OR s.gln = $4)
  AND ($5::text IS NULL OR s.sitename ILIKE $5 OR s.city ILIKE $5 OR s.postcode ILIKE $5)`;
const params = (f: SiteFilter) => [f.active, f.companyid, f.sitetype, f.gln, f.search];

/** A page of sites: the organisation's first, then by company, name and id. */
export async function listSites(q: Queryable, f: SiteFilter, at: PageAt): Promise<SiteRecord[]> {
  const { rows } = await q.query<SiteRecord>(
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ORDER BY s.companyid <> ${ORGANISATION_ID}, c.companyname, s.sitename, s.siteid LIMIT $6 OFFSET $7`,
    [...params(f), at.limit, at.offset],
  );
  return rows;
}

export async function countSites(q: Queryable, f: SiteFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${WHERE}`, params(f));
  return rows[0]!.n;
}
