import { useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { ErrorMessage } from '../../ui/components.js';
import { NUTRISCORE_CATEGORIES } from '../../../../src/lib/label/nutriscore.js';
import type { SpecRow } from './data.js';

const CATEGORY_NAMES: Record<string, string> = {
  general: 'General food',
  cheese: 'Cheese',
  fats_oils_nuts_seeds: 'Fats, oils, nuts and seeds',
  red_meat: 'Red meat and products',
  beverage: 'Beverage',
  water: 'Water',
};

/** The Nutri-Score and front of pack inputs a technologist sets (spec fields, written with updateProduct). */
export interface LabelFields {
  nutriscorecategory: string | null;
  fruitvegpulsespct: string | null;
  nonnutritivesweeteners: boolean | null;
  isdrink: boolean | null;
}

export function labelFieldsOf(spec: SpecRow): LabelFields {
  const s = spec as Record<string, unknown>;
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  const bool = (v: unknown) => (v === true || v === 1 ? true : v === false || v === 0 ? false : null);
  return {
    nutriscorecategory: text(s.nutriscorecategory),
    fruitvegpulsespct: text(s.fruitvegpulsespct),
    nonnutritivesweeteners: bool(s.nonnutritivesweeteners),
    isdrink: bool(s.isdrink),
  };
}

const tri = (v: boolean | null) => (v === true ? 'yes' : v === false ? 'no' : '');

/** The spec's Nutri-Score and front of pack inputs, saved with updateProduct (content: reopens an approved spec). */
export function LabelFieldsForm({
  psid,
  fields,
  onChange,
  writable,
  onSaved,
}: {
  psid: number;
  fields: LabelFields;
  onChange(f: LabelFields): void;
  writable: boolean;
  onSaved(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<LabelFields>) => {
    setNotice(null);
    onChange({ ...fields, ...patch });
  };
  const boolOf = (v: string) => (v === 'yes' ? true : v === 'no' ? false : null);
  async function save(e: Event) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await ok(
        api.POST('/api/v1/products/updateProduct/{psid}', {
          params: { path: { psid } },
          body: {
            nutriscorecategory: fields.nutriscorecategory,
            fruitvegpulsespct: fields.fruitvegpulsespct,
            nonnutritivesweeteners: fields.nonnutritivesweeteners,
            isdrink: fields.isdrink,
          } as never,
        }),
      );
      setNotice('Label inputs saved.');
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      onSubmit={(e) => void save(e)}
      aria-label="Nutri-Score and front of pack inputs"
      class="label-fields"
    >
      <fieldset disabled={!writable}>
        <legend>Nutri-Score and front of pack inputs</legend>
        <label>
          Nutri-Score category
          <select
            value={fields.nutriscorecategory ?? ''}
            onChange={(e) => set({ nutriscorecategory: e.currentTarget.value || null })}
          >
            <option value="">Not set</option>
            {NUTRISCORE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_NAMES[c] ?? c}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fruit, vegetables and pulses (%)
          <input
            inputMode="decimal"
            value={fields.fruitvegpulsespct ?? ''}
            onInput={(e) => set({ fruitvegpulsespct: e.currentTarget.value.trim() || null })}
          />
        </label>
        <label>
          Non-nutritive sweeteners
          <select
            value={tri(fields.nonnutritivesweeteners)}
            onChange={(e) => set({ nonnutritivesweeteners: boolOf(e.currentTarget.value) })}
          >
            <option value="">Not set</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </label>
        <label>
          Drink (per 100 ml)
          <select
            value={tri(fields.isdrink)}
            onChange={(e) => set({ isdrink: boolOf(e.currentTarget.value) })}
          >
            <option value="">By the unit of measure</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </label>
      </fieldset>
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {writable ? (
        <button type="submit" disabled={busy}>
          Save label inputs
        </button>
      ) : null}
    </form>
  );
}
