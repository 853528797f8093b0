import { api, ok } from '../../api.js';
import { ErrorMessage, Loading } from '../../ui/components.js';
import { formatDate, formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { TrafficLight } from '../../ui/badges.js';

/** The supplier's audits (GET /audits?companyid=). */
export function Audits({ supplierid }: { supplierid: number }) {
  const list = useAsync(
    () => ok(api.GET('/api/v1/audits', { params: { query: { companyid: supplierid } } })),
    [supplierid],
  );
  const audits = list.data?.data ?? [];
  return (
    <section aria-labelledby="audits-title">
      <h2 id="audits-title">Audits</h2>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data ? <Loading what="Loading audits" /> : null}
      {list.data ? (
        audits.length ? (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Audit</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Result</th>
                  <th scope="col">Score</th>
                </tr>
              </thead>
              <tbody>
                {audits.map((a) => (
                  <tr key={a.auditid}>
                    <td>
                      <a href={`/audits/${a.auditid}`}>Audit {a.auditid}</a>
                    </td>
                    <td>{formatDate(a.auditdate)}</td>
                    <td>{a.statusid === 2 ? 'Complete' : 'In progress'}</td>
                    <td>
                      <TrafficLight light={a.traffic_light} />
                    </td>
                    <td>{a.score_pct === null ? '–' : `${formatNumber(a.score_pct)} %`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>No audit yet.</p>
        )
      ) : null}
    </section>
  );
}

export function Specs({ supplierid }: { supplierid: number }) {
  const list = useAsync(
    () => ok(api.GET('/api/v1/products', { params: { query: { companyid: supplierid, limit: 100 } } })),
    [supplierid],
  );
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data ? <Loading what="Loading specifications" /> : null}
      {list.data ? (
        list.data.data.length ? (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Code</th>
                  <th scope="col">Status</th>
                  <th scope="col">Version</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((p) => (
                  <tr key={p.psid}>
                    <td>
                      <a href={`/specs/${p.psid}`}>{p.productname}</a>
                    </td>
                    <td>{p.productcode}</td>
                    <td>{p.statuslevel}</td>
                    <td>{p.version}</td>
                    <td>{formatDate(p.lastupdated)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>No specification yet.</p>
        )
      ) : null}
    </section>
  );
}
