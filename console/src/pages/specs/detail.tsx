import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { useSession } from '../../session.js';
import { ErrorMessage, Loading, Page } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { AllergenGrid } from './allergens.js';
import { lookup } from './data.js';
import { SpecStatus } from '../../ui/badges.js';
import { History, Listings } from './history.js';
import { IngredientsAndLabel } from './label.js';
import { NutritionTable } from './nutrition.js';
import { ProductLine } from './product-line.js';
import { SpecForm } from './spec-form.js';
import { useSpec } from './use-spec.js';
import { Versions } from './versions.js';
import { Workflow } from './workflow.js';
import './specs.css';

const SECTIONS: [string, string][] = [
  ['workflow-title', 'Workflow'],
  ['product-line-title', 'Product line'],
  ['spec-fields', 'Specification'],
  ['allergens-title', 'Allergens'],
  ['nutrition-title', 'Nutrition'],
  ['ingredients-title', 'Ingredients'],
  ['label-title', 'Label'],
  ['versions-title', 'Versions'],
  ['history-title', 'History'],
  ['catalogue-title', 'Catalogues'],
];

/** One product specification (`/specs/:psid`): its fields, allergens, nutrition, workflow, versions, history. */
export function SpecDetail() {
  const { params } = useRoute();
  const psid = Number(params.id);
  const { can, isSupplier } = useSession();
  const spec = useSpec(psid);
  const statuses = useAsync(() => lookup('spec_statuses'), []);
  // The allergen and nutrition values as being set, for the label preview (null: as saved).
  const [allergenDraft, setAllergenDraft] = useState<Record<string, string> | null>(null);
  const [nutritionDraft, setNutritionDraft] = useState<Record<string, string> | null>(null);

  if (spec.error)
    return (
      <Page title="Specification">
        <ErrorMessage error={spec.error} />
      </Page>
    );
  if (!spec.data || (spec.loading && spec.data !== 'notFound' && spec.data.psid !== psid))
    return (
      <Page title="Specification">
        <Loading what="Loading the specification" />
      </Page>
    );
  if (spec.data === 'notFound')
    return (
      <Page title="Not found">
        <p>
          There is no specification {params.id}. <a href="/specs">All specifications</a>
        </p>
      </Page>
    );

  const d = spec.data;
  const names = statuses.data ?? [];
  const active = d.product.active === 1;
  const writable = active && can(2);
  const stamp = d.history.length;
  const statusName = names.find((s) => s.id === d.statusid)?.name ?? String(d.spec.statuslevel ?? '');
  return (
    <Page title={d.product.productname} actions={<SpecStatus statusid={d.statusid} name={statusName} />}>
      <dl class="facts">
        <dt>Product code</dt>
        <dd>{d.productcode ?? '–'}</dd>
        <dt>Supplier</dt>
        <dd>
          {d.companyid && !isSupplier ? (
            <a href={`/suppliers/${d.companyid}`}>{d.companyname ?? d.companyid}</a>
          ) : (
            (d.companyname ?? '–')
          )}
        </dd>
        <dt>Status</dt>
        <dd>{statusName}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(d.product.created)}</dd>
        <dt>Last updated</dt>
        <dd>{formatDateTime(d.product.lastupdated)}</dd>
        {active ? null : (
          <>
            <dt>Deleted</dt>
            <dd>Yes: it can be read, not changed.</dd>
          </>
        )}
      </dl>
      <nav class="in-page" aria-label="On this page">
        <ul>
          {SECTIONS.map(([id, text]) => (
            <li key={id}>
              <a href={`#${id}`}>{text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Workflow data={d} statuses={names} onMoved={spec.reload} />
      <ProductLine newline={d.newline} onSaved={spec.reload} />
      <SpecForm
        psid={psid}
        spec={d.spec}
        statusid={d.statusid}
        writable={writable}
        isSupplier={isSupplier}
        onSaved={spec.reload}
      />
      <AllergenGrid
        psid={psid}
        fields={d.fields.allergens}
        record={d.allergens}
        statusid={d.statusid}
        writable={writable}
        onSaved={spec.reload}
        onDraft={setAllergenDraft}
      />
      <NutritionTable
        psid={psid}
        writableFields={d.fields.nutritionWritable}
        readFields={d.fields.nutritionRead}
        record={d.nutrition}
        statusid={d.statusid}
        writable={writable}
        onSaved={spec.reload}
        onDraft={setNutritionDraft}
      />
      <IngredientsAndLabel
        psid={psid}
        spec={d.spec}
        allergens={d.allergens}
        nutrition={d.nutrition}
        allergenDraft={allergenDraft}
        nutritionDraft={nutritionDraft}
        statusid={d.statusid}
        writable={writable}
        stamp={stamp}
        onSaved={spec.reload}
      />
      <Versions psid={psid} stamp={stamp} />
      <History entries={d.history} />
      <Listings psid={psid} stamp={stamp} />
    </Page>
  );
}
