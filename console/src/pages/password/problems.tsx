import { useEffect, useRef } from 'preact/hooks';
import { useFieldId } from '../../ui/components.js';
import type { InputHTMLAttributes } from 'preact';
import './password.css';

/** A problem with a field (`id`: the input it is about). */
export interface Problem {
  id: string;
  text: string;
}

/**
 * GOV.UK's error summary: "There is a problem", each problem a link to its field; focused when it appears so a
 * screen reader reads it first.
 */
export function ErrorSummary({ problems }: { problems: Problem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div class="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="problem-title">
      <h2 id="problem-title">There is a problem</h2>
      <ul>
        {problems.map((p) => (
          <li key={p.id}>
            <a href={`#${p.id}`}>{p.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled input with its hint and its error message, both linked to it (aria-describedby). */
export function CheckedField({
  label,
  hint,
  error,
  id: given,
  ...input
}: InputHTMLAttributes & { label: string; hint?: string; error?: string | null; id?: string }) {
  const own = useFieldId();
  const id = given ?? own;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class={error ? 'field field-error' : 'field'}>
      <label for={id}>{label}</label>
      {hint ? (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <p id={`${id}-error`} class="error">
          <span class="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </div>
  );
}
