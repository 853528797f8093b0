import type { App, AppContext } from '../../app-context.js';
import { completenessRoutes } from './completeness.routes.js';
import { recordsRoutes } from './records.routes.js';

/** The module's entry: the FSMA 204 records and the completeness view (docs/traceability-events.md). */
export function fsma204Routes(app: App, ctx: AppContext) {
  recordsRoutes(app, ctx);
  completenessRoutes(app, ctx);
}
