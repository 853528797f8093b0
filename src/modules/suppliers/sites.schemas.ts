import { Type, type Static } from 'typebox';
import { Id, Nullable } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

/**
 * A site's writable fields, named as the supplier read's `sites` items (not as the creation's company fields):
 * `sitename`, `address1..3`, `city`, `postcode`, `countryid`. Lengths as the company's address fields.
 */
const siteFields = {
  sitename: Type.String({ minLength: 1, maxLength: 200 }),
  address1: Type.String({ minLength: 1, maxLength: 200 }),
  address2: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  address3: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  postcode: Type.String({ minLength: 1, maxLength: 20 }),
  countryid: Id('An id of GET /lookups/countries'),
};

export const CreateSiteBody = component('SiteInput', Type.Object(siteFields));
export type CreateSiteBody = Static<typeof CreateSiteBody>;

export const SITE_FIELDS = Object.keys(siteFields) as (keyof CreateSiteBody)[];

export const UpdateSiteBody = Type.Object(
  Object.fromEntries(
    Object.entries(siteFields).map(([name, schema]) => [
      name,
      name === 'address2' || name === 'address3' ? schema : Type.Optional(schema),
    ]),
  ),
  { description: 'Any of these fields; others (is_default, active, unknown ones) are ignored' },
);
export type UpdateSiteBody = Partial<CreateSiteBody>;

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
