import type { ModuleDescriptor } from '../../app-context.js';
import { auditOwner } from './audits.repository.js';
import { auditsRoutes } from './audits.routes.js';

export const auditsModule: ModuleDescriptor = {
  name: 'audits',
  prefixes: ['/audits'],
  tag: {
    name: 'Audits',
    description: 'Supplier audits: the checklist, answers, photos, completion and the PDF report',
  },
  history: {
    audit: { table: 'audits', id: 'auditid', notFound: 'Audit not found', owner: auditOwner, level: 1 },
  },
  eventTypes: [
    'audit.created',
    'audit.updated',
    'audit.answer_saved',
    'audit.completed',
    'photo.added',
    'photo.deleted',
    'photo.updated',
  ],
  routes: auditsRoutes,
};
