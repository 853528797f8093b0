import type { App, AppContext } from '../../app-context.js';
import { incidentReportRoutes } from './report.routes.js';

/** The incidents' routes (docs/incidents.md). */
export async function incidentsRoutes(app: App, ctx: AppContext): Promise<void> {
  await incidentReportRoutes(app, ctx); // wt-report: temporary, the lead wires it
}
