import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * GOV.UK-style forms of the supplier page (edit supplier, sites, portal users): each field's error in place,
 * linked to its control with aria-describedby, and an error summary "There is a problem" whose links move
 * to the fields. Checks run before sending (required, length, email); the API's refusal lands on the field it
 * names, or in the summary when it names none.
 */
export interface FieldSpec {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'date';
  /** The id of a `<datalist>` of suggestions (a text field). */
  list?: string;
  hint?: string;
  /** For selects: [value, text]. */
  options?: [string | number, string][];
  /** A check of its own on a value typed (a GS1 check digit): the problem, or undefined. */
  validate?: (value: string) => string | undefined;
}

/** Errors by field name; `''` holds an error that belongs to no field. */
export type Errors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The problems of the values as typed, in field order. */
export function check(specs: FieldSpec[], values: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const f of specs) {
    const v = (values[f.name] ?? '').trim();
    if (f.required && v === '') {
      errors[f.name] = f.type === 'select' ? `Select the ${lower(f.label)}` : `Enter the ${lower(f.label)}`;
    } else if (f.maxLength !== undefined && v.length > f.maxLength) {
      errors[f.name] = `${f.label} must be ${f.maxLength} characters or fewer`;
    } else if (f.type === 'email' && v !== '' && !EMAIL.test(v)) {
      errors[f.name] = `Enter the ${lower(f.label)} in the correct format, like name@example.com`;
    } else if (f.validate && v !== '') {
      const problem = f.validate(v);
      if (problem) errors[f.name] = problem;
    }
  }
  return errors;
}

/**
 * The API's message placed on the field it names (`aliases` maps API names to form names), with the field's
 * label in place of its API name; otherwise an error of the whole form.
 */
export function serverErrors(
  specs: FieldSpec[],
  message: string,
  aliases: Record<string, string> = {},
): Errors {
  const words = message.split(/[^A-Za-z0-9_]+/);
  for (const word of words) {
    const name = aliases[word] ?? word;
    const spec = specs.find((f) => f.name === name);
    if (spec) return { [spec.name]: message.replace(word, spec.label) };
  }
  return { '': message };
}

/** The summary of a form's errors, focused when it appears (GOV.UK's error summary). */
export function ErrorSummary({
  errors,
  idOf,
  specs,
}: {
  errors: Errors;
  idOf(name: string): string;
  specs: FieldSpec[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const list = Object.entries(errors);
  const shown = list.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, errors]);
  if (!shown) return null;
  const ordered = list.sort(
    ([a], [b]) => specs.findIndex((f) => f.name === a) - specs.findIndex((f) => f.name === b),
  );
  const titleId = `${idOf('summary')}-title`;
  return (
    <div ref={ref} class="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h3 id={titleId}>There is a problem</h3>
      <ul>
        {ordered.map(([name, message]) => (
          <li key={name}>{name === '' ? message : <a href={`#${idOf(name)}`}>{message}</a>}</li>
        ))}
      </ul>
    </div>
  );
}

/** One labelled control with its hint and its error in place. */
export function FormField({
  spec,
  id,
  error,
  value,
}: {
  spec: FieldSpec;
  id: string;
  error?: string;
  value?: string | number | null;
}) {
  const describedBy = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: spec.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  let control: ComponentChildren;
  if (spec.type === 'select') {
    control = (
      // `selected`, not a controlled `value`: a re-render (errors shown) keeps what the user chose.
      <select {...common}>
        {(spec.options ?? []).map(([v, text]) => (
          <option key={v} value={v} selected={String(v) === String(value ?? '')}>
            {text}
          </option>
        ))}
      </select>
    );
  } else if (spec.type === 'textarea') {
    control = <textarea {...common} defaultValue={value == null ? '' : String(value)} />;
  } else {
    control = (
      <input
        {...common}
        type={(spec.type ?? 'text') as 'text'}
        list={spec.list}
        defaultValue={value == null ? '' : String(value)}
        autoComplete="off"
      />
    );
  }
  return (
    <div class={error ? 'field field-error' : 'field'}>
      <label for={id}>
        {spec.label}
        {spec.required ? null : ' (optional)'}
      </label>
      {spec.hint ? (
        <small id={`${id}-hint`} class="hint">
          {spec.hint}
        </small>
      ) : null}
      {error ? (
        <span id={`${id}-error`} class="error field-message">
          <span class="sr-only">Error: </span>
          {error}
        </span>
      ) : null}
      {control}
    </div>
  );
}

/** The form's values as typed (trimmed), by field name. */
export function valuesOf(form: HTMLFormElement, specs: FieldSpec[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(specs.map((f) => [f.name, String(data.get(f.name) ?? '').trim()]));
}
