import type { ModuleDescriptor } from '../../app-context.js';
import { authRoutes } from './auth.routes.js';

export const authModule: ModuleDescriptor = {
  name: 'auth',
  prefixes: ['/auth'],
  tag: {
    name: 'Auth',
    description: 'Signing in with email and password, tokens, the caller and its password',
  },
  routes: authRoutes,
};
