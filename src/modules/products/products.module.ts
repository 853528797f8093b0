import type { ModuleDescriptor } from '../../app-context.js';
import { productsRoutes } from './products.routes.js';
import { specOwner } from './spec.repository.js';

export const productsModule: ModuleDescriptor = {
  name: 'products',
  prefixes: ['/products'],
  tag: {
    name: 'Products',
    description: 'Product specifications: details, allergens, nutrition, the approval workflow and versions',
  },
  history: {
    product: {
      table: 'product_specs',
      id: 'psid',
      notFound: 'Product not found',
      owner: specOwner,
      level: 1,
    },
  },
  eventTypes: [
    'product.created',
    'product.updated',
    'product.status_changed',
    'product.approved',
    'allergens.updated',
    'nutrition.updated',
  ],
  routes: productsRoutes,
};
