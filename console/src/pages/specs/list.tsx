import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { api, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Loading, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { lookup } from './data.js';
import { FlashNotice, NewProductLineLink } from './list-head.js';
import { SpecStatus } from '../../ui/badges.js';
import './specs.css';

type Item = Schemas['ProductListItem'];

/** The product specifications, filtered by status (kept in the address: `?status=4`), name or code. */
export function SpecList() {
  const { isSupplier } = useSession();
  const { query, path, route } = useLocation();
  // `?statusid=` is what the dashboard's links once sent: old bookmarks still open the filtered list.
  const status = query.status ?? query.statusid ?? '';
  const active = query.active ?? '1';
  const [search, setSearch] = useState(query.search ?? '');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim());
  const statuses = useAsync(() => lookup('spec_statuses'), []);

  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/products', {
          params: {
            query: {
              page,
              limit: 25,
              ...(status ? { statusid: Number(status) } : {}),
              ...(active !== 'all' ? { active: Number(active) } : {}),
              ...(term ? { search: term } : {}),
            },
          },
        }),
      ),
    [page, status, active, term],
  );

  function setFilter(name: string, value: string) {
    const q = new URLSearchParams(query);
    if (name === 'status') q.delete('statusid');
    if (value) q.set(name, value);
    else q.delete(name);
    setPage(1);
    route(`${path}${q.size ? `?${q}` : ''}`, true);
  }

  const items: Item[] = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  return (
    <Page title="Specifications" actions={<NewProductLineLink />}>
      <FlashNotice />
      <form class="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          key={statuses.data?.length ?? 0}
          label="Status"
          value={status}
          onChange={(e) => setFilter('status', e.currentTarget.value)}
          options={[
            ['', 'All statuses'],
            ...(statuses.data ?? []).map((s): [number, string] => [s.id, s.name]),
          ]}
        />
        <SelectField
          label="Show"
          value={active}
          onChange={(e) => setFilter('active', e.currentTarget.value === '1' ? '' : e.currentTarget.value)}
          options={[
            ['1', 'Active specifications'],
            ['0', 'Deleted specifications'],
            ['all', 'Both'],
          ]}
        />
        <Field
          label="Product name or code"
          type="search"
          value={search}
          onInput={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </form>
      <ErrorMessage error={list.error ?? statuses.error} />
      {list.loading && !list.data ? <Loading what="Loading specifications" /> : null}
      {list.data ? (
        <DataTable
          caption="Specifications"
          columns={[
            {
              header: 'Product',
              cell: (s) => (
                <>
                  <a href={`/specs/${s.psid}`}>{s.productname}</a>
                  {s.active ? null : <span class="muted"> (deleted)</span>}
                </>
              ),
            },
            { header: 'Code', cell: (s) => s.productcode },
            !isSupplier && {
              header: 'Supplier',
              cell: (s) => <a href={`/suppliers/${s.companyid}`}>{s.companyname}</a>,
            },
            { header: 'Status', cell: (s) => <SpecStatus statusid={s.statusid} name={s.statuslevel} /> },
            { header: 'Last updated', cell: (s) => formatDateTime(s.lastupdated) },
          ]}
          rows={items}
          rowKey={(s) => s.psid}
          empty="No specification matches."
          emptyAs="status"
          pager={
            pagination && pagination.totalPages > 1
              ? { ...pagination, page: pagination.page ?? page, onPage: setPage }
              : undefined
          }
        />
      ) : null}
    </Page>
  );
}
