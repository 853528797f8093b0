import { Type, type Static, type TSchema } from 'typebox';
import { forEach } from '../../lib/pick.js';
import { BulkRowProblems, bulkResponse } from '../../http/bulk.js';
import { CursorQuery, Page } from '../../http/paging.js';
import { Flag01, Id, NullableInt, NullableText, NullInt, NullStr, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const FLAGS = [
  'alcoholic',
  'cannedfish',
  'cbd',
  'chocolate',
  'coffee',
  'curedmeats',
  'freshfish',
  'freshfruit',
  'freshmeat',
  'honey',
  'jam',
  'oliveoil',
  'smokedfish',
  'supplements',
  'cheese',
  'fish',
] as const;
export type Flag = (typeof FLAGS)[number];

export const PRODUCTNAME_MAX = 75;
export const PRODUCTCODE_MAX = 12;

function flagProps<T extends TSchema>(schema: T) {
  return forEach(FLAGS, () => schema);
}

export const Newline = component(
  'Newline',
  Type.Object({
    newlineid: Type.Integer(),
    psid: NullInt('The product spec created with it'),
    companyid: Type.Integer(),
    productname: Type.String(),
    productcode: Type.String(),
    description: NullStr(),
    producttype: NullInt(),
    category: NullInt(),
    ...flagProps(Type.Integer()),
    mcs: NullInt(),
    buyer: NullInt(),
    buyercomments: NullStr(),
    lastupdated: Timestamp,
    created: Timestamp,
    isactive: Type.Integer({ description: '1 active, 0 deleted' }),
  }),
);
export type Newline = Static<typeof Newline>;

const optionalFields = {
  description: Type.Optional(NullableText(10000)),
  producttype: Type.Optional(NullableInt({ minimum: 1, description: 'An id of GET /lookups/product_types' })),
  category: Type.Optional(NullableInt({ minimum: 1, description: 'An id of GET /lookups/categories' })),
  ...flagProps(Type.Optional(Flag01)),
  mcs: Type.Optional(NullableInt()),
  buyer: Type.Optional(NullableInt({ minimum: 1, description: 'A user id' })),
  buyercomments: Type.Optional(NullableText(10000)),
};

// The order of `required` is the order in which a missing field is reported.
export const CreateNewlineBody = component(
  'NewlineInput',
  Type.Object({
    companyid: Id('The supplier (company) id'),
    siteid: Id('A site of that company'),
    productname: Type.String({ minLength: 1, maxLength: PRODUCTNAME_MAX }),
    productcode: Type.String({ minLength: 1, maxLength: PRODUCTCODE_MAX }),
    ...optionalFields,
  }),
);
export type CreateNewlineBody = Static<typeof CreateNewlineBody>;

export const UpdateNewlineBody = Type.Object(
  {
    companyid: Type.Optional(
      Id('Moving a newline to another company moves it to that company’s default site'),
    ),
    productname: Type.Optional(Type.String({ minLength: 1, maxLength: PRODUCTNAME_MAX })),
    productcode: Type.Optional(Type.String({ minLength: 1, maxLength: PRODUCTCODE_MAX })),
    ...optionalFields,
    isactive: Type.Optional(Flag01),
  },
  { description: 'Any of these fields; others are ignored' },
);
export type UpdateNewlineBody = Static<typeof UpdateNewlineBody>;
export const UPDATABLE_NEWLINE_FIELDS = Object.keys(
  UpdateNewlineBody.properties,
) as (keyof UpdateNewlineBody)[];

/** Validation messages that name the field in words a client can act on. */
export const NEWLINE_FIELD_MESSAGES: Record<string, string> = {
  ...forEach(FLAGS, (f) => `Invalid value for ${f}: must be 0 or 1`),
  isactive: 'Invalid value for isactive: must be 0 or 1',
  mcs: 'Invalid value for mcs: must be an integer or null',
  producttype: 'Invalid value for producttype: must be a product type id or null',
  category: 'Invalid value for category: must be a category id or null',
  buyer: 'Invalid value for buyer: must be a user id or null',
};

/**
 * The newline views under /products add the company's name and the technical user; `producttype` is the id as
 * text there, as the original route gave it.
 */
const { producttype: _producttype, ...newlineRead } = Newline.properties;
export const NewlineWithCompany = component(
  'NewlineWithCompany',
  Type.Object({
    ...newlineRead,
    producttype: NullStr('The product type id, as text'),
    companyname: Type.String(),
    technicaluser: NullStr(),
  }),
);
export type NewlineWithCompany = Static<typeof NewlineWithCompany>;

/** The summary GET /products/getNewline answers. */
export const NewlineSummary = component(
  'NewlineSummary',
  Type.Object({
    newlineid: Type.Integer(),
    companyname: Type.String(),
    technicaluser: NullStr(),
    companyid: Type.Integer(),
    buyer: NullInt(),
    mcs: NullInt(),
    active: Type.Integer(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type NewlineSummary = Static<typeof NewlineSummary>;

/** Path `{id}` of /newlines/{id}; named after its parameter (the /products views take `{newlineid}`). */
export const IdParams = Type.Object({ id: Id('newlineid') });
export const INVALID_ID = 'Invalid newline id: must be a positive integer';

/** createNewlineBulk: one result per row, in row order. */
export const BulkResult = component(
  'NewlineBulkResult',
  Type.Object({
    row: Type.Integer({ description: 'Position in the request, from 1' }),
    productname: NullStr(),
    status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
    newlineid: Type.Optional(Type.Integer()),
    psid: Type.Optional(Type.Integer()),
    message: Type.Optional(Type.String()),
    problems: BulkRowProblems,
  }),
);
export const BulkResponse = bulkResponse(BulkResult);

/** GET /newlines: filters and paging. */
export const ListNewlinesQuery = Type.Object({
  ...Page,
  ...CursorQuery,
  companyid: Type.Optional(Id('Only this supplier')),
  active: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 active only, 0 deleted only; omitted: both' }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the product name or code, any case' }),
  ),
});
export type ListNewlinesFilters = Omit<Static<typeof ListNewlinesQuery>, 'page' | 'limit'>;
