import { api, ok } from '../../api.js';
import { Badge, ErrorMessage, Loading } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { labelOf, type HistoryEntry, type Lookup } from './data.js';
import { showValue } from './values.js';

const ACTIONS: Record<HistoryEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  status_change: 'Status changed',
};
const PARTS: Record<string, string> = {
  spec: 'specification',
  allergens: 'allergens',
  nutrition: 'nutrition',
};

/** The spec's change history (its allergens and nutrition included), newest first, with each reason given. */
export function History({ entries, statuses }: { entries: HistoryEntry[]; statuses: Lookup[] }) {
  const rows = [...entries]
    .reverse()
    .map((e) => ({ ...e, changes: e.changes.filter((c) => c.field !== 'psid') }));
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Change history</h2>
      {rows.length === 0 ? <p>No change recorded.</p> : null}
      <ol class="history">
        {rows.map((e) => (
          <li key={e.historyid} class="card">
            <p class="history-head">
              <strong>
                {ACTIONS[e.action]} ({PARTS[e.part] ?? e.part})
              </strong>{' '}
              <span class="muted">
                {formatDateTime(e.at)} · {e.userid === null ? 'the system' : `user ${e.userid}`}
                {e.via ? ` (${e.via === 'token' ? 'signed in' : 'API key'})` : ''}
              </span>
            </p>
            {e.reason ? (
              <p class="reason">
                <Badge tone="blue">Comment</Badge> {e.reason}
              </p>
            ) : null}
            {e.action === 'create' && e.changes.length > 8 ? (
              <p class="muted">{e.changes.length} fields set.</p>
            ) : (
              <ul class="changes">
                {e.changes.map((c) => (
                  <li key={c.field}>
                    {labelOf(c.field)}:{' '}
                    {e.action === 'create' ? null : <>{showValue(c.field, c.old, statuses)} → </>}
                    {showValue(c.field, c.new, statuses)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where the spec is listed in wholesalers' catalogues (GET /products/{psid}/catalogue). */
export function Listings({ psid, stamp }: { psid: number; stamp: number }) {
  const items = useAsync(
    () =>
      ok(api.GET('/api/v1/products/{psid}/catalogue', { params: { path: { psid } } })).then((r) => r.data),
    [psid, stamp],
  );
  return (
    <section aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">Wholesalers’ catalogues</h2>
      <ErrorMessage error={items.error} />
      {items.loading && !items.data ? <Loading what="Loading listings" /> : null}
      {items.data && items.data.length === 0 ? <p>Not listed in any wholesaler’s catalogue.</p> : null}
      {items.data?.length ? (
        <div class="table-wrap">
          <table aria-label="Catalogue listings">
            <thead>
              <tr>
                <th scope="col">Wholesaler</th>
                <th scope="col">GTIN</th>
                <th scope="col">Item code</th>
                <th scope="col">Published version</th>
                <th scope="col">State</th>
                <th scope="col">Last confirmed</th>
              </tr>
            </thead>
            <tbody>
              {items.data.map((i) => (
                <tr key={i.itemid}>
                  <td>
                    {i.wholesalername} <span class="muted">GLN {i.gln}</span>
                  </td>
                  <td>{i.gtin}</td>
                  <td>{i.itemcode ?? '–'}</td>
                  <td>
                    {i.publishedversion ?? '–'}
                    {i.latestversion ? ` of ${i.latestversion}` : ''}{' '}
                    {i.stale ? <Badge tone="amber">Out of date</Badge> : null}
                  </td>
                  <td>{i.status ?? 'not published'}</td>
                  <td>{formatDateTime(i.lastconfirmedat) || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
