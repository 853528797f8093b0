import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { Measures, Party } from './board.schemas.js';
import { CursorPagination, CursorQuery, Page } from '../../http/paging.js';
import { Id, NullInt, NullNum, NullStr, Ok, Words } from '../../http/schemas.js';

export const tags = ['Incidents'];

export const INCIDENT_NOT_FOUND = 'Incident not found';
export const INCIDENT_CLOSED = 'Incident closed';

const opt = Type.Optional;

export const KINDS = ['recall', 'withdrawal', 'mock'] as const;
export const HAZARDS = [
  'allergen',
  'microbiological',
  'foreign_body',
  'chemical',
  'labelling',
  'other',
] as const;
export const STATUSES = ['open', 'notifying', 'contained', 'closed'] as const;
export type IncidentStatus = (typeof STATUSES)[number];

export const IncidentParams = Type.Object({ incidentid: Id('The incident') });

const Epc = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'A lot: a GS1 Digital Link on any host or an EPC class URN (`urn:epc:class:lgtin:…`)',
});

export const IncidentScope = Type.Object(
  {
    lots: opt(Type.Array(Epc, { maxItems: 200, description: 'Lots to trace forward from' })),
    gtins: opt(
      Type.Array(Type.String({ pattern: '^[0-9]{8,14}$', maxLength: 14, examples: ['04012345111118'] }), {
        maxItems: 50,
        description: 'Every lot of these GTINs seen in the events (within from/to and at siteid when given)',
      }),
    ),
    siteid: opt(Id('Only lots made or received at this site')),
    from: opt(
      Type.String({
        maxLength: 40,
        description: 'Lots with events at or after (ISO 8601)',
        examples: ['2026-09-01'],
      }),
    ),
    to: opt(
      Type.String({
        maxLength: 40,
        description: 'Lots with events before (ISO 8601)',
        examples: ['2026-10-01'],
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'What the incident concerns: lots, or GTINs and a site narrowed by time; at least lots or gtins',
  },
);
export type IncidentScope = Static<typeof IncidentScope>;

const AckWithin = Type.Union(
  [
    Type.Integer({ minimum: 1, maximum: 2_592_000 }),
    Type.String({ pattern: '^\\s*\\d{1,7}\\s*[smhd]?\\s*$', maxLength: 12 }),
  ],
  {
    description:
      'How long a party has to acknowledge its notice: seconds, or text with a unit (`30m`, `2h`, `1d`); at ' +
      'most 30 days. Default: 2 h for a recall or a mock, 24 h for a withdrawal',
  },
);

export const CreateIncidentBody = Type.Object(
  {
    kind: Words(KINDS, '`mock`: an exercise, its notices say EXERCISE'),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    hazard: Words(HAZARDS),
    description: opt(Type.String({ maxLength: 5000 })),
    severity: Type.Integer({ minimum: 1, maximum: 3, description: '1 highest' }),
    scope: IncidentScope,
    ackwithin: opt(AckWithin),
  },
  { additionalProperties: false },
);
export type CreateIncidentBody = Static<typeof CreateIncidentBody>;

export const UpdateIncidentBody = Type.Object(
  {
    title: opt(Type.String({ minLength: 1, maxLength: 200 })),
    description: opt(Type.String({ maxLength: 5000 })),
    severity: opt(Type.Integer({ minimum: 1, maximum: 3 })),
    ackwithin: opt(AckWithin),
  },
  { additionalProperties: false },
);
export type UpdateIncidentBody = Static<typeof UpdateIncidentBody>;

export const CloseIncidentBody = Type.Object(
  { closurenote: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);

export const AffectedSet = Type.Object(
  {
    lots: Type.Array(
      Type.Object({
        epc: Type.String(),
        gtin: NullStr(),
        lot: NullStr(),
        psid: NullInt(),
        productname: NullStr(),
      }),
      { description: 'Every lot, serial and pallet the forward trace reached (the roots first)' },
    ),
    specs: Type.Array(
      Type.Object({
        psid: Type.Integer(),
        productname: Type.String(),
        gtin: Type.String(),
        companyid: Type.Integer(),
      }),
    ),
    suppliers: Type.Array(Type.Object({ companyid: Type.Integer(), name: Type.String() })),
    sites: Type.Array(
      Type.Object({
        siteid: Type.Integer(),
        gln: Type.String(),
        name: Type.String(),
        companyid: Type.Integer(),
        sitetype: Type.String(),
        received: NullNum('Quantity it received (made, for an origin), from the events'),
        uom: NullStr(),
      }),
    ),
    wholesalers: Type.Array(
      Type.Object({
        wholesalerid: Type.Integer(),
        name: Type.String(),
        gln: Type.String(),
        received: NullNum('Quantity shipped to it, from the events (null: only listed in its catalogue)'),
        uom: NullStr(),
      }),
    ),
  },
  { description: 'The affected set, frozen when scoped (POST /incidents/{id}/rescope computes it again)' },
);
export type AffectedSet = Static<typeof AffectedSet>;

export const Incident = component(
  'Incident',
  Type.Object({
    incidentid: Type.Integer(),
    kind: Words(KINDS),
    exercise: Type.Boolean({ description: 'A mock recall: every notice says EXERCISE' }),
    title: Type.String(),
    hazard: Words(HAZARDS),
    description: Type.String(),
    severity: Type.Integer(),
    scope: IncidentScope,
    ackwithin: Type.Integer({ description: 'Seconds a party has to acknowledge its notice' }),
    status: Words(STATUSES, 'open → notifying → contained → closed, never back'),
    closurenote: NullStr(),
    openedby: NullInt(),
    opened_at: Type.String(),
    scoped_at: Type.String(),
    notify_started_at: NullStr(),
    contained_at: NullStr(),
    closed_at: NullStr(),
    lastupdated: Type.String(),
    affected: AffectedSet,
    truncated: Type.Boolean({ description: 'A trace stopped at its bounds: the set may be incomplete' }),
    counts: Type.Object({
      parties: Type.Integer(),
      notified: Type.Integer(),
      delivered: Type.Integer(),
      acknowledged: Type.Integer(),
      overdue: Type.Integer(),
      escalated: Type.Integer(),
    }),
    accounted_pct: NullNum(
      'Share of the quantity received accounted for by the parties’ reports (docs/incidents.md)',
    ),
    measures: Measures,
  }),
);
export type Incident = Static<typeof Incident>;

export const ListIncidentsQuery = Type.Object(
  {
    ...Page,
    ...CursorQuery,
    status: opt(Words(STATUSES)),
    kind: opt(Words(KINDS)),
  },
  { additionalProperties: false },
);

export const IncidentList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Incident),
  pagination: CursorPagination,
});

export const RescopeAnswer = Ok(
  Type.Object({
    incident: Incident,
    changes: Type.Object({
      added: Type.Array(Party),
      removed: Type.Array(Party),
      changed: Type.Array(Party, { description: 'Parties whose quantity received changed' }),
    }),
  }),
);

export const NotifyAnswer = Ok(
  Type.Object({
    incident: Incident,
    queued: Type.Integer({
      description: 'Notices queued by this call (parties already notified are not again)',
    }),
  }),
);
