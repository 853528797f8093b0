import { useLocation } from 'preact-iso';
import { useMemo } from 'preact/hooks';
import { api, ok, type operations } from '../../api.js';
import { useSession } from '../../session.js';
import { Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatPercent } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { ExportCsv, listHref, type ExportColumn } from '../../ui/list-export.js';
import { sortAndPage } from '../../ui/lists.js';
import { SavedAudits, unreachable } from './saved.js';
import { StatusBadge, TrafficLight, type Audit } from './shared.js';
import './audits.css';

const LIMIT = 25;
const SORTS = ['auditid', 'auditdate', 'companyname', 'auditor', 'statusid', 'score_pct'];
/** The API's own order (newest audit date first): shown on the Date header. */
const OWN_ORDER = '-auditdate';
type Query = NonNullable<operations['listAudits']['parameters']['query']>;
const DUE = ['overdue', 'week', 'month'];

/** The list's state as the address holds it (`/audits?status=1&due=overdue&supplier=12&sort=companyname`). */
function stateOf(query: Record<string, string | undefined>) {
  return {
    status: query.status === '1' || query.status === '2' ? query.status : '',
    due: DUE.includes(query.due ?? '') ? query.due! : '',
    supplier: /^\d{1,9}$/.test(query.supplier ?? '') ? query.supplier! : '',
    mine: query.mine === '1',
    ...sortAndPage(query, SORTS),
  };
}
type State = ReturnType<typeof stateOf>;

const href = (s: State) =>
  listHref('/audits', {
    status: s.status,
    due: s.due,
    supplier: s.supplier,
    mine: s.mine && '1',
    sort: s.sort,
    page: s.page > 1 && s.page,
  });

/** A day `days` from today in the browser's calendar, as YYYY-MM-DD. */
function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The API's query for the list's filters and sort (the export reads the same). */
function apiQuery(s: State, me: number | undefined): Query {
  const q: Query = {};
  if (s.status) q.statusid = Number(s.status);
  if (s.due === 'overdue') q.overdue = true;
  if (s.due === 'week' || s.due === 'month') {
    q.from = dayFromToday(0);
    q.to = dayFromToday(s.due === 'week' ? 7 : 30);
  }
  if (s.supplier) q.companyid = Number(s.supplier);
  if (s.mine && me) q.userid = me;
  if (s.sort) q.sort = s.sort as Query['sort'];
  return q;
}

/**
 * The audits, newest first or sorted by a column header, with their traffic lights; filtered by status, due date,
 * supplier and auditor, a page at a time; everything lives in the address. The supplier scope sees its own
 * company's only.
 */
