import type { ComponentChildren } from 'preact';
import { api, ok, type Schemas } from '../../api.js';
import { useAsync } from '../../ui/hooks.js';
import { options, useLookup, type Lookup } from '../../lookups.js';
import {
  FLAGS,
  NEWLINE_LABELS,
  PRODUCTCODE_MAX,
  PRODUCTNAME_MAX,
  type NewlineDraft,
} from './newline-checks.js';

export type Newline = Schemas['Newline'];
export * from './newline-checks.js';

export const inputId = (field: string) => `newline-${field}`;

/** The organisation's active users, by name: whom a product line's buyer can be. */
export function useBuyers(enabled: boolean): Lookup[] {
  return (
    useAsync(
      () =>
        enabled
          ? ok(api.GET('/api/v1/users', { params: { query: { companyid: 1, active: 1, limit: 200 } } })).then(
              (r) => r.data.map((u) => ({ id: u.userid, name: `${u.firstname} ${u.lastname}` })),
            )
          : Promise.resolve([]),
      [enabled],
    ).data ?? []
  );
}

/**
 * One field of a GOV.UK-style form: its label, hint and error message (both linked to the control with
 * `aria-describedby`), and the control `children(props)` renders with the ids it is given.
 */
export function FormField({
  field,
  hint,
  error,
  children,
}: {
  field: string;
  hint?: string;
  error?: string;
  children(props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }): ComponentChildren;
}) {
  const id = inputId(field);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div class={error ? 'field field-error' : 'field'}>
      <label for={id}>{NEWLINE_LABELS[field] ?? field}</label>
      {hint ? (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <span id={`${id}-error`} class="error field-message">
          <span class="sr-only">Error: </span>
          {error}
        </span>
      ) : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}

/** GOV.UK's error summary: "There is a problem", each problem linking to its field (focus moves to the field). */
export function ErrorSummary({ errors }: { errors: { field: string | null; text: string }[] }) {
  if (errors.length === 0) return null;
  return (
    <div
      id="newline-problems"
      class="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="newline-problems-title"
    >
      <h2 id="newline-problems-title">There is a problem</h2>
      <ul>
        {errors.map((e) => (
          <li key={`${e.field}:${e.text}`}>
            {e.field ? (
              <a
                href={`#${inputId(e.field)}`}
                onClick={(ev) => {
                  ev.preventDefault();
                  document.getElementById(inputId(e.field!))?.focus();
                }}
              >
                {e.text}
              </a>
            ) : (
              e.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to the error summary once it is shown (after the render that adds it). */
export function focusSummary() {
  requestAnimationFrame(() => document.getElementById('newline-problems')?.focus());
}

/**
 * The product line's own fields (name, code, description, type, category, buyer, MCS, buyer comments, the
 * flags), for the new product line and its edit. `buyers` empty hides the buyer (a supplier cannot read who
 * the organisation's people are).
 */
export function NewlineFields({
  draft,
  errors,
  disabled,
  buyers,
  onChange,
}: {
  draft: NewlineDraft;
  errors: Record<string, string>;
  disabled: boolean;
  buyers: Lookup[] | null;
  onChange(field: string, v: string | boolean): void;
}) {
  const types = useLookup('product_types');
  const categories = useLookup('categories');
  const text = (field: string, max: number, hint?: string) => (
    <FormField field={field} hint={hint} error={errors[field]}>
      {(p) => (
        <input
          {...p}
          type="text"
          value={String(draft[field] ?? '')}
          maxLength={max}
          disabled={disabled}
          onInput={(e) => onChange(field, e.currentTarget.value)}
        />
      )}
    </FormField>
  );
  const select = (field: string, rows: Lookup[]) => (
    <FormField field={field} error={errors[field]}>
      {(p) => (
        <select
          {...p}
          key={rows.length}
          value={String(draft[field] ?? '')}
          disabled={disabled}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        >
          {[['', '—'] as [string | number, string], ...options(rows)].map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const area = (field: string) => (
    <FormField field={field} error={errors[field]}>
      {(p) => (
        <textarea
          {...p}
          rows={2}
          value={String(draft[field] ?? '')}
          maxLength={10000}
          disabled={disabled}
          onInput={(e) => onChange(field, e.currentTarget.value)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <div class="form-grid">
        {text('productname', PRODUCTNAME_MAX, `Up to ${PRODUCTNAME_MAX} characters`)}
        {text('productcode', PRODUCTCODE_MAX, `Up to ${PRODUCTCODE_MAX} characters`)}
        {select('producttype', types)}
        {select('category', categories)}
        {buyers ? select('buyer', buyers) : null}
        {text('mcs', 11, 'A whole number, if you use one')}
      </div>
      {area('description')}
      {buyers ? area('buyercomments') : null}
      <fieldset class="flags">
        <legend>The product is or contains</legend>
        <div class="form-grid">
          {FLAGS.map(([f, label]) => (
            <div class="field check" key={f}>
              <input
                id={inputId(f)}
                type="checkbox"
                checked={draft[f] === true}
                disabled={disabled}
                onChange={(e) => onChange(f, e.currentTarget.checked)}
              />
              <label for={inputId(f)}>{label}</label>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
