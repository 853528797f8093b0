import { ErrorBoundary, LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { useEffect } from 'preact/hooks';
import { SessionProvider, useSession } from './session.js';
import * as R from './routes.js';
import { SignIn } from './pages/signin.js';
import { Account } from './pages/account.js';
import { ForgotPassword } from './pages/password/forgot.js';
import { ResetPassword } from './pages/password/reset.js';
import { NotFound } from './pages/not-found.js';
import { QueueStatus } from './ui/queue-status.js';

function Nav() {
  const { me, can, signOut } = useSession();
  const { path } = useLocation();
  if (!me) return null;
  const items = R.NAV.filter((i) => can(i.level) && (i.scope === 'both' || i.scope === me.scope));
  return (
    <header class="topbar">
      <a class="brand" href={me.scope === 'supplier' ? '/portal' : '/'}>
        Foodtrace
      </a>
      <nav aria-label="Main">
        <ul>
          {items.map((i) => {
            const current = i.href === '/' ? path === '/' : path === i.href || path.startsWith(`${i.href}/`);
            return (
              <li key={i.href}>
                <a href={i.href} aria-current={current ? 'page' : undefined}>
                  {i.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div class="who">
        <QueueStatus />
        <a href="/account" title="Account">
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
      <Route path="/audits" component={R.AuditList} />
      <Route path="/audits/new" component={R.AuditCreate} />
      <Route path="/audits/:id" component={R.AuditConduct} />
      <Route path="/actions" component={R.ActionList} />
      <Route path="/specs" component={R.SpecList} />
      <Route path="/specs/new" component={R.SpecNew} />
      <Route path="/specs/:id" component={R.SpecDetail} />
      <Route path="/admin/users" component={R.AdminUsers} />
      <Route path="/admin/keys" component={R.AdminKeys} />
      <Route path="/admin/webhooks" component={R.AdminWebhooks} />
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
