import { Type, type Static, type TSchema } from 'typebox';
import { forEach } from '../../lib/pick.js';
import {
  Flag01,
  Id,
  Nullable,
  NullableInt,
  NullableText,
  NullBool,
  NullInt,
  NullNum,
  NullStr,
  PG_INT_MAX,
  Timestamp,
  Words,
} from '../../http/schemas.js';
import {
  FLAGS,
  NEWLINE_FIELD_MESSAGES,
  PRODUCTCODE_MAX,
  PRODUCTNAME_MAX,
} from '../newlines/newlines.schemas.js';
import { component } from '../../http/openapi.js';
import { NUTRISCORE_CATEGORIES } from '../../lib/label/nutriscore.js';

const Text = (maxLength = 10000) => Type.Optional(NullableText(maxLength));
const DateIn = Type.Optional(
  NullableText(40, {
    description: 'YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] (UTC) or ISO 8601 with a zone; null clears it',
  }),
);
const Int01 = Type.Optional(Flag01);

/** The Nutri-Score's and front of pack's inputs of a spec (migration 0115): null clears, absent from answers when null. */
const LABEL_FIELDS = {
  nutriscorecategory: Type.Optional(
    Nullable(Words(NUTRISCORE_CATEGORIES, 'The Nutri-Score’s category (docs/label.md); null clears it')),
  ),
  fruitvegpulsespct: Type.Optional(
    Type.Unsafe<string | number | null>({
      type: ['string', 'number', 'null'],
      maxLength: 20,
      pattern: '^(100(\\.0{1,4})?|[0-9]{1,2}(\\.[0-9]{1,4})?)$',
      minimum: 0,
      maximum: 100,
      description: 'Fruit, vegetables and pulses, % of the food: 0 to 100 (number or text), kept to 4 places',
    }),
  ),
  nonnutritivesweeteners: Type.Optional(
    Nullable(Type.Boolean({ description: 'Contains non-nutritive sweeteners (Nutri-Score, beverages)' })),
  ),
  isdrink: Type.Optional(
    Nullable(Type.Boolean({ description: 'A drink: front-of-pack colours per 100 ml (docs/label.md)' })),
  ),
};
/** LABEL_FIELDS as answered: only when set. */
const LABEL_READ = {
  nutriscorecategory: Type.Optional(Words(NUTRISCORE_CATEGORIES, 'Absent when not set (an extension)')),
  fruitvegpulsespct: Type.Optional(Type.Number({ description: 'Absent when not set (an extension)' })),
  nonnutritivesweeteners: Type.Optional(Type.Boolean({ description: 'Absent when not set (an extension)' })),
  isdrink: Type.Optional(Type.Boolean({ description: 'Absent when not set (an extension)' })),
};
export const LABEL_FIELD_NAMES = Object.keys(LABEL_FIELDS);

/** Columns of product_specs: field name = column name. */
export const SPEC_FIELDS = {
  productdescription: Text(),
  version: Type.Optional(Type.Integer({ minimum: 0, maximum: PG_INT_MAX })),
  fopdescription: Text(),
  bopdescription: Text(),
  preparation_instuctions: Text(),
  weight: Text(100),
  uom: Type.Optional(NullableInt({ minimum: 1, description: 'An id of GET /lookups/uoms' })),
  countryid: Type.Optional(NullableInt({ minimum: 1, description: 'An id of GET /lookups/countries' })),
  launchdate: DateIn,
  submissiondate: DateIn,
  totallife: Text(100),
  shelflife: Text(100),
  minlife: Text(100),
  supportingdocumentation: Text(),
  suppliercomments: Text(),
  readytoeat: Type.Optional(Type.Boolean()),
  comments: Text(),
  statusid: Type.Optional(Id('An id of GET /lookups/spec_statuses')),
  submitted: Type.Optional(Type.Integer({ minimum: 0, maximum: PG_INT_MAX })),
  supplierdeclarationname: Text(200),
  supplierdeclarationtitle: Text(200),
  supplierdeclarationdate: DateIn,
  buyingsignoffcomments: Text(),
  buyingsignoffname: Text(200),
  buyingsignofftitle: Text(200),
  buyingsignoffdate: DateIn,
  technicalsignoffcomments: Text(),
  technicalsignoffname: Text(200),
  technicalsignofftitle: Text(200),
  technicalsignoffdate: DateIn,
  // Catalogue fields of the getProduct read shape (an extension: the spec shows them only when read).
  brand: Text(200),
  model: Text(200),
  sku: Text(100),
  price: Type.Optional(
    Type.Unsafe<string | number | null>({
      type: ['string', 'number', 'null'],
      // Text as numeric(14, 4) reads it; a number within the same bounds.
      pattern: '^[0-9]{1,10}(\\.[0-9]+)?$',
      maxLength: 40,
      minimum: 0,
      exclusiveMaximum: 10000000000,
      description: 'A non-negative decimal (number or text), kept to 4 places',
    }),
  ),
  currency: Text(3),
  instock: Type.Optional(NullBool()),
  stocklevel: Type.Optional(NullableInt()),
  dimensions: Text(200),
  // The link between an EPCIS event's product class and this spec (docs/products.md, "GTIN"): an extension.
  gtin: Type.Optional(
    NullableText(50, {
      description:
        'GTIN-8, -12, -13 or -14 with a valid GS1 check digit, stored and read back as 14 digits; null clears it',
    }),
  ),
  // The label's own inputs (docs/products.md, "Label inputs"): content, an extension as gtin is.
  ...LABEL_FIELDS,
};
export const DATE_FIELDS = [
  'launchdate',
  'submissiondate',
  'supplierdeclarationdate',
  'buyingsignoffdate',
  'technicalsignoffdate',
] as const;

