import { useEffect, useRef, useState } from 'preact/hooks';

/** What a section's Cancel says: nothing was sent, the typed values stay. */
export const NOT_REOPENED =
  'Not saved: the specification stays approved. Your changes are still in the form.';

/**
 * A save that would change the content of an Approved spec (its specification fields, allergens or nutrition:
 * docs/products.md) is asked first. `ask(what)` shows the question when the save would reopen the spec and answers
 * whether to stop; the section calls its save again with `confirmed` once _Save and reopen_ is chosen.
 */
export function useReopenConfirm(approved: boolean) {
  /** What would change (e.g. "Shelf life", "its allergens"), while the person is asked. */
  const [asking, setAsking] = useState<{ what: string; n: number } | null>(null);
  return {
    /** What the question names; `key` makes each ask a new question (focus moves to it again). */
    asking: asking?.what ?? null,
    key: asking?.n ?? 0,
    /** True when the save must wait for an answer (and the question is now shown). */
    ask(what: string | null, confirmed: boolean): boolean {
      if (!approved || what === null || confirmed) {
        setAsking(null);
        return false;
      }
      setAsking((a) => ({ what, n: (a?.n ?? 0) + 1 }));
      return true;
    },
    close: () => setAsking(null),
  };
}

/**
 * The question in place: a warning that saving sends the approved spec back to New, _Save and reopen_ or
 * _Cancel_. Focus moves to it; Escape cancels.
 */
export function ReopenConfirm({
  id,
  what,
  busy,
  onConfirm,
  onCancel,
}: {
  /** A prefix for the ids of its title and text, unique in the page. */
  id: string;
  /** What changes, as the warning says it: "its content (Shelf life)", "its allergens". */
  what: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      class="confirm card"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h3 id={`${id}-title`}>Save and reopen this approved specification?</h3>
      <div class="warning-text" id={`${id}-text`}>
        <span class="warning-icon" aria-hidden="true">
          !
        </span>
        <strong>
          <span class="sr-only">Warning: </span>
          This specification is approved. Changing {what} sends it back to New, as the draft of its next
          version: it must be submitted and approved again. The approved versions stay readable.
        </strong>
      </div>
      <div class="buttons">
        <button type="button" class="primary" disabled={busy} onClick={onConfirm}>
          Save and reopen
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
