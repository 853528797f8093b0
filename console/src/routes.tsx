import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { NotAvailable, useAllowed, type Need } from './pages/not-available.js';

/**
 * A screen that needs a level or the organisation's scope: typed in the address bar by someone who lacks it,
 * it answers "Not available" (and its code, its requests and its forms are never loaded).
 */
function guard<P extends object>(Screen: ComponentType<P>, need: Need): ComponentType<P> {
  return function Guarded(props: P) {
    return useAllowed(need) ? <Screen {...props} /> : <NotAvailable need={need} />;
  };
}

const ORGANISATION: Need = { level: 1, organisationOnly: true, reason: '' };

/**
 * Every screen of the console, loaded on first visit (each area is its own file). The server answers the
 * console's HTML for the first segment of each path (CONSOLE_SECTIONS in src/http/console.ts).
 */
export const Dashboard = guard(
  lazy(() => import('./pages/dashboard/index.js').then((m) => m.Dashboard)),
  ORGANISATION,
);
export const SupplierList = guard(
  lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierList)),
  ORGANISATION,
);
export const SupplierCreate = guard(
  lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierCreate)),
  { level: 2, organisationOnly: true, reason: 'Creating suppliers needs an Editor’s level.' },
);
export const SupplierImport = guard(
  lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierImport)),
  { level: 2, organisationOnly: true, reason: 'Importing suppliers needs an Editor’s level.' },
);
export const SupplierDetail = guard(
  lazy(() => import('./pages/suppliers/index.js').then((m) => m.SupplierDetail)),
  ORGANISATION,
);
/** The organisation's own places: read from level 1, written from 2 (the screen offers each by level). */
export const OurSites = guard(
  lazy(() => import('./pages/sites/index.js').then((m) => m.OurSites)),
  ORGANISATION,
);
/** Traceability: events looked up from level 1 (a portal user: those at its own sites); uploads from level 2. */
export const Traceability = lazy(() => import('./pages/traceability/index.js').then((m) => m.Traceability));
/** A lot's page: its summary and its traces backward and forward (a portal user: through its own sites). */
export const TraceLot = lazy(() => import('./pages/traceability/index.js').then((m) => m.TraceLot));
export const TraceEvent = lazy(() => import('./pages/traceability/index.js').then((m) => m.TraceEvent));
export const TraceUpload = guard(
  lazy(() => import('./pages/traceability/index.js').then((m) => m.TraceUpload)),
  { level: 2, organisationOnly: false, reason: 'Uploading traceability events needs an Editor’s level.' },
);
export const TraceImport = guard(
  lazy(() => import('./pages/traceability/index.js').then((m) => m.TraceImport)),
  { level: 2, organisationOnly: false, reason: 'Importing shipments needs an Editor’s level.' },
);
/** Incidents: read from level 1 (a portal user: those that reach its company, its own part); opened from level 3. */
export const IncidentList = lazy(() => import('./pages/incidents/index.js').then((m) => m.IncidentList));
export const IncidentNew = guard(
  lazy(() => import('./pages/incidents/index.js').then((m) => m.IncidentNew)),
  { level: 3, organisationOnly: true, reason: 'Opening an incident needs a Manager’s level.' },
);
export const IncidentAlert = guard(
  lazy(() => import('./pages/incidents/index.js').then((m) => m.IncidentAlert)),
  { level: 2, organisationOnly: true, reason: 'Matching an alert needs an Editor’s level.' },
);
export const IncidentPage = lazy(() => import('./pages/incidents/index.js').then((m) => m.IncidentPage));
/** The public page behind an incident notice's link: no sign-in. */
export const Ack = lazy(() => import('./pages/incidents/ack-page.js').then((m) => m.AckPage));
export const AuditList = lazy(() => import('./pages/audits/index.js').then((m) => m.AuditList));
export const AuditCreate = guard(
  lazy(() => import('./pages/audits/index.js').then((m) => m.AuditCreate)),
  {
    level: 2,
    organisationOnly: true,
    reason: 'Audits are created by the organisation’s auditors: it needs an Editor’s level.',
  },
);
/** The audit programme: read from level 1 (the organisation's), planned and assigned from level 2. */
export const AuditProgramme = guard(
  lazy(() => import('./pages/audit-programme/index.js').then((m) => m.AuditProgramme)),
  ORGANISATION,
);
export const AuditConduct = lazy(() => import('./pages/audits/index.js').then((m) => m.AuditConduct));
export const ActionList = lazy(() => import('./pages/actions/index.js').then((m) => m.ActionList));
export const SpecList = lazy(() => import('./pages/specs/index.js').then((m) => m.SpecList));
export const SpecNew = guard(
  lazy(() => import('./pages/specs/index.js').then((m) => m.SpecNew)),
  { level: 2, organisationOnly: true, reason: 'Starting a product line needs an Editor’s level.' },
);
export const SpecDetail = lazy(() => import('./pages/specs/index.js').then((m) => m.SpecDetail));
/** Questionnaires (docs/approval.md): templates and the review queue are the organisation's; an assignment is
 * answered by its supplier and reviewed by the organisation (the screen offers each by scope and level). */
