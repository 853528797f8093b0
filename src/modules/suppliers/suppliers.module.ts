import type { ModuleDescriptor } from '../../app-context.js';
import { OutboxWorker } from './outbox.js';
import { suppliersRoutes } from './suppliers.routes.js';

export const suppliersModule: ModuleDescriptor<{ outbox: OutboxWorker | undefined }> = {
  name: 'suppliers',
  prefixes: ['/suppliers'],
  tag: {
    name: 'Suppliers',
    description: 'Supplier companies with their sites, SAQ and portal users; bulk import from JSON or CSV',
  },
  history: {
    supplier: {
      table: 'companies',
      id: 'companyid',
      notFound: 'Supplier not found',
      owner: async (_q, id) => id,
      level: 1,
    },
  },
  eventTypes: ['supplier.created', 'supplier.updated', 'supplier.deleted'],
  // Welcome emails go out only when SMTP_URL is set; otherwise they wait in the outbox, unsent.
  workers: ({ db, config }, log) => ({
    outbox: config.smtpUrl
      ? new OutboxWorker(
          db,
          {
            smtpUrl: config.smtpUrl,
            mailFrom: config.mailFrom,
            portalUrl: config.portalUrl,
            pollMs: config.workerPollMs,
          },
          log.child({ module: 'supplier-outbox' }),
        )
      : undefined,
  }),
  routes: suppliersRoutes,
};
