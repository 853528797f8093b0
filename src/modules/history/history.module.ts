import type { ModuleDescriptor } from '../../app-context.js';
import { historyRoutes } from './history.routes.js';

export const historyModule: ModuleDescriptor = {
  name: 'history',
  prefixes: ['/history'],
  tag: { name: 'History', description: 'Who changed what and when, for any record' },
  routes: historyRoutes,
};
