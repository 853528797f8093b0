import { useLocation } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate } from '../../ui/format.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { nameOf, useLookup } from '../../lookups.js';
import './suppliers.css';

const LIMIT = 25;

/** The suppliers, searchable by name or vendor code, a page at a time; search and page live in the address. */
export function SupplierList() {
  const { can } = useSession();
  const { query, route, path } = useLocation();
  const [search, setSearch] = useState(query.search ?? '');
  const debounced = useDebounced(search.trim(), 300);
  const active = query.active === '0' || query.active === '1' ? query.active : '';
  const page = Math.max(1, Number(query.page) || 1);
  const countries = useLookup('countries');
  const risks = useLookup('risk_levels');

  function go(next: { search?: string; page?: number; active?: string }) {
    const q = new URLSearchParams();
    const s = next.search ?? debounced;
    const a = next.active ?? active;
    const p = next.page ?? page;
    if (s) q.set('search', s);
    if (a) q.set('active', a);
    if (p > 1) q.set('page', String(p));
    const qs = q.toString();
    route(`${path}${qs ? `?${qs}` : ''}`, true);
  }

  // The address changed from outside (the menu's link, back): the box follows it.
  useEffect(() => {
    if ((query.search ?? '') !== debounced) setSearch(query.search ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.search]);

  // A new search starts again from the first page.
  useEffect(() => {
    if (debounced !== (query.search ?? '')) go({ search: debounced, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/suppliers', {
          params: {
            query: {
              page,
              limit: LIMIT,
              ...(query.search ? { search: query.search } : {}),
              ...(active ? { active: Number(active) as 0 | 1 } : {}),
            },
          },
        }),
      ),
    [query.search, page, active],
  );

  return (
    <Page
      title="Suppliers"
      actions={
        can(2) ? (
          <>
            <a class="button primary" href="/suppliers/new">
              New supplier
            </a>
            <a class="button" href="/suppliers/import">
              Import from CSV
            </a>
          </>
        ) : null
      }
    >
      <form class="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <Field
          label="Search suppliers"
          type="search"
          value={search}
          placeholder="Name or vendor code"
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
        <SelectField
          label="Status"
          value={active}
          options={[
            ['', 'Active and deleted'],
            ['1', 'Active'],
            ['0', 'Deleted'],
          ]}
          onChange={(e) => go({ active: e.currentTarget.value, page: 1 })}
        />
      </form>
      <Loaded state={list} what="Loading suppliers">
        {(r) => (
          <DataTable
            caption="Suppliers"
            columns={[
              { header: 'Vendor code', cell: (s) => s.vendorcode },
              { header: 'Company', cell: (s) => <a href={`/suppliers/${s.supplierid}`}>{s.companyname}</a> },
              { header: 'City', cell: (s) => s.city },
              { header: 'Country', class: 'hide-narrow', cell: (s) => nameOf(countries, s.countryid) },
              { header: 'Risk', cell: (s) => nameOf(risks, s.riskid) },
              {
                header: 'Status',
                cell: (s) => (s.active ? <Badge tone="green">Active</Badge> : <Badge>Deleted</Badge>),
              },
              { header: 'Created', class: 'hide-narrow', cell: (s) => formatDate(s.created) },
            ]}
            rows={r.data}
            rowKey={(s) => s.supplierid}
            empty="No supplier matches."
            emptyAs="row"
            pager={{ ...r.pagination, page, onPage: (p) => go({ page: p }) }}
          />
        )}
      </Loaded>
    </Page>
  );
}
