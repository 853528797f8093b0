import type { App } from '../../app-context.js';
import { exportRoutes } from './export.routes.js';
import { itemsRoutes } from './items.routes.js';
import { publicationsRoutes } from './publications.routes.js';
import { wholesalersRoutes } from './wholesalers.routes.js';

/** Wholesaler catalogues linked to specifications, and automated product updates (docs/catalogues.md). */
export async function cataloguesRoutes(app: App) {
  await wholesalersRoutes(app);
  await itemsRoutes(app);
  await publicationsRoutes(app);
  await exportRoutes(app);
}
