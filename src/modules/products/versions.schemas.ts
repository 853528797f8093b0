import { Type } from 'typebox';
import { Id, NullableText, NullInt, PG_INT_MAX, Timestamp } from '../../http/schemas.js';
import { INVALID_PSID } from './spec.schemas.js';
import { component } from '../../http/openapi.js';

export const TransitionBody = Type.Object({
  to: Type.Unsafe<string | number>({
    type: ['integer', 'string'],
    minimum: 1,
    maximum: PG_INT_MAX,
    minLength: 1,
    maxLength: 40,
    description:
      'The status to move to: its name (New, Submitted, In review, Approved, Rejected; any case) or id',
    examples: ['In review'],
  }),
  comment: Type.Optional(NullableText(2000, { description: 'Kept with the status change' })),
});

export const UNKNOWN_STATUS =
  'Invalid value for to: must be a status name or id of GET /lookups/spec_statuses';

export const transitionMessages = {
  params: INVALID_PSID,
  fields: {
    to: UNKNOWN_STATUS,
    comment: 'Invalid value for comment: must be text of at most 2000 characters',
  },
};

export const TransitionResult = Type.Object({
  psid: Type.Integer(),
  statusid: Type.Integer(),
  statuslevel: Type.String({ description: 'The status name' }),
  versionno: NullInt('The latest approved version’s number; null when the spec was never approved'),
  warning: Type.Optional(
    Type.String({
      description:
        'Approving a spec of a supplier neither approved nor conditional while the approval spec guard is `warn` ' +
        '(docs/approval.md): what the move’s log also keeps',
    }),
  ),
});

export const VersionHeader = Type.Object({
  versionno: Type.Integer(),
  approved_at: Timestamp,
  approved_by: NullInt('The userid that approved it'),
});

const Part = (description: string) => Type.Object({}, { additionalProperties: true, description });

export const Version = component(
  'ProductVersion',
  Type.Object({
    ...VersionHeader.properties,
    spec: Part('The spec row as updateProduct answers it, when it was approved'),
    allergens: Part('The allergens as getAllergens answers them, when it was approved'),
    nutrition: Part('The nutrition record as getNutritionalInfo answers it, when it was approved'),
  }),
);

export const VersionParams = Type.Object({ psid: Id('psid'), n: Id('The version number') });
export const DiffParams = Type.Object({
  psid: Id('psid'),
  a: Id('The version compared from'),
  b: Id('The version compared to'),
});
const INVALID_VERSION = 'Invalid version number: must be a positive integer';
export const versionMessages = {
  params: { psid: INVALID_PSID, n: INVALID_VERSION, a: INVALID_VERSION, b: INVALID_VERSION },
};
export const psidMessages = { params: INVALID_PSID };

export const Diff = Type.Object({
  changes: Type.Array(
    Type.Object({
      part: Type.Union([Type.Literal('spec'), Type.Literal('allergens'), Type.Literal('nutrition')]),
      field: Type.String(),
      old: Type.Unknown(),
      new: Type.Unknown(),
    }),
  ),
});
