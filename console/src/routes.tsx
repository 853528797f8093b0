import { lazy } from 'preact-iso';

/**
 * Every screen of the console, loaded on first visit (each area is its own file). The server answers the
 * console's HTML for the first segment of each path (CONSOLE_SECTIONS in src/http/console.ts).
 */
export const Dashboard = lazy(() => import('./pages/dashboard/index.js').then((m) => m.Dashboard));
export const SupplierList = lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierList));
export const SupplierCreate = lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierCreate));
export const SupplierImport = lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierImport));
export const SupplierDetail = lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierDetail));
export const AuditList = lazy(() => import('./pages/audits/index.js').then((m) => m.AuditList));
export const AuditCreate = lazy(() => import('./pages/audits/index.js').then((m) => m.AuditCreate));
export const AuditConduct = lazy(() => import('./pages/audits/index.js').then((m) => m.AuditConduct));
export const ActionList = lazy(() => import('./pages/actions/index.js').then((m) => m.ActionList));
export const SpecList = lazy(() => import('./pages/specs/index.js').then((m) => m.SpecList));
export const SpecDetail = lazy(() => import('./pages/specs/index.js').then((m) => m.SpecDetail));
export const Portal = lazy(() => import('./pages/portal/index.js').then((m) => m.Portal));
export const AdminUsers = lazy(() => import('./pages/admin/index.js').then((m) => m.AdminUsers));
export const AdminKeys = lazy(() => import('./pages/admin/index.js').then((m) => m.AdminKeys));
export const AdminWebhooks = lazy(() => import('./pages/admin/index.js').then((m) => m.AdminWebhooks));

export interface NavItem {
  href: string;
  label: string;
  /** The lowest level shown the item (the API refuses the rest anyway). */
  level: number;
  scope: 'organisation' | 'supplier' | 'both';
}

/** The navigation: what a user's level or scope may not do is not offered. */
export const NAV: NavItem[] = [
  { href: '/', label: 'Dashboard', level: 1, scope: 'organisation' },
  { href: '/portal', label: 'My company', level: 1, scope: 'supplier' },
  { href: '/suppliers', label: 'Suppliers', level: 1, scope: 'organisation' },
  { href: '/audits', label: 'Audits', level: 1, scope: 'both' },
  { href: '/specs', label: 'Specifications', level: 1, scope: 'both' },
  { href: '/actions', label: 'Actions', level: 1, scope: 'both' },
  { href: '/admin/users', label: 'Users', level: 3, scope: 'organisation' },
  { href: '/admin/keys', label: 'API keys', level: 4, scope: 'organisation' },
  { href: '/admin/webhooks', label: 'Webhooks', level: 4, scope: 'organisation' },
];
