import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Page, SelectField, TextArea } from '../../ui/components.js';
import { options, useLookup } from '../../lookups.js';
import './suppliers.css';

type Input = Schemas['SupplierInput'];

/** A new supplier: the company, its default site, its portal user (who gets the welcome email). */
export function SupplierCreate() {
  const { can } = useSession();
  const { route } = useLocation();
  const countries = useLookup('countries');
  const types = useLookup('supplier_types');
  const risks = useLookup('risk_levels');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!can(2)) {
    return (
      <Page title="New supplier">
        <p>
          Creating suppliers needs an Editor’s level. <a href="/suppliers">Back to the suppliers</a>.
        </p>
      </Page>
    );
  }

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const optional = (k: string) => text(k) || null;
    const body: Input = {
      companyname: text('companyname'),
      address1: text('address1'),
      address2: optional('address2'),
      address3: optional('address3'),
      city: text('city'),
      postcode: text('postcode'),
      country: Number(form.get('country')),
      techcontactname: text('techcontactname'),
      techcontactemail: text('techcontactemail'),
      techmobileno: text('techmobileno'),
      portaluserfirstname: text('portaluserfirstname'),
      portalusersurname: text('portalusersurname'),
      portaluseremail: text('portaluseremail'),
      portalusermobileno: text('portalusermobileno'),
      comcontactname: text('comcontactname'),
      comcontactemail: text('comcontactemail'),
      commobileno: text('commobileno'),
      supplier_type: Number(form.get('supplier_type')),
      risk: Number(form.get('risk')),
      comments: optional('comments'),
    };
    setError(null);
    setBusy(true);
    try {
      const created = await ok(api.POST('/api/v1/suppliers/createSupplier', { body }));
      route(`/suppliers/${created.supplierid}`);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  const pick = (rows: { id: number; name: string }[], what: string): [number | string, string][] => [
    ['', `Choose a ${what}`],
    ...options(rows),
  ];

  return (
    <Page title="New supplier">
      <form onSubmit={submit}>
        <fieldset class="inline-form">
          <legend>Company</legend>
          <div class="form-grid">
            <Field label="Company name" name="companyname" required maxLength={200} />
            <Field label="Address line 1" name="address1" required maxLength={200} />
            <Field label="Address line 2" name="address2" maxLength={200} />
            <Field label="Address line 3" name="address3" maxLength={200} />
            <Field label="City" name="city" required maxLength={100} />
            <Field label="Postcode" name="postcode" required maxLength={20} />
            <SelectField label="Country" name="country" required options={pick(countries, 'country')} />
            <SelectField
              label="Supplier type"
              name="supplier_type"
              required
              options={pick(types, 'supplier type')}
            />
            <SelectField label="Risk" name="risk" required options={pick(risks, 'risk level')} />
          </div>
        </fieldset>
        <fieldset class="inline-form">
          <legend>Technical contact</legend>
          <div class="form-grid">
            <Field label="Technical contact name" name="techcontactname" required maxLength={200} />
            <Field label="Technical contact email" name="techcontactemail" type="email" required />
            <Field label="Technical contact mobile" name="techmobileno" type="tel" required maxLength={50} />
          </div>
        </fieldset>
        <fieldset class="inline-form">
          <legend>Commercial contact</legend>
          <div class="form-grid">
            <Field label="Commercial contact name" name="comcontactname" required maxLength={200} />
            <Field label="Commercial contact email" name="comcontactemail" type="email" required />
            <Field label="Commercial contact mobile" name="commobileno" type="tel" required maxLength={50} />
          </div>
        </fieldset>
        <fieldset class="inline-form">
          <legend>Portal user</legend>
          <p class="hint">They receive a welcome email with a temporary password for the supplier portal.</p>
          <div class="form-grid">
            <Field label="Portal user first name" name="portaluserfirstname" required maxLength={200} />
            <Field label="Portal user surname" name="portalusersurname" required maxLength={200} />
            <Field label="Portal user email" name="portaluseremail" type="email" required />
            <Field label="Portal user mobile" name="portalusermobileno" type="tel" required maxLength={50} />
          </div>
        </fieldset>
        <TextArea label="Comments" name="comments" maxLength={2000} />
        <ErrorMessage error={error} />
        <div class="row-actions">
          <button type="submit" class="primary" disabled={busy}>
            Create supplier
          </button>
          <a class="button" href="/suppliers">
            Cancel
          </a>
        </div>
      </form>
    </Page>
  );
}
