import { Type } from 'typebox';
import type { ModuleDescriptor } from '../../app-context.js';
import { cataloguesRoutes } from './catalogues.routes.js';
import { itemOwner } from './items.repository.js';
import { Publication } from './publications.schemas.js';

export const cataloguesModule: ModuleDescriptor = {
  name: 'catalogues',
  // A spec's listings and its export are the catalogues': under the products' prefix.
  prefixes: [
    '/wholesalers',
    '/catalogue',
    '/publications',
    '/products/{psid}/catalogue',
    '/products/{psid}/export',
  ],
  tag: {
    name: 'Catalogues',
    description: 'Wholesalers, their catalogues and the specifications published to them',
  },
  history: {
    // No wholesaler belongs to a supplier; a catalogue item belongs to its spec's company (docs/catalogues.md).
    wholesaler: {
      table: 'wholesalers',
      id: 'wholesalerid',
      notFound: 'Wholesaler not found',
      owner: async () => undefined,
      level: 1,
    },
    catalogue: {
      table: 'catalogue_items',
      id: 'itemid',
      notFound: 'Catalogue item not found',
      owner: itemOwner,
      level: 1,
    },
  },
  eventTypes: [
    'wholesaler.created',
    'wholesaler.updated',
    'wholesaler.deleted',
    'catalogue.linked',
    'catalogue.updated',
    'catalogue.withdrawn',
    'catalogue.stale',
    'catalogue.published',
    'catalogue.delivered',
    'catalogue.delivery_failed',
    'catalogue.confirmed',
    'catalogue.rejected',
    'catalogue.hold',
    'catalogue.released',
  ],
  webhookMessages: {
    'catalogue.publication': {
      summary:
        'A specification version published to a wholesaler (docs/catalogues.md): sent to the endpoint named by ' +
        'the wholesaler’s webhookid, whatever its events list; confirm it with POST /publications/{id}/confirm',
      data: Type.Pick(Publication, ['publicationid', 'itemid', 'versionno', 'command', 'status', 'payload']),
    },
    'catalogue.item_hold': {
      summary:
        'An item held by a recall or withdrawal on its GTIN (`held: true`: it must not be sold), or released when ' +
        'the incident closes (`held: false`), sent to the wholesaler’s webhook (docs/incidents.md)',
      data: Type.Object({
        itemid: Type.Integer(),
        gtin: Type.String(),
        wholesalerid: Type.Integer(),
        incidentid: Type.Integer(),
        held: Type.Boolean(),
        reason: Type.String(),
      }),
    },
  },
  routes: cataloguesRoutes,
};
