import type { ModuleDescriptor } from '../../app-context.js';
import { eventsRoutes } from './events.routes.js';

export const eventsModule: ModuleDescriptor = {
  name: 'events',
  prefixes: ['/events'],
  tag: { name: 'Events', description: 'The feed of changes, for polling integrations' },
  routes: eventsRoutes,
};
