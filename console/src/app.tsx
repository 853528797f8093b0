import { ErrorBoundary, LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { SessionProvider, useSession } from './session.js';
import * as R from './routes.js';
import { SignIn } from './pages/signin.js';
import { Account } from './pages/account.js';
import { ForgotPassword } from './pages/password/forgot.js';
import { ResetPassword } from './pages/password/reset.js';
import { NotFound } from './pages/not-found.js';
import { QueueStatus } from './ui/queue-status.js';

/**
 * The top bar. On a phone (docs/console.md, "On a phone") it stays one line: the menu folds behind a "Menu"
 * button (aria-expanded) that following a link, Escape or a click outside closes again.
 */
function Nav() {
  const { me, can, signOut } = useSession();
  const { path } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useEffect(() => setOpen(false), [path]);
  // Attached as the open menu is drawn (a layout effect, not a later one): an Escape pressed as soon as the menu
  // shows must close it (a busy tablet ran a plain effect after the key, and the menu stayed open).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (!header.current?.contains(e.target as Node)) setOpen(false);
    };
    addEventListener('keydown', onKey);
    addEventListener('click', onClick);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('click', onClick);
    };
  }, [open]);
  if (!me) return null;
  const items = R.NAV.filter((i) => can(i.level) && (i.scope === 'both' || i.scope === me.scope));
  // The item the page is under: the longest that matches (/audits/programme, not /audits).
  const under = (href: string) =>
    href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
  const here = items
    .filter((i) => under(i.href))
    .reduce<string | undefined>(
      (best, i) => (best && best.length >= i.href.length ? best : i.href),
      undefined,
    );
  return (
    <header class="topbar" ref={header}>
      <a class="brand" href={me.scope === 'supplier' ? '/portal' : '/'}>
        Foodtrace
      </a>
      <button
        type="button"
        class="menu-toggle"
        ref={toggle}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls="main-menu"
        onClick={() => setOpen(!open)}
      >
        Menu
      </button>
      <nav aria-label="Main" id="main-menu" class={open ? 'open' : undefined}>
        <ul>
          {items.map((i) => {
            const current = i.href === here;
            return (
              <li key={i.href}>
                <a href={i.href} aria-current={current ? 'page' : undefined}>
                  {i.label}
                </a>
              </li>
            );
          })}
          <li class="narrow-only">
            <a href="/account" aria-current={path === '/account' ? 'page' : undefined}>
              Account ({me.user.firstname} {me.user.lastname})
            </a>
          </li>
        </ul>
      </nav>
      <div class="who">
        <QueueStatus />
        <a href="/account" title="Account" class="wide-only">
          {me.user.firstname} {me.user.lastname}
        </a>
        <button type="button" class="link" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </header>
  );
}

/** Signed out: every path shows the sign-in; a temporary password: only the password change. */
function Screens() {
  const { me, mustChangePassword, isSupplier } = useSession();
  const { path, route } = useLocation();
  useEffect(() => {
    if (me && path === '/signin') route(isSupplier ? '/portal' : '/', true);
  }, [me, path, isSupplier, route]);
  // A reset link works signed in or out (the reset then signs this browser out too).
  if (path === '/reset-password') return <ResetPassword />;
  // So does an incident notice's link: the party it was sent to has no account.
  if (path.startsWith('/ack/')) return <R.Ack token={decodeURIComponent(path.slice('/ack/'.length))} />;
  if (mustChangePassword) return <Account forced />;
  if (!me) return path === '/forgot-password' ? <ForgotPassword /> : <SignIn />;
  return (
    <Router>
      <Route path="/" component={isSupplier ? R.Portal : R.Dashboard} />
      <Route path="/portal" component={R.Portal} />
      <Route path="/suppliers" component={R.SupplierList} />
      <Route path="/suppliers/new" component={R.SupplierCreate} />
      <Route path="/suppliers/import" component={R.SupplierImport} />
      <Route path="/suppliers/:id" component={R.SupplierDetail} />
      <Route path="/sites" component={R.OurSites} />
      <Route path="/audits" component={R.AuditList} />
      <Route path="/audits/new" component={R.AuditCreate} />
      <Route path="/audits/programme" component={R.AuditProgramme} />
      <Route path="/audits/:id" component={R.AuditConduct} />
      <Route path="/actions" component={R.ActionList} />
      <Route path="/specs" component={R.SpecList} />
      <Route path="/specs/new" component={R.SpecNew} />
      <Route path="/specs/:id" component={R.SpecDetail} />
      <Route path="/traceability" component={R.Traceability} />
      <Route path="/traceability/upload" component={R.TraceUpload} />
      <Route path="/traceability/import" component={R.TraceImport} />
      <Route path="/traceability/events/:id" component={R.TraceEvent} />
      <Route path="/traceability/lots/:gtin/:lot" component={R.TraceLot} />
      <Route path="/incidents" component={R.IncidentList} />
      <Route path="/incidents/new" component={R.IncidentNew} />
      <Route path="/incidents/alert" component={R.IncidentAlert} />
      <Route path="/incidents/:id" component={R.IncidentPage} />
      <Route path="/questionnaires" component={R.QuestionnaireList} />
      <Route path="/questionnaires/new" component={R.QuestionnaireNew} />
      <Route path="/questionnaires/queue" component={R.QuestionnaireQueue} />
      <Route path="/questionnaires/assignments/:id" component={R.QuestionnaireAssignment} />
      <Route path="/questionnaires/:id" component={R.QuestionnaireEdit} />
      <Route path="/admin/users" component={R.AdminUsers} />
      <Route path="/admin/keys" component={R.AdminKeys} />
      <Route path="/admin/webhooks" component={R.AdminWebhooks} />
      <Route path="/admin/approval-rules" component={R.AdminApprovalRules} />
      <Route path="/account" component={Account} />
      <Route path="/signin" component={SignIn} />
      <Route default component={NotFound} />
    </Router>
  );
}

export function App() {
  return (
    <LocationProvider>
      <SessionProvider>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <Nav />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary>
            <Screens />
          </ErrorBoundary>
        </main>
      </SessionProvider>
    </LocationProvider>
  );
}
