import { useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { Badge, ErrorMessage, Loading } from '../../ui/components.js';
import { formatDate, formatDateTime, formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { ACTION_STATUS_TEXT, SpecStatus } from '../../ui/badges.js';

type Spec = Schemas['ProductListItem'];
type Action = Schemas['CorrectiveAction'];

/** The company's specifications: those it must complete (New, Rejected) first, then the others. */
export function PortalSpecs() {
  const specs = useAsync(
    () => ok(api.GET('/api/v1/products', { params: { query: { active: 1, limit: 200 } } })),
    [],
  );
  const all: Spec[] = specs.data?.data ?? [];
  const todo = all.filter((s) => s.statusid === 1 || s.statusid === 5);
  const rest = all.filter((s) => !todo.includes(s));
  const table = (rows: Spec[], label: string) => (
    <div class="table-wrap">
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Code</th>
            <th scope="col">Status</th>
            <th scope="col">Last updated</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.psid}>
              <td>
                <a href={`/specs/${s.psid}`}>{s.productname}</a>
              </td>
              <td>{s.productcode}</td>
              <td>
                <SpecStatus statusid={s.statusid} name={s.statuslevel} />
              </td>
              <td>{formatDateTime(s.lastupdated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section aria-labelledby="portal-specs">
      <h2 id="portal-specs">Specifications to complete</h2>
      <ErrorMessage error={specs.error} />
      {specs.loading && !specs.data ? <Loading what="Loading specifications" /> : null}
      {specs.data && todo.length === 0 ? <p>Nothing to complete.</p> : null}
      {todo.length ? table(todo, 'Specifications to complete') : null}
      {rest.length ? (
        <>
          <h3>Submitted, in review or approved</h3>
          {table(rest, 'Other specifications')}
        </>
      ) : null}
    </section>
  );
}

/** The company's audits (the list is confined to it by the API). */
export function PortalAudits() {
  const audits = useAsync(() => ok(api.GET('/api/v1/audits')).then((r) => r.data), []);
  return (
    <section aria-labelledby="portal-audits">
      <h2 id="portal-audits">Audits</h2>
      <ErrorMessage error={audits.error} />
      {audits.loading && !audits.data ? <Loading what="Loading audits" /> : null}
      {audits.data && audits.data.length === 0 ? <p>No audit yet.</p> : null}
      {audits.data?.length ? (
        <div class="table-wrap">
          <table aria-label="Audits">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reason</th>
                <th scope="col">State</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {audits.data.map((a) => (
                <tr key={a.auditid}>
                  <td>
                    <a href={`/audits/${a.auditid}`}>{formatDate(a.auditdate)}</a>
                  </td>
                  <td>{a.audit_reason ?? '–'}</td>
                  <td>{a.statusid === 2 ? 'Complete' : 'In progress'}</td>
                  <td>{a.score_pct === null ? '–' : `${formatNumber(a.score_pct)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

const NEXT: Record<Action['status'], Action['status'] | null> = {
  open: 'in_progress',
  in_progress: 'done',
  done: null,
  verified: null,
};

/** Corrective actions assigned to the signed-in user; its status moves up to done (docs/actions.md). */
export function PortalActions({ userid, writable }: { userid: number; writable: boolean }) {
  const actions = useAsync(
    () =>
      ok(api.GET('/api/v1/actions', { params: { query: { assignee: userid, limit: 200 } } })).then(
        (r) => r.data,
      ),
    [userid],
  );
  const [error, setError] = useState<string | null>(null);
  async function advance(a: Action, to: Action['status']) {
    setError(null);
    try {
      await ok(
        api.PUT('/api/v1/actions/{id}', { params: { path: { id: a.actionid } }, body: { status: to } }),
      );
      actions.reload();
    } catch (err) {
      setError((err as Error).message);
    }
  }
  return (
    <section aria-labelledby="portal-actions">
      <h2 id="portal-actions">Corrective actions assigned to you</h2>
      <ErrorMessage error={actions.error ?? error} />
      {actions.loading && !actions.data ? <Loading what="Loading actions" /> : null}
      {actions.data && actions.data.length === 0 ? <p>No action assigned to you.</p> : null}
      {actions.data?.length ? (
        <div class="table-wrap">
          <table aria-label="Corrective actions">
            <thead>
              <tr>
                <th scope="col">Audit item</th>
                <th scope="col">What to do</th>
                <th scope="col">Due</th>
                <th scope="col">Priority</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {actions.data.map((a) => {
                const next = NEXT[a.status];
                return (
                  <tr key={a.actionid}>
                    <td>
                      <a href={`/audits/${a.auditid}`}>{a.question}</a>
                    </td>
                    <td>{a.description}</td>
                    <td>
                      {formatDate(a.duedate)} {a.overdue ? <Badge tone="red">Overdue</Badge> : null}
                    </td>
                    <td>{a.priority}</td>
                    <td>
                      {ACTION_STATUS_TEXT[a.status]}{' '}
                      {writable && next ? (
                        <button
                          type="button"
                          aria-label={`Mark “${a.question}” ${ACTION_STATUS_TEXT[next].toLowerCase()}`}
                          onClick={() => void advance(a, next)}
                        >
                          Mark {ACTION_STATUS_TEXT[next].toLowerCase()}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
