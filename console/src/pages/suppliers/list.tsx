import { useLocation } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Field, Loading, Page, Pager, SelectField } from '../../ui/components.js';
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
      <ErrorMessage error={list.error} />
      {list.loading && !list.data ? <Loading what="Loading suppliers" /> : null}
      {list.data ? (
        <>
          <div class="table-wrap">
            <table>
              <caption class="sr-only">Suppliers</caption>
              <thead>
                <tr>
                  <th scope="col">Vendor code</th>
                  <th scope="col">Company</th>
                  <th scope="col">City</th>
                  <th scope="col" class="hide-narrow">
                    Country
                  </th>
                  <th scope="col">Risk</th>
                  <th scope="col">Status</th>
                  <th scope="col" class="hide-narrow">
                    Created
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((s) => (
                  <tr key={s.supplierid}>
                    <td>{s.vendorcode}</td>
                    <td>
                      <a href={`/suppliers/${s.supplierid}`}>{s.companyname}</a>
                    </td>
                    <td>{s.city}</td>
                    <td class="hide-narrow">{nameOf(countries, s.countryid)}</td>
                    <td>{nameOf(risks, s.riskid)}</td>
                    <td>{s.active ? <Badge tone="green">Active</Badge> : <Badge>Deleted</Badge>}</td>
                    <td class="hide-narrow">{formatDate(s.created)}</td>
                  </tr>
                ))}
                {list.data.data.length === 0 ? (
                  <tr>
                    <td colSpan={7}>No supplier matches.</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            totalPages={list.data.pagination.totalPages}
            total={list.data.pagination.total}
            onPage={(p) => go({ page: p })}
          />
        </>
      ) : null}
    </Page>
  );
}
