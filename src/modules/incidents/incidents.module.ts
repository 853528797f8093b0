import type { ModuleDescriptor } from '../../app-context.js';
import { incidentsRoutes } from './incidents.routes.js';

export const incidentsModule: ModuleDescriptor = {
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
  routes: incidentsRoutes,
};
