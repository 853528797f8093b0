import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { NullInt, NullNum, NullStr, Nullable, Ok, Words } from '../../http/schemas.js';

// An incident's board: each party with its notice and report, the reconciliation, the timeline and its measures.

export const Measures = Type.Object({
  scope_ms: Type.Integer({ description: 'Time the last scoping took (the forward traces), in ms' }),
  notify_ms: NullInt('From the notify to the last notice delivered (webhook) or sent (email), in ms'),
  last_ack_ms: NullInt('From the notify to the last party’s first acknowledgement, in ms'),
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
