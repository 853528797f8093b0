import { useState } from 'preact/hooks';
import { api, errorText, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Loaded, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { assignmentHref, scoreText, sendQuestionnaire, StatusBadge, type Assignment } from './shared.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A supplier's questionnaires (its assignments, the latest first) and, at level 2, "Send questionnaire": the
 * supplier page's questionnaire state, one self-contained section.
 */
export function SupplierQuestionnaires({ supplierid, active }: { supplierid: number; active: boolean }) {
  const { can, isSupplier } = useSession();
  const list = useAsync(
    () =>
      ok(api.GET('/api/v1/suppliers/{supplierid}/questionnaires', { params: { path: { supplierid } } })).then(
        (r) => r.data,
      ),
    [supplierid],
  );
  const [sending, setSending] = useState(false);
  return (
    <section aria-labelledby="questionnaires-title">
      <h2 id="questionnaires-title">Questionnaires</h2>
      {can(2) && !isSupplier && active && !sending ? (
        <button type="button" onClick={() => setSending(true)}>
          Send questionnaire
        </button>
      ) : null}
      {sending ? (
        <SendForm
          supplierid={supplierid}
          onDone={(sent) => {
            setSending(false);
            if (sent) list.reload();
          }}
        />
      ) : null}
      <Loaded state={list} what="Loading questionnaires">
        {(rows) => <AssignmentTable rows={rows} caption="Questionnaires" />}
      </Loaded>
    </section>
  );
}

export function AssignmentTable({ rows, caption }: { rows: Assignment[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={[
        {
          header: 'Questionnaire',
          cell: (a) => <a href={assignmentHref(a.assignmentid)}>{`${a.name} v${a.version}`}</a>,
        },
        { header: 'State', cell: (a) => <StatusBadge status={a.status} /> },
        {
          header: 'Due',
          cell: (a) => (a.due ? `${formatDate(a.due)}${a.overdue ? ' (overdue)' : ''}` : '–'),
        },
        { header: 'Score', cell: (a) => `${scoreText(a.score)}${a.critical ? ' (critical)' : ''}` },
        { header: 'Valid until', cell: (a) => (a.expires ? formatDate(a.expires) : '–') },
      ]}
      rows={rows}
      rowKey={(a) => a.assignmentid}
      empty="No questionnaire."
    />
  );
}

function SendForm({ supplierid, onDone }: { supplierid: number; onDone(sent: boolean): void }) {
  const templates = useAsync(
    () =>
      ok(api.GET('/api/v1/questionnaires')).then((r) => r.data.filter((t) => t.published_version !== null)),
    [],
  );
  const [templateid, setTemplateid] = useState('');
  const [due, setDue] = useState(inDays(30));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = templateid || String(templates.data?.[0]?.templateid ?? '');

  async function send(e: Event) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await sendQuestionnaire(supplierid, Number(chosen), due);
      onDone(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form class="card" onSubmit={send} aria-label="Send a questionnaire">
      <Loaded state={templates} what="Loading questionnaires">
        {(list) => (
          <SelectField
            label="Questionnaire"
            value={chosen}
            options={list.map((t): [number, string] => [t.templateid, `${t.name} (v${t.published_version})`])}
            onChange={(e) => setTemplateid((e.target as HTMLSelectElement).value)}
          />
        )}
      </Loaded>
      <Field
        label="Due"
        type="date"
        value={due}
        required
        onInput={(e) => setDue((e.target as HTMLInputElement).value)}
      />
      <div class="row-actions">
        <button type="submit" class="primary" disabled={busy || !chosen}>
          Send
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
      <ErrorMessage error={error} />
    </form>
  );
}
