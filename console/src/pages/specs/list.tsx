import { useLocation } from 'preact-iso';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, ok, type operations, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Loading, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { ExportCsv, listHref, type ExportColumn } from '../../ui/list-export.js';
import { sortAndPage } from '../../ui/lists.js';
import { lookup } from './data.js';
import { FlashNotice, NewProductLineLink } from './list-head.js';
import { SpecStatus } from '../../ui/badges.js';
import './specs.css';

type Item = Schemas['ProductListItem'];
type Query = NonNullable<operations['listProducts']['parameters']['query']>;

const LIMIT = 25;
const SORTS = ['productname', 'productcode', 'companyname', 'statusid', 'version', 'created', 'lastupdated'];

/** The list's state as the address holds it (`/specs?status=4&supplier=12&inactive=1&sort=productname&page=2`). */
function stateOf(query: Record<string, string | undefined>) {
  // `?statusid=` is what the dashboard's links once sent: old bookmarks still open the filtered list.
  const status = query.status ?? query.statusid ?? '';
  return {
    status: /^\d{1,9}$/.test(status) ? status : '',
    supplier: /^\d{1,9}$/.test(query.supplier ?? '') ? query.supplier! : '',
    search: query.search ?? '',
    // Inactive (deleted) specs are hidden unless asked for; `active=0|all` are older addresses of the same.
    inactive: query.inactive === '1' || query.active === '0' || query.active === 'all',
    ...sortAndPage(query, SORTS),
  };
}
type State = ReturnType<typeof stateOf>;

const href = (s: State) =>
  listHref('/specs', {
    status: s.status,
    supplier: s.supplier,
    search: s.search,
    inactive: s.inactive && '1',
    sort: s.sort,
    page: s.page > 1 && s.page,
  });

/** The API's query for the list's filters and sort (the export reads the same). */
function apiQuery(s: State): Query {
  const q: Query = {};
  if (s.status) q.statusid = Number(s.status);
  if (s.supplier) q.companyid = Number(s.supplier);
  if (s.search) q.search = s.search;
  if (!s.inactive) q.active = 1;
  if (s.sort) q.sort = s.sort as Query['sort'];
  return q;
}

const EXPORT: ExportColumn<Item>[] = [
  { header: 'Product', value: (s) => s.productname },
  { header: 'Code', value: (s) => s.productcode },
  { header: 'Supplier', value: (s) => s.companyname },
  { header: 'Status', value: (s) => s.statuslevel },
  { header: 'Version', value: (s) => s.version },
  { header: 'Active', value: (s) => (s.active ? 'Yes' : 'No') },
  { header: 'Last updated', value: (s) => s.lastupdated },
];

/**
 * The product specifications, newest first or sorted by a column header, active ones unless "Include inactive" is
 * ticked, filtered by status, supplier, name or code; everything lives in the address (`?status=4`).
 */
export function SpecList() {
  const { isSupplier } = useSession();
  const { query, route } = useLocation();
  const state = stateOf(query);
  const [search, setSearch] = useState(state.search);
  const term = useDebounced(search.trim(), 300);
  const statuses = useAsync(() => lookup('spec_statuses'), []);
  const suppliers = useAsync(
    () =>
      isSupplier
        ? Promise.resolve([])
        : ok(api.GET('/api/v1/suppliers', { params: { query: { limit: 200, sort: 'companyname' } } })).then(
            (r) => r.data,
          ),
    [isSupplier],
  );
  const go = (next: Partial<State>) => {
    route(href({ ...state, page: 1, ...next }), true);
  };

  // The address changed from outside (a link, back): the box follows it.
  useEffect(() => {
    if (state.search !== term) setSearch(state.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.search]);
  // A new search starts again from the first page.
  useEffect(() => {
    if (term !== state.search) go({ search: term });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const key = href(state);
  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/products', {
          params: { query: { ...apiQuery(state), page: state.page, limit: LIMIT } },
        }),
      ),
    [key],
  );
  const supplierOptions = useMemo(() => {
    const rows: [string, string][] = (suppliers.data ?? []).map((s) => [String(s.supplierid), s.companyname]);
    if (state.supplier && !rows.some(([id]) => id === state.supplier))
      rows.unshift([state.supplier, `Supplier ${state.supplier}`]);
    return rows;
  }, [suppliers.data, state.supplier]);
  const filtered = Boolean(state.status || state.supplier || state.search);

  const items: Item[] = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  return (
    <Page title="Specifications" actions={<NewProductLineLink />}>
      <FlashNotice />
      <form
        class="toolbar"
        role="search"
        aria-label="Filter specifications"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          key={statuses.data?.length ?? 0}
          label="Status"
          value={state.status}
          onChange={(e) => go({ status: e.currentTarget.value })}
          options={[
            ['', 'All statuses'],
            ...(statuses.data ?? []).map((s): [number, string] => [s.id, s.name]),
          ]}
        />
        {isSupplier ? null : (
          <SelectField
            key={`supplier-${supplierOptions.length}`}
            label="Supplier"
            value={state.supplier}
            onChange={(e) => go({ supplier: e.currentTarget.value })}
            options={[['', 'Any supplier'], ...supplierOptions]}
          />
        )}
        <Field
          label="Product name or code"
          type="search"
          value={search}
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
        <label class="list-check">
          <input
            type="checkbox"
            checked={state.inactive}
            onChange={(e) => go({ inactive: e.currentTarget.checked })}
          />
          Include inactive
        </label>
        {filtered || state.inactive ? <a href="/specs">Clear filters</a> : null}
      </form>
      <ExportCsv
        filename="specifications.csv"
        columns={EXPORT}
        read={(cursor) =>
          ok(
            api.GET('/api/v1/products', {
              params: { query: { ...apiQuery(state), limit: 200, ...(cursor ? { cursor } : {}) } },
            }),
          )
        }
      />
      <ErrorMessage error={list.error ?? statuses.error} />
      {list.loading && !list.data ? <Loading what="Loading specifications" /> : null}
      {list.data ? (
        <DataTable
          caption="Specifications"
          sort={{ by: state.sort, onSort: (sort) => go({ sort }) }}
          columns={[
            {
              header: 'Product',
              sort: 'productname',
              cell: (s) => (
                <>
                  <a href={`/specs/${s.psid}`}>{s.productname}</a>
                  {s.active ? null : <span class="muted"> (inactive)</span>}
                </>
              ),
            },
            { header: 'Code', sort: 'productcode', cell: (s) => s.productcode },
            !isSupplier && {
              header: 'Supplier',
              sort: 'companyname',
              cell: (s) => <a href={`/suppliers/${s.companyid}`}>{s.companyname}</a>,
            },
            {
              header: 'Status',
              sort: 'statusid',
              cell: (s) => <SpecStatus statusid={s.statusid} name={s.statuslevel} />,
            },
            { header: 'Last updated', sort: 'lastupdated', cell: (s) => formatDateTime(s.lastupdated) },
          ]}
          rows={items}
          rowKey={(s) => s.psid}
          empty={
            filtered ? (
              <>
                No specifications match these filters. <a href="/specs">Clear filters</a>
              </>
            ) : (
              'No specifications yet: each starts with a new product line.'
            )
          }
          emptyAs="status"
          pager={
            pagination && pagination.total > 0
              ? {
                  page: state.page,
                  totalPages: pagination.totalPages,
                  total: pagination.total,
                  onPage: (p) => go({ page: p }),
                }
              : undefined
          }
        />
      ) : null}
    </Page>
  );
}