/** Columns of newlines. */
export const PRODUCT_FIELDS = {
  productname: Type.Optional(Type.String({ minLength: 1, maxLength: PRODUCTNAME_MAX })),
  productcode: Type.Optional(Type.String({ minLength: 1, maxLength: PRODUCTCODE_MAX })),
  description: Text(),
  producttype: Type.Optional(NullableInt({ minimum: 1, description: 'An id of GET /lookups/product_types' })),
  category: Type.Optional(NullableInt({ minimum: 1, description: 'An id of GET /lookups/categories' })),
  buyer: Type.Optional(NullableInt({ minimum: 1, description: 'A user id (text of digits accepted)' })),
  buyercomments: Text(),
};

/** Fields of the spec's company (companies row): API name → column. */
export const COMPANY_COLUMNS: Record<string, string> = {
  vendorcode: 'vendorcode',
  companyname: 'companyname',
  address1: 'address1',
  address2: 'address2',
  address3: 'address3',
  city: 'city',
  postcode: 'postcode',
  companycountryid: 'countryid',
  technicalcontactname: 'technicalcontactname',
  technicalcontactemail: 'technicalcontactemail',
  technicalmobileno: 'technicalmobileno',
  commercialcontactname: 'commercialcontactname',
  commercialcontactemail: 'commercialcontactemail',
  commercialmobileno: 'commercialmobileno',
  suppliertype: 'suppliertypeid',
  companycomments: 'comments',
  enabled: 'enabled',
  active: 'active',
};
const Email = Type.Optional(NullableText(254, { format: 'email' }));
export const COMPANY_FIELDS = {
  vendorcode: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  companyname: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  address1: Text(200),
  address2: Text(200),
  address3: Text(200),
  city: Text(100),
  postcode: Text(20),
  companycountryid: Type.Optional(
    NullableInt({ minimum: 1, description: 'An id of GET /lookups/countries' }),
  ),
  technicalcontactname: Text(200),
  technicalcontactemail: Email,
  technicalmobileno: Text(50),
  commercialcontactname: Text(200),
  commercialcontactemail: Email,
  commercialmobileno: Text(50),
  suppliertype: Type.Optional(
    NullableInt({ minimum: 1, description: 'An id of GET /lookups/supplier_types' }),
  ),
  companycomments: Text(),
  enabled: Int01,
  active: Int01,
};

export const UpdateProductBody = Type.Object(
  { ...SPEC_FIELDS, ...PRODUCT_FIELDS, ...COMPANY_FIELDS },
  { description: 'Any of these fields; each is written to the record it belongs to. Others are ignored.' },
);
export type UpdateProductBody = Static<typeof UpdateProductBody>;

export const PhpDate = Nullable(
  Type.Object({
    date: Type.String({ description: 'YYYY-MM-DD HH:MM:SS.uuuuuu' }),
    timezone_type: Type.Literal(3),
    timezone: Type.Literal('UTC'),
  }),
);

