import { Type, type Static } from 'typebox';
import { NullNum, NullStr, Nullable, Ok, Words } from '../../http/schemas.js';
import { Report } from './board.schemas.js';
import { HAZARDS, KINDS, STATUSES } from './incidents.schemas.js';

const opt = Type.Optional;

// A notice's acknowledgement link: what its page reads and what the party reports.

export const AckParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100, description: 'The notice’s acknowledgement link' }),
});

const Quantity = Type.Number({ minimum: 0, maximum: 1e12 });

export const AckBody = Type.Object(
  {
    onhand: Quantity,
    sold: Quantity,
    destroyed: Quantity,
    returned: Quantity,
    note: opt(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false, description: 'Quantities in the unit of what the party received' },
);
export type AckBody = Static<typeof AckBody>;

export const AckView = Ok(
  Type.Object({
    incident: Type.Object({
      title: Type.String(),
      kind: Words(KINDS),
      exercise: Type.Boolean(),
      hazard: Words(HAZARDS),
      description: Type.String(),
      status: Words(STATUSES),
    }),
    party: Type.Object({ name: Type.String(), kind: Type.String() }),
    lots: Type.Array(Type.Object({ gtin: NullStr(), lot: NullStr(), productname: NullStr() })),
    received: NullNum(),
    uom: NullStr(),
    acknowledged_at: NullStr(),
    report: Nullable(Report),
  }),
);

export const AckAnswer = Ok(
  Type.Object({
    report: Report,
    token: Type.String({ description: 'The next link’s token: this one is used; send a correction with it' }),
  }),
);
