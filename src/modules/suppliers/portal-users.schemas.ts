import { Type, type Static } from 'typebox';
import { Id } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

/** A further portal user of a supplier: named as createSupplier's portal fields, without the `portaluser` prefix. */
export const CreatePortalUserBody = component(
  'PortalUserInput',
  Type.Object({
    firstname: Type.String({ minLength: 1, maxLength: 100 }),
    lastname: Type.String({ minLength: 1, maxLength: 100 }),
    emailaddress: Type.String({
      format: 'email',
      maxLength: 254,
      description: 'Their sign-in; no user may have it already (any case)',
      examples: ['second.portal@greenfield-dairies.example.org'],
    }),
    mobileno: Type.String({ minLength: 1, maxLength: 50 }),
  }),
);
export type CreatePortalUserBody = Static<typeof CreatePortalUserBody>;

export const PortalUserParams = Type.Object({
  supplierid: Id('supplierid (the company id)'),
  userid: Id('A portal user of that supplier (GET /suppliers/{supplierid}: supplier.portal_users)'),
});

export const PortalUserWritten = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  supplierid: Type.Integer(),
  userid: Type.Integer(),
});
