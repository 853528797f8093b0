import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { ACTION_STATUS_TEXT, ActionStatusBadge } from '../../ui/badges.js';
import { actionsHref, filtersOf, hasFilters, type ActionFilters } from './filters.js';
import './actions.css';

type Action = Schemas['CorrectiveAction'];

const LIMIT = 25;
const PRIORITY_TONE = { high: 'red', medium: 'amber', low: 'grey' } as const;

/**
 * Every corrective action the person may read (a supplier's: its own company's, as the API confines them), soonest
 * due first, filtered by status, priority, assignee and due date; the filters and the page live in the address, so
 * a link (the dashboard's counts) opens a filtered list. A status is changed on the action's audit.
 */
export function ActionList() {
  const { me } = useSession();
  const { query, route } = useLocation();
  const filters = filtersOf(query);
  const page = Math.max(1, Number(query.page) || 1);

  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/actions', {
          params: {
            query: {
              page,
              limit: LIMIT,
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.priority ? { priority: filters.priority } : {}),
              ...(filters.assignee ? { assignee: Number(filters.assignee) } : {}),
              ...(filters.overdue ? { overdue: filters.overdue === 'true' } : {}),
            },
          },
        }),
      ),
    [page, filters.status, filters.priority, filters.assignee, filters.overdue],
  );

  const myId = String(me?.user.userid ?? '');
  // Someone other than the person chosen by a link (an assignee's name below): named from the rows.
  const other =
    filters.assignee && filters.assignee !== myId
      ? (list.data?.data.find((a) => String(a.assignee) === filters.assignee)?.assignee_name ??
        `User ${filters.assignee}`)
      : null;

  return (
    <Page title="Corrective actions">
      <FilterForm
        // A new address (a link, back, "Clear filters") starts the form again from it.
        key={actionsHref(filters)}
        filters={filters}
        assignees={[
          ['', 'Anyone'],
          [myId, 'Me'],
          ...(other ? [[filters.assignee, other] as [string, string]] : []),
        ]}
        onApply={(f) => route(actionsHref(f))}
      />
      <Loaded state={list} what="Loading corrective actions">
        {(r) => (
          <DataTable
            caption="Corrective actions"
            columns={[
              {
                header: 'Action',
                rowHeader: true,
                cell: (a) => (
                  <>
                    <a href={`/audits/${a.auditid}`}>{a.description}</a>
                    <div class="hint">
                      {a.question}
                      {a.automatic ? ' · raised at completion' : ''}
                    </div>
                  </>
                ),
              },
              {
                header: 'Assignee',
                cell: (a) => (
                  <a
                    href={actionsHref({ ...filters, assignee: String(a.assignee) })}
                    title={`Only ${a.assignee_name}’s actions`}
                  >
                    {a.assignee_name}
                  </a>
                ),
              },
              {
                header: 'Due',
                cell: (a) => (
                  <>
                    {formatDate(a.duedate)} {a.overdue ? <Badge tone="red">Overdue</Badge> : null}
                  </>
                ),
              },
              {
                header: 'Priority',
                class: 'hide-narrow',
                cell: (a) => <Badge tone={PRIORITY_TONE[a.priority]}>{a.priority}</Badge>,
              },
              { header: 'Status', cell: (a) => <ActionStatusBadge status={a.status} /> },
              {
                header: 'Audit',
                class: 'hide-narrow',
                cell: (a) => <a href={`/audits/${a.auditid}`}>Audit {a.auditid}</a>,
              },
            ]}
            rows={r.data}
            rowKey={(a: Action) => a.actionid}
            empty={<Empty filters={filters} />}
            emptyAs="status"
            pager={
              r.pagination.total > 0
                ? {
                    page,
                    totalPages: r.pagination.totalPages,
                    total: r.pagination.total,
                    onPage: (p) => route(actionsHref(filters, p)),
                  }
                : undefined
            }
          />
        )}
      </Loaded>
    </Page>
  );
}

/** The filters, applied together with a button (GOV.UK's filter pattern): one request, one new address. */
function FilterForm({
  filters,
  assignees,
  onApply,
}: {
  filters: ActionFilters;
  assignees: [string, string][];
  onApply(f: ActionFilters): void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof ActionFilters) => (e: { currentTarget: HTMLSelectElement }) =>
    setDraft((d) => ({ ...d, [name]: e.currentTarget.value }));
  return (
    <form
      class="toolbar action-filters"
      role="search"
      aria-label="Filter corrective actions"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={[['', 'Any status'], ...(Object.entries(ACTION_STATUS_TEXT) as [string, string][])]}
      />
      <SelectField
        label="Priority"
        value={draft.priority}
        onChange={set('priority')}
        options={[
          ['', 'Any priority'],
          ['high', 'High'],
          ['medium', 'Medium'],
          ['low', 'Low'],
        ]}
      />
      <SelectField
        label="Assigned to"
        value={draft.assignee}
        onChange={set('assignee')}
        options={assignees}
      />
      <SelectField
        label="Due"
        value={draft.overdue}
        onChange={set('overdue')}
        options={[
          ['', 'Any due date'],
          ['true', 'Overdue'],
          ['false', 'Not overdue'],
        ]}
      />
      <div class="filter-buttons">
        <button type="submit" class="primary">
          Apply filters
        </button>
        {hasFilters(filters) ? <a href="/actions">Clear filters</a> : null}
      </div>
    </form>
  );
}

function Empty({ filters }: { filters: ActionFilters }) {
  if (hasFilters(filters)) {
    return (
      <>
        No corrective action matches these filters. <a href="/actions">Clear filters</a>
      </>
    );
  }
  return (
    <>
      No corrective action yet. They are raised on an audit’s failed or flagged items (and by its completion,
      for a failed critical item): see <a href="/audits">Audits</a>.
    </>
  );
}
