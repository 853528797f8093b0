import type { App, AppContext } from '../../app-context.js';
import { captureRoutes } from './capture.routes.js';
import { queryRoutes } from './query.routes.js';

/** The module's entry: each sub-resource registers its own routes (docs/traceability-events.md). */
export async function epcisRoutes(app: App, ctx: AppContext) {
  await captureRoutes(app, ctx);
  await queryRoutes(app, ctx);
}
