import { useState } from 'preact/hooks';
import { api, download, ok } from '../../api.js';
import { Badge, ErrorMessage, Loading } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { useAsync } from '../../ui/hooks.js';
import { composeLabel, type Label, type LabelInput } from '../../../../src/lib/label/label.js';
import { ALLERGEN_INFO } from '../../../../src/lib/label/allergens.js';
import { fopSvg, nutriScoreSvg } from '../../../../src/lib/label/svg.js';
import { lookup, type Allergens, type Nutrition, type SpecRow } from './data.js';
import { LabelFieldsForm, labelFieldsOf, type LabelFields } from './label-fields.js';
import { IngredientsEditor, toList, toRows, type Row } from './ingredients.js';
import type { Ingredient } from '../../../../src/lib/label/ingredients.js';

const allergenName = (code: string) => ALLERGEN_INFO[code as keyof typeof ALLERGEN_INFO]?.name ?? code;

/**
 * The label, previewed as the spec is edited (issue 41): composed in the browser by the same rules the server uses
 * (src/lib/label: the ingredient statement, the allergen check against the declaration, %RI, the front of pack
 * colours, the Nutri-Score) from the ingredients being edited, the inputs below and the saved allergens and
 * nutrition; the server's label (`GET /products/{psid}/label`, and its PDF) is the saved one.
 */
export function LabelPreview({
  psid,
  spec,
  rows,
  allergens,
  nutrition,
  writable,
  onSaved,
}: {
  psid: number;
  spec: SpecRow;
  rows: Row[];
  allergens: Allergens | null;
  nutrition: Nutrition | null;
  writable: boolean;
  onSaved(): void;
}) {
  const uoms = useAsync(() => lookup('uoms'), []);
  const [fields, setFields] = useState<LabelFields>(() => labelFieldsOf(spec));
  const uomName = uoms.data?.find((u) => u.id === Number(spec.uom))?.name ?? null;
  const input: LabelInput = {
    productname: null,
    uom: uomName,
    weight: (spec.weight as string | number | null | undefined) ?? null,
    ingredients: rows.length ? toList(rows) : null,
    allergens: (allergens as LabelInput['allergens']) ?? null,
    nutrition: (nutrition as LabelInput['nutrition']) ?? null,
    ...fields,
  };
  const label = composeLabel(input);
  return (
    <section aria-labelledby="label-title" class="label-preview">
      <h2 id="label-title">Label</h2>
      <p class="note">
        A preview of what the label says, following your edits before they are saved. The PDF is the saved
        specification&rsquo;s.
      </p>
      <AllergenCheck label={label} allergens={allergens} hasIngredients={rows.length > 0} />
      <Statement label={label} />
      <h3>Front of pack</h3>
      <figure class="label-svg" dangerouslySetInnerHTML={{ __html: fopSvg(label.nutrition) }} />
      {label.nutrition.energycheck.length ? (
        <ul class="problems" aria-label="Energy check">
          {label.nutrition.energycheck.map((w) => (
            <li key={w.kind}>{w.message}</li>
          ))}
        </ul>
      ) : null}
      <h3>Nutri-Score</h3>
      <figure class="label-svg" dangerouslySetInnerHTML={{ __html: nutriScoreSvg(label.nutriscore) }} />
      <NutriScorePoints label={label} />
      <LabelFieldsForm
        psid={psid}
        fields={fields}
        onChange={setFields}
        writable={writable}
        onSaved={onSaved}
      />
      <p>
        <button
          type="button"
          onClick={() =>
            void download(
              api.GET('/api/v1/products/{psid}/label.pdf', { params: { path: { psid } }, parseAs: 'blob' }),
              `label-${psid}.pdf`,
            )
          }
        >
          Download the label (PDF)
        </button>
      </p>
    </section>
  );
}

