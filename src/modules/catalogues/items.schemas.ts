import { Type, type Static } from 'typebox';
import { Page, Pagination } from '../../http/paging.js';
import { Id, NullableText, NullableTimestamp, NullInt, NullStr, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const ITEM_NOT_FOUND = 'Catalogue item not found';
export const INVALID_GTIN = 'Invalid GTIN';
export const DUPLICATE_ITEM =
  'This GTIN is already listed for this target market in the wholesaler’s catalogue';
export const SPEC_NOT_FOUND = 'Product spec not found or inactive';

/** Where a publication stands: its delivery, then the wholesaler's confirmation. */
export const PUBLICATION_STATUSES = [
  'pending',
  'delivered',
  'failed',
  'ACCEPTED',
  'REVIEW',
  'SYNCHRONISED',
  'REJECTED',
] as const;

export const CreateItemBody = Type.Object({
  psid: Id('The product spec listed'),
  gtin: Type.String({
    maxLength: 50,
    description: 'GTIN-8, -12, -13 or -14 with a valid check digit; stored and shown as 14 digits',
  }),
  targetmarket: Id('An ISO 3166-1 numeric country id of GET /lookups/countries'),
  itemcode: Type.Optional(NullableText(50, { description: 'The wholesaler’s own code for the item' })),
  autopublish: Type.Optional(
    Type.Boolean({ description: 'Publish each newly approved version automatically (default false)' }),
  ),
});
export type CreateItemBody = Static<typeof CreateItemBody>;

export const UpdateItemBody = Type.Object(
  {
    itemcode: Type.Optional(NullableText(50)),
    autopublish: Type.Optional(Type.Boolean()),
  },
  { description: 'itemcode and autopublish; gtin and target market identify the item and never change' },
);
export type UpdateItemBody = Static<typeof UpdateItemBody>;

export const ItemParams = Type.Object({ itemid: Id() });
export const PsidParams = Type.Object({ psid: Id() });
export const WholesalerItemsParams = Type.Object({ id: Id() });

export const ListItemsQuery = Type.Object({
  ...Page,
  stale: Type.Optional(Type.Boolean({ description: 'true: only items behind the latest approved version' })),
  status: Type.Optional(
    Type.String({ enum: [...PUBLICATION_STATUSES], description: 'The state of the item’s last publication' }),
  ),
});

export const CatalogueItem = component(
  'CatalogueItem',
  Type.Object({
    itemid: Type.Integer(),
    wholesalerid: Type.Integer(),
    wholesalername: Type.String(),
    gln: Type.String({ description: 'The wholesaler’s GLN' }),
    psid: Type.Integer(),
    productname: Type.String(),
    gtin: Type.String({ description: '14 digits' }),
    targetmarket: Type.Integer(),
    itemcode: NullStr(),
    autopublish: Type.Boolean(),
    active: Type.Integer({ description: '0 once withdrawn' }),
    publishedversion: NullInt('The spec version last published to it (ADD or CHANGE)'),
    latestversion: NullInt('The spec’s latest approved version'),
    stale: Type.Boolean({ description: 'Active, and not published the latest approved version' }),
    status: NullStr('The state of its last publication; null before the first'),
    onhold: Type.Boolean({
      description: 'Held by an open recall or withdrawal on its GTIN: must not be sold (docs/incidents.md)',
    }),
    lastconfirmedat: NullableTimestamp,
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type CatalogueItem = Static<typeof CatalogueItem>;

export const ItemList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(CatalogueItem),
  pagination: Pagination,
});
