import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ok, type paths } from '../../api.js';
import { ErrorMessage } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatNumber } from '../../ui/format.js';
import { APPROVED, labelOf, type Nutrition } from './data.js';
import { NOT_REOPENED, ReopenConfirm, useReopenConfirm } from './reopen-confirm.js';
import {
  fieldProblem,
  normalise,
  nutritionWarnings as checkWarnings,
  perPortion,
  toUnits,
} from './nutrition-checks.js';

type AddBody =
  paths['/api/v1/products/addNutritionalInfo']['post']['requestBody']['content']['application/json'];
type UpdateBody = NonNullable<
  paths['/api/v1/products/updateNutritionalInfo/{psid}']['put']['requestBody']
>['content']['application/json'];

const PER_100G = '100gcontains';
const PER_PORTION = 'perportion';

/** `"420.0000"` → `"420"`, `"3.5000"` → `"3.5"`: the stored 4 decimals without the trailing zeros. */
function trim(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/**
 * The nutrition table: per 100 g and per portion for each nutrient the API lists, the portion size, the
 * derived values (salt from sodium) and the API's warnings about figures that cannot all be true.
 */
export function NutritionTable({
  psid,
  writableFields,
  readFields,
  record,
  statusid,
  writable,
  onSaved,
  onDraft,
}: {
  psid: number;
  writableFields: string[];
  readFields: string[];
  record: Nutrition | null;
  /** The spec's status: a nutrition change reopens an Approved spec (asked first). */
  statusid: number;
  writable: boolean;
  onSaved(): void;
  /** The values as typed, on every change (the label preview follows them before they are saved). */
  onDraft?(draft: Record<string, string>): void;
}) {
  const rec = record as Record<string, unknown> | null;
  const rows = useMemo(() => {
    const bases: string[] = [];
    for (const f of [...readFields, ...writableFields]) {
      const m = /^(.*?)(100gcontains|perportion)$/.exec(f);
      if (m && !bases.includes(m[1]!)) bases.push(m[1]!);
    }
    return bases;
  }, [readFields, writableFields]);
  const editable = useMemo(() => writableFields.filter((f) => f !== 'psid'), [writableFields]);
  // Keyed on the values, not the object: a reload after another section's save keeps what is being typed here.
  const recordKey = JSON.stringify(editable.map((f) => rec?.[f] ?? null));
  const initial = useMemo(
    () => Object.fromEntries(editable.map((f) => [f, trim(rec?.[f])])) as Record<string, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editable, recordKey],
  );
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Per-portion values the user typed that differ from the derived ones: asked before replacing them. */
  const [asking, setAsking] = useState<string[] | null>(null);
  const [showSummary, setShowSummary] = useState(false);
  const reopen = useReopenConfirm(statusid === APPROVED);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setDraft(initial), [initial]);
  useEffect(() => onDraft?.(draft), [draft, onDraft]);
  const set = (field: string, v: string) => {
    setDraft((d) => ({ ...d, [field]: v }));
    setAsking(null);
  };

  // As the user types: what the server would refuse, what it would warn about, and per portion derived.
  const problems = useMemo(() => {
    const found: Record<string, string> = {};
    for (const f of editable) {
      const p = fieldProblem(f, draft[f] ?? '', labelOf(f));
      if (p) found[f] = p;
    }
    return found;
  }, [editable, draft]);
  // Values the server would refuse are never stored, so never compared.
  const warnings = useMemo(
    () => checkWarnings(Object.fromEntries(Object.entries(draft).filter(([f]) => !problems[f]))),
    [draft, problems],
  );
  const dirty = editable.some((f) => normalise(draft[f]) !== normalise(initial[f]));
  const derived = useMemo(() => {
    const found: Record<string, string> = {};
    if (problems.portionsize) return found;
    for (const base of rows) {
      const [from, to] = [`${base}${PER_100G}`, `${base}${PER_PORTION}`];
      if (!editable.includes(from) || !editable.includes(to) || problems[from]) continue;
      const v = perPortion(draft[from], draft.portionsize);
      if (v !== null && toUnits(draft[to]) !== toUnits(v)) found[to] = v;
    }
    return found;
  }, [rows, editable, draft, problems]);
  const offered = Object.keys(derived);

  function fillDerived() {
    const empty = offered.filter((f) => normalise(draft[f]) === '');
    const typed = offered.filter((f) => normalise(draft[f]) !== '');
    setDraft((d) => ({ ...d, ...Object.fromEntries(empty.map((f) => [f, derived[f]!])) }));
    setAsking(typed.length ? typed : null);
    setNotice(
      empty.length
        ? `Filled in ${empty.length} per-portion ${empty.length === 1 ? 'value' : 'values'} from per 100 g.`
        : null,
    );
  }

  function replaceTyped(fields: string[]) {
    setDraft((d) => ({ ...d, ...Object.fromEntries(fields.map((f) => [f, derived[f] ?? d[f]!])) }));
    setAsking(null);
    setNotice(
      `Replaced ${fields.length} per-portion ${fields.length === 1 ? 'value' : 'values'} with those from per 100 g.`,
    );
  }

  async function save(e: Event | null, confirmed = false) {
    e?.preventDefault();
    setError(null);
    setNotice(null);
    if (Object.keys(problems).length) {
      // The server would refuse these: say so in one summary (GOV.UK's error summary) and send nothing.
      reopen.close();
      setShowSummary(true);
      requestAnimationFrame(() => document.getElementById('nutrition-problems')?.focus());
      return;
    }
    setShowSummary(false);
    const value = (f: string) => (normalise(draft[f]) === '' ? null : normalise(draft[f]));
    const changed = editable.filter((f) => draft[f]!.trim() !== initial[f]);
    if (record && changed.length === 0) {
      reopen.close();
      setNotice('Nothing changed.');
      return;
    }
    // Any nutrition value written is content: the database reopens an approved spec. A value written as it was
    // (3.50 for 3.5) does not count there, so only the ones that really differ are named, and asked about.
    const differing = changed.filter((f) => toUnits(draft[f]) !== toUnits(initial[f]));
    const what = !record
      ? 'its nutrition'
      : differing.length
        ? `its nutrition (${differing.map(labelOf).join(', ')})`
        : null;
    if (reopen.ask(what, confirmed)) return;
    const reopens = statusid === APPROVED && what !== null;
    setBusy(true);
    try {
      if (record) {
        const body = Object.fromEntries(changed.map((f) => [f, value(f)]));
        await ok(
          api.PUT('/api/v1/products/updateNutritionalInfo/{psid}', {
            params: { path: { psid } },
            body: body as UpdateBody,
          }),
        );
      } else {
        const body = {
          psid,
          ...Object.fromEntries(editable.filter((f) => value(f) !== null).map((f) => [f, value(f)])),
        };
        await ok(api.POST('/api/v1/products/addNutritionalInfo', { body: body as AddBody }));
      }
      setNotice(
        reopens
          ? 'Nutrition saved. The specification is back to New: the draft of its next version, to submit for approval again.'
          : 'Nutrition saved.',
      );
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const inputId = (field: string) => `nutrition-${field}`;
  const warningId = (i: number) => `nutrition-warning-${i}`;
  /** The ids of what is said about a field: its refusal, the warnings it is part of, its derived value. */
  const describedBy = (field: string) =>
    [
      problems[field] ? `${inputId(field)}-problem` : null,
      ...warnings.flatMap((w, i) => (w.fields.includes(field) ? [warningId(i)] : [])),
      derived[field] ? `${inputId(field)}-derived` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  /** What is shown under a field: its refusal, the warnings that start at it, the derived value offered. */
  const messages = (field: string) => (
    <>
      {problems[field] ? (
        <span id={`${inputId(field)}-problem`} class="error field-message">
          {problems[field]}
        </span>
      ) : null}
      {warnings.map((w, i) =>
        w.fields[0] === field ? (
          <span key={w.message} id={warningId(i)} class="field-warning field-message">
            <span class="sr-only">Warning: </span>
            {w.message}
          </span>
        ) : null,
      )}
      {derived[field] ? (
        <small id={`${inputId(field)}-derived`} class="hint field-message">
          From per 100 g: {derived[field]}
        </small>
      ) : null}
    </>
  );
  const input = (field: string, label: string) => (
    <input
      id={inputId(field)}
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={problems[field] ? true : undefined}
      aria-describedby={describedBy(field)}
      value={draft[field] ?? ''}
      onInput={(e) => set(field, e.currentTarget.value)}
    />
  );

  const cell = (field: string) => {
    const label = labelOf(field);
    if (writable && editable.includes(field))
      return (
        <>
          {input(field, label)}
          {messages(field)}
        </>
      );
    const v = rec?.[field];
    return (
      <span>
        {v === null || v === undefined ? '–' : formatNumber(Number(v), 4)}
        {editable.includes(field) ? null : <small class="hint"> derived</small>}
      </span>
    );
  };
  const portion = writable ? normalise(draft.portionsize) : trim(rec?.portionsize);
  const problemList = Object.entries(problems);

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby="nutrition-title" noValidate>
      <h2 id="nutrition-title">Nutrition</h2>
      {record ? null : <p class="note">Nutrition is not recorded yet.</p>}
      {writable && showSummary && problemList.length ? (
        <div
          id="nutrition-problems"
          class="error-summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby="nutrition-problems-title"
        >
          <h3 id="nutrition-problems-title">There is a problem</h3>
          <ul>
            {problemList.map(([f, p]) => (
              <li key={f}>
                <a href={`#${inputId(f)}`}>{p}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {editable.includes('portionsize') ? (
        <div class="narrow">
          {writable ? (
            <div class="field">
              <label for={inputId('portionsize')}>{labelOf('portionsize')} (g)</label>
              {input('portionsize', `${labelOf('portionsize')} (g)`)}
              {messages('portionsize')}
            </div>
          ) : (
            <p>
              {labelOf('portionsize')}:{' '}
              {rec?.portionsize == null ? '–' : `${formatNumber(Number(rec.portionsize), 4)} g`}
            </p>
          )}
        </div>
      ) : null}
      <DataTable
        caption="Nutrition per 100 g and per portion"
        wrapClass="nutrition"
        columns={[
          { header: 'Nutrient', rowHeader: true, cell: (base) => labelOf(base) },
          { header: 'Per 100 g', cell: (base) => cell(`${base}${PER_100G}`) },
          {
            header: portion && !problems.portionsize ? `Per portion (${portion} g)` : 'Per portion',
            cell: (base) => cell(`${base}${PER_PORTION}`),
          },
        ]}
        rows={rows}
        rowKey={(base) => base}
      />
      {writable && offered.length ? (
        <p>
          <button type="button" onClick={fillDerived}>
            Fill in per portion from per 100 g
          </button>{' '}
          <span class="hint">
            per 100 g × portion size ÷ 100; values you typed are kept unless you say so
          </span>
        </p>
      ) : null}
      {writable && asking?.length ? (
        <div class="warnings" role="group" aria-labelledby="nutrition-replace-title">
          <h3 id="nutrition-replace-title">Replace the per-portion values you typed?</h3>
          <ul>
            {asking.map((f) => (
              <li key={f}>
                {labelOf(f)}: you typed {normalise(draft[f])}, per 100 g gives {derived[f] ?? '–'}
              </li>
            ))}
          </ul>
          <p>
            <button type="button" onClick={() => replaceTyped(asking)}>
              Replace {asking.length === 1 ? 'it' : `these ${asking.length}`}
            </button>{' '}
            <button type="button" onClick={() => setAsking(null)}>
              Keep mine
            </button>
          </p>
        </div>
      ) : null}
      {writable && dirty && warnings.length ? (
        <div class="warnings" role="region" aria-labelledby="nutrition-check-title">
          <h3 id="nutrition-check-title">Check these figures</h3>
          <p class="hint">They cannot all be true. You can still save them.</p>
          <ul>
            {warnings.map((w) => (
              <li key={w.message}>
                <a href={`#${inputId(w.fields[0]!)}`}>{w.message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {record?.warnings?.length ? (
        <div class="warnings" role="region" aria-label="Nutrition warnings">
          <h3>Warnings{writable && dirty ? ' on the saved figures' : ''}</h3>
          <ul>
            {record.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : record ? (
        <p class="hint">No warnings: the saved figures are consistent.</p>
      ) : null}
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {reopen.asking ? (
        <ReopenConfirm
          key={reopen.key}
          id="nutrition-reopen"
          what={reopen.asking}
          busy={busy}
          onConfirm={() => void save(null, true)}
          onCancel={() => {
            reopen.close();
            setNotice(NOT_REOPENED);
            saveRef.current?.focus();
          }}
        />
      ) : null}
      {writable ? (
        <button type="submit" class="primary" disabled={busy} ref={saveRef}>
          Save nutrition
        </button>
      ) : null}
    </form>
  );
}
