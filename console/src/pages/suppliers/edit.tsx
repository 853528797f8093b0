import { useState } from 'preact/hooks';
import { api, errorText, ok, type operations, type Schemas } from '../../api.js';
import { options, useLookup } from '../../lookups.js';
import { useFieldId } from '../../ui/components.js';
import {
  check,
  ErrorSummary,
  FormField,
  serverErrors,
  valuesOf,
  type Errors,
  type FieldSpec,
} from './form.js';

type Supplier = Schemas['Supplier']['supplier'];
type UpdateBody = NonNullable<operations['updateSupplier']['requestBody']>['content']['application/json'];

/** PUT's field names (the creation's), each with the read field it shows and its label. */
const FIELDS: (FieldSpec & {
  read: keyof Supplier;
  lookup?: 'countries' | 'supplier_types' | 'risk_levels';
})[] = [
  { name: 'companyname', read: 'companyname', label: 'Company name', required: true, maxLength: 200 },
  { name: 'address1', read: 'address1', label: 'Address line 1', required: true, maxLength: 200 },
  { name: 'address2', read: 'address2', label: 'Address line 2', maxLength: 200 },
  { name: 'address3', read: 'address3', label: 'Address line 3', maxLength: 200 },
  { name: 'city', read: 'city', label: 'City', required: true, maxLength: 100 },
  { name: 'postcode', read: 'postcode', label: 'Postcode', required: true, maxLength: 20 },
  {
    name: 'country',
    read: 'countryid',
    label: 'Country',
    required: true,
    type: 'select',
    lookup: 'countries',
  },
  {
    name: 'supplier_type',
    read: 'suppliertypeid',
    label: 'Supplier type',
    required: true,
    type: 'select',
    lookup: 'supplier_types',
  },
  { name: 'risk', read: 'riskid', label: 'Risk', required: true, type: 'select', lookup: 'risk_levels' },
  {
    name: 'techcontactname',
    read: 'technicalcontactname',
    label: 'Technical contact name',
    required: true,
    maxLength: 200,
  },
  {
    name: 'techcontactemail',
    read: 'technicalcontactemail',
    label: 'Technical contact email',
    required: true,
    type: 'email',
    maxLength: 254,
  },
  {
    name: 'techmobileno',
    read: 'technicalmobileno',
    label: 'Technical contact mobile',
    required: true,
    type: 'tel',
    maxLength: 50,
  },
  {
    name: 'comcontactname',
    read: 'commercialcontactname',
    label: 'Commercial contact name',
    required: true,
    maxLength: 200,
  },
  {
    name: 'comcontactemail',
    read: 'commercialcontactemail',
    label: 'Commercial contact email',
    required: true,
    type: 'email',
    maxLength: 254,
  },
  {
    name: 'commobileno',
    read: 'commercialmobileno',
    label: 'Commercial contact mobile',
    required: true,
    type: 'tel',
    maxLength: 50,
  },
  { name: 'comments', read: 'comments', label: 'Comments', type: 'textarea', maxLength: 2000 },
];
const LOOKUP_FIELDS = new Set(['country', 'supplier_type', 'risk']);
const NULLABLE = new Set(['address2', 'address3', 'comments']);

/**
 * The supplier's company fields, edited in place (PUT /suppliers/{id}); only the fields changed are sent. The
 * portal users and the vendor code are not edited here; the default site keeps its own address.
 */
export function EditSupplier({ supplier, onDone }: { supplier: Supplier; onDone(saved: boolean): void }) {
  const base = useFieldId();
  const idOf = (name: string) => `${base}-${name}`;
  const lookups = {
    countries: useLookup('countries'),
    supplier_types: useLookup('supplier_types'),
    risk_levels: useLookup('risk_levels'),
  };
  const specs: FieldSpec[] = FIELDS.map((f) =>
    f.lookup ? { ...f, options: [['', `Choose…`], ...options(lookups[f.lookup])] } : f,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const values = valuesOf(e.currentTarget as HTMLFormElement, specs);
    const found = check(specs, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: Record<string, string | number | null> = {};
    for (const f of FIELDS) {
      const was = supplier[f.read] as string | number | null;
      const now = values[f.name]!;
      const value = LOOKUP_FIELDS.has(f.name) ? Number(now) : now === '' && NULLABLE.has(f.name) ? null : now;
      if (String(value ?? '') !== String(was ?? '')) body[f.name] = value;
    }
    if (Object.keys(body).length === 0) return onDone(false);
    setBusy(true);
    try {
      await ok(
        api.PUT('/api/v1/suppliers/{supplierid}', {
          params: { path: { supplierid: supplier.supplierid } },
          body: body as UpdateBody,
        }),
      );
      onDone(true);
    } catch (err) {
      setErrors(serverErrors(specs, errorText(err)));
      setBusy(false);
    }
  }

  const field = (name: string) => {
    const spec = specs.find((f) => f.name === name)!;
    const read = FIELDS.find((f) => f.name === name)!.read;
    return (
      <FormField
        key={name}
        spec={spec}
        id={idOf(name)}
        error={errors[name]}
        value={supplier[read] as string | number | null}
      />
    );
  };

  return (
    <form class="inline-form" onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>Edit supplier</h2>
      <ErrorSummary errors={errors} idOf={idOf} specs={specs} />
      <fieldset>
        <legend>Company</legend>
        <div class="form-grid">
          {['companyname', 'address1', 'address2', 'address3', 'city', 'postcode', 'country'].map(field)}
          {['supplier_type', 'risk'].map(field)}
        </div>
      </fieldset>
      <fieldset>
        <legend>Technical contact</legend>
        <div class="form-grid">{['techcontactname', 'techcontactemail', 'techmobileno'].map(field)}</div>
      </fieldset>
      <fieldset>
        <legend>Commercial contact</legend>
        <div class="form-grid">{['comcontactname', 'comcontactemail', 'commobileno'].map(field)}</div>
      </fieldset>
      {field('comments')}
      <p class="hint">The default site keeps its own address: change it under Sites.</p>
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          Save changes
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
