import { Type, type Static } from 'typebox';
import { Id, NullInt, NullStr } from '../../http/schemas.js';
import { STATUSES } from './certificates.schemas.js';
import { component } from '../../http/openapi.js';

export const ExpiringQuery = Type.Object({
  within: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3650,
      default: 90,
      description: 'Days ahead: certificates expiring on or before today + within (expired ones included)',
    }),
  ),
  supplierid: Type.Optional(Id('Only this supplier (the supplier scope always sees its own)')),
  standard: Type.Optional(Id('Only this standard (GET /lookups/standards)')),
  format: Type.Optional(Type.String({ enum: ['json', 'csv'], default: 'json' })),
});

export const ExpiringRow = component(
  'ExpiringCertificate',
  Type.Object({
    supplierid: Type.Integer(),
    vendorcode: NullStr(),
    companyname: Type.String(),
    accreditationid: Type.Integer(),
    standardid: NullInt(),
    standard: Type.String(),
    certificatenumber: NullStr(),
    certifyingbody: NullStr(),
    grade: NullStr(),
    siteid: NullInt(),
    sitename: NullStr(),
    issuedate: NullStr('YYYY-MM-DD'),
    expirydate: Type.String({ description: 'YYYY-MM-DD' }),
    days_to_expiry: Type.Integer({ description: '0 or less: expired' }),
    status: Type.String({ enum: [...STATUSES] }),
    last_reminder: NullInt(
      'The latest reminder sent: 90, 60, 30 (days before) or 0 (expired); null: none yet',
    ),
    has_document: Type.Boolean(),
  }),
);
export type ExpiringRow = Static<typeof ExpiringRow>;

export const ExpiringSummary = Type.Object({
  asof: Type.String({ description: 'The day the report is for (YYYY-MM-DD, UTC)' }),
  within: Type.Integer(),
  certificates: Type.Integer(),
  expired: Type.Integer(),
  expiring: Type.Integer({ description: 'Not expired, expiring within 90 days' }),
  suppliers: Type.Integer({ description: 'Suppliers with at least one of these certificates' }),
  without_document: Type.Integer({ description: 'Of these certificates, those without a PDF' }),
});
export type ExpiringSummary = Static<typeof ExpiringSummary>;

const Report = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ExpiringRow),
  summary: ExpiringSummary,
});
/** The JSON report; typed to admit the CSV text too, which is sent as text/csv and never serialized. */
export const ExpiringReport = Type.Unsafe<Static<typeof Report> | string>(Report);

/** The CSV's columns, in order. */
export const CSV_COLUMNS = Object.keys(ExpiringRow.properties) as (keyof ExpiringRow)[];