export function AuditList() {
  const { me, can, isSupplier } = useSession();
  const { query, route } = useLocation();
  const state = stateOf(query);
  const go = (next: Partial<State>) => route(href({ ...state, page: 1, ...next }), true);
  const userid = me?.user.userid;
  const key = href(state);

  const audits = useAsync(
    () =>
      ok(
        api.GET('/api/v1/audits', {
          params: { query: { ...apiQuery(state, userid), limit: LIMIT, page: state.page } },
        }),
      ),
    [key, userid],
  );
  const users = useAsync(
    () =>
      isSupplier
        ? Promise.resolve([])
        : ok(api.GET('/api/v1/users', { params: { query: { companyid: 1, limit: 200 } } })).then(
            (r) => r.data,
          ),
    [isSupplier],
  );
  const suppliers = useAsync(
    () =>
      isSupplier
        ? Promise.resolve([])
        : ok(api.GET('/api/v1/suppliers', { params: { query: { limit: 200, sort: 'companyname' } } })).then(
            (r) => r.data,
          ),
    [isSupplier],
  );
  const names = useMemo(
    () => new Map((users.data ?? []).map((u) => [u.userid, `${u.firstname} ${u.lastname}`])),
    [users.data],
  );
  const supplierOptions = useMemo(() => {
    const list: [string, string][] = (suppliers.data ?? []).map((s) => [String(s.supplierid), s.companyname]);
    if (state.supplier && !list.some(([id]) => id === state.supplier))
      list.unshift([state.supplier, `Supplier ${state.supplier}`]);
    return list;
  }, [suppliers.data, state.supplier]);
  const filtered = Boolean(state.status || state.due || state.supplier || state.mine);

  const exportColumns: ExportColumn<Audit>[] = [
    { header: 'Audit', value: (a) => a.auditid },
    { header: 'Supplier', value: (a) => a.companyname },
    { header: 'Date', value: (a) => a.auditdate },
    ...(isSupplier ? [] : [{ header: 'Auditor', value: (a: Audit) => names.get(a.userid) ?? '' }]),
    { header: 'Status', value: (a) => (a.statusid === 2 ? 'Complete' : 'In progress') },
    { header: 'Score %', value: (a) => a.score_pct },
    { header: 'Traffic light', value: (a) => a.traffic_light },
    { header: 'Reason', value: (a) => a.audit_reason },
  ];

  return (
    <Page
      title="Audits"
      actions={
        can(2) && !isSupplier ? (
          <a class="button primary" href="/audits/new">
            New audit
          </a>
        ) : null
      }
    >
      <form class="toolbar" role="search" aria-label="Filter audits" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Status"
          value={state.status}
          onChange={(e) => go({ status: e.currentTarget.value })}
          options={[
            ['', 'Any status'],
            ['1', 'In progress'],
            ['2', 'Complete'],
          ]}
        />
        <SelectField
          label="Due"
          value={state.due}
          onChange={(e) => go({ due: e.currentTarget.value })}
          options={[
            ['', 'Any date'],
            ['overdue', 'Overdue (in progress, date passed)'],
            ['week', 'In the next 7 days'],
            ['month', 'In the next 30 days'],
          ]}
        />
        {isSupplier ? null : (
          <SelectField
            key={`supplier-${supplierOptions.length}`}
            label="Supplier"
            value={state.supplier}
            onChange={(e) => go({ supplier: e.currentTarget.value })}
            options={[['', 'Any supplier'], ...supplierOptions]}
          />
        )}
        {isSupplier ? null : (
          <label class="check">
            <input
              type="checkbox"
              checked={state.mine}
              onChange={(e) => go({ mine: e.currentTarget.checked })}
            />
            My audits only
          </label>
        )}
        {filtered ? <a href="/audits">Clear filters</a> : null}
      </form>
      <ExportCsv
        filename="audits.csv"
        columns={exportColumns}
        read={(cursor) =>
          ok(
            api.GET('/api/v1/audits', {
              params: { query: { ...apiQuery(state, userid), limit: 200, ...(cursor ? { cursor } : {}) } },
            }),
          )
        }
      />
      {unreachable(audits.error) ? <SavedAudits /> : null}
      <Loaded state={audits} what="Loading audits">
        {(r) => (
          <DataTable
            caption={state.sort ? 'Audits' : 'Audits, newest first'}
            sort={{ by: state.sort || OWN_ORDER, onSort: (sort) => go({ sort }) }}
            columns={[
              {
                header: 'Audit',
                sort: 'auditid',
                cell: (a) => (
                  <>
                    <a href={`/audits/${a.auditid}`}>Audit {a.auditid}</a>
                    {a.audit_reason ? <div class="hint">{a.audit_reason}</div> : null}
                  </>
                ),
              },
              {
                header: 'Supplier',
                sort: 'companyname',
                cell: (a) =>
                  isSupplier ? a.companyname : <a href={`/suppliers/${a.companyid}`}>{a.companyname}</a>,
              },
              { header: 'Date', sort: 'auditdate', cell: (a) => formatDate(a.auditdate) },
              !isSupplier && { header: 'Auditor', sort: 'auditor', cell: (a) => names.get(a.userid) ?? '' },
              { header: 'Status', sort: 'statusid', cell: (a) => <StatusBadge audit={a} /> },
              { header: 'Score', sort: 'score_pct', cell: (a) => formatPercent(a.score_pct, 2) },
              { header: 'Traffic light', cell: (a) => <TrafficLight light={a.traffic_light} /> },
            ]}
            rows={r.data}
            rowKey={(a) => a.auditid}
            empty={
              filtered ? (
                <>
                  No audits match these filters. <a href="/audits">Clear filters</a>
                </>
              ) : can(2) && !isSupplier ? (
                <>
                  No audits yet: <a href="/audits/new">plan one</a>.
                </>
              ) : (
                'No audits yet.'
              )
            }
            emptyAs="status"
            pager={
              r.pagination && r.pagination.total > 0
                ? {
                    page: state.page,
                    totalPages: r.pagination.totalPages,
                    total: r.pagination.total,
                    onPage: (p) => go({ page: p }),
                  }
                : undefined
            }
          />
        )}
      </Loaded>
    </Page>
  );
}
