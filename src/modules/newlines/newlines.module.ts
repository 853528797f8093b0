import type { ModuleDescriptor } from '../../app-context.js';
import { newlineOwner } from './newlines.repository.js';
import { newlinesRoutes } from './newlines.routes.js';

export const newlinesModule: ModuleDescriptor = {
  name: 'newlines',
  prefixes: ['/newlines'],
  tag: {
    name: 'Newlines',
    description: 'New product lines proposed by suppliers, each with its specification',
  },
  history: {
    newline: {
      table: 'newlines',
      id: 'newlineid',
      notFound: 'Newline not found',
      owner: newlineOwner,
      level: 1,
    },
  },
  eventTypes: ['newline.created', 'newline.updated', 'newline.deleted'],
  routes: newlinesRoutes,
};
