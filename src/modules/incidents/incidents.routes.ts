import type { App, AppContext } from '../../app-context.js';

/** The incidents' routes (docs/incidents.md). */
export async function incidentsRoutes(_app: App, _ctx: AppContext): Promise<void> {}
