import type { ModuleDescriptor } from '../../app-context.js';
import { epcisRoutes } from './epcis.routes.js';

export const epcisModule: ModuleDescriptor = {
  name: 'epcis',
  prefixes: ['/epcis'],
  tag: {
    name: 'Traceability events',
    description:
      'GS1 EPCIS 2.0 events of lots and shipments: capture (JSON, JSON-LD, a shipments CSV) and query, as the EPCIS 2.0 REST binding describes them',
  },
  eventTypes: ['epcis.captured'],
  routes: epcisRoutes,
};
