import type { App, AppContext } from '../../app-context.js';
import { auditReportsRoutes } from './audits.routes.js';
import { scorecardRoutes } from './scorecard.routes.js';
import { specReportsRoutes } from './specs.routes.js';

/**
 * Analytics (docs/reports.md): every figure computed in SQL over the records themselves, nothing kept that
 * could drift. The certificates' expiring report lives with the certificates (src/modules/certificates/).
 */
export async function reportsRoutes(app: App, ctx: AppContext) {
  auditReportsRoutes(app, ctx);
  scorecardRoutes(app, ctx);
  specReportsRoutes(app, ctx);
}