function AllergenCheck({
  label,
  allergens,
  hasIngredients,
}: {
  label: Label;
  allergens: Allergens | null;
  hasIngredients: boolean;
}) {
  const { derivedallergens, mismatches } = label.ingredients;
  if (!hasIngredients) return <p>No ingredients recorded: nothing to check the allergens against.</p>;
  const declared = (code: string) => (allergens as Record<string, unknown> | null)?.[code] ?? 'not recorded';
  return (
    <>
      <h3>Allergens: the ingredients against the declaration</h3>
      {mismatches.length ? (
        <ul class="problems" aria-label="Allergen mismatches">
          {mismatches.map((m) => (
            <li key={m.allergen + m.kind}>
              <Badge tone={m.kind === 'undeclared' ? 'red' : 'amber'}>
                {m.kind === 'undeclared' ? 'Blocks approval' : 'Check'}
              </Badge>{' '}
              {allergenName(m.allergen)}: {m.message}
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">The declaration matches the ingredients.</p>
      )}
      <DataTable
        caption="Allergens contained in the ingredients"
        columns={[
          { header: 'Allergen', rowHeader: true, cell: (d) => allergenName(d.allergen) },
          { header: 'In', cell: (d) => d.ingredients.join(', ') },
          { header: 'Declared', cell: (d) => String(declared(d.allergen)) },
        ]}
        rows={derivedallergens}
        rowKey={(d) => d.allergen}
        empty="No ingredient carries an allergen."
      />
    </>
  );
}

function Statement({ label }: { label: Label }) {
  const statement = label.ingredients.statement;
  if (!statement) return null;
  return (
    <>
      <h3>Ingredient statement</h3>
      {/* The statement's HTML is built by src/lib/label with every name escaped: only <strong> is markup. */}
      <p class="statement" dangerouslySetInnerHTML={{ __html: statement.html }} />
      {statement.maycontain ? <p class="statement">{statement.maycontain}</p> : null}
    </>
  );
}

function NutriScorePoints({ label }: { label: Label }) {
  const r = label.nutriscore;
  if (r.score === null) {
    return 'missing' in r && r.missing.length ? (
      <p>Not computed: missing {r.missing.join(', ')}.</p>
    ) : (
      <p>{r.grade === 'A' ? 'Water: A.' : ''}</p>
    );
  }
  const rows = [
    ...r.negative.map((c) => ({ ...c, sign: 'negative' })),
    ...r.positive.map((c) => ({ ...c, sign: 'positive' })),
  ];
  return (
    <DataTable
      caption={`Nutri-Score ${r.grade}: ${r.negativetotal} negative − ${r.positivetotal} positive = ${r.score}`}
      columns={[
        { header: 'Component', rowHeader: true, cell: (c) => c.component },
        { header: 'Value', cell: (c) => String(c.value) },
        { header: 'Points', cell: (c) => `${c.sign === 'negative' ? '+' : '−'}${c.points} of ${c.max}` },
      ]}
      rows={rows}
      rowKey={(c) => `${c.sign}-${c.component}`}
    />
  );
}

/**
 * The ingredients editor and the label preview side by side, sharing the draft list: the preview follows each
 * edit before it is saved. The stored list is read again after each save elsewhere on the page (`stamp`).
 */
export function IngredientsAndLabel({
  psid,
  spec,
  allergens,
  nutrition,
  allergenDraft,
  nutritionDraft,
  statusid,
  writable,
  stamp,
  onSaved,
}: {
  psid: number;
  spec: SpecRow;
  allergens: Allergens | null;
  nutrition: Nutrition | null;
  /** The allergen and nutrition sections' values as being set (null: none yet), laid over the saved records. */
  allergenDraft: Record<string, string> | null;
  nutritionDraft: Record<string, string> | null;
  statusid: number;
  writable: boolean;
  stamp: number;
  onSaved(): void;
}) {
  const saved = useAsync(
    () =>
      ok(api.GET('/api/v1/products/{psid}/ingredients', { params: { path: { psid } } })).then(
        (r) => r.data as Ingredient[],
      ),
    [psid, stamp],
  );
  const [rows, setRows] = useState<Row[] | null>(null);
  const [from, setFrom] = useState<Ingredient[] | null>(null);
  // Reset to the stored list when it changes (a save), not when another section's save reloads the same list.
  if (saved.data && JSON.stringify(saved.data) !== JSON.stringify(from)) {
    setFrom(saved.data);
    setRows(toRows(saved.data));
  }
  if (saved.error) return <ErrorMessage error={saved.error} />;
  if (!rows || !from) return <Loading what="Loading the ingredients" />;
  return (
    <div class="ingredients-label">
      <IngredientsEditor
        psid={psid}
        rows={rows}
        onChange={setRows}
        saved={from}
        statusid={statusid}
        writable={writable}
        onSaved={onSaved}
      />
      <LabelPreview
        psid={psid}
        spec={spec}
        rows={rows}
        allergens={allergenDraft && allergens ? ({ ...allergens, ...allergenDraft } as Allergens) : allergens}
        nutrition={overlay(nutrition, nutritionDraft)}
        writable={writable}
        onSaved={onSaved}
      />
    </div>
  );
}

/** The nutrition as being typed over the saved record: a blank field is not recorded; none typed yet, as saved. */
function overlay(saved: Nutrition | null, draft: Record<string, string> | null): Nutrition | null {
  if (!draft) return saved;
  const typed = Object.fromEntries(
    Object.entries(draft).map(([k, v]) => [k, v.trim() === '' ? null : v.trim()]),
  );
  return { ...(saved ?? {}), ...typed } as Nutrition;
}
