import type { ModuleDescriptor } from '../../app-context.js';
import { traceRoutes } from './trace.routes.js';

export const traceModule: ModuleDescriptor = {
  name: 'trace',
  prefixes: ['/trace'],
  tag: {
    name: 'Trace',
    description:
      'Lots traced forward and back through shipments, pallets and transformations from the EPCIS events, ' +
      'joined to our specifications, suppliers, sites and wholesalers',
  },
  routes: traceRoutes,
};
