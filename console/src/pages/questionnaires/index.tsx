import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, Loaded, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import './questionnaires.css';

export { TemplateEditor } from './builder.js';
export { AssignmentPage } from './assignment.js';
export { ReviewQueue } from './queue.js';

/** The questionnaire templates: their versions, and (level 3) a new one. */
export function QuestionnaireList() {
  const { can } = useSession();
  const list = useAsync(() => ok(api.GET('/api/v1/questionnaires')).then((r) => r.data), []);
  return (
    <Page
      title="Questionnaires"
      actions={
        <>
          <a class="button" href="/questionnaires/queue">
            Review queue
          </a>
          {can(3) ? (
            <a class="button" href="/questionnaires/new">
              New questionnaire
            </a>
          ) : null}
        </>
      }
    >
      <Loaded state={list} what="Loading questionnaires">
        {(rows) => (
          <DataTable
            caption="Questionnaire templates"
            columns={[
              {
                header: 'Name',
                cell: (t) => (
                  <>
                    <a href={`/questionnaires/${t.templateid}`}>{t.name}</a>
                    {t.is_default ? (
                      <>
                        {' '}
                        <Badge tone="blue">Default</Badge>
                      </>
                    ) : null}
                  </>
                ),
              },
              { header: 'Sent version', cell: (t) => t.published_version ?? 'Not published' },
              {
                header: 'Latest',
                cell: (t) => `v${t.latest_version} ${t.latest_status === 'draft' ? '(draft)' : ''}`,
              },
              { header: 'Valid for', cell: (t) => `${t.validity_months} months` },
              { header: 'Last changed', cell: (t) => formatDateTime(t.lastupdated) },
            ]}
            rows={rows}
            rowKey={(t) => t.templateid}
            empty="No questionnaire yet."
          />
        )}
      </Loaded>
    </Page>
  );
}
