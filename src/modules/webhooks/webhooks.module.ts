import type { ModuleDescriptor } from '../../app-context.js';
import { WebhookDelivery } from './delivery.js';
import { webhookDocs } from './openapi.js';
import { webhooksRoutes } from './webhooks.routes.js';

export const webhooksModule: ModuleDescriptor<{ delivery: WebhookDelivery }> = {
  name: 'webhooks',
  prefixes: ['/webhooks'],
  tag: {
    name: 'Webhooks',
    description: 'Endpoints that receive the events, signed; their deliveries and retries',
  },
  documentWebhooks: webhookDocs,
  workers: ({ db, config }, log) => ({
    delivery: new WebhookDelivery(db, config, log.child({ module: 'webhooks' })),
  }),
  // Every instance sends (unless WEBHOOK_WORKER=false): they share the queue without sending a row twice.
  startWorkers: ({ config }) => config.webhooks.worker,
  routes: webhooksRoutes,
};
