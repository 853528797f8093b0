import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ok, type paths } from '../../api.js';
import { gtinProblem } from '../../gs1.js';
import { ErrorMessage, Field, SelectField, TextArea, useFieldId } from '../../ui/components.js';
import { apiDateText } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { APPROVED, labelOf, lookup, type LookupName, type SpecRow } from './data.js';
import { NOT_REOPENED, ReopenConfirm, useReopenConfirm } from './reopen-confirm.js';

type Kind = 'text' | 'textarea' | 'date' | 'number' | 'select' | 'checkbox' | 'gtin';
export interface Def {
  name: string;
  kind: Kind;
  lookup?: LookupName;
}
interface Group {
  legend: string;
  /** Who may write it: everyone at level 2, or the organisation only (docs/auth.md: the supplier scope). */
  who: 'all' | 'org';
  /** Its fields are the spec's content: changing one reopens an approved spec (docs/products.md). */
  content?: boolean;
  fields: Def[];
}

const t = (name: string): Def => ({ name, kind: 'text' });
const area = (name: string): Def => ({ name, kind: 'textarea' });
const date = (name: string): Def => ({ name, kind: 'date' });

const GROUPS: Group[] = [
  {
    legend: 'Specification',
    who: 'all',
    content: true,
    fields: [
      area('productdescription'),
      area('fopdescription'),
      area('bopdescription'),
      area('preparation_instuctions'),
      t('weight'),
      { name: 'uom', kind: 'select', lookup: 'uoms' },
      { name: 'countryid', kind: 'select', lookup: 'countries' },
      t('totallife'),
      t('shelflife'),
      t('minlife'),
      area('supportingdocumentation'),
      area('suppliercomments'),
      { name: 'readytoeat', kind: 'checkbox' },
    ],
  },
  // The GTIN links traceability events to the spec (docs/products.md, "GTIN"): set by the organisation.
  { legend: 'Product identification', who: 'org', fields: [{ name: 'gtin', kind: 'gtin' }] },
  {
    legend: 'Dates and notes',
    who: 'org',
    fields: [
      { name: 'version', kind: 'number' },
      date('launchdate'),
      date('submissiondate'),
      area('comments'),
    ],
  },
  {
    legend: 'Supplier declaration',
    who: 'all',
    fields: [t('supplierdeclarationname'), t('supplierdeclarationtitle'), date('supplierdeclarationdate')],
  },
  {
    legend: 'Buying sign-off',
    who: 'org',
    fields: [
      t('buyingsignoffname'),
      t('buyingsignofftitle'),
      date('buyingsignoffdate'),
      area('buyingsignoffcomments'),
    ],
  },
  {
    legend: 'Technical sign-off',
    who: 'org',
    fields: [
      t('technicalsignoffname'),
      t('technicalsignofftitle'),
      date('technicalsignoffdate'),
      area('technicalsignoffcomments'),
    ],
  },
];

/** The form's definition of a spec field (its kind: a calendar date, a choice of a lookup…), for history and diffs. */
export function specFieldDef(name: string): Def | undefined {
  for (const g of GROUPS) for (const f of g.fields) if (f.name === name) return f;
  return undefined;
}

type Draft = Record<string, string | boolean>;

/** The form's value of a field of the row: dates (PHP-style objects in the row) as `YYYY-MM-DD`, nulls as ''. */
function initial(spec: SpecRow): Draft {
  const d: Draft = {};
  for (const g of GROUPS)
    for (const f of g.fields) {
      const v = spec[f.name];
      if (f.kind === 'checkbox') d[f.name] = v === true || v === 1;
      else if (f.kind === 'date') d[f.name] = apiDateText(v)?.slice(0, 10) ?? '';
      else d[f.name] = v === null || v === undefined ? '' : String(v);
    }
  return d;
}

function wire(f: Def, v: string | boolean): unknown {
  if (f.kind === 'checkbox') return v === true;
  const s = String(v).trim();
  if (s === '') return null;
  if (f.kind === 'number' || f.kind === 'select') return Number(s);
  return s;
}

