import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { isValidGln } from '../../lib/gs1.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import * as repo from './sites.repository.js';
import {
  INVALID_GLN,
  ORGANISATION_SITETYPE,
  SUPPLIER_SITETYPE,
  type SiteInput,
  type SiteType,
} from './sites.schemas.js';

/**
 * The rules of a site's fields, shared by /sites and /suppliers/{supplierid}/sites (docs/suppliers.md, "Sites"):
 * a GLN is checked (13 digits and its GS1 check digit), never taken on trust; a supplier's sites are 'site', the
 * organisation's 'dc', 'store' or 'office' (an office when none is said).
 */
export function checkGln(gln: string | null | undefined): void {
  if (typeof gln === 'string' && !isValidGln(gln)) throw new ValidationError(INVALID_GLN);
}

export function siteTypeOf(companyid: number, sitetype: SiteType | undefined): SiteType {
  if (companyid === ORGANISATION_ID) {
    if (sitetype === 'site') throw new ValidationError(ORGANISATION_SITETYPE);
    return sitetype ?? 'office';
  }
  if (sitetype !== undefined && sitetype !== 'site') throw new ValidationError(SUPPLIER_SITETYPE);
  return 'site';
}

async function checkFields(q: Queryable, fields: Partial<SiteInput>) {
  checkGln(fields.gln);
  await assertLookupIds(q, [{ field: 'countryid', table: 'countries', value: fields.countryid }]);
}

/**
 * Adds a site to an active company; undefined when there is no such company (`suppliersOnly`: the organisation
 * counts as none, for the supplier routes). A GLN already on an active site is refused by the database (409).
 */
export async function addSite(
  q: Queryable,
  companyid: number,
  site: SiteInput,
  suppliersOnly = false,
): Promise<number | undefined> {
  const sitetype = siteTypeOf(companyid, site.sitetype);
  await checkFields(q, site);
  return repo.insertSite(q, companyid, { ...site, sitetype }, suppliersOnly);
}

/**
 * Changes the given fields of an active site of `companyid` (its sites' rules); false when it is not one.
 * `fields` holds only SITE_COLUMNS names.
 */
export async function changeSite(
  q: Queryable,
  companyid: number,
  siteid: number,
  fields: Partial<SiteInput>,
): Promise<boolean> {
  if (fields.sitetype !== undefined) siteTypeOf(companyid, fields.sitetype);
  await checkFields(q, fields);
  return repo.updateSite(q, companyid, siteid, fields);
}

/** changeSite of a site named by its id alone: 404 when it is no active site of an active company. */
export async function changeSiteById(
  q: Queryable,
  siteid: number,
  fields: Partial<SiteInput>,
  notFound: string,
): Promise<void> {
  const site = await repo.activeSite(q, siteid);
  if (!site || !(await changeSite(q, site.companyid, siteid, fields))) throw new NotFound(notFound);
}
