import type { ModuleDescriptor } from '../../app-context.js';
import { certificatesRoutes } from './certificates.routes.js';
import { CertificateReminders } from './reminders.js';

export const certificatesModule: ModuleDescriptor<{ reminders: CertificateReminders }> = {
  name: 'certificates',
  // A supplier's certificates are recorded under the supplier; the expiry report with the other reports.
  prefixes: ['/accreditations', '/suppliers/{supplierid}/accreditations', '/reports/certificates'],
  tag: {
    name: 'Certificates',
    description: 'Supplier certificates (accreditations), their documents and expiry',
  },
  eventTypes: [
    'certificate.created',
    'certificate.updated',
    'certificate.deleted',
    'certificate.expiring',
    'certificate.expired',
  ],
  workers: ({ db, config, clock }, log) => ({
    reminders: new CertificateReminders(db, config, clock, log.child({ module: 'certificates' })),
  }),
  routes: certificatesRoutes,
};
