import { errorText } from '../../api.js';
import { useEffect, useState } from 'preact/hooks';
import { dismissRejection, queueAnswer, type Rejection, type Result } from '../../offline/queue.js';
import { Badge, ErrorMessage, useFieldId } from '../../ui/components.js';
import type { ActionsState } from './actions.js';
import { ItemActions } from './item-actions.js';
import { Photos } from './photos.js';
import { RESULTS, type Shown } from './shared.js';

/** One checklist item: large pass / fail / flag / n.a. buttons, notes, photos, and its corrective actions. */
export function ItemCard({
  auditid,
  shown,
  writable,
  canDeletePhoto,
  rejected,
  actions,
  companyid,
  onPhotoDeleted,
}: {
  auditid: number;
  shown: Shown;
  writable: boolean;
  canDeletePhoto: boolean;
  rejected: Rejection[];
  actions: ActionsState;
  companyid: number;
  onPhotoDeleted(docid: number): void;
}) {
  const { item } = shown;
  const id = useFieldId();
  const [notes, setNotes] = useState(shown.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setNotes(shown.notes ?? ''), [shown.notes]);

  async function answer(result: Result, withNotes: string) {
    setError(null);
    try {
      await queueAnswer(auditid, item.itemid, result, withNotes.trim() === '' ? null : withNotes);
    } catch (e) {
      setError(errorText(e));
    }
  }

  const pending = shown.pendingAnswers > 0;
  return (
    <article class={`item${shown.result ? ` item-${shown.result}` : ''}`} aria-labelledby={`${id}-q`}>
      <header class="item-head">
        <h3 id={`${id}-q`}>
          {item.sort_order}. {item.question}
        </h3>
        <div class="item-tags">
          {item.critical ? <Badge tone="red">Critical</Badge> : null}
          {item.required ? null : <Badge tone="grey">Optional</Badge>}
          {pending ? (
            <span class="pending-tag" title="Kept on this device until the server has it">
              Pending
            </span>
          ) : null}
        </div>
      </header>
      {item.guidance ? <p class="guidance">{item.guidance}</p> : null}
      <div class="answers" role="group" aria-label={`Answer: ${item.question}`}>
        {RESULTS.map((r) => (
          <button
            key={r.value}
            type="button"
            class={`answer answer-${r.value}`}
            aria-pressed={shown.result === r.value}
            aria-label={r.long === r.label ? undefined : `${r.label} (${r.long.toLowerCase()})`}
            disabled={!writable}
            onClick={() => void answer(r.value, notes)}
          >
            {r.label}
          </button>
        ))}
      </div>
      {rejected.map((r) => (
        <div class="rejected" key={r.key}>
          <ErrorMessage
            error={`${r.kind === 'photo' ? 'The photo' : 'The answer'} was not saved: ${r.message}`}
          />
          <button type="button" class="link" onClick={() => dismissRejection(r.key)}>
            Dismiss
          </button>
        </div>
      ))}
      <ErrorMessage error={error} />
      <div class="field">
        <label for={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          disabled={!writable}
          aria-describedby={writable && !shown.result ? `${id}-notes-hint` : undefined}
          onInput={(e) => setNotes(e.currentTarget.value)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (shown.result && value !== (shown.notes ?? '')) void answer(shown.result, value);
          }}
        />
        {writable && !shown.result ? (
          <small id={`${id}-notes-hint`} class="hint">
            Saved with the answer.
          </small>
        ) : null}
      </div>
      <Photos
        auditid={auditid}
        shown={shown}
        writable={writable}
        canDelete={canDeletePhoto}
        onDeleted={onPhotoDeleted}
      />
      <ItemActions auditid={auditid} shown={shown} actions={actions} companyid={companyid} />
    </article>
  );
}
