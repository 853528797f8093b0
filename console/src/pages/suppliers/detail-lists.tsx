import { api, ok } from '../../api.js';
import { Loaded } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatPercent } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { useSession } from '../../session.js';
import { TrafficLight } from '../../ui/badges.js';

/** The supplier's audits (GET /audits?companyid=). */
export function Audits({ supplierid }: { supplierid: number }) {
  const list = useAsync(
    () => ok(api.GET('/api/v1/audits', { params: { query: { companyid: supplierid } } })),
    [supplierid],
  );
  return (
    <section aria-labelledby="audits-title">
      <h2 id="audits-title">Audits</h2>
      <Loaded state={list} what="Loading audits">
        {(r) => (
          <DataTable
            caption="Audits"
            columns={[
              { header: 'Audit', cell: (a) => <a href={`/audits/${a.auditid}`}>Audit {a.auditid}</a> },
              { header: 'Date', cell: (a) => formatDate(a.auditdate) },
              { header: 'Status', cell: (a) => (a.statusid === 2 ? 'Complete' : 'In progress') },
              { header: 'Result', cell: (a) => <TrafficLight light={a.traffic_light} /> },
              { header: 'Score', cell: (a) => formatPercent(a.score_pct) },
            ]}
            rows={r.data}
            rowKey={(a) => a.auditid}
            empty="No audit yet."
          />
        )}
      </Loaded>
    </section>
  );
}

export function Specs({ supplierid, active = true }: { supplierid: number; active?: boolean }) {
  const { can } = useSession();
  const list = useAsync(
    () => ok(api.GET('/api/v1/products', { params: { query: { companyid: supplierid, limit: 100 } } })),
    [supplierid],
  );
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      {can(2) && active ? (
        <p>
          <a class="button" href={`/specs/new?companyid=${supplierid}`}>
            New product line
          </a>
        </p>
      ) : null}
      <Loaded state={list} what="Loading specifications">
        {(r) => (
          <DataTable
            caption="Specifications"
            columns={[
              { header: 'Product', cell: (p) => <a href={`/specs/${p.psid}`}>{p.productname}</a> },
              { header: 'Code', cell: (p) => p.productcode },
              { header: 'Status', cell: (p) => p.statuslevel },
              { header: 'Version', cell: (p) => p.version },
              { header: 'Updated', cell: (p) => formatDate(p.lastupdated) },
            ]}
            rows={r.data}
            rowKey={(p) => p.psid}
            empty="No specification yet."
          />
        )}
      </Loaded>
    </section>
  );
}
