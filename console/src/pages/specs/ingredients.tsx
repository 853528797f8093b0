import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { ErrorMessage } from '../../ui/components.js';
import {
  ALLERGEN_CODES,
  ALLERGEN_INFO,
  ingredientProblems,
  type Ingredient,
} from '../../../../src/lib/label/ingredients.js';
import { APPROVED } from './data.js';
import { NOT_REOPENED, ReopenConfirm, useReopenConfirm } from './reopen-confirm.js';

/** A row being edited: text fields as typed; `key` keeps focus on the right row when rows move. */
export interface Row {
  key: number;
  name: string;
  percent: string;
  quid: boolean;
  allergens: string[];
  subs: Row[];
}

let nextKey = 1;
const blank = (): Row => ({ key: nextKey++, name: '', percent: '', quid: false, allergens: [], subs: [] });

export function toRows(list: readonly Ingredient[] | null | undefined): Row[] {
  return (list ?? []).map((i) => ({
    key: nextKey++,
    name: i.name ?? '',
    percent: i.percent === undefined || i.percent === null ? '' : String(i.percent),
    quid: i.quid === true,
    allergens: [...(i.allergens ?? [])],
    subs: toRows(i.ingredients),
  }));
}

/** The list as the API takes it (PUT /products/{psid}/ingredients): empty fields left out. */
export function toList(rows: readonly Row[]): Ingredient[] {
  return rows.map((r) => {
    const i: Ingredient = { name: r.name.trim() };
    if (r.percent.trim() !== '') i.percent = r.percent.trim();
    if (r.quid) i.quid = true;
    if (r.allergens.length) i.allergens = [...r.allergens];
    if (r.subs.length) i.ingredients = toList(r.subs);
    return i;
  });
}

const allergenName = (code: string) => ALLERGEN_INFO[code as keyof typeof ALLERGEN_INFO]?.name ?? code;

/**
 * The ingredients editor (issue 41): the ordered list, heaviest first as on the label, each with its percent, QUID
 * flag, allergen tags and, at the top level, its own sub-ingredients (a compound ingredient: two levels at most).
 * The draft is the parent's (`rows`), so the label preview beside it follows every keystroke; saving replaces the
 * stored list (`PUT /products/{psid}/ingredients`), asked first on an Approved spec, which it reopens.
 */
