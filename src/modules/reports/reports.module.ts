import type { ModuleDescriptor } from '../../app-context.js';
import { reportsRoutes } from './reports.routes.js';

export const reportsModule: ModuleDescriptor = {
  name: 'reports',
  prefixes: ['/reports'],
  tag: { name: 'Reports', description: 'Cross-cutting reports, as JSON or CSV' },
  routes: reportsRoutes,
};
