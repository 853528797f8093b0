import { useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { nameOf, useLookup } from '../../lookups.js';
import { useSession } from '../../session.js';
import { Badge, Loaded, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { useAsync } from '../../ui/hooks.js';
import { ConfirmButton } from '../admin/confirm.js';
import { SiteForm, siteTypeName, type SiteBody } from './site-form.js';
import '../admin/admin.css';
import '../suppliers/suppliers.css';

type Site = Schemas['SiteRecord'];
type SiteCreate = Schemas['SiteCreate'];

/**
 * "Our sites": the organisation's own places (distribution centres, stores, offices), each with its GLN and the
 * contact told when an incident reaches it. Read from level 1, added and edited from 2, deactivated from 3.
 */
export function OurSites() {
  const { can } = useSession();
  const countries = useLookup('countries');
  const [page, setPage] = useState(1);
  const list = useAsync(
    () => ok(api.GET('/api/v1/sites', { params: { query: { companyid: 1, page, limit: 50 } } })),
    [page],
  );
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const done = (message: string | null) => {
    setEditing(null);
    if (message) {
      setNote(message);
      list.reload();
    }
  };
  const saver = (site?: Site) => async (body: SiteBody) => {
    if (site) {
      await ok(
        api.PUT('/api/v1/sites/{siteid}', {
          params: { path: { siteid: site.siteid } },
          body: body as Partial<SiteCreate>,
        }),
      );
      return `Site ${String(body.sitename ?? site.sitename)} saved.`;
    }
    await ok(api.POST('/api/v1/sites', { body: body as unknown as SiteCreate }));
    return `Site ${String(body.sitename)} added.`;
  };
  async function deactivate(site: Site) {
    setError(null);
    try {
      await ok(api.DELETE('/api/v1/sites/{siteid}', { params: { path: { siteid: site.siteid } } }));
      setNote(`Site ${site.sitename} deactivated: its GLN may be given to another site.`);
      list.reload();
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <Page
      title="Our sites"
      actions={
        can(2) && editing === null ? (
          <button type="button" class="primary" onClick={() => (setNote(null), setEditing('new'))}>
            Add a site
          </button>
        ) : null
      }
    >
      <p class="hint">
        The organisation’s distribution centres, stores and offices. A GLN (Global Location Number) names each
        one in the traceability events; suppliers’ sites are on each supplier’s page.
      </p>
      {editing === 'new' ? <SiteForm countries={countries} withType save={saver()} onDone={done} /> : null}
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      <Loaded state={list} what="Loading sites" error={error}>
        {(r) => (
          <DataTable
            caption="Our sites"
            columns={[
              { header: 'Site', rowHeader: true, cell: (s) => s.sitename },
              { header: 'Type', cell: (s) => siteTypeName(s.sitetype) },
              { header: 'GLN', cell: (s) => (s.gln ? <span class="mono">{s.gln}</span> : 'None') },
              {
                header: 'Address',
                cell: (s) =>
                  [s.address1, s.city, s.postcode, nameOf(countries, s.countryid)].filter(Boolean).join(', '),
              },
              { header: 'Contact', cell: (s) => s.contactemail ?? 'None' },
              {
                header: 'Status',
                cell: (s) => (s.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>),
              },
              can(2) && {
                header: 'Actions',
                headerHidden: true,
                cell: (s) =>
                  editing === null ? (
                    <div class="row-actions">
                      <button
                        type="button"
                        aria-label={`Edit site ${s.sitename}`}
                        onClick={() => (setNote(null), setEditing(s.siteid))}
                      >
                        Edit
                      </button>
                      {can(3) && !s.is_default ? (
                        <ConfirmButton
                          label={`Deactivate site ${s.sitename}`}
                          question={`Deactivate ${s.sitename}? Past events that name it keep it.`}
                          yes="Yes, deactivate"
                          onConfirm={() => deactivate(s)}
                        />
                      ) : null}
                    </div>
                  ) : null,
              },
            ]}
            rows={r.data}
            rowKey={(s) => s.siteid}
            empty="No sites yet."
            below={(s) =>
              editing === s.siteid ? (
                <SiteForm countries={countries} withType site={s} save={saver(s)} onDone={done} />
              ) : null
            }
            pager={{ page, totalPages: r.pagination.totalPages, total: r.pagination.total, onPage: setPage }}
          />
        )}
      </Loaded>
    </Page>
  );
}