export const QuestionnaireList = guard(
  lazy(() => import('./pages/questionnaires/index.js').then((m) => m.QuestionnaireList)),
  ORGANISATION,
);
export const QuestionnaireEdit = guard(
  lazy(() => import('./pages/questionnaires/index.js').then((m) => m.TemplateEditor)),
  ORGANISATION,
);
export const QuestionnaireNew = guard(
  lazy(() => import('./pages/questionnaires/index.js').then((m) => m.TemplateEditor)),
  { level: 3, organisationOnly: true, reason: 'Writing questionnaires needs a Manager’s level.' },
);
export const QuestionnaireQueue = guard(
  lazy(() => import('./pages/questionnaires/index.js').then((m) => m.ReviewQueue)),
  ORGANISATION,
);
export const QuestionnaireAssignment = lazy(() =>
  import('./pages/questionnaires/index.js').then((m) => m.AssignmentPage),
);
export const Portal = lazy(() => import('./pages/portal/index.js').then((m) => m.Portal));
/** Users: read from level 1, created and edited from 2, deactivated from 3 (the screen offers each by level). */
export const AdminUsers = guard(
  lazy(() => import('./pages/admin/index.js').then((m) => m.AdminUsers)),
  ORGANISATION,
);
export const AdminKeys = guard(
  lazy(() => import('./pages/admin/index.js').then((m) => m.AdminKeys)),
  { level: 4, organisationOnly: true, reason: 'API keys are managed by an Administrator.' },
);
/** Webhooks and their deliveries (the delivery log is part of this screen). */
export const AdminWebhooks = guard(
  lazy(() => import('./pages/admin/index.js').then((m) => m.AdminWebhooks)),
  {
    level: 4,
    organisationOnly: true,
    reason: 'Webhooks are managed by an Administrator.',
  },
);
/** The supplier approval rule table and the spec guard (docs/approval.md). */
export const AdminApprovalRules = guard(
  lazy(() => import('./pages/admin/index.js').then((m) => m.AdminApprovalRules)),
  { level: 4, organisationOnly: true, reason: 'The approval rules are managed by an Administrator.' },
);

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
  { href: '/sites', label: 'Our sites', level: 1, scope: 'organisation' },
  { href: '/audits', label: 'Audits', level: 1, scope: 'both' },
  { href: '/audits/programme', label: 'Audit programme', level: 1, scope: 'organisation' },
  { href: '/specs', label: 'Specifications', level: 1, scope: 'both' },
  { href: '/actions', label: 'Actions', level: 1, scope: 'both' },
  { href: '/traceability', label: 'Traceability', level: 1, scope: 'both' },
  { href: '/incidents', label: 'Incidents', level: 1, scope: 'both' },
  { href: '/questionnaires', label: 'Questionnaires', level: 1, scope: 'organisation' },
  { href: '/admin/users', label: 'Users', level: 3, scope: 'organisation' },
  { href: '/admin/keys', label: 'API keys', level: 4, scope: 'organisation' },
  { href: '/admin/webhooks', label: 'Webhooks', level: 4, scope: 'organisation' },
  { href: '/admin/approval-rules', label: 'Approval rules', level: 4, scope: 'organisation' },
];
