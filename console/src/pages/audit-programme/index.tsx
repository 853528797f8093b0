import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatPercent } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { Calendar } from './calendar.js';
import { isoDay, STATUS_TEXT, STATUS_TONE, useAuditors, type ProgrammeSite, type Status } from './shared.js';
import './programme.css';

const LIMIT = 25;
const STATUSES: Status[] = ['overdue', 'due', 'planned'];

const href = (status: string, page = 1, month?: string) => {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (page > 1) q.set('page', String(page));
  if (month) q.set('month', month);
  const s = q.toString();
  return `/audits/programme${s ? `?${s}` : ''}`;
};

/**
 * The audit programme: a month's calendar, then the sites overdue, due or planned (soonest first) with why each is
 * due when it is; an Editor plans what falls due within N days and gives a planned audit another auditor.
 */
export function AuditProgramme() {
  const { query, route } = useLocation();
  const { can } = useSession();
  const status = STATUSES.includes(query.status as Status) ? (query.status as Status) : '';
  const page = Math.max(1, Number(query.page) || 1);
  const month = /^\d{4}-\d{2}$/.test(query.month ?? '') ? query.month! : isoDay(new Date()).slice(0, 7);
  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/audit-programme', {
          params: { query: { page, limit: LIMIT, ...(status ? { status } : {}) } },
        }),
      ),
    [page, status],
  );
  const editor = can(2);
  const auditors = useAuditors();
  return (
    <Page title="Audit programme">
      <Calendar month={month} onMonth={(m) => route(href(status, page, m))} />
      {editor ? <PlanForm auditors={auditors} onPlanned={list.reload} /> : null}
      <section class="card" aria-labelledby="programme-list-title">
        <h2 id="programme-list-title">Sites by due date</h2>
        <form
          class="toolbar"
          role="search"
          aria-label="Filter the programme"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            label="Show"
            value={status}
            onChange={(e) => route(href(e.currentTarget.value, 1, query.month))}
            options={[['', 'Every site'], ...STATUSES.map((s) => [s, STATUS_TEXT[s]] as [string, string])]}
          />
        </form>
        <Loaded state={list} what="Loading the programme">
          {(r) => (
            <DataTable
              caption="Supplier sites by due date"
              columns={[
                {
                  header: 'Site',
                  rowHeader: true,
                  cell: (s: ProgrammeSite) => (
                    <>
                      <a href={`/suppliers/${s.supplierid}`}>{s.companyname}</a>
                      <div class="hint">{s.sitename}</div>
                    </>
                  ),
                },
                {
                  header: 'Due',
                  cell: (s) => (
                    <>
                      {formatDate(s.due_date)}{' '}
                      <Badge tone={STATUS_TONE[s.status]}>{STATUS_TEXT[s.status]}</Badge>
                    </>
                  ),
                },
                {
                  header: 'Why',
                  class: 'hide-narrow',
                  cell: (s) => (
                    <ul class="reasons">
                      {s.reasons.map((x) => (
                        <li key={x.rule} class={x.decides ? 'decides' : undefined}>
                          {x.text}
                        </li>
                      ))}
                    </ul>
                  ),
                },
                {
                  header: 'Last audit',
                  class: 'hide-narrow',
                  cell: (s) =>
                    s.last_audit ? (
                      <a href={`/audits/${s.last_audit.auditid}`}>
                        {formatDate(s.last_audit.auditdate)} · {formatPercent(s.last_audit.score_pct)}
                      </a>
                    ) : (
                      'Never'
                    ),
                },
                {
                  header: 'Planned',
                  cell: (s) =>
                    s.planned ? (
                      <Assign site={s} auditors={auditors} editor={editor} onAssigned={list.reload} />
                    ) : (
                      '–'
                    ),
                },
              ]}
              rows={r.data}
              rowKey={(s) => s.siteid}
              empty="No site matches."
              emptyAs="status"
              pager={
                r.pagination.total > 0
                  ? {
                      page,
                      totalPages: r.pagination.totalPages,
                      total: r.pagination.total,
                      onPage: (p) => route(href(status, p, query.month)),
                    }
                  : undefined
              }
            />
          )}
        </Loaded>
      </section>
    </Page>
  );
}

function PlanForm({ auditors, onPlanned }: { auditors: { id: number; name: string }[]; onPlanned(): void }) {
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      class="card plan-form"
      aria-labelledby="plan-title"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const userid = Number(form.get('userid'));
        setBusy(true);
        setError(null);
        try {
          const r = await ok(
            api.POST('/api/v1/audit-programme/plan', {
              body: {
                days: Number(form.get('days')),
                ...(userid ? { userid } : {}),
                unannounced: form.get('unannounced') === 'on',
              },
            }),
          );
          setSaid(`${r.data.planned} audit${r.data.planned === 1 ? '' : 's'} planned.`);
          onPlanned();
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id="plan-title">Plan audits</h2>
      <p class="hint">
        Every site due within the days given (overdue ones included) gets a planned audit, once.
      </p>
      <div class="toolbar">
        <Field
          label="Due within (days)"
          name="days"
          type="number"
          min={0}
          max={366}
          defaultValue="30"
          required
        />
        <SelectField
          label="Auditor"
          name="userid"
          options={[['', 'Me'], ...auditors.map((a) => [a.id, a.name] as [number, string])]}
        />
        <div class="field checkbox">
          <input id="plan-unannounced" type="checkbox" name="unannounced" />
          <label for="plan-unannounced">Unannounced</label>
        </div>
        <button type="submit" class="primary" disabled={busy}>
          Plan
        </button>
      </div>
      <ErrorMessage error={error} />
      {said ? <p role="status">{said}</p> : null}
    </form>
  );
}

function Assign({
  site,
  auditors,
  editor,
  onAssigned,
}: {
  site: ProgrammeSite;
  auditors: { id: number; name: string }[];
  editor: boolean;
  onAssigned(): void;
}) {
  const planned = site.planned!;
  const [error, setError] = useState<string | null>(null);
  const summary = (
    <>
      <a href={`/audits/${planned.auditid}`}>{formatDate(planned.auditdate)}</a>
      <div class="hint">
        {planned.auditor}
        {planned.unannounced ? ' · unannounced' : ''}
      </div>
    </>
  );
  if (!editor) return summary;
  return (
    <>
      {summary}
      <form
        class="assign"
        onSubmit={async (e) => {
          e.preventDefault();
          const userid = Number(new FormData(e.currentTarget).get('userid'));
          try {
            await ok(
              api.POST('/api/v1/audit-programme/planned/{auditid}/assign', {
                params: { path: { auditid: planned.auditid } },
                body: { userid },
              }),
            );
            onAssigned();
          } catch (err) {
            setError(err instanceof Error ? err.message : String(err));
          }
        }}
      >
        <SelectField
          label={`Auditor of ${site.companyname}, ${site.sitename}`}
          name="userid"
          defaultValue={String(planned.userid)}
          options={auditors.map((a) => [a.id, a.name] as [number, string])}
        />
        <button type="submit">Assign</button>
        <ErrorMessage error={error} />
      </form>
    </>
  );
}
