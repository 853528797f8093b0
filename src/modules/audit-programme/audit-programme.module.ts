import type { ModuleDescriptor } from '../../app-context.js';
import { auditProgrammeRoutes } from './audit-programme.routes.js';
import { AuditProgrammeWorker } from './reminders.js';

export const auditProgrammeModule: ModuleDescriptor<{ reminders: AuditProgrammeWorker }> = {
  name: 'audit-programme',
  prefixes: ['/audit-programme'],
  tag: {
    name: 'Audit programme',
    description:
      'Supplier sites’ next audit due dates from the decision table, planned audits and their auditors',
  },
  workers: ({ db, config, clock }, log) => ({
    reminders: new AuditProgrammeWorker(db, config, clock, log.child({ module: 'audit-programme' })),
  }),
  routes: auditProgrammeRoutes,
};
