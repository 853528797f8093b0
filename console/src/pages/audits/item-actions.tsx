import { useMemo, useState } from 'preact/hooks';
import { ApiError, errorText } from '../../api.js';
import { newKey } from '../../offline/store.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Loading, SelectField, TextArea } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { ActionLine, raiseAction, type ActionsState } from './actions.js';
import { loadAssignees } from './load.js';
import { today, type Shown } from './shared.js';

/** An item's corrective actions, and raising one when the item's recorded answer is fail or flag. */
export function ItemActions({
  auditid,
  shown,
  actions,
  companyid,
}: {
  auditid: number;
  shown: Shown;
  actions: ActionsState;
  companyid: number;
}) {
  const { can, isSupplier } = useSession();
  const [open, setOpen] = useState(false);
  const mine = useMemo(
    () => (actions.data ?? []).filter((a) => a.itemid === shown.item.itemid),
    [actions.data, shown.item.itemid],
  );
  const recorded = shown.item.answer?.result;
  // The server decides on the recorded answer: one still queued is not there yet.
  const raisable =
    can(2) && !isSupplier && (recorded === 'fail' || recorded === 'flag') && shown.pendingAnswers === 0;
  if (mine.length === 0 && !raisable) return null;
  return (
    <div class="item-actions">
      {mine.length > 0 ? (
        <ul class="action-list" aria-label={`Corrective actions of item ${shown.item.sort_order}`}>
          {mine.map((a) => (
            <li key={a.actionid}>
              <ActionLine action={a} />
            </li>
          ))}
        </ul>
      ) : null}
      {raisable && !open ? (
        <button type="button" onClick={() => setOpen(true)}>
          Raise corrective action
        </button>
      ) : null}
      {raisable && open ? (
        <RaiseForm
          auditid={auditid}
          itemid={shown.item.itemid}
          companyid={companyid}
          onDone={(raised) => {
            setOpen(false);
            if (raised) actions.reload();
          }}
        />
      ) : null}
    </div>
  );
}

function RaiseForm({
  auditid,
  itemid,
  companyid,
  onDone,
}: {
  auditid: number;
  itemid: number;
  companyid: number;
  onDone(raised: boolean): void;
}) {
  const { me } = useSession();
  const users = useAsync(() => loadAssignees(companyid), [companyid]);
  // One key per intended action: a retry after a lost answer raises it once; after a refusal, a new one.
  const [key, setKey] = useState(newKey);
  const [assignee, setAssignee] = useState(String(me?.user.userid ?? ''));
  const [priority, setPriority] = useState('medium');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    setBusy(true);
    setError(null);
    try {
      await raiseAction(
        auditid,
        itemid,
        {
          description: String(form.get('description') ?? '').trim(),
          assignee: Number(form.get('assignee')),
          duedate: String(form.get('duedate')),
          priority: String(form.get('priority')) as 'low' | 'medium' | 'high',
        },
        key,
      );
      onDone(true);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) setKey(newKey());
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <form class="raise-action card" onSubmit={submit} aria-label="New corrective action">
      <TextArea label="What is to be done" name="description" required maxLength={2000} />
      {/* Keyed: when the assignees arrive, their select takes the loading line's place, and unkeyed Preact reuses
          the nearest component of the same type for it, the Priority select with its element and field id (a browser
          test waiting on the Priority control found the assignees' options in it). */}
      <div class="form-grid">
        {users.data ? (
          <SelectField
            key="assignee"
            label="Assignee"
            name="assignee"
            required
            value={assignee}
            onChange={(e) => setAssignee(e.currentTarget.value)}
            options={users.data.map((u) => [
              u.userid,
              `${u.firstname} ${u.lastname}${u.companyid === 1 ? '' : ' (supplier)'}`,
            ])}
          />
        ) : (
          <Loading key="assignee-loading" what="Loading assignees" />
        )}
        <Field key="duedate" label="Due date" name="duedate" type="date" required defaultValue={today(28)} />
        <SelectField
          key="priority"
          label="Priority"
          name="priority"
          value={priority}
          onChange={(e) => setPriority(e.currentTarget.value)}
          options={[
            ['low', 'Low'],
            ['medium', 'Medium'],
            ['high', 'High'],
          ]}
        />
      </div>
      <ErrorMessage error={users.error ?? error} />
      <div class="form-actions">
        <button type="submit" class="primary" disabled={busy || !users.data}>
          Raise action
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
