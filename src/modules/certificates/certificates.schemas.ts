import { Type, type Static } from 'typebox';
import { Id, NullableInt, NullableText, NullInt, NullStr, Nullable, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const tags = ['Certificates'];
export const ACCREDITATION_NOT_FOUND = 'Accreditation not found';
export const SUPPLIER_NOT_FOUND = 'Supplier not found or inactive';
export const DOCUMENT_NOT_FOUND = 'Accreditation document not found';
export const DATES_MESSAGE = 'expirydate must be after issuedate';
export const NO_FIELDS = 'No valid fields provided to update';

export const STATUSES = ['valid', 'expiring', 'expired'] as const;

const DateText = (description: string) => Type.String({ format: 'date', description });

/** The fields a certificate is written with, shared by create (required ones) and update (all optional). */
const fields = {
  standard: Id('An id of GET /lookups/standards'),
  certificatenumber: Type.String({ minLength: 1, maxLength: 100 }),
  certifyingbody: Type.String({ minLength: 1, maxLength: 200, description: 'Who certified it' }),
  grade: NullableText(50, { description: 'e.g. AA, A, B (BRCGS)' }),
  siteid: NullableInt({ minimum: 1, description: 'The supplier’s site it covers; null: the company' }),
  issuedate: DateText('YYYY-MM-DD'),
  expirydate: DateText('YYYY-MM-DD, after issuedate'),
  scope: NullableText(2000, { description: 'What the certificate covers' }),
};
export const FIELD_NAMES = Object.keys(fields) as (keyof typeof fields)[];

export const CreateAccreditationBody = Type.Object({
  standard: fields.standard,
  certificatenumber: fields.certificatenumber,
  certifyingbody: fields.certifyingbody,
  grade: Type.Optional(fields.grade),
  siteid: Type.Optional(fields.siteid),
  issuedate: fields.issuedate,
  expirydate: fields.expirydate,
  scope: Type.Optional(fields.scope),
});
export type CreateAccreditationBody = Static<typeof CreateAccreditationBody>;

export const UpdateAccreditationBody = Type.Partial(Type.Object(fields), {
  description: 'Any of the fields; the others keep their values',
});
export type UpdateAccreditationBody = Static<typeof UpdateAccreditationBody>;

export const SupplierParams = Type.Object({ supplierid: Id('supplierid (the company id)') });
export const AccreditationParams = Type.Object({ accreditationid: Id() });

/**
 * A certificate as it is read: in `GET /suppliers/{id}` (`data.accreditations`, whose first five fields are
 * the contract's) and in the answers of the certificate operations.
 */
export const Accreditation = component(
  'Accreditation',
  Type.Object({
    accreditationid: Type.Integer(),
    standard: Type.String({ description: 'The standard’s name' }),
    certificatenumber: NullStr(),
    grade: NullStr(),
    expirydate: NullStr('YYYY-MM-DD'),
    supplierid: Type.Integer(),
    standardid: NullInt('An id of GET /lookups/standards (null only for a row recorded before the lookup)'),
    certifyingbody: NullStr(),
    issuedate: NullStr('YYYY-MM-DD'),
    siteid: NullInt(),
    scope: NullStr(),
    status: Nullable(
      Type.String({
        enum: [...STATUSES],
        description: 'expired from the expiry date on, expiring within 90 days of it, else valid',
      }),
    ),
    days_to_expiry: NullInt('Days from today to the expiry date; 0 or less: expired'),
    reminders_sent: Type.Array(Type.Integer(), {
      description: 'Thresholds reminded so far (90, 60, 30 days before; 0 on the day), latest last',
    }),
    document: Nullable(
      Type.Object({
        url: Type.String({ description: 'GET it with a key: the PDF' }),
        filename: Type.String(),
        size: Type.Integer({ description: 'Bytes' }),
      }),
    ),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type Accreditation = Static<typeof Accreditation>;

export const AccreditationDeleted = Type.Object({
  accreditationid: Type.Integer(),
  deleted: Type.Literal(true),
});
