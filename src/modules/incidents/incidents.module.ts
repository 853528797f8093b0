import { Type } from 'typebox';
import type { ModuleDescriptor } from '../../app-context.js';
import { IncidentWorkers } from './incidents.workers.js';
import { incidentsRoutes } from './incidents.routes.js';

export const incidentsModule: ModuleDescriptor<{ incidents: IncidentWorkers }> = {
  name: 'incidents',
  prefixes: ['/incidents'],
  tag: {
    name: 'Incidents',
    description:
      'Incidents, recalls, withdrawals and mock recalls: the affected set from the forward trace, notices to every ' +
      'party, acknowledgement without an account, escalation, reconciliation, the timeline and its report',
  },
  // An incident is the organisation's: its history is not a supplier's to read (its own part is on its notice).
  history: {
    incident: {
      table: 'incidents',
      id: 'incidentid',
      notFound: 'Incident not found',
      owner: async () => undefined,
      level: 1,
    },
  },
  eventTypes: [
    'incident.opened',
    'incident.updated',
    'incident.rescoped',
    'incident.status_changed',
    'incident.notice_sent',
    'incident.notice_overdue',
    'incident.escalated',
    'incident.notice_acknowledged',
  ],
  webhookMessages: {
    'incident.notice': {
      summary:
        'An incident notice to a wholesaler (docs/incidents.md): sent to the endpoint named by the wholesaler’s ' +
        'webhookid, whatever its events list; a mock recall’s says EXERCISE (`exercise: true`). `ackurl` is the ' +
        'notice’s acknowledgement link (removed from the delivery log once delivered)',
      data: Type.Object({
        noticeid: Type.Integer(),
        partyid: Type.Integer(),
        wholesalerid: Type.Integer(),
        incidentid: Type.Integer(),
        kind: Type.String(),
        exercise: Type.Boolean(),
        title: Type.String(),
        hazard: Type.String(),
        severity: Type.Integer(),
        description: Type.String(),
        lots: Type.Array(
          Type.Object({
            epc: Type.String(),
            gtin: Type.Union([Type.String(), Type.Null()]),
            lot: Type.Union([Type.String(), Type.Null()]),
            productname: Type.Union([Type.String(), Type.Null()]),
          }),
        ),
        sends: Type.Integer({ description: '2: sent again, not acknowledged in time' }),
        due_at: Type.String(),
        ackurl: Type.String(),
      }),
    },
  },
  workers: (ctx, log) => ({ incidents: new IncidentWorkers(ctx, log) }),
  startWorkers: ({ config }) => config.webhooks.worker,
  routes: incidentsRoutes,
};
