import type { ModuleDescriptor } from '../../app-context.js';
import { apiKeyOwner } from './admin.repository.js';
import { adminRoutes } from './admin.routes.js';

export const adminModule: ModuleDescriptor = {
  name: 'admin',
  prefixes: ['/admin'],
  tag: { name: 'Admin', description: 'API keys: create, list and revoke (Admin level)' },
  // Keys are the admin's business, as GET /admin/apiKeys is.
  history: {
    apikey: { table: 'api_keys', id: 'id', notFound: 'API key not found', owner: apiKeyOwner, level: 4 },
  },
  routes: adminRoutes,
};
