import { Type, type Static } from 'typebox';
import { CursorPagination, CursorQuery, Page } from '../../http/paging.js';
import { SortedCursorQuery, SortQuery } from '../../http/sorting.js';
import { Id, NullInt, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const ListProductsQuery = Type.Object({
  ...Page,
  ...CursorQuery,
  companyid: Type.Optional(Id('Only this supplier')),
  statusid: Type.Optional(Id('An id of GET /lookups/spec_statuses')),
  active: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 active only, 0 inactive only; omitted: both' }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the product name or code, any case' }),
  ),
  gtin: Type.Optional(
    Type.String({
      maxLength: 14,
      pattern: '^([0-9]{8}|[0-9]{12,14})$',
      description: 'Only the spec with this GTIN (8, 12, 13 or 14 digits; compared as 14)',
    }),
  ),
  // Additive (docs/products.md): without it, newest first as before.
  sort: SortQuery(
    ['productname', 'productcode', 'companyname', 'statusid', 'version', 'created', 'lastupdated'],
    'Sort by this column (text any case; statusid in the workflow’s order).',
  ),
  ...SortedCursorQuery,
});
export type ListProductsQuery = Static<typeof ListProductsQuery>;

export const ProductListItem = component(
  'ProductListItem',
  Type.Object({
    psid: Type.Integer(),
    newlineid: Type.Integer(),
    productname: Type.String(),
    productcode: Type.String(),
    companyid: Type.Integer(),
    companyname: Type.String(),
    statusid: Type.Integer(),
    statuslevel: Type.String(),
    version: Type.Integer(),
    category: NullInt(),
    active: Type.Integer(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type ProductListItem = Static<typeof ProductListItem>;

export const ProductList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ProductListItem),
  pagination: CursorPagination,
});