type Body = NonNullable<
  paths['/api/v1/products/updateProduct/{psid}']['put']['requestBody']
>['content']['application/json'];

/** The spec and sign-off fields (updateProduct); only the changed fields are sent. */
export function SpecForm({
  psid,
  spec,
  statusid,
  writable,
  isSupplier,
  onSaved,
}: {
  psid: number;
  spec: SpecRow;
  statusid: number;
  writable: boolean;
  isSupplier: boolean;
  onSaved(): void;
}) {
  // Keyed on the values, not the object: a reload after another section's save keeps what is being typed here.
  const specKey = JSON.stringify(initial(spec));
  const [draft, setDraft] = useState<Draft>(() => initial(spec));
  const [error, setError] = useState<string | null>(null);
  /** The GTIN's problem, shown on its field and in the summary (checked before sending, or the API's). */
  const [gtinError, setGtinError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A change of the content fields reopens the approved spec: asked first. */
  const reopen = useReopenConfirm(statusid === APPROVED);
  const saveRef = useRef<HTMLButtonElement>(null);
  // The spec read again (a save here or elsewhere): the fields not being edited show what is saved; what the
  // person typed since the last read (even while a save's reload was on its way) stays.
  const shown = useRef<Draft>(initial(spec));
  /** The values this form saved last: the read shows them as the API keeps them. */
  const sent = useRef<Draft>({});
  useEffect(() => {
    const was = shown.current;
    const now = initial(spec);
    shown.current = now;
    setDraft((d) => {
      const next: Draft = { ...now };
      for (const k of Object.keys(now)) if (d[k] !== was[k] && d[k] !== sent.current[k]) next[k] = d[k]!;
      sent.current = {};
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specKey]);

  /** The changed fields the caller may write, as updateProduct reads them. */
  function changes(): Record<string, unknown> {
    const before = initial(spec);
    const body: Record<string, unknown> = {};
    for (const g of GROUPS) {
      if (g.who === 'org' && isSupplier) continue;
      for (const f of g.fields) if (draft[f.name] !== before[f.name]) body[f.name] = wire(f, draft[f.name]!);
    }
    return body;
  }

  async function save(e: Event | null, confirmed = false) {
    e?.preventDefault();
    setError(null);
    setGtinError(null);
    setNotice(null);
    const body = changes();
    const gtinIssue = typeof body.gtin === 'string' ? gtinProblem(body.gtin) : undefined;
    if (gtinIssue) {
      setGtinError(gtinIssue);
      return;
    }
    if (Object.keys(body).length === 0) {
      reopen.close();
      setNotice('Nothing changed.');
      return;
    }
    const content = GROUPS.filter((g) => g.content)
      .flatMap((g) => g.fields)
      .filter((f) => f.name in body)
      .map((f) => labelOf(f.name));
    const reopens = statusid === APPROVED && content.length > 0;
    if (reopen.ask(content.length ? `its content (${content.join(', ')})` : null, confirmed)) return;
    setBusy(true);
    try {
      await ok(
        api.PUT('/api/v1/products/updateProduct/{psid}', {
          params: { path: { psid } },
          body: body as Body,
        }),
      );
      sent.current = Object.fromEntries(Object.keys(body).map((k) => [k, draft[k]!]));
      setNotice(
        reopens
          ? 'Specification saved. It is back to New: the draft of its next version, to submit for approval again.'
          : 'Specification saved.',
      );
      onSaved();
    } catch (err) {
      const message = (err as Error).message;
      if (/\bgtin\b/i.test(message)) setGtinError(message.replace(/^Invalid gtin:/, 'Invalid GTIN:'));
      else setError(message);
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    reopen.close();
    setNotice(NOT_REOPENED);
    saveRef.current?.focus();
  }

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby="spec-fields">
      <h2 id="spec-fields">Specification and sign-off</h2>
      {gtinError ? (
        <div class="error-summary" role="alert" tabIndex={-1} aria-labelledby="spec-problem">
          <h3 id="spec-problem">There is a problem</h3>
          <ul>
            <li>
              <a href={`#${GTIN_ID}`}>{gtinError}</a>
            </li>
          </ul>
        </div>
      ) : null}
      {GROUPS.map((g) => {
        const editable = writable && (g.who === 'all' || !isSupplier);
        return (
          <fieldset key={g.legend} class="card">
            <legend>{g.legend}</legend>
            <div class="form-grid">
              {g.fields.map((f) =>
                f.kind === 'gtin' ? (
                  <GtinField
                    key={f.name}
                    value={draft[f.name]!}
                    editable={editable}
                    error={gtinError}
                    onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
                  />
                ) : (
                  <SpecField
                    key={f.name}
                    def={f}
                    value={draft[f.name]!}
                    editable={editable}
                    onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
                  />
                ),
              )}
            </div>
          </fieldset>
        );
      })}
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {reopen.asking ? (
        <ReopenConfirm
          key={reopen.key}
          id="reopen"
          what={reopen.asking}
          busy={busy}
          onConfirm={() => void save(null, true)}
          onCancel={cancel}
        />
      ) : null}
      {writable ? (
        <button type="submit" class="primary" disabled={busy} ref={saveRef}>
          Save specification
        </button>
      ) : null}
    </form>
  );
}

const GTIN_ID = 'spec-gtin';

function SpecField({
  def,
  value,
  editable,
  onChange,
}: {
  def: Def;
  value: string | boolean;
  editable: boolean;
  onChange(v: string | boolean): void;
}) {
  const id = useFieldId();
  const options = useAsync(() => (def.lookup ? lookup(def.lookup) : Promise.resolve([])), [def.lookup]);
  const label = labelOf(def.name);
  if (def.kind === 'checkbox')
    return (
      <div class="field check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={!editable}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label for={id}>{label}</label>
      </div>
    );
  if (def.kind === 'select')
    return (
      <SelectField
        key={options.data?.length ?? 0}
        label={label}
        value={String(value)}
        disabled={!editable}
        onChange={(e) => onChange(e.currentTarget.value)}
        options={[['', '—'], ...(options.data ?? []).map((o): [number, string] => [o.id, o.name])]}
      />
    );
  if (def.kind === 'textarea')
    return (
      <TextArea
        label={label}
        value={String(value)}
        readOnly={!editable}
        rows={2}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    );
  const common = {
    label,
    value: String(value),
    readOnly: !editable,
    onInput: (e: Event) => onChange((e.currentTarget as HTMLInputElement).value),
  };
  if (def.kind === 'date') return <Field type="date" {...common} />;
  if (def.kind === 'number') return <Field type="number" min={0} step={1} {...common} />;
  return <Field type="text" {...common} />;
}

/** The GTIN in the GOV.UK pattern: label, hint, its error in place, linked with aria-describedby. */
function GtinField({
  value,
  editable,
  error,
  onChange,
}: {
  value: string | boolean;
  editable: boolean;
  error?: string | null;
  onChange(v: string | boolean): void;
}) {
  const describedBy = [`${GTIN_ID}-hint`, error ? `${GTIN_ID}-error` : null].filter(Boolean).join(' ');
  return (
    <div class={error ? 'field field-error' : 'field'}>
      <label for={GTIN_ID}>GTIN (optional)</label>
      <small id={`${GTIN_ID}-hint`} class="hint">
        8, 12, 13 or 14 digits, as under the barcode; kept as 14 digits
      </small>
      {error ? (
        <span id={`${GTIN_ID}-error`} class="error field-message">
          <span class="sr-only">Error: </span>
          {error}
        </span>
      ) : null}
      <input
        id={GTIN_ID}
        name="gtin"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={String(value)}
        readOnly={!editable}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
