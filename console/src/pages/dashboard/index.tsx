import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { ErrorMessage, Loading, Page } from '../../ui/components.js';
import { formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { ranges } from './dates.js';
import { report } from './report.js';
import { Actions, Certificates, FailedItems, Sections, Specs } from './panels.js';
import { ScoreChart } from './score-chart.js';
import '../suppliers/suppliers.css';
import './dashboard.css';

/** The organisation's dashboard: this month's audits, scores over a year, failures, specs, certificates, actions. */
export function Dashboard() {
  const r = useMemo(() => ranges(), []);
  const month = useAsync(
    () => report(api.GET('/api/v1/reports/audits/summary', { params: { query: r.month } })),
    [r],
  );
  const year = useAsync(
    () => report(api.GET('/api/v1/reports/audits/summary', { params: { query: r.year } })),
    [r],
  );
  const actions = useAsync(async () => {
    const count = (query: { status?: 'open' | 'in_progress'; overdue?: boolean }) =>
      ok(api.GET('/api/v1/actions', { params: { query: { ...query, limit: 5 } } }));
    const [open, progress, overdue] = await Promise.all([
      count({ status: 'open' }),
      count({ status: 'in_progress' }),
      count({ overdue: true }),
    ]);
    return { open: open.pagination.total, progress: progress.pagination.total, overdue };
  }, []);
  const certificates = useAsync(
    () => report(api.GET('/api/v1/reports/certificates/expiring', { params: { query: { within: 90 } } })),
    [],
  );

  // Sites past their audit due date and not planned (the audit programme's list).
  const overdueSites = useAsync(
    () => ok(api.GET('/api/v1/audit-programme', { params: { query: { status: 'overdue', limit: 1 } } })),
    [],
  );

  const m = month.data?.data;
  return (
    <Page title="Dashboard">
      <div class="cards">
        <Figure
          title="Audits this month"
          value={m ? formatNumber(m.audits, 0) : undefined}
          loading={month.loading}
        >
          {m ? `${formatNumber(m.completed, 0)} completed` : null}
        </Figure>
        <Figure
          title="Average score this month"
          value={m ? (m.averagescore === null ? '–' : `${formatNumber(m.averagescore)} %`) : undefined}
          loading={month.loading}
        >
          {m && m.averagescore === null ? 'No audit completed yet' : 'Of the completed audits'}
        </Figure>
        <Figure
          title="Open actions"
          value={actions.data ? formatNumber(actions.data.open + actions.data.progress, 0) : undefined}
          loading={actions.loading}
        >
          {actions.data ? (
            <>
              <a href="/actions?status=open">{formatNumber(actions.data.open, 0)} open</a>,{' '}
              <a href="/actions?status=in_progress">{formatNumber(actions.data.progress, 0)} in progress</a>
            </>
          ) : (
            'Open or in progress'
          )}
        </Figure>
        <Figure
          title="Overdue actions"
          value={actions.data ? formatNumber(actions.data.overdue.pagination.total, 0) : undefined}
          loading={actions.loading}
          alert={(actions.data?.overdue.pagination.total ?? 0) > 0}
          href="/actions?overdue=true"
          linkLabel="overdue actions"
        >
          Past their due date
        </Figure>
        <Figure
          title="Certificates to renew"
          value={certificates.data ? formatNumber(certificates.data.summary.certificates, 0) : undefined}
          loading={certificates.loading}
          alert={(certificates.data?.summary.expired ?? 0) > 0}
        >
          {certificates.data
            ? `${formatNumber(certificates.data.summary.expired, 0)} expired, ${formatNumber(certificates.data.summary.expiring, 0)} within 90 days`
            : null}
        </Figure>
        <Figure
          title="Sites overdue for audit"
          value={overdueSites.data ? formatNumber(overdueSites.data.pagination.total, 0) : undefined}
          loading={overdueSites.loading}
          alert={(overdueSites.data?.pagination.total ?? 0) > 0}
          href="/audits/programme?status=overdue"
          linkLabel="sites overdue for audit"
        >
          Past their due date, not planned
        </Figure>
      </div>
      <ErrorMessage error={month.error ?? actions.error ?? certificates.error ?? overdueSites.error} />

      <section class="card" aria-labelledby="chart-title">
        <h2 id="chart-title">Average score by month</h2>
        <ErrorMessage error={year.error} />
        {year.data ? <ScoreChart months={year.data.data.months} /> : year.loading ? <Loading /> : null}
      </section>

      <div class="dash-grid">
        <Sections sections={year.data?.data.sections} />
        <FailedItems range={r.year} />
        <Specs />
        <Actions overdue={actions.data?.overdue.data} />
      </div>
      <Certificates report={certificates.data} />
    </Page>
  );
}

function Figure({
  title,
  value,
  loading,
  alert = false,
  href,
  linkLabel,
  children,
}: {
  title: string;
  value: string | undefined;
  loading: boolean;
  alert?: boolean;
  /** Where the figure's items are listed: the value links there, named "<value> <linkLabel>". */
  href?: string;
  linkLabel?: string;
  children?: ComponentChildren;
}) {
  const shown = value ?? (loading ? '…' : '–');
  return (
    <section class={`card figure${alert ? ' figure-alert' : ''}`} aria-label={title}>
      <h2 class="figure-title">{title}</h2>
      <p class="stat">
        {href && value !== undefined ? (
          <a href={href} aria-label={`${value} ${linkLabel ?? title}`}>
            {value}
          </a>
        ) : (
          shown
        )}
      </p>
      <p class="hint">{children}</p>
    </section>
  );
}
