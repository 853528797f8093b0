import type { ModuleDescriptor } from '../../app-context.js';
import { auditReportRoutes } from './audit-report.routes.js';

export const auditReportModule: ModuleDescriptor = {
  name: 'auditReport',
  // An audit's PDF report and its export, under the audit's URL and its tag.
  prefixes: ['/audits/{auditid}/report.pdf', '/audits/{auditid}/export'],
  routes: auditReportRoutes,
};
