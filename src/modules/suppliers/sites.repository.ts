import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { SITE_FIELDS, type CreateSiteBody, type UpdateSiteBody } from './sites.schemas.js';

const ACTIVE_SUPPLIER = `SELECT 1 FROM companies WHERE companyid = $1 AND active = 1 AND companyid <> ${ORGANISATION_ID}`;

/** Whether `id` is an active supplier (not the organisation). */
export async function isActiveSupplier(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(ACTIVE_SUPPLIER, [id])).rows.length > 0;
}

/** Adds a (non-default) site to an active supplier; undefined when there is no such active supplier. */
export async function insertSite(
  q: Queryable,
  supplierid: number,
  site: CreateSiteBody,
): Promise<number | undefined> {
  const { rows } = await q.write<{ siteid: number }>(
    `INSERT INTO sites (companyid, sitename, address1, address2, address3, city, postcode, countryid)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (${ACTIVE_SUPPLIER})
     RETURNING siteid`,
    [
      supplierid,
      site.sitename,
      site.address1,
      site.address2 ?? null,
      site.address3 ?? null,
      site.city,
      site.postcode,
      site.countryid,
    ],
  );
  return rows[0]?.siteid;
}

/**
 * Changes the given fields of an active site of an active supplier (`fields` holds only SITE_FIELDS names).
 * False when the site is not that supplier's, or inactive.
 */
export async function updateSite(
  q: Queryable,
  supplierid: number,
  siteid: number,
  fields: UpdateSiteBody,
): Promise<boolean> {
  const entries = SITE_FIELDS.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]] as const);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  const { rowCount } = await q.write(
    `UPDATE sites SET ${sets.join(', ')}, lastupdated = now()
      WHERE siteid = $2 AND companyid = $1 AND active = 1 AND EXISTS (${ACTIVE_SUPPLIER})`,
    [supplierid, siteid, ...entries.map(([, v]) => v)],
  );
  return rowCount > 0;
}

/**
 * Deactivates a site that is not the default one. 'done', or why not: 'default' (the default site stays while
 * its supplier does), 'missing' (not that active supplier's active site).
 */
export async function deactivateSite(
  q: Queryable,
  supplierid: number,
  siteid: number,
): Promise<'done' | 'default' | 'missing'> {
  const { rowCount } = await q.write(
    `UPDATE sites SET active = 0, lastupdated = now()
      WHERE siteid = $2 AND companyid = $1 AND active = 1 AND NOT is_default AND EXISTS (${ACTIVE_SUPPLIER})`,
    [supplierid, siteid],
  );
  if (rowCount > 0) return 'done';
  const { rows } = await q.query(
    `SELECT 1 FROM sites WHERE siteid = $2 AND companyid = $1 AND active = 1 AND is_default
        AND EXISTS (${ACTIVE_SUPPLIER})`,
    [supplierid, siteid],
  );
  return rows.length > 0 ? 'default' : 'missing';
}
