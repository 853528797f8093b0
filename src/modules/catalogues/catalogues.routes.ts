import type { App, AppContext } from '../../app-context.js';
import { exportRoutes } from './export.routes.js';
import { itemsRoutes } from './items.routes.js';
import { publicationsRoutes } from './publications.routes.js';
import { wholesalersRoutes } from './wholesalers.routes.js';

/** Wholesaler catalogues linked to specifications, and automated product updates (docs/catalogues.md). */
export async function cataloguesRoutes(app: App, ctx: AppContext) {
  await wholesalersRoutes(app, ctx);
  await itemsRoutes(app, ctx);
  await publicationsRoutes(app, ctx);
  await exportRoutes(app);
}
