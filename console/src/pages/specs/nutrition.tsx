import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, ok, type paths } from '../../api.js';
import { ErrorMessage, Field } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatNumber } from '../../ui/format.js';
import { labelOf, type Nutrition } from './data.js';

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
  writable,
  onSaved,
}: {
  psid: number;
  writableFields: string[];
  readFields: string[];
  record: Nutrition | null;
  writable: boolean;
  onSaved(): void;
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
  useEffect(() => setDraft(initial), [initial]);

  async function save(e: Event) {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const value = (f: string) => (draft[f]!.trim() === '' ? null : draft[f]!.trim().replace(',', '.'));
    setBusy(true);
    try {
      if (record) {
        const changed = editable.filter((f) => draft[f]!.trim() !== initial[f]);
        if (changed.length === 0) {
          setNotice('Nothing changed.');
          return;
        }
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
      setNotice('Nutrition saved.');
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const cell = (field: string) => {
    const label = labelOf(field);
    if (writable && editable.includes(field))
      return (
        <input
          type="text"
          inputMode="decimal"
          aria-label={label}
          value={draft[field] ?? ''}
          onInput={(e) => {
            const v = e.currentTarget.value;
            setDraft((d) => ({ ...d, [field]: v }));
          }}
        />
      );
    const v = rec?.[field];
    return (
      <span>
        {v === null || v === undefined ? '–' : formatNumber(Number(v), 4)}
        {editable.includes(field) ? null : <small class="hint"> derived</small>}
      </span>
    );
  };

  return (
    <form onSubmit={save} aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">Nutrition</h2>
      {record ? null : <p class="note">Nutrition is not recorded yet.</p>}
      {editable.includes('portionsize') ? (
        <div class="narrow">
          {writable ? (
            <Field
              label={labelOf('portionsize')}
              inputMode="decimal"
              value={draft.portionsize ?? ''}
              onInput={(e) => {
                const v = e.currentTarget.value;
                setDraft((d) => ({ ...d, portionsize: v }));
              }}
            />
          ) : (
            <p>
              {labelOf('portionsize')}:{' '}
              {rec?.portionsize == null ? '–' : formatNumber(Number(rec.portionsize), 4)}
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
          { header: 'Per portion', cell: (base) => cell(`${base}${PER_PORTION}`) },
        ]}
        rows={rows}
        rowKey={(base) => base}
      />
      {record?.warnings?.length ? (
        <div class="warnings" role="region" aria-label="Nutrition warnings">
          <h3>Warnings</h3>
          <ul>
            {record.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : record ? (
        <p class="hint">No warnings: the figures are consistent.</p>
      ) : null}
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {writable ? (
        <button type="submit" class="primary" disabled={busy}>
          Save nutrition
        </button>
      ) : null}
    </form>
  );
}
