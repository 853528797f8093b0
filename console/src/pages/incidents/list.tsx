import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { useSession } from '../../session.js';
import { Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime, formatPercent } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { listIncidents, type Incident } from './incidents-api.js';
import { ExerciseBadge, KIND_TEXT, STATUS_TEXT, StatusBadge } from './words.js';

interface Filters {
  status: string;
  kind: string;
}

function hrefOf(f: Filters, cursor?: string): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.kind) q.set('kind', f.kind);
  if (cursor) q.set('cursor', cursor);
  const qs = q.toString();
  return `/incidents${qs ? `?${qs}` : ''}`;
}

const oneOf = (value: string | undefined, allowed: Record<string, string>) =>
  value && value in allowed ? value : '';

/**
 * Every incident the person may read (a supplier's portal user: those that reach its company, its own part only),
 * newest first, filtered by status and kind; the filters and the page's cursor live in the address. Mock recalls
 * are badged EXERCISE. From level 3, an incident is opened here or from a lot's page.
 */
export function IncidentList() {
  const { can, isSupplier } = useSession();
  const { query, route } = useLocation();
  const filters = { status: oneOf(query.status, STATUS_TEXT), kind: oneOf(query.kind, KIND_TEXT) };
  const cursor = query.cursor ?? '';
  const list = useAsync(() => listIncidents({ ...filters, cursor }), [filters.status, filters.kind, cursor]);
  return (
    <Page
      title="Incidents"
      actions={
        isSupplier ? null : (
          <>
            {can(3) ? (
              <>
                <a class="button primary" href="/incidents/new">
                  Open an incident
                </a>
                <a class="button" href="/incidents/new?kind=mock">
                  Start a mock recall
                </a>
              </>
            ) : null}
            {can(2) ? (
              <a class="button" href="/incidents/alert">
                Match an alert
              </a>
            ) : null}
          </>
        )
      }
    >
      <p class="hint">
        Recalls, withdrawals and mock recalls: the lots in question, everyone they reached, who was told and
        who answered, and how much of the goods is accounted for.
      </p>
      <FilterForm key={hrefOf(filters)} filters={filters} onApply={(f) => route(hrefOf(f))} />
      <Loaded state={list} what="Loading incidents">
        {(r) => (
          <>
            <DataTable
              caption="Incidents"
              columns={[
                {
                  header: 'Incident',
                  rowHeader: true,
                  cell: (i: Incident) => (
                    <>
                      <a href={`/incidents/${i.incidentid}`}>{i.title}</a>{' '}
                      {i.exercise ? <ExerciseBadge /> : null}
                    </>
                  ),
                },
                { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
                { header: 'Kind', cell: (i) => KIND_TEXT[i.kind] },
                { header: 'Opened', class: 'hide-narrow', cell: (i) => formatDateTime(i.opened_at) },
                {
                  header: 'Parties',
                  class: 'num',
                  cell: (i) => i.counts.parties,
                },
                {
                  header: 'Acknowledged',
                  class: 'num',
                  cell: (i) => `${i.counts.acknowledged} of ${i.counts.notified}`,
                },
                {
                  header: 'Overdue',
                  class: 'num hide-narrow',
                  cell: (i) => i.counts.overdue,
                },
                {
                  header: 'Accounted',
                  class: 'num',
                  cell: (i) => formatPercent(i.accounted_pct, 1, 'Not yet'),
                },
              ]}
              rows={r.incidents}
              rowKey={(i) => i.incidentid}
              empty={
                filters.status || filters.kind ? (
                  <>
                    No incident matches these filters. <a href="/incidents">Clear filters</a>
                  </>
                ) : (
                  'No incident yet.'
                )
              }
              emptyAs="status"
            />
            {cursor || r.nextCursor ? (
              <nav class="pager" aria-label="Pages">
                {cursor ? <a href={hrefOf(filters)}>First page</a> : null}
                {r.nextCursor ? <a href={hrefOf(filters, r.nextCursor)}>Next page</a> : null}
              </nav>
            ) : null}
          </>
        )}
      </Loaded>
    </Page>
  );
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply(f: Filters): void }) {
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof Filters) => (e: { currentTarget: HTMLSelectElement }) =>
    setDraft((d) => ({ ...d, [name]: e.currentTarget.value }));
  return (
    <form
      class="toolbar incident-filters"
      role="search"
      aria-label="Filter incidents"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={[['', 'Any status'], ...(Object.entries(STATUS_TEXT) as [string, string][])]}
      />
      <SelectField
        label="Kind"
        value={draft.kind}
        onChange={set('kind')}
        options={[['', 'Any kind'], ...(Object.entries(KIND_TEXT) as [string, string][])]}
      />
      <div class="filter-buttons">
        <button type="submit" class="primary">
          Apply filters
        </button>
      </div>
    </form>
  );
}
