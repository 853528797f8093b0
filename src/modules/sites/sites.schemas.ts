import { Type, type Static } from 'typebox';
import { Page, Pagination } from '../../http/paging.js';
import { Flag01, Id, Nullable, NullInt, NullStr, PG_INT_MAX, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const tags = ['Sites'];
export const SITE_NOT_FOUND = 'Site not found';
export const SITE_GONE = 'Site not found or already inactive';
export const INVALID_GLN = 'Invalid GLN';
export const DUPLICATE_GLN = 'Invalid gln: another active site already has this GLN';
export const DEFAULT_SITE = 'The default site cannot be deactivated';
export const SUPPLIER_SITETYPE = "Invalid sitetype: a supplier's sites are of type 'site'";
export const ORGANISATION_SITETYPE =
  "Invalid sitetype: the organisation's sites are 'dc', 'store' or 'office'";

/** The unique index of migrations/0104_site_gln.sql, answered 409 (two writes may race: the database decides). */
export const GLN_MESSAGES = { unique: { sites_gln_active: DUPLICATE_GLN } };

export const SITE_TYPES = ['dc', 'store', 'office', 'site'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

const SiteTypeSchema = Type.Union(
  SITE_TYPES.map((t) => Type.Literal(t)),
  {
    description:
      "dc (distribution centre), store, office: the organisation's own places; site: a supplier's (plant, depot, farm)",
  },
);
/** A GLN field; `example`: each write's own, so that the OpenAPI examples sent in turn never collide (409). */
const GlnOf = (example: string) =>
  Nullable(
    Type.String({
      maxLength: 50,
      description: 'Global Location Number: 13 digits with a valid GS1 check digit; null clears it',
      examples: [example],
    }),
  );
const Gln = GlnOf('5012345000008');
const ContactEmail = Nullable(
  Type.String({
    format: 'email',
    maxLength: 254,
    description: 'Who is told when an incident reaches the site; null clears it',
  }),
);

/**
 * A site's writable fields, named as the supplier read's `sites` items: `sitename`, `address1..3`, `city`,
 * `postcode`, `countryid`, and the GS1 ones, `gln` and `contactemail` (optional). Lengths as the company's address.
 */
export const siteFields = {
  sitename: Type.String({ minLength: 1, maxLength: 200 }),
  address1: Type.String({ minLength: 1, maxLength: 200 }),
  address2: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  address3: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  postcode: Type.String({ minLength: 1, maxLength: 20 }),
  countryid: Id('An id of GET /lookups/countries'),
  gln: Type.Optional(Gln),
  contactemail: Type.Optional(ContactEmail),
};
/** The optional fields: absent on a create is null, absent on an update is left as it is. */
const OPTIONAL = new Set(['address2', 'address3', 'gln', 'contactemail', 'sitetype']);

export const SiteInput = Type.Object(siteFields);
export type SiteInput = Static<typeof SiteInput> & { sitetype?: SiteType };

/** Every column a site write may set, the type included: the only names the repository writes. */
export const SITE_COLUMNS = [...Object.keys(siteFields), 'sitetype'] as (keyof SiteInput)[];

/** A body of POST /sites: the site, its type, and whose it is. */
export const CreateSiteBody = component(
  'SiteCreate',
  Type.Object({
    companyid: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PG_INT_MAX,
        examples: [1],
        description:
          'The company whose site it is: 1 (the organisation, the default) or a supplier. ' +
          'The supplier scope sends none: its sites are its own company’s.',
      }),
    ),
    sitetype: Type.Optional(SiteTypeSchema),
    ...siteFields,
    gln: Type.Optional(GlnOf('5012345000022')),
  }),
);
export type CreateSiteBody = Static<typeof CreateSiteBody>;

/** Makes every field of an object of fields optional, keeping the nullable ones as they are. */
export function partialOf<T extends Record<string, import('typebox').TSchema>>(fields: T) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      OPTIONAL.has(name) ? schema : Type.Optional(schema),
    ]),
  ) as { [K in keyof T]: import('typebox').TOptional<T[K]> };
}

/** The update's fields, shared with PUT /suppliers/{supplierid}/sites/{siteid}. */
export const siteUpdateFields = { ...partialOf(siteFields), gln: Type.Optional(GlnOf('5012345000015')) };

export const UpdateSiteBody = Type.Object(
  { ...siteUpdateFields, sitetype: Type.Optional({ ...SiteTypeSchema, examples: ['site'] }) },
  { description: 'Any of these fields; others (companyid, is_default, active, unknown ones) are ignored' },
);
export type UpdateSiteBody = Partial<SiteInput>;

export const SiteIdParams = Type.Object({ siteid: Id('The site id') });

export const ListSitesQuery = Type.Object({
  ...Page,
  companyid: Type.Optional(Id('Only this company’s sites (1: the organisation’s own)')),
  sitetype: Type.Optional(SiteTypeSchema),
  gln: Type.Optional(Type.String({ maxLength: 50, description: 'The site with this GLN' })),
  active: Type.Optional(Flag01),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, city or postcode' })),
});
export type ListSitesQuery = Static<typeof ListSitesQuery>;

export const SiteRecord = component(
  'SiteRecord',
  Type.Object({
    siteid: Type.Integer(),
    companyid: Type.Integer(),
    companyname: Type.String(),
    sitename: Type.String(),
    address1: NullStr(),
    address2: NullStr(),
    address3: NullStr(),
    city: NullStr(),
    postcode: NullStr(),
    countryid: NullInt(),
    gln: NullStr('13 digits'),
    sitetype: SiteTypeSchema,
    contactemail: NullStr(),
    is_default: Type.Boolean(),
    active: Type.Integer(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type SiteRecord = Static<typeof SiteRecord>;

export const SiteList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(SiteRecord),
  pagination: Pagination,
});