export function IngredientsEditor({
  psid,
  rows,
  onChange,
  saved,
  statusid,
  writable,
  onSaved,
}: {
  psid: number;
  rows: Row[];
  onChange(rows: Row[]): void;
  /** The stored list, to tell whether anything changed. */
  saved: Ingredient[];
  statusid: number;
  writable: boolean;
  onSaved(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reopen = useReopenConfirm(statusid === APPROVED);
  const saveRef = useRef<HTMLButtonElement>(null);
  const problems = ingredientProblems(toList(rows));
  useEffect(() => setNotice(null), [rows]);

  async function save(e: Event | null, confirmed = false) {
    e?.preventDefault();
    setError(null);
    setNotice(null);
    const list = toList(rows);
    if (JSON.stringify(list) === JSON.stringify(saved)) {
      reopen.close();
      setNotice('Nothing changed.');
      return;
    }
    if (problems.length > 0) {
      setError(problems.map((p) => p.message).join('. '));
      return;
    }
    if (reopen.ask('its ingredients', confirmed)) return;
    const reopens = statusid === APPROVED;
    setBusy(true);
    try {
      await ok(api.PUT('/api/v1/products/{psid}/ingredients', { params: { path: { psid } }, body: list }));
      setNotice(
        reopens
          ? 'Ingredients saved. The specification is back to New: the draft of its next version, to submit for approval again.'
          : 'Ingredients saved.',
      );
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const update = (path: number[], change: (r: Row) => Row | null) => {
    const walk = (list: Row[], [at, ...rest]: number[]): Row[] =>
      list.flatMap((r, n) => {
        if (n !== at) return [r];
        if (rest.length === 0) {
          const next = change(r);
          return next ? [next] : [];
        }
        return [{ ...r, subs: walk(r.subs, rest) }];
      });
    onChange(walk(rows, path));
  };
  const move = (path: number[], by: -1 | 1) => {
    const parent = path.slice(0, -1);
    const at = path[path.length - 1]!;
    const swap = (list: Row[]) => {
      const to = at + by;
      if (to < 0 || to >= list.length) return list;
      const copy = [...list];
      [copy[at], copy[to]] = [copy[to]!, copy[at]!];
      return copy;
    };
    if (parent.length === 0) onChange(swap(rows));
    else update(parent, (r) => ({ ...r, subs: swap(r.subs) }));
  };

  const rowEditor = (r: Row, path: number[], siblings: number, parentName?: string) => {
    const n = path[path.length - 1]!;
    const who = parentName
      ? `${r.name || `ingredient ${n + 1}`} in ${parentName}`
      : r.name || `ingredient ${n + 1}`;
    return (
      <li key={r.key} class="ingredient">
        <fieldset disabled={!writable}>
          <legend class="sr-only">{who}</legend>
          <div class="ingredient-fields">
            <label>
              Name
              <input
                value={r.name}
                maxLength={200}
                required
                onInput={(e) => update(path, (x) => ({ ...x, name: e.currentTarget.value }))}
              />
            </label>
            <label>
              Percent
              <input
                value={r.percent}
                inputMode="decimal"
                size={6}
                aria-label={`Percent of ${who}`}
                onInput={(e) => update(path, (x) => ({ ...x, percent: e.currentTarget.value }))}
              />
            </label>
            <label class="check">
              <input
                type="checkbox"
                checked={r.quid}
                aria-label={`QUID: show the percent of ${who} on the label`}
                onChange={(e) => update(path, (x) => ({ ...x, quid: e.currentTarget.checked }))}
              />
              QUID
            </label>
          </div>
          <details class="allergen-tags">
            <summary>
              Allergens of {who}: {r.allergens.length ? r.allergens.map(allergenName).join(', ') : 'none'}
            </summary>
            <div class="tags">
              {ALLERGEN_CODES.map((code) => (
                <label key={code} class="check">
                  <input
                    type="checkbox"
                    aria-label={`${allergenName(code)} in ${who}`}
                    checked={r.allergens.includes(code)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      update(path, (x) => ({
                        ...x,
                        allergens: on
                          ? ALLERGEN_CODES.filter((c) => c === code || x.allergens.includes(c))
                          : x.allergens.filter((c) => c !== code),
                      }));
                    }}
                  />
                  {allergenName(code)}
                </label>
              ))}
            </div>
          </details>
          {writable ? (
            <div class="row-actions">
              <button
                type="button"
                disabled={n === 0}
                onClick={() => move(path, -1)}
                aria-label={`Move ${who} up`}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={n === siblings - 1}
                onClick={() => move(path, 1)}
                aria-label={`Move ${who} down`}
              >
                ↓
              </button>
              {parentName ? null : (
                <button
                  type="button"
                  onClick={() => update(path, (x) => ({ ...x, subs: [...x.subs, blank()] }))}
                  aria-label={`Add a sub-ingredient to ${who}`}
                >
                  Add sub-ingredient
                </button>
              )}
              <button type="button" onClick={() => update(path, () => null)} aria-label={`Remove ${who}`}>
                Remove
              </button>
            </div>
          ) : null}
        </fieldset>
        {r.subs.length ? (
          <ol class="sub-ingredients" aria-label={`Ingredients of ${r.name || `ingredient ${n + 1}`}`}>
            {r.subs.map((s, m) => rowEditor(s, [...path, m], r.subs.length, r.name || `ingredient ${n + 1}`))}
          </ol>
        ) : null}
      </li>
    );
  };

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby="ingredients-title" class="ingredients-editor">
      <h2 id="ingredients-title">Ingredients</h2>
      <p class="note">
        In descending order of weight, as on the label. A compound ingredient lists its own ingredients; tick
        QUID where the label states the percentage.
      </p>
      {rows.length ? (
        <ol aria-label="Ingredients">{rows.map((r, n) => rowEditor(r, [n], rows.length))}</ol>
      ) : (
        <p>No ingredients recorded.</p>
      )}
      {problems.length ? (
        <ul class="problems" aria-label="Problems with the ingredients">
          {problems.map((p) => (
            <li key={p.path + p.message}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {reopen.asking ? (
        <ReopenConfirm
          key={reopen.key}
          id="ingredients-reopen"
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
        <div class="actions">
          <button type="button" onClick={() => onChange([...rows, blank()])}>
            Add ingredient
          </button>
          <button type="submit" class="primary" disabled={busy} ref={saveRef}>
            Save ingredients
          </button>
        </div>
      ) : null}
    </form>
  );
}
