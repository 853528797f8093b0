import { Type } from 'typebox';
import { Id } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';
import { siteFields, siteUpdateFields, type SiteInput } from '../sites/sites.schemas.js';

/**
 * A supplier site's writable fields: those of src/modules/sites (`sitename`, `address1..3`, `city`, `postcode`,
 * `countryid`, and the optional `gln` and `contactemail`), named as the supplier read's `sites` items. Its type is
 * always `site`.
 */
export const CreateSiteBody = component('SiteInput', Type.Object(siteFields));
export type CreateSiteBody = SiteInput;

export const SITE_FIELDS = Object.keys(siteFields) as (keyof SiteInput)[];

export const UpdateSiteBody = Type.Object(siteUpdateFields, {
  description: 'Any of these fields; others (is_default, active, sitetype, unknown ones) are ignored',
});
export type UpdateSiteBody = Partial<SiteInput>;

export const SiteParams = Type.Object({
  supplierid: Id('supplierid (the company id)'),
  siteid: Id('The site id (GET /suppliers/{supplierid}: supplier.sites)'),
});

export const SiteWritten = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  supplierid: Type.Integer(),
  siteid: Type.Integer(),
});
