import { useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { nameOf, options, useLookup, type Lookup } from '../../lookups.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, useFieldId } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { ConfirmButton } from '../admin/confirm.js';
import {
  check,
  ErrorSummary,
  FormField,
  serverErrors,
  valuesOf,
  type Errors,
  type FieldSpec,
} from './form.js';
import '../admin/admin.css';
import './suppliers.css';

type Supplier = Schemas['Supplier']['supplier'];
type Site = Schemas['Site'];
type SiteInput = Schemas['SiteInput'];

const siteSpecs = (countries: Lookup[]): FieldSpec[] => [
  {
    name: 'sitename',
    label: 'Site name',
    required: true,
    maxLength: 200,
    hint: 'As people call it: “Hull depot”',
  },
  { name: 'address1', label: 'Address line 1', required: true, maxLength: 200 },
  { name: 'address2', label: 'Address line 2', maxLength: 200 },
  { name: 'address3', label: 'Address line 3', maxLength: 200 },
  { name: 'city', label: 'Town or city', required: true, maxLength: 100 },
  { name: 'postcode', label: 'Postcode', required: true, maxLength: 20 },
  {
    name: 'countryid',
    label: 'Country',
    required: true,
    type: 'select',
    options: [['', 'Choose…'], ...options(countries)],
  },
];

/**
 * The supplier's sites: added and corrected by an Editor of the organisation or by the supplier's own portal
 * user (the API lets both); a site other than the default one is deactivated by a Manager of the organisation.
 */
export function Sites({ supplier, onChange }: { supplier: Supplier; onChange(): void }) {
  const { can, isSupplier } = useSession();
  const countries = useLookup('countries');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const writable = can(2) && supplier.active === 1;
  const done = (message: string | null) => {
    setEditing(null);
    if (message) {
      setNote(message);
      onChange();
    }
  };

  async function deactivate(site: Site) {
    setError(null);
    try {
      await ok(
        api.DELETE('/api/v1/suppliers/{supplierid}/sites/{siteid}', {
          params: { path: { supplierid: supplier.supplierid, siteid: site.siteid } },
        }),
      );
      setNote(`Site ${site.sitename} deactivated.`);
      onChange();
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <section aria-labelledby="sites-title">
      <h2 id="sites-title">Sites</h2>
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {writable && editing === null ? (
        <button type="button" onClick={() => (setNote(null), setEditing('new'))}>
          Add a site
        </button>
      ) : null}
      {editing === 'new' ? (
        <SiteForm supplierid={supplier.supplierid} countries={countries} onDone={done} />
      ) : null}
      <DataTable
        caption="Sites"
        columns={[
          {
            header: 'Site',
            cell: (site) => (
              <>
                {site.sitename} {site.is_default ? <Badge tone="blue">Default</Badge> : null}
              </>
            ),
          },
          {
            header: 'Address',
            cell: (site) =>
              [
                site.address1,
                site.address2,
                site.address3,
                site.city,
                site.postcode,
                nameOf(countries, site.countryid),
              ]
                .filter(Boolean)
                .join(', '),
          },
          {
            header: 'Status',
            cell: (site) => (site.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>),
          },
          writable && {
            header: 'Actions',
            headerHidden: true,
            cell: (site) =>
              site.active && editing === null ? (
                <div class="row-actions">
                  <button
                    type="button"
                    aria-label={`Edit site ${site.sitename}`}
                    onClick={() => (setNote(null), setEditing(site.siteid))}
                  >
                    Edit
                  </button>
                  {can(3) && !isSupplier && !site.is_default ? (
                    <ConfirmButton
                      label={`Deactivate site ${site.sitename}`}
                      question={`Deactivate ${site.sitename}? It stays in past audits, specifications and certificates.`}
                      yes="Yes, deactivate"
                      onConfirm={() => deactivate(site)}
                    />
                  ) : null}
                </div>
              ) : null,
          },
        ]}
        rows={supplier.sites}
        rowKey={(site) => site.siteid}
        below={(site) =>
          editing === site.siteid ? (
            <SiteForm supplierid={supplier.supplierid} countries={countries} site={site} onDone={done} />
          ) : null
        }
      />
    </section>
  );
}

/** A new site, or the changes to one (only the changed fields are sent). */
function SiteForm({
  supplierid,
  countries,
  site,
  onDone,
}: {
  supplierid: number;
  countries: Lookup[];
  site?: Site;
  onDone(message: string | null): void;
}) {
  const base = useFieldId();
  const idOf = (name: string) => `${base}-${name}`;
  const specs = siteSpecs(countries);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const title = site ? `Edit site ${site.sitename}` : 'New site';

  async function submit(e: Event) {
    e.preventDefault();
    const values = valuesOf(e.currentTarget as HTMLFormElement, specs);
    const found = check(specs, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: SiteInput = {
      sitename: values.sitename!,
      address1: values.address1!,
      address2: values.address2 || null,
      address3: values.address3 || null,
      city: values.city!,
      postcode: values.postcode!,
      countryid: Number(values.countryid),
    };
    setBusy(true);
    try {
      if (site) {
        const changed = Object.fromEntries(
          Object.entries(input).filter(([k, v]) => String(v ?? '') !== String(site[k as keyof Site] ?? '')),
        );
        if (Object.keys(changed).length === 0) return onDone(null);
        await ok(
          api.PUT('/api/v1/suppliers/{supplierid}/sites/{siteid}', {
            params: { path: { supplierid, siteid: site.siteid } },
            body: changed,
          }),
        );
        onDone(`Site ${input.sitename} saved.`);
      } else {
        await ok(
          api.POST('/api/v1/suppliers/{supplierid}/sites', { params: { path: { supplierid } }, body: input }),
        );
        onDone(`Site ${input.sitename} added.`);
      }
    } catch (err) {
      setErrors(serverErrors(specs, errorText(err)));
      setBusy(false);
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{title}</h3>
      <ErrorSummary errors={errors} idOf={idOf} specs={specs} />
      <div class="form-grid">
        {specs.map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            id={idOf(spec.name)}
            error={errors[spec.name]}
            value={site ? (site[spec.name as keyof Site] as string | number | null) : null}
          />
        ))}
      </div>
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          {site ? 'Save site' : 'Add site'}
        </button>
        <button type="button" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
