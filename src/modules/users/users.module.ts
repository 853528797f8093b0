import type { ModuleDescriptor } from '../../app-context.js';
import { userOwner } from './users.repository.js';
import { usersRoutes } from './users.routes.js';

export const usersModule: ModuleDescriptor = {
  name: 'users',
  prefixes: ['/users'],
  tag: { name: 'Users', description: 'People who use the service, with their permission level and company' },
  history: { user: { table: 'users', id: 'userid', notFound: 'User not found', owner: userOwner, level: 1 } },
  eventTypes: ['user.created', 'user.updated', 'user.deactivated'],
  routes: usersRoutes,
};
