import { BulkRowProblems, bulkResponse } from '../../http/bulk.js';
import {
  Type,
  type Static,
  type TInteger,
  type TOptional,
  type TSchema,
  type TString,
  type TUnsafe,
} from 'typebox';
import { Id, Nullable } from '../../http/schemas.js';
import type { LookupName } from '../lookups/lookups.repository.js';
import { component } from '../../http/openapi.js';
import { NullableString } from './suppliers.read.schemas.js';

export * from './suppliers.read.schemas.js';

type Kind = 'text' | 'email' | 'id';
export interface FieldDef {
  name: string;
  kind: Kind;
  required: boolean;
  maxLength?: number;
  /** companies column the field is stored in (portal fields go to the user instead). */
  column?: string;
  lookup?: LookupName;
  description?: string;
}

// The helpers keep each field's name, kind and requiredness as literal types, from which the creation
// body's static type is computed (`SupplierInput` below).
const text = <N extends string, R extends boolean>(
  name: N,
  maxLength: number,
  required: R,
  column?: string,
) => ({
  name,
  kind: 'text' as const,
  required,
  maxLength,
  column,
});
const email = <N extends string>(name: N, column?: string) => ({
  name,
  kind: 'email' as const,
  required: true as const,
  maxLength: 254,
  column,
});
const id = <N extends string>(name: N, column: string, lookup: LookupName) => ({
  name,
  kind: 'id' as const,
  required: true as const,
  column,
  lookup,
  description: `An id of GET /lookups/${lookup}`,
});

/** The 20 creation fields, in the spec's table order: also the CSV template's columns. */
export const SUPPLIER_FIELDS = [
  text('companyname', 200, true, 'companyname'),
  text('address1', 200, true, 'address1'),
  text('address2', 200, false, 'address2'),
  text('address3', 200, false, 'address3'),
  text('city', 100, true, 'city'),
  text('postcode', 20, true, 'postcode'),
  id('country', 'countryid', 'countries'),
  text('techcontactname', 200, true, 'technicalcontactname'),
  email('techcontactemail', 'technicalcontactemail'),
  text('techmobileno', 50, true, 'technicalmobileno'),
  text('portaluserfirstname', 100, true),
  text('portalusersurname', 100, true),
  email('portaluseremail'),
  text('portalusermobileno', 50, true),
  text('comcontactname', 200, true, 'commercialcontactname'),
  email('comcontactemail', 'commercialcontactemail'),
  text('commobileno', 50, true, 'commercialmobileno'),
  id('supplier_type', 'suppliertypeid', 'supplier_types'),
  id('risk', 'riskid', 'risk_levels'),
  text('comments', 2000, false, 'comments'),
] as const satisfies readonly FieldDef[];

/** The fields PUT accepts: every creation field that has a company column. */
export const UPDATABLE_FIELDS: readonly FieldDef[] = SUPPLIER_FIELDS.filter((f) => f.column);

function schemaOf(f: FieldDef): TSchema {
  if (f.kind === 'id') return Id(f.description);
  if (f.kind === 'email') return Type.String({ format: 'email', maxLength: f.maxLength });
  return Type.String({ minLength: f.required ? 1 : 0, maxLength: f.maxLength });
}

type SupplierField = (typeof SUPPLIER_FIELDS)[number];
type FieldSchema<F extends SupplierField> = F['kind'] extends 'id' ? TInteger : TString;
/** The creation body's properties as `schemaOf` builds them: a field not required is optional and nullable. */
type SupplierProperties = {
  [F in SupplierField as F['name']]: F['required'] extends true
    ? FieldSchema<F>
    : TOptional<TUnsafe<Static<FieldSchema<F>> | null>>;
};

// TypeBox lists `required` in property order, which is the spec's order of `Missing required field`.
// Object.fromEntries cannot type its result: SupplierProperties says what it builds, from the same list.
export const CreateSupplierBody = component(
  'SupplierInput',
  Type.Object(
    Object.fromEntries(
      SUPPLIER_FIELDS.map((f) => [f.name, f.required ? schemaOf(f) : Type.Optional(Nullable(schemaOf(f)))]),
    ) as SupplierProperties,
  ),
);

/** A validated creation row (bulk rows are checked against CreateSupplierBody by `checkRow` into the same shape). */
export type SupplierInput = Static<typeof CreateSupplierBody>;

export const UpdateSupplierBody = Type.Object(
  Object.fromEntries(
    UPDATABLE_FIELDS.map((f) => [f.name, Type.Optional(f.required ? schemaOf(f) : Nullable(schemaOf(f)))]),
  ),
  { description: 'Any of these fields; others (the portal user fields included) are ignored' },
);
export type UpdateSupplierBody = Partial<Omit<SupplierInput, `portaluser${string}`>>;
/** The names of UPDATABLE_FIELDS, typed as the update body's keys. */
export const UPDATABLE_NAMES = UPDATABLE_FIELDS.map((f) => f.name) as (keyof UpdateSupplierBody)[];

export const SupplierIdParams = Type.Object({ supplierid: Id('supplierid (the company id)') });

export const CreatedSupplier = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  supplierid: Type.Integer(),
  siteid: Type.Integer(),
  vendorcode: Type.String(),
});

export const UpdatedSupplier = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  supplierid: Type.Integer(),
  vendorcode: Type.String(),
  companyname: Type.String(),
});

export const DeletedSupplier = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  supplierid: Type.Integer(),
});

export const BulkResult = component(
  'SupplierBulkResult',
  Type.Object({
    row: Type.Integer(),
    companyname: NullableString,
    status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
    supplierid: Type.Optional(Type.Integer()),
    siteid: Type.Optional(Type.Integer()),
    vendorcode: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    problems: BulkRowProblems,
  }),
);

export const BulkResponse = bulkResponse(BulkResult);
