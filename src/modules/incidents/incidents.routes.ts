import type { App, AppContext } from '../../app-context.js';
import { alertsRoutes } from './alerts.routes.js';

/** The incidents' routes (docs/incidents.md). */
export async function incidentsRoutes(app: App, ctx: AppContext): Promise<void> {
  // TEMPORARY (wt-alerts): the lead wires this line into his own incidents.routes.ts.
  await alertsRoutes(app, ctx);
}
