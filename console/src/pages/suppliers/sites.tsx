import { useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { nameOf, useLookup } from '../../lookups.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { ConfirmButton } from '../admin/confirm.js';
import { SiteForm, type SiteBody } from '../sites/site-form.js';
import '../admin/admin.css';
import './suppliers.css';

type Supplier = Schemas['Supplier']['supplier'];
type Site = Schemas['Site'];
type SiteInput = Schemas['SiteInput'];

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

  /** A new site (`site` undefined) or the changes to one, through the supplier's own routes. */
  const saver = (site?: Site) => async (body: SiteBody) => {
    const supplierid = supplier.supplierid;
    if (site) {
      await ok(
        api.PUT('/api/v1/suppliers/{supplierid}/sites/{siteid}', {
          params: { path: { supplierid, siteid: site.siteid } },
          body: body as Partial<SiteInput>,
        }),
      );
      return `Site ${String(body.sitename ?? site.sitename)} saved.`;
    }
    await ok(
      api.POST('/api/v1/suppliers/{supplierid}/sites', {
        params: { path: { supplierid } },
        body: body as unknown as SiteInput,
      }),
    );
    return `Site ${String(body.sitename)} added.`;
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
        <SiteForm countries={countries} withType={false} save={saver()} onDone={done} />
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
            header: 'GLN',
            cell: (site) => (site.gln ? <span class="mono">{site.gln}</span> : 'None'),
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
            <SiteForm countries={countries} withType={false} site={site} save={saver(site)} onDone={done} />
          ) : null
        }
      />
    </section>
  );
}
