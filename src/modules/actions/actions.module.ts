import type { ModuleDescriptor } from '../../app-context.js';
import { actionOwner } from './actions.repository.js';
import { actionsRoutes } from './actions.routes.js';

export const actionsModule: ModuleDescriptor = {
  name: 'actions',
  // An audit's actions are listed and raised under the audit's URL.
  prefixes: ['/actions', '/audits/{auditid}/actions', '/audits/{auditid}/items/{itemid}/actions'],
  tag: {
    name: 'Corrective actions',
    description: 'Actions raised by audit findings, assigned and followed to closure',
  },
  // A corrective action belongs to its audit's supplier (docs/actions.md).
  history: {
    action: {
      table: 'corrective_actions',
      id: 'actionid',
      notFound: 'Action not found',
      owner: actionOwner,
      level: 1,
    },
  },
  eventTypes: ['action.created', 'action.updated', 'action.status_changed'],
  routes: actionsRoutes,
};
