import type { ModuleDescriptor } from '../../app-context.js';
import { mediaRoutes } from './media.routes.js';

export const mediaModule: ModuleDescriptor = {
  name: 'media',
  prefixes: ['/media'],
  root: true,
  tag: { name: 'Media', description: 'Public links to uploaded photos (the link is the credential)' },
  routes: mediaRoutes,
};
