import { useMemo, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatPercent } from '../../ui/format.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { SavedAudits, unreachable } from './saved.js';
import { StatusBadge, TrafficLight } from './shared.js';
import './audits.css';

const PAGE = 25;

/** The audits, newest first, with their traffic lights; the supplier scope sees its own company's only. */
export function AuditList() {
  const { me, can, isSupplier } = useSession();
  const [mine, setMine] = useState(false);
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const text = useDebounced(search.trim().toLowerCase());
  const audits = useAsync(
    () =>
      ok(api.GET('/api/v1/audits', { params: { query: mine && me ? { userid: me.user.userid } : {} } })).then(
        (r) => r.data,
      ),
    [mine],
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
  const names = useMemo(
    () => new Map((users.data ?? []).map((u) => [u.userid, `${u.firstname} ${u.lastname}`])),
    [users.data],
  );
  const rows = useMemo(
    () =>
      (audits.data ?? []).filter(
        (a) =>
          (status === '' || String(a.statusid) === status) &&
          (text === '' || a.companyname.toLowerCase().includes(text) || String(a.auditid) === text),
      ),
    [audits.data, status, text],
  );
  const totalPages = Math.ceil(rows.length / PAGE);
  const shown = rows.slice((page - 1) * PAGE, page * PAGE);

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
      <div class="toolbar">
        <Field
          label="Search"
          type="search"
          placeholder="Supplier or audit number"
          value={search}
          onInput={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value);
            setPage(1);
          }}
          options={[
            ['', 'Any status'],
            ['1', 'In progress'],
            ['2', 'Complete'],
          ]}
        />
        {isSupplier ? null : (
          <label class="check">
            <input
              type="checkbox"
              checked={mine}
              onChange={(e) => {
                setMine(e.currentTarget.checked);
                setPage(1);
              }}
            />
            My audits only
          </label>
        )}
      </div>
      {unreachable(audits.error) ? <SavedAudits /> : null}
      <Loaded state={audits} what="Loading audits">
        {() => (
          <DataTable
            caption="Audits, newest first"
            columns={[
              {
                header: 'Audit',
                cell: (a) => (
                  <>
                    <a href={`/audits/${a.auditid}`}>Audit {a.auditid}</a>
                    {a.audit_reason ? <div class="hint">{a.audit_reason}</div> : null}
                  </>
                ),
              },
              {
                header: 'Supplier',
                cell: (a) =>
                  isSupplier ? a.companyname : <a href={`/suppliers/${a.companyid}`}>{a.companyname}</a>,
              },
              { header: 'Date', cell: (a) => formatDate(a.auditdate) },
              !isSupplier && { header: 'Auditor', cell: (a) => names.get(a.userid) ?? '' },
              { header: 'Status', cell: (a) => <StatusBadge audit={a} /> },
              {
                header: 'Score',
                cell: (a) => formatPercent(a.score_pct, 2),
              },
              { header: 'Traffic light', cell: (a) => <TrafficLight light={a.traffic_light} /> },
            ]}
            rows={shown}
            rowKey={(a) => a.auditid}
            empty="No audits found."
            pager={totalPages > 1 ? { page, totalPages, total: rows.length, onPage: setPage } : undefined}
          />
        )}
      </Loaded>
    </Page>
  );
}
