import { useLocation } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { api, ok, type operations, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDate } from '../../ui/format.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { ExportCsv, listHref, type ExportColumn } from '../../ui/list-export.js';
import { sortAndPage } from '../../ui/lists.js';
import { nameOf, options, useLookup, type Lookup } from '../../lookups.js';
import './suppliers.css';

type Supplier = Schemas['SupplierListItem'];

const LIMIT = 25;
const SORTS = ['vendorcode', 'companyname', 'city', 'country', 'risk', 'active', 'created'];
/** The console's own order when the address names none: by name (the API's own is by id). */
const DEFAULT_SORT = 'companyname';

/** The list's state as the address holds it (`/suppliers?risk=3&country=826&inactive=1&sort=-created&page=2`). */
function stateOf(query: Record<string, string | undefined>) {
  return {
    search: query.search ?? '',
    risk: /^\d{1,9}$/.test(query.risk ?? '') ? query.risk! : '',
    country: /^\d{1,9}$/.test(query.country ?? '') ? query.country! : '',
    /** Inactive (deleted) suppliers are hidden unless asked for. */
    inactive: query.inactive === '1',
    ...sortAndPage(query, SORTS),
  };
}
type State = ReturnType<typeof stateOf>;

const href = (s: State) =>
  listHref('/suppliers', {
    search: s.search,
    risk: s.risk,
    country: s.country,
    inactive: s.inactive && '1',
    sort: s.sort,
    page: s.page > 1 && s.page,
  });

/** The API's query for the list's filters and sort (the export reads the same). */
const apiQuery = (s: State) => ({
  ...(s.search ? { search: s.search } : {}),
  ...(s.risk ? { risk: Number(s.risk) } : {}),
  ...(s.country ? { country: Number(s.country) } : {}),
  ...(s.inactive ? {} : { active: 1 as const }),
  sort: (s.sort || DEFAULT_SORT) as SortName,
});
type SortName = NonNullable<operations['listSuppliers']['parameters']['query']>['sort'];

function exportColumns(countries: Lookup[], risks: Lookup[]): ExportColumn<Supplier>[] {
  return [
    { header: 'Vendor code', value: (s) => s.vendorcode },
    { header: 'Company', value: (s) => s.companyname },
    { header: 'City', value: (s) => s.city },
    { header: 'Postcode', value: (s) => s.postcode },
    { header: 'Country', value: (s) => nameOf(countries, s.countryid) },
    { header: 'Risk', value: (s) => nameOf(risks, s.riskid) },
    { header: 'Status', value: (s) => (s.active ? 'Active' : 'Inactive') },
    { header: 'Created', value: (s) => s.created },
  ];
}

/**
 * The suppliers, active ones unless "Include inactive" is ticked, searchable by name or vendor code and filtered by
 * risk and country, sorted by a column header; filters, sort and page live in the address.
 */
export function SupplierList() {
  const { can } = useSession();
  const { query, route } = useLocation();
  const state = stateOf(query);
  const [search, setSearch] = useState(state.search);
  const debounced = useDebounced(search.trim(), 300);
  const countries = useLookup('countries');
  const risks = useLookup('risk_levels');

  const go = (next: Partial<State>) => route(href({ ...state, page: 1, ...next }), true);

  // The address changed from outside (the menu's link, back): the box follows it.
  useEffect(() => {
    if (state.search !== debounced) setSearch(state.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.search]);

  // A new search starts again from the first page.
  useEffect(() => {
    if (debounced !== state.search) go({ search: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const key = href(state);
  const filtered = Boolean(state.search || state.risk || state.country);
  const list = useAsync(async () => {
    const r = await ok(
      api.GET('/api/v1/suppliers', {
        params: { query: { page: state.page, limit: LIMIT, ...apiQuery(state) } },
      }),
    );
    // No active supplier: are there inactive ones (the empty state says which)?
    const inactiveOnly =
      r.pagination.total === 0 && !filtered && !state.inactive
        ? (await ok(api.GET('/api/v1/suppliers', { params: { query: { limit: 1 } } }))).pagination.total > 0
        : false;
    return { ...r, inactiveOnly };
  }, [key]);

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
      <form class="toolbar" role="search" aria-label="Filter suppliers" onSubmit={(e) => e.preventDefault()}>
        <Field
          label="Search suppliers"
          type="search"
          value={search}
          placeholder="Name or vendor code"
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
        <SelectField
          key={`risk-${risks.length}`}
          label="Risk"
          value={state.risk}
          options={[['', 'Any risk'], ...options(risks)]}
          onChange={(e) => go({ risk: e.currentTarget.value })}
        />
        <SelectField
          key={`country-${countries.length}`}
          label="Country"
          value={state.country}
          options={[['', 'Any country'], ...options(countries)]}
          onChange={(e) => go({ country: e.currentTarget.value })}
        />
        <label class="list-check">
          <input
            type="checkbox"
            checked={state.inactive}
            onChange={(e) => go({ inactive: e.currentTarget.checked })}
          />
          Include inactive
        </label>
        {filtered || state.inactive ? <a href="/suppliers">Clear filters</a> : null}
      </form>
      <ExportCsv
        filename="suppliers.csv"
        columns={exportColumns(countries, risks)}
        read={(cursor) =>
          ok(
            api.GET('/api/v1/suppliers', {
              params: { query: { limit: 200, ...apiQuery(state), ...(cursor ? { cursor } : {}) } },
            }),
          )
        }
      />
      <Loaded state={list} what="Loading suppliers">
        {(r) => (
          <DataTable
            caption="Suppliers"
            sort={{ by: state.sort || DEFAULT_SORT, onSort: (sort) => go({ sort }) }}
            columns={[
              { header: 'Vendor code', sort: 'vendorcode', cell: (s) => s.vendorcode },
              {
                header: 'Company',
                sort: 'companyname',
                cell: (s) => <a href={`/suppliers/${s.supplierid}`}>{s.companyname}</a>,
              },
              { header: 'City', sort: 'city', cell: (s) => s.city },
              {
                header: 'Country',
                sort: 'country',
                class: 'hide-narrow',
                cell: (s) => nameOf(countries, s.countryid),
              },
              { header: 'Risk', sort: 'risk', cell: (s) => nameOf(risks, s.riskid) },
              {
                header: 'Status',
                sort: 'active',
                cell: (s) => (s.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>),
              },
              {
                header: 'Created',
                sort: 'created',
                class: 'hide-narrow',
                cell: (s) => formatDate(s.created),
              },
            ]}
            rows={r.data}
            rowKey={(s) => s.supplierid}
            empty={
              filtered ? (
                <>
                  No suppliers match these filters. <a href="/suppliers">Clear filters</a>
                </>
              ) : r.inactiveOnly ? (
                <>
                  No active suppliers: every supplier is inactive.{' '}
                  <a href={href({ ...state, inactive: true })}>Include inactive</a>
                </>
              ) : (
                <>No suppliers yet{can(2) ? <CreateLinks /> : '.'}</>
              )
            }
            emptyAs="status"
            pager={
              r.pagination.total > 0
                ? { ...r.pagination, page: state.page, onPage: (p) => go({ page: p }) }
                : undefined
            }
          />
        )}
      </Loaded>
    </Page>
  );
}

function CreateLinks() {
  return (
    <>
      : <a href="/suppliers/new">create one</a>, or <a href="/suppliers/import">import a CSV</a>.
    </>
  );
}
