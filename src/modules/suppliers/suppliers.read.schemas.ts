import { Type, type Static } from 'typebox';
import { Page } from '../../http/paging.js';
import { SortQuery } from '../../http/sorting.js';
import { Id, Nullable, NullableTimestamp, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';
import { Accreditation } from '../certificates/certificates.schemas.js';

/** What the suppliers' reads answer: a supplier with its sites, SAQ and portal users; the list and its query. */
export const NullableString = Nullable(Type.String());
const NullableInt = Nullable(Type.Integer());

/** The address read fields of a company and of each of its sites. */
const addressColumns = {
  address1: NullableString,
  address2: NullableString,
  address3: NullableString,
  city: NullableString,
  postcode: NullableString,
  countryid: NullableInt,
};

export const Site = component(
  'Site',
  Type.Object({
    siteid: Type.Integer(),
    sitename: Type.String(),
    ...addressColumns,
    gln: Type.Optional(NullableString),
    sitetype: Type.Optional(Type.String({ description: 'site (a supplier’s sites)' })),
    contactemail: Type.Optional(NullableString),
    is_default: Type.Boolean(),
    active: Type.Integer(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);

export const Saq = Type.Object({
  saqid: Type.Integer(),
  status: Type.String(),
  created: Timestamp,
  lastupdated: Timestamp,
});

export const PortalUser = component(
  'PortalUser',
  Type.Object({
    userid: Type.Integer(),
    emailaddress: Type.String(),
    firstname: Type.String(),
    lastname: Type.String(),
    mobileno: NullableString,
    departmentid: Type.Integer(),
    accesslevelid: Type.Integer(),
    active: Type.Integer(),
    logincount: Type.Integer(),
    lastloggedin: NullableTimestamp,
    created: Timestamp,
    temporary_password: Type.Boolean({
      description:
        'True while the user still has the welcome email’s temporary password (POST …/resendWelcome may send it again)',
    }),
    welcome_email: Nullable(
      Type.String({
        description:
          'Its latest welcome email: pending (waiting to be sent), sending, sent, cancelled; null when it never had one',
      }),
    ),
  }),
);

const companyColumns = {
  supplierid: Type.Integer(),
  vendorcode: NullableString,
  companyname: Type.String(),
  ...addressColumns,
  technicalcontactname: NullableString,
  technicalcontactemail: NullableString,
  technicalmobileno: NullableString,
  commercialcontactname: NullableString,
  commercialcontactemail: NullableString,
  commercialmobileno: NullableString,
  suppliertypeid: NullableInt,
  riskid: NullableInt,
  comments: NullableString,
  enabled: Type.Integer(),
  active: Type.Integer({ description: '1 active, 0 deleted' }),
  created: Timestamp,
  lastupdated: Timestamp,
};

export const SupplierRecord = Type.Object({
  ...companyColumns,
  sites: Type.Array(Site),
  saq: Nullable(Saq),
  approvalstatus: Type.Optional(
    Nullable(
      Type.String({
        description:
          'The supplier’s approval status (docs/approval.md): pending, approved, conditional, suspended or delisted, ' +
          'the override where there is one; GET …/approval explains it',
      }),
    ),
  ),
  portal_users: Type.Array(PortalUser),
});
export type SupplierRecord = Static<typeof SupplierRecord>;

export const SupplierDetail = component(
  'Supplier',
  Type.Object({
    supplier: SupplierRecord,
    accreditations: Type.Array(Accreditation),
  }),
);

export const SupplierListItem = component(
  'SupplierListItem',
  Type.Object({
    supplierid: Type.Integer(),
    vendorcode: NullableString,
    companyname: Type.String(),
    city: NullableString,
    postcode: NullableString,
    countryid: NullableInt,
    suppliertypeid: NullableInt,
    riskid: NullableInt,
    active: Type.Integer(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type SupplierListItem = Static<typeof SupplierListItem>;

export const ListQuery = Type.Object({
  ...Page,
  cursor: Type.Optional(
    Type.String({
      // Long enough for a sorted list's cursor (its text key); an unsorted list's is short.
      maxLength: 4096,
      description:
        'pagination.next_cursor of the previous page (same filters, sort and limit); replaces page',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Part of the company name or vendor code, any case' }),
  ),
  active: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 or 0; default both' }),
  ),
  country: Type.Optional(Id('A country id')),
  risk: Type.Optional(Id('A risk level id')),
  // Additive (docs/suppliers.md): without it, supplierid order as before.
  sort: SortQuery(
    ['vendorcode', 'companyname', 'city', 'country', 'risk', 'active', 'created'],
    'Sort by this column (text any case; country by its name; risk Low, Medium, High).',
  ),
});
export type ListQuery = Static<typeof ListQuery>;

export const SupplierList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(SupplierListItem),
  pagination: Type.Object({
    page: Nullable(Type.Integer({ description: 'null when paging by cursor' })),
    limit: Type.Integer(),
    total: Type.Integer({ description: 'Suppliers matching the filters, on all pages' }),
    totalPages: Type.Integer(),
    nextCursor: Nullable(
      Type.String({ description: 'Pass as `cursor` for the next page; null on the last' }),
    ),
  }),
});
