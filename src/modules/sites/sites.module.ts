import type { ModuleDescriptor } from '../../app-context.js';
import { sitesRoutes } from './sites.routes.js';

export const sitesModule: ModuleDescriptor = {
  name: 'sites',
  prefixes: ['/sites'],
  tag: {
    name: 'Sites',
    description:
      'Places as GS1 locations: the organisation’s distribution centres, stores and offices, and suppliers’ sites, each with its GLN',
  },
  routes: (app, ctx) => sitesRoutes(app, ctx),
};
