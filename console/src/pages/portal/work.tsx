import { useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { Badge, ErrorMessage, Loaded, Loading } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatDateTime, formatPercent } from '../../ui/format.js';
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
  const table = (rows: Spec[], caption: string, empty?: string) => (
    <DataTable
      caption={caption}
      columns={[
        { header: 'Product', cell: (s) => <a href={`/specs/${s.psid}`}>{s.productname}</a> },
        { header: 'Code', cell: (s) => s.productcode },
        { header: 'Status', cell: (s) => <SpecStatus statusid={s.statusid} name={s.statuslevel} /> },
        { header: 'Last updated', cell: (s) => formatDateTime(s.lastupdated) },
      ]}
      rows={rows}
      rowKey={(s) => s.psid}
      empty={empty}
    />
  );
  return (
    <section aria-labelledby="portal-specs">
      <h2 id="portal-specs">Specifications to complete</h2>
      <Loaded state={specs} what="Loading specifications">
        {() => table(todo, 'Specifications to complete', 'Nothing to complete.')}
      </Loaded>
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
      <Loaded state={audits} what="Loading audits">
        {(r) => (
          <DataTable
            caption="Audits"
            columns={[
              { header: 'Date', cell: (a) => <a href={`/audits/${a.auditid}`}>{formatDate(a.auditdate)}</a> },
              { header: 'Reason', cell: (a) => a.audit_reason ?? '–' },
              { header: 'State', cell: (a) => (a.statusid === 2 ? 'Complete' : 'In progress') },
              { header: 'Score', cell: (a) => formatPercent(a.score_pct) },
            ]}
            rows={r}
            rowKey={(a) => a.auditid}
            empty="No audit yet."
          />
        )}
      </Loaded>
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
      {actions.data ? (
        <DataTable
          caption="Corrective actions"
          columns={[
            { header: 'Audit item', cell: (a) => <a href={`/audits/${a.auditid}`}>{a.question}</a> },
            { header: 'What to do', cell: (a) => a.description },
            {
              header: 'Due',
              cell: (a) => (
                <>
                  {formatDate(a.duedate)} {a.overdue ? <Badge tone="red">Overdue</Badge> : null}
                </>
              ),
            },
            { header: 'Priority', cell: (a) => a.priority },
            {
              header: 'Status',
              cell: (a) => {
                const next = NEXT[a.status];
                return (
                  <>
                    {ACTION_STATUS_TEXT[a.status]}{' '}
                    {writable && next ? (
                      <button
                        type="button"
                        aria-label={`“${a.question}”: mark ${ACTION_STATUS_TEXT[next].toLowerCase()}`}
                        onClick={() => void advance(a, next)}
                      >
                        Mark {ACTION_STATUS_TEXT[next].toLowerCase()}
                      </button>
                    ) : null}
                  </>
                );
              },
            },
          ]}
          rows={actions.data}
          rowKey={(a) => a.actionid}
          empty="No action assigned to you."
        />
      ) : null}
    </section>
  );
}
