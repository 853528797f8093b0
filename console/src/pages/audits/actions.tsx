import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { newKey } from '../../offline/store.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, SelectField, TextArea } from '../../ui/components.js';
import { formatDate } from '../../ui/format.js';
import { useAsync, type Async } from '../../ui/hooks.js';
import { ACTION_STATUS_TEXT, ActionStatusBadge } from '../../ui/badges.js';
import { resultText } from './shared.js';

export type Action = Schemas['CorrectiveAction'];
export type ActionsState = Async<Action[]>;
type Status = Action['status'];

/** The audit's corrective actions, in checklist order. */
export function useActions(auditid: number): ActionsState {
  return useAsync(
    () =>
      ok(api.GET('/api/v1/audits/{auditid}/actions', { params: { path: { auditid } } })).then((r) => r.data),
    [auditid],
  );
}

export function ActionLine({ action }: { action: Action }) {
  return (
    <>
      <ActionStatusBadge status={action.status} /> {action.overdue ? <Badge tone="red">Overdue</Badge> : null}{' '}
      <strong>{action.description}</strong>
      <div class="hint">
        {action.assignee_name} · due {formatDate(action.duedate)} · {action.priority} priority
        {action.automatic ? ' · raised at completion' : ''}
      </div>
      {action.verificationnote ? <div class="hint">Verified: {action.verificationnote}</div> : null}
    </>
  );
}

/** The statuses a person may move an action to (docs/actions.md); empty when it cannot be changed. */
function movesFor(action: Action, level: number, supplier: boolean, userid: number): Status[] {
  if (action.status === 'verified') return [];
  if (supplier) return action.assignee === userid ? ['open', 'in_progress', 'done'] : [];
  if (level < 2) return [];
  const moves: Status[] = ['open', 'in_progress', 'done'];
  if (level >= 3 && action.status === 'done') moves.push('verified');
  return moves;
}

function StatusChange({ action, onSaved }: { action: Action; onSaved(): void }) {
  const { me, isSupplier } = useSession();
  const [status, setStatus] = useState<Status>(action.status);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moves = movesFor(action, me?.level ?? 0, isSupplier, me?.user.userid ?? 0);
  if (moves.length === 0) return null;

  async function save(e: Event) {
    e.preventDefault();
    setError(null);
    try {
      await ok(
        api.PUT('/api/v1/actions/{id}', {
          params: { path: { id: action.actionid } },
          body: status === 'verified' ? { status, verificationnote: note } : { status },
        }),
      );
      onSaved();
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <form class="status-change" onSubmit={save}>
      <SelectField
        label={`Status of action ${action.actionid}`}
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value as Status)}
        options={moves.map((m) => [m, ACTION_STATUS_TEXT[m]])}
      />
      {status === 'verified' ? (
        <TextArea
          label="Verification note"
          required
          value={note}
          onInput={(e) => setNote(e.currentTarget.value)}
        />
      ) : null}
      <button type="submit" disabled={status === action.status}>
        Save status
      </button>
      <ErrorMessage error={error} />
    </form>
  );
}

/** Every corrective action of the audit, with the status changes the person may make. */
export function ActionsPanel({ auditid, actions }: { auditid: number; actions: ActionsState }) {
  return (
    <section class="card" aria-labelledby={`actions-${auditid}`}>
      <h2 id={`actions-${auditid}`}>Corrective actions</h2>
      <ErrorMessage error={actions.error} />
      {actions.data && actions.data.length === 0 ? (
        <p>None yet. Actions are raised on failed or flagged items.</p>
      ) : null}
      <ul class="action-list">
        {(actions.data ?? []).map((a) => (
          <li key={a.actionid}>
            <div class="hint">
              {a.question} ({resultText(a.result as 'pass')})
            </div>
            <ActionLine action={a} />
            <StatusChange key={`${a.actionid}-${a.lastupdated}`} action={a} onSaved={actions.reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface NewAction {
  description: string;
  assignee: number;
  duedate: string;
  priority: 'low' | 'medium' | 'high';
}

/** Raises an action (with an Idempotency-Key, so a double tap or a retry raises it once). */
export async function raiseAction(auditid: number, itemid: number, body: NewAction, key = newKey()) {
  return ok(
    api.POST('/api/v1/audits/{auditid}/items/{itemid}/actions', {
      params: { path: { auditid, itemid } },
      body,
      headers: { 'Idempotency-Key': key },
    }),
  );
}
