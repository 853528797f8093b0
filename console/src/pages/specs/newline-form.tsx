import type { ComponentChildren } from 'preact';
import { api, ok, type Schemas } from '../../api.js';
import { useAsync } from '../../ui/hooks.js';
import { options, useLookup, type Lookup } from '../../lookups.js';

export type Newline = Schemas['Newline'];

/** The 16 yes/no flags of a product line (the API's order), as a person reads them. */
export const FLAGS: [string, string][] = [
  ['alcoholic', 'Alcoholic'],
  ['cannedfish', 'Canned fish'],
  ['cbd', 'CBD'],
  ['chocolate', 'Chocolate'],
  ['coffee', 'Coffee'],
  ['curedmeats', 'Cured meats'],
  ['freshfish', 'Fresh fish'],
  ['freshfruit', 'Fresh fruit'],
  ['freshmeat', 'Fresh meat'],
  ['honey', 'Honey'],
  ['jam', 'Jam'],
  ['oliveoil', 'Olive oil'],
  ['smokedfish', 'Smoked fish'],
  ['supplements', 'Supplements'],
  ['cheese', 'Cheese'],
  ['fish', 'Fish'],
];

/** The labels of the product line's fields: in the form, its error summary and the API's messages. */
export const NEWLINE_LABELS: Record<string, string> = {
  companyid: 'Supplier',
  siteid: 'Site',
  productname: 'Product name',
  productcode: 'Product code',
  description: 'Description',
  producttype: 'Product type',
  category: 'Category',
  buyer: 'Buyer',
  mcs: 'MCS',
  buyercomments: 'Buyer comments',
  ...Object.fromEntries(FLAGS),
};

/** The form's fields of a product line (text for the inputs and selects, booleans for the flags). */
export type NewlineDraft = Record<string, string | boolean>;
const TEXTS = ['productname', 'productcode', 'description', 'buyercomments'];
const IDS = ['producttype', 'category', 'buyer', 'mcs'];
/** The fields the edit form may send (the supplier and site are not moved from here). */
export const EDITABLE = [...TEXTS, ...IDS, ...FLAGS.map(([f]) => f)];

export function draftOf(n: Partial<Newline> | null): NewlineDraft {
  const d: NewlineDraft = {};
  const row = (n ?? {}) as Record<string, unknown>;
  for (const f of [...TEXTS, ...IDS]) d[f] = row[f] === null || row[f] === undefined ? '' : String(row[f]);
  for (const [f] of FLAGS) d[f] = row[f] === 1;
  return d;
}

/** A field's value as the API takes it: trimmed text or null, an id or null, a flag as 0 or 1. */
export function wire(field: string, v: string | boolean): string | number | null {
  if (typeof v === 'boolean') return v ? 1 : 0;
  const s = v.trim();
  if (s === '') return null;
  return IDS.includes(field) || field === 'companyid' || field === 'siteid' ? Number(s) : s;
}

/** What the API would refuse, said before anything is sent (GOV.UK's wording: what to do). */
export function checkNewline(d: NewlineDraft, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (creating && !d.companyid) errors.companyid = 'Choose the supplier';
  if (creating && d.companyid && !d.siteid) errors.siteid = 'Choose the site that makes it';
  const name = String(d.productname ?? '').trim();
  if (!name) errors.productname = 'Enter the product name';
  else if (name.length > 75) errors.productname = 'Product name must be 75 characters or fewer';
  const code = String(d.productcode ?? '').trim();
  if (!code) errors.productcode = 'Enter the product code';
  else if (code.length > 12) errors.productcode = 'Product code must be 12 characters or fewer';
  const mcs = String(d.mcs ?? '').trim();
  if (mcs && !/^-?\d{1,9}$/.test(mcs)) errors.mcs = 'MCS must be a whole number';
  return errors;
}

/**
 * The field an API message is about: the first of `fields` named in it as a word (`Invalid companyid: supplier 5
 * is inactive`, `productcode must be at most 12 characters`, `Missing required field: siteid`), or null (a
 * message about the whole request). The message is shown with the field's label in place of its API name.
 */
export function fieldOfMessage(message: string, fields: string[]): { field: string | null; text: string } {
  for (const f of fields) {
    const word = new RegExp(`(^|[^a-z_])${f}(?![a-z_])`);
    const m = word.exec(message);
    if (!m) continue;
    const label = NEWLINE_LABELS[f] ?? f;
    const at = m.index + m[1]!.length;
    const said = at === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
    return { field: f, text: message.slice(0, at) + said + message.slice(at + f.length) };
  }
  return { field: null, text: message };
}

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
        {text('productname', 75, 'Up to 75 characters')}
        {text('productcode', 12, 'Up to 12 characters')}
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
