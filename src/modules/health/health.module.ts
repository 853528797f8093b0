import type { ModuleDescriptor } from '../../app-context.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: ModuleDescriptor = {
  name: 'health',
  prefixes: ['/healthz', '/readyz'],
  root: true,
  tag: {
    name: 'Health',
    description: 'Liveness and readiness for load balancers and orchestrators (no key)',
  },
  routes: healthRoutes,
};
