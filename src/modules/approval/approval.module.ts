import type { ModuleDescriptor } from '../../app-context.js';
import { approvalRoutes } from './approval.routes.js';
import { ApprovalWorker } from './approval.worker.js';

export const approvalModule: ModuleDescriptor<{ approval: ApprovalWorker }> = {
  name: 'approval',
  // A supplier's approval is served under the supplier; the rule table under its own prefix.
  prefixes: ['/suppliers/{supplierid}/approval', '/approval'],
  tag: {
    name: 'Supplier approval',
    description:
      'Each supplier’s approval status, computed by a rule table from its risk level, questionnaire, certificates, ' +
      'last audit and critical corrective actions; a manager’s override; the rule table and the spec guard',
  },
  // Its history is the supplier's (part `approval`): GET /history/supplier/{id} reads it.
  eventTypes: ['supplier.approval_changed'],
  workers: ({ db, config, clock }, log) => ({
    approval: new ApprovalWorker(db, config, clock, log.child({ module: 'approval' })),
  }),
  routes: approvalRoutes,
};
