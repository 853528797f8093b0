import { api, type Schemas } from '../../api.js';
import { Badge, ErrorMessage, Loading } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatNumber, formatPercent } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { report } from './report.js';
import { CertificateStatus } from '../../ui/badges.js';

interface Section {
  sectionid: number;
  section_name: string;
  pass: number;
  fail: number;
  flag: number;
  passrate: number | null;
}

/** The sections whose answers failed or were flagged most over the year. */
export function Sections({ sections }: { sections: Section[] | undefined }) {
  const worst = (sections ?? [])
    .filter((s) => s.fail + s.flag > 0)
    .sort((a, b) => b.fail + b.flag - (a.fail + a.flag) || b.fail - a.fail)
    .slice(0, 5);
  return (
    <section class="card" aria-labelledby="sections-title">
      <h2 id="sections-title">Sections with the most failures</h2>
      {!sections ? (
        <Loading />
      ) : (
        <DataTable
          caption="Sections with the most failures"
          bare
          columns={[
            { header: 'Section', cell: (s) => s.section_name },
            { header: 'Failed', cell: (s) => s.fail },
            { header: 'Flagged', cell: (s) => s.flag },
            {
              header: 'Pass rate',
              cell: (s) => formatPercent(s.passrate),
            },
          ]}
          rows={worst}
          rowKey={(s) => s.sectionid}
          empty="No failure in the last twelve months."
        />
      )}
    </section>
  );
}

/** The checklist items failed most often over the year. */
export function FailedItems({ range }: { range: { from: string; to: string } }) {
  const items = useAsync(
    () =>
      report(api.GET('/api/v1/reports/audits/failedItems', { params: { query: { ...range, limit: 5 } } })),
    [range],
  );
  return (
    <section class="card" aria-labelledby="items-title">
      <h2 id="items-title">Items failed most often</h2>
      <ErrorMessage error={items.error} />
      {!items.data ? (
        items.loading ? (
          <Loading />
        ) : null
      ) : items.data.data.length === 0 ? (
        <p>No item failed in the last twelve months.</p>
      ) : (
        <ol class="plain-list">
          {items.data.data.map((i) => (
            <li key={i.itemid}>
              {i.question} {i.critical ? <Badge tone="red">Critical</Badge> : null}
              <br />
              <small class="hint">
                {i.section_name}: {i.failed} of {i.answered} audits
                {i.failrate === null ? '' : ` (${formatNumber(i.failrate)} %)`}
              </small>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Active specifications per workflow status. */
export function Specs() {
  const specs = useAsync(() => report(api.GET('/api/v1/reports/specs/status')), []);
  const d = specs.data?.data;
  return (
    <section class="card" aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications by status</h2>
      <ErrorMessage error={specs.error} />
      {!d ? (
        specs.loading ? (
          <Loading />
        ) : null
      ) : (
        <>
          <DataTable
            caption="Specifications by status"
            bare
            columns={[
              { header: 'Status', cell: (s) => <a href={`/specs?status=${s.statusid}`}>{s.status}</a> },
              { header: 'Specs', cell: (s) => s.specs },
              { header: 'Median days there', cell: (s) => formatNumber(s.current_median_days) },
            ]}
            rows={d.statuses}
            rowKey={(s) => s.statusid}
          />
          <p class="hint">
            {formatNumber(d.specs, 0)} active; {formatNumber(d.missing_any, 0)} missing allergen or nutrition
            records.
          </p>
        </>
      )}
    </section>
  );
}

/** The overdue corrective actions, soonest due first. */
export function Actions({ overdue }: { overdue: Schemas['CorrectiveAction'][] | undefined }) {
  return (
    <section class="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Overdue actions, soonest due first</h2>
      {!overdue ? (
        <Loading />
      ) : overdue.length === 0 ? (
        <p>No action is overdue.</p>
      ) : (
        <ul class="plain-list">
          {overdue.map((a) => (
            <li key={a.actionid}>
              <a href={`/audits/${a.auditid}`}>{a.description}</a>{' '}
              <Badge tone={a.priority === 'high' ? 'red' : a.priority === 'medium' ? 'amber' : 'grey'}>
                {a.priority}
              </Badge>
              <br />
              <small class="hint">
                Due {formatDate(a.duedate)} · {a.assignee_name}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Expiring = { data: Schemas['ExpiringCertificate'][] };

/** Certificates expired or expiring within 90 days. */
export function Certificates({ report }: { report: Expiring | undefined }) {
  return (
    <section class="card" aria-labelledby="certs-title">
      <h2 id="certs-title">Certificates expiring</h2>
      {!report ? (
        <Loading />
      ) : (
        <DataTable
          caption="Certificates expiring"
          columns={[
            { header: 'Supplier', cell: (c) => <a href={`/suppliers/${c.supplierid}`}>{c.companyname}</a> },
            { header: 'Standard', cell: (c) => c.standard },
            { header: 'Number', cell: (c) => c.certificatenumber },
            { header: 'Expires', cell: (c) => formatDate(c.expirydate) },
            { header: 'Status', cell: (c) => <CertificateStatus status={c.status} /> },
          ]}
          rows={report.data.slice(0, 10)}
          rowKey={(c) => c.accreditationid}
          empty="No certificate expires within 90 days."
        />
      )}
    </section>
  );
}
