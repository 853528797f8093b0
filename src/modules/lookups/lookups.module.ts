import type { ModuleDescriptor } from '../../app-context.js';
import { lookupsRoutes } from './lookups.routes.js';

export const lookupsModule: ModuleDescriptor = {
  name: 'lookups',
  prefixes: ['/lookups'],
  tag: {
    name: 'Lookups',
    description: 'Reference tables: countries, categories, statuses and other fixed lists',
  },
  routes: lookupsRoutes,
};
