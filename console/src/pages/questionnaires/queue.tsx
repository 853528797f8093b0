import { useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { Loaded, Page, Pager, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate, formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { assignmentHref, scoreText, StatusBadge, type Assignment } from './shared.js';

const STATUSES = [
  'Submitted',
  'Not started',
  'In progress',
  'Changes requested',
  'Accepted',
  'Rejected',
  'Expired',
] as const;
type Status = (typeof STATUSES)[number];

/** The reviewers' queue: assignments by state, the submitted ones first by default. */
export function ReviewQueue() {
  const [status, setStatus] = useState<Status | ''>('Submitted');
  const [page, setPage] = useState(1);
  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/questionnaires/assignments', {
          params: { query: { ...(status ? { status } : {}), page, limit: 50 } },
        }),
      ),
    [status, page],
  );
  return (
    <Page title="Questionnaire review queue">
      <SelectField
        label="State"
        value={status}
        options={[['', 'Any state'], ...STATUSES.map((s): [string, string] => [s, s])]}
        onChange={(e) => {
          setStatus((e.target as HTMLSelectElement).value as Status | '');
          setPage(1);
        }}
      />
      <Loaded state={list} what="Loading the queue">
        {(r) => (
          <>
            <DataTable<Assignment>
              caption="Questionnaire assignments"
              columns={[
                {
                  header: 'Supplier',
                  cell: (a) => <a href={assignmentHref(a.assignmentid)}>{a.companyname}</a>,
                },
                { header: 'Questionnaire', cell: (a) => `${a.name} v${a.version}` },
                { header: 'State', cell: (a) => <StatusBadge status={a.status} /> },
                {
                  header: 'Due',
                  cell: (a) => (a.due ? `${formatDate(a.due)}${a.overdue ? ' (overdue)' : ''}` : '–'),
                },
                { header: 'Submitted', cell: (a) => formatDateTime(a.submitted_at) },
                { header: 'Score', cell: (a) => scoreText(a.score) },
              ]}
              rows={r.data}
              rowKey={(a) => a.assignmentid}
              empty="Nothing in this state."
            />
            <Pager
              page={page}
              totalPages={r.pagination.totalPages}
              total={r.pagination.total}
              onPage={setPage}
            />
          </>
        )}
      </Loaded>
    </Page>
  );
}
