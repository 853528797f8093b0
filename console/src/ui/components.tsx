import type {
  ComponentChildren,
  InputHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'preact';
import { useState } from 'preact/hooks';

let lastId = 0;
/**
 * An element id unique in the page for the component's lifetime, for a label's `for`. Not Preact's `useId`: its
 * counter lives on the nearest root or lazy boundary and starts again at 0 when a boundary is made anew, so two
 * fields of one screen could share an id and a label name the wrong control (seen as a flaky browser test).
 */
export function useFieldId(): string {
  const [id] = useState(() => `field-${++lastId}`);
  return id;
}

/** A screen: its heading (the page's h1, also the document title) and actions beside it. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ComponentChildren;
  children: ComponentChildren;
}) {
  if (typeof document !== 'undefined') document.title = `${title} · Foodtrace`;
  return (
    <section class="page" aria-labelledby="page-title">
      <header class="page-head">
        <h1 id="page-title">{title}</h1>
        {actions ? <div class="page-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** An error, announced to screen readers. */
export function ErrorMessage({ error }: { error: Error | string | null | undefined }) {
  if (!error) return null;
  return (
    <p class="error" role="alert">
      {typeof error === 'string' ? error : error.message}
    </p>
  );
}

/** A loading line that screen readers announce. */
export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p class="loading" aria-live="polite">
      {what}…
    </p>
  );
}

type InputProps = InputHTMLAttributes & { label: string; hint?: string };

/** A labelled input (every control has its label). */
export function Field({ label, hint, ...input }: InputProps) {
  const id = useFieldId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/** A labelled select over `options` ([value, text]). */
export function SelectField({
  label,
  options,
  ...select
}: SelectHTMLAttributes & { label: string; options: [string | number, string][] }) {
  const id = useFieldId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled textarea. */
export function TextArea({ label, ...area }: TextareaHTMLAttributes & { label: string }) {
  const id = useFieldId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea id={id} {...area} />
    </div>
  );
}

export type Tone = 'green' | 'amber' | 'red' | 'grey' | 'blue';

/** A status badge: the text says it all, the colour repeats it. */
export function Badge({ tone = 'grey', children }: { tone?: Tone; children: ComponentChildren }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

/** Previous/next through a paged list (`page` from 1). */
export function Pager({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total?: number;
  onPage(page: number): void;
}) {
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {Math.max(totalPages, 1)}
        {total !== undefined ? ` · ${total} in all` : ''}
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/**
 * What a screen reads (a `useAsync` state): its error, a loading line until it is first read, then
 * `children(data)`, e.g. `<Loaded state={list} what="Loading audits">{(r) => <DataTable rows={r.data} … />}</Loaded>`.
 */
export function Loaded<T>({
  state,
  what,
  error,
  children,
}: {
  state: { data?: T; error?: Error; loading: boolean };
  what: string;
  /** The screen's own failure (an action's), shown rather than the read's. */
  error?: string | null;
  children(data: T): ComponentChildren;
}) {
  return (
    <>
      <ErrorMessage error={error ?? state.error} />
      {state.loading && !state.data ? <Loading what={what} /> : null}
      {state.data ? children(state.data) : null}
    </>
  );
}
