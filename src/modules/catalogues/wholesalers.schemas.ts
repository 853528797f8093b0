import { Type, type Static } from 'typebox';
import { Page, Pagination } from '../../http/paging.js';
import { Id, NullInt, Nullable, PG_INT_MAX, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const tags = ['Catalogues'];
export const WHOLESALER_NOT_FOUND = 'Wholesaler not found';
export const INVALID_GLN = 'Invalid GLN';
export const DUPLICATE_GLN = 'A wholesaler with this GLN already exists';

const Gln = Type.String({
  maxLength: 50,
  description: 'Global Location Number: 13 digits with a valid GS1 check digit',
});
const Email = Type.String({ format: 'email', maxLength: 254 });
const WebhookId = Nullable(
  Type.Integer({
    minimum: 1,
    maximum: PG_INT_MAX,
    description:
      'A webhook endpoint (POST /webhooks) publications are sent to; null: the wholesaler reads them',
  }),
);

export const CreateWholesalerBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  gln: Gln,
  contactemail: Email,
  webhookid: Type.Optional(WebhookId),
});
export type CreateWholesalerBody = Static<typeof CreateWholesalerBody>;

export const UpdateWholesalerBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    gln: Type.Optional(Gln),
    contactemail: Type.Optional(Email),
    webhookid: Type.Optional(WebhookId),
  },
  { description: 'Any of the fields; the others keep their values' },
);
export type UpdateWholesalerBody = Static<typeof UpdateWholesalerBody>;

export const WholesalerParams = Type.Object({ id: Id() });

export const ListWholesalersQuery = Type.Object({
  ...Page,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, or of the GLN' })),
});

export const Wholesaler = component(
  'Wholesaler',
  Type.Object({
    wholesalerid: Type.Integer(),
    name: Type.String(),
    gln: Type.String(),
    contactemail: Type.String(),
    webhookid: NullInt(),
    active: Type.Integer(),
    items: Type.Integer({ description: 'Active catalogue items' }),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type Wholesaler = Static<typeof Wholesaler>;

export const WholesalerList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Wholesaler),
  pagination: Pagination,
});

export const WholesalerDeleted = Type.Object({
  wholesalerid: Type.Integer(),
  deleted: Type.Literal(true),
  withdrawn: Type.Integer({ description: 'Catalogue items withdrawn with it' }),
});