/** The schema of each response field, from the input schema (dates become PHP date objects). */
function readSchema(input: TSchema, name: string): TSchema {
  if ((DATE_FIELDS as readonly string[]).includes(name)) return PhpDate;
  const s = input as { type?: unknown; anyOf?: { type?: string }[] };
  const types = Array.isArray(s.type) ? s.type : s.anyOf ? s.anyOf.map((b) => b.type) : [s.type];
  const base = types.find((x) => x !== 'null') as string;
  if (name === 'price') return NullNum();
  return base === 'integer' ? NullInt() : base === 'boolean' ? NullBool() : NullStr();
}
const readFields = (fields: Record<string, TSchema>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, readSchema(v, k)]));

export const SpecRow = Type.Object({
  psid: Type.Integer(),
  newlineid: Type.Integer(),
  companyid: Type.Integer(),
  siteid: Type.Integer(),
  userid: NullInt(),
  isactive: Type.Integer(),
  ...readFields(SPEC_FIELDS),
  gtin: Type.Optional(
    Type.String({ description: 'The spec’s GTIN as 14 digits; absent when it has none (an extension)' }),
  ),
  ...LABEL_READ,
  ...readFields(PRODUCT_FIELDS),
  ...readFields(COMPANY_FIELDS),
  ...forEach(FLAGS, () => Type.Integer()),
  mcs: NullInt(),
  lastupdated: PhpDate,
  created: PhpDate,
  copysupplierdeclarationdate: PhpDate,
  copytechnicalsignoffdate: PhpDate,
  statuslevel: Type.String(),
});

export const Product = component(
  'Product',
  Type.Object({
    psid: Type.Integer(),
    productname: Type.String(),
    category: NullInt(),
    brand: NullStr(),
    model: NullStr(),
    sku: NullStr(),
    description: NullStr(),
    price: NullNum(),
    currency: NullStr(),
    instock: NullBool(),
    stocklevel: NullInt(),
    weight: NullNum('The spec’s weight when it is a plain number, else null'),
    dimensions: NullStr(),
    created: Timestamp,
    lastupdated: Timestamp,
    active: Type.Integer(),
  }),
);
export type Product = Static<typeof Product>;

export type SpecRow = Static<typeof SpecRow>;

export const UpdatedProduct = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: SpecRow,
  accordionHeader: Type.Literal(1),
});

/** Path `{psid}` of the spec, allergen and nutrition routes. */
export const PsidParams = Type.Object({ psid: Id('psid') });
export const INVALID_PSID = 'Invalid psid: must be a positive integer';

export const PRODUCT_FIELD_MESSAGES: Record<string, string> = {
  ...NEWLINE_FIELD_MESSAGES,
  uom: 'Invalid value for uom: must be a unit of measure id or null',
  countryid: 'Invalid value for countryid: must be a country id or null',
  companycountryid: 'Invalid value for companycountryid: must be a country id or null',
  suppliertype: 'Invalid value for suppliertype: must be a supplier type id or null',
  stocklevel: 'Invalid value for stocklevel: must be an integer or null',
  price: 'Invalid value for price: must be a non-negative decimal number',
  nutriscorecategory: `Invalid value for nutriscorecategory: must be one of ${NUTRISCORE_CATEGORIES.join(', ')} or null`,
  fruitvegpulsespct:
    'Invalid value for fruitvegpulsespct: must be a number from 0 to 100 (4 decimals at most) or null',
  nonnutritivesweeteners: 'Invalid value for nonnutritivesweeteners: must be true, false or null',
  isdrink: 'Invalid value for isdrink: must be true, false or null',
  enabled: 'Invalid value for enabled: must be 0 or 1',
  active: 'Invalid value for active: must be 0 or 1',
};

export const INVALID_GTIN = 'Invalid GTIN';
/** The 409 of updateProduct when another active spec has the GTIN (migrations/0105_spec_gtin.sql). */
export const GTIN_TAKEN = 'Invalid gtin: another active spec already has this GTIN';

/** The 409 of updateProduct when the vendor code is another company's (the UNIQUE of companies.vendorcode). */
export const VENDORCODE_TAKEN = 'Invalid vendorcode: it is already in use by another supplier';
