import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { CursorPagination, CursorQuery, Page } from '../../http/paging.js';
import { Id, NullInt, NullNum, NullStr, Nullable, Ok } from '../../http/schemas.js';

export const tags = ['Incidents'];

export const INCIDENT_NOT_FOUND = 'Incident not found';
export const INCIDENT_CLOSED = 'Incident closed';

const opt = Type.Optional;
const Words = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

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

const Measures = Type.Object({
  scope_ms: Type.Integer({ description: 'Time the last scoping took (the forward traces), in ms' }),
  notify_ms: NullInt('From the notify to the last notice delivered (webhook) or sent (email), in ms'),
  last_ack_ms: NullInt('From the notify to the last party’s first acknowledgement, in ms'),
});

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

const NoticeState = Type.Object({
  noticeid: Type.Integer(),
  sends: Type.Integer({ description: 'How many times it was sent (2: sent again, overdue)' }),
  sent_at: Type.String(),
  resent_at: NullStr(),
  due_at: Type.String(),
  delivered_at: NullStr('When the webhook delivery succeeded or the email was accepted'),
  webhook: NullStr('Its webhook delivery’s status (a wholesaler with a webhook)'),
  email: NullStr('Its email’s status: pending, sending, sent, cancelled'),
  acknowledged_at: NullStr(),
  overdue: Type.Boolean(),
  escalated_at: NullStr(),
});

export const Report = Type.Object({
  onhand: Type.Number(),
  sold: Type.Number(),
  destroyed: Type.Number(),
  returned: Type.Number(),
  note: Type.String(),
  reported_at: Type.String(),
});

export const Party = component(
  'IncidentParty',
  Type.Object({
    partyid: Type.Integer(),
    kind: Words(['wholesaler', 'site', 'supplier']),
    refid: Type.Integer({ description: 'Its wholesalerid, siteid or companyid' }),
    companyid: NullInt(),
    name: Type.String(),
    email: NullStr('Its contact: null when none is on record (no email can be sent)'),
    received: NullNum(),
    uom: NullStr(),
    inscope: Type.Boolean({ description: 'false: a rescope no longer reaches it' }),
    notice: Nullable(NoticeState),
    report: Nullable(Report),
    reports: Type.Integer({ description: 'How many reports it made (the last counts)' }),
    reported: NullNum('onhand + sold + destroyed + returned of its last report'),
    accounted_pct: NullNum(),
    short: Type.Boolean({ description: 'Received a quantity and has not accounted for all of it' }),
  }),
);
export type Party = Static<typeof Party>;

export const PartyList = Ok(Type.Array(Party));

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

export const Reconciliation = Ok(
  Type.Object({
    received: Type.Number(),
    reported: Type.Number(),
    accounted: Type.Number(),
    accounted_pct: NullNum(),
    short: Type.Array(Type.Integer(), { description: 'The parties short of their quantity' }),
    parties: Type.Array(
      Type.Object({
        partyid: Type.Integer(),
        name: Type.String(),
        kind: Type.String(),
        received: NullNum(),
        uom: NullStr(),
        reported: NullNum(),
        accounted_pct: NullNum(),
        short: Type.Boolean(),
      }),
    ),
    over_time: Type.Array(Type.Object({ at: Type.String(), accounted_pct: Type.Number() })),
  }),
);

export const Timeline = Ok(
  Type.Object({
    steps: Type.Array(
      Type.Object({
        at: Type.String(),
        step: Type.String({
          description:
            'opened, scoped, rescoped, notify, notice_sent, delivered, acknowledged, overdue, escalated, ' +
            'contained, closed',
        }),
        partyid: NullInt(),
        party: NullStr(),
        detail: NullStr(),
      }),
    ),
    measures: Measures,
  }),
);

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
