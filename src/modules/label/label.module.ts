import type { ModuleDescriptor } from '../../app-context.js';
import { labelRoutes } from './label.routes.js';

export const labelModule: ModuleDescriptor = {
  name: 'label',
  // A spec's label, drawn from its records: under the spec's URL and the products' tag (docs/label.md).
  prefixes: ['/products/{psid}/label', '/products/{psid}/label.svg', '/products/{psid}/label.pdf'],
  routes: labelRoutes,
};
