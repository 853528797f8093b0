import { useLocation } from 'preact-iso';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, errorText, ok, type paths } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage } from '../../ui/components.js';
import { setFlash } from './data.js';
import {
  checkNewline,
  draftOf,
  EDITABLE,
  ErrorSummary,
  fieldOfMessage,
  focusSummary,
  NewlineFields,
  useBuyers,
  wire,
  type Newline,
  type NewlineDraft,
} from './newline-form.js';

type Body = NonNullable<paths['/api/v1/newlines/{id}']['put']['requestBody']>['content']['application/json'];

/**
 * The product line (the newline the spec was created with): its fields, edited with PUT /newlines/{id} by the
 * organisation from level 2; deactivated (DELETE, Administrator) after a confirmation saying what it does;
 * reactivated (PUT isactive 1, level 2). A supplier's portal user reads it (the API refuses its writes).
 */
export function ProductLine({ newline, onSaved }: { newline: Newline | null; onSaved(): void }) {
  const { can, isSupplier } = useSession();
  const { route } = useLocation();
  const active = newline?.isactive === 1;
  const editable = !!newline && active && can(2) && !isSupplier;
  const saved = draftOf(newline);
  const savedKey = JSON.stringify(saved);
  const [draft, setDraft] = useState<NewlineDraft>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deactivateRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const buyers = useBuyers(!isSupplier);
  // The product line read again (after a save): the form shows what is saved.
  useEffect(() => setDraft(draftOf(newline)), [savedKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!newline)
    return (
      <section aria-labelledby="product-line-title">
        <h2 id="product-line-title">Product line</h2>
        <p class="hint">The product line of this specification cannot be read.</p>
      </section>
    );
  const id = newline.newlineid;

  async function save(e: Event) {
    e.preventDefault();
    setGeneral(null);
    setNotice(null);
    const problems = checkNewline(draft, false);
    setErrors(problems);
    if (Object.keys(problems).length) {
      focusSummary();
      return;
    }
    const body: Record<string, unknown> = {};
    for (const f of EDITABLE) if (draft[f] !== saved[f]) body[f] = wire(f, draft[f]!);
    if (Object.keys(body).length === 0) {
      setNotice('Nothing changed.');
      return;
    }
    setBusy(true);
    try {
      await ok(api.PUT('/api/v1/newlines/{id}', { params: { path: { id } }, body: body as Body }));
      setNotice('Product line saved.');
      onSaved();
    } catch (err) {
      const { field, text } = fieldOfMessage(errorText(err), EDITABLE);
      if (field) setErrors({ [field]: text });
      else setGeneral(text);
      focusSummary();
    } finally {
      setBusy(false);
    }
  }

  async function deactivate() {
    setBusy(true);
    setGeneral(null);
    try {
      await ok(api.DELETE('/api/v1/newlines/{id}', { params: { path: { id } } }));
      setFlash(
        `Product line ${newline!.productname} (${newline!.productcode}) deactivated: its specification can be read, not changed.`,
      );
      route('/specs');
    } catch (err) {
      setConfirming(false);
      setGeneral(errorText(err));
      setBusy(false);
      onSaved();
    }
  }

  async function reactivate() {
    setBusy(true);
    setGeneral(null);
    try {
      await ok(api.PUT('/api/v1/newlines/{id}', { params: { path: { id } }, body: { isactive: 1 } }));
      setNotice('Product line reactivated: its specification can be changed again.');
      onSaved();
    } catch (err) {
      setGeneral(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  function cancelDeactivate() {
    setConfirming(false);
    setNotice('Not deactivated: the product line stays active.');
    deactivateRef.current?.focus();
  }

  const summary = [
    ...Object.entries(errors).map(([field, text]) => ({ field, text })),
    ...(general && editable ? [{ field: null, text: general }] : []),
  ];
  return (
    <section aria-labelledby="product-line-title">
      <h2 id="product-line-title">Product line</h2>
      {editable ? <ErrorSummary errors={summary} /> : <ErrorMessage error={general} />}
      <form onSubmit={(e) => void save(e)} noValidate>
        <fieldset class="card">
          <legend>
            {newline.productname} ({newline.productcode})
          </legend>
          <NewlineFields
            draft={draft}
            errors={errors}
            disabled={!editable}
            buyers={isSupplier ? null : buyers}
            onChange={(f, v) => setDraft((d) => ({ ...d, [f]: v }))}
          />
        </fieldset>
        {notice ? <p role="status">{notice}</p> : null}
        <div class="form-actions">
          {editable ? (
            <button type="submit" class="primary" disabled={busy}>
              Save product line
            </button>
          ) : null}
          {active && can(4) && !isSupplier && !confirming ? (
            <button
              type="button"
              class="danger"
              ref={deactivateRef}
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setConfirming(true);
              }}
            >
              Deactivate product line
            </button>
          ) : null}
          {!active && can(2) && !isSupplier ? (
            <button type="button" disabled={busy} onClick={() => void reactivate()}>
              Reactivate product line
            </button>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <div
          class="confirm card"
          role="group"
          aria-labelledby="deactivate-title"
          aria-describedby="deactivate-text"
          tabIndex={-1}
          ref={confirmRef}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancelDeactivate();
          }}
        >
          <h3 id="deactivate-title">
            Deactivate the product line {newline.productname} ({newline.productcode})?
          </h3>
          <div class="warning-text" id="deactivate-text">
            <span class="warning-icon" aria-hidden="true">
              !
            </span>
            <div>
              <strong>
                <span class="sr-only">Warning: </span>
                Its specification is deactivated with it: it can still be read (fields, versions, history),
                but not changed: no edits, allergens, nutrition or workflow moves.
              </strong>
              <ul>
                <li>
                  Each of its catalogue listings is withdrawn: a wholesaler it was published to is sent the
                  withdrawal.
                </li>
                <li>It leaves the active specifications and the dashboard’s counts.</li>
                <li>
                  It can be reactivated later (its specification with it), but its catalogue listings are not
                  restored.
                </li>
              </ul>
            </div>
          </div>
          <div class="buttons">
            <button type="button" class="danger" disabled={busy} onClick={() => void deactivate()}>
              Yes, deactivate it
            </button>
            <button type="button" onClick={cancelDeactivate}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
