import { api, ok } from '../../api.js';
import { Badge, Loaded } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { usePeople } from '../../people.js';
import { labelOf, type HistoryEntry } from './data.js';
import { shownField, showValue, useNames } from './values.js';

const ACTIONS: Record<HistoryEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  status_change: 'Status changed',
};
/** What inside the spec an entry changed, for people. */
export const PARTS: Record<string, string> = {
  spec: 'specification',
  allergens: 'allergens',
  nutrition: 'nutrition',
};

/** How a change was made: signed in, or with an API key (`key:<id>`); nothing for the system. */
const VIA = (via: string | null) => (via === 'token' ? ' (signed in)' : via ? ' (API key)' : '');

/**
 * The spec's change history (its allergens and nutrition included), newest first, with each reason given: who by
 * name, values by name (a country, a unit, a status), calendar dates as days and times in the browser's time
 * zone, the record's internal fields left out.
 */
export function History({ entries }: { entries: HistoryEntry[] }) {
  const rows = [...entries]
    .reverse()
    .map((e) => ({ ...e, changes: e.changes.filter((c) => shownField(c.field)) }));
  const people = usePeople(rows.map((e) => e.userid));
  const names = useNames(rows.flatMap((e) => e.changes.map((c) => c.field)));
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
                <time dateTime={e.at}>{formatDateTime(e.at)}</time> · by {people.who(e.userid)}
                {VIA(e.via)}
              </span>
            </p>
            {e.reason ? (
              <p class="reason">
                <Badge tone="blue">Comment</Badge> {e.reason}
              </p>
            ) : null}
            {e.action === 'create' && e.changes.length > 8 ? (
              <p class="muted">{e.changes.length} fields set.</p>
            ) : e.changes.length === 0 ? null : (
              <ul class="changes">
                {e.changes.map((c) => (
                  <li key={c.field}>
                    {labelOf(c.field)}:{' '}
                    {e.action === 'create' ? null : <>{showValue(c.field, c.old, names)} → </>}
                    {showValue(c.field, c.new, names)}
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
      <Loaded state={items} what="Loading listings">
        {(r) => (
          <DataTable
            caption="Catalogue listings"
            columns={[
              {
                header: 'Wholesaler',
                cell: (i) => (
                  <>
                    {i.wholesalername} <span class="muted">GLN {i.gln}</span>
                  </>
                ),
              },
              { header: 'GTIN', cell: (i) => i.gtin },
              { header: 'Item code', cell: (i) => i.itemcode ?? '–' },
              {
                header: 'Published version',
                cell: (i) => (
                  <>
                    {i.publishedversion ?? '–'}
                    {i.latestversion ? ` of ${i.latestversion}` : ''}{' '}
                    {i.stale ? <Badge tone="amber">Out of date</Badge> : null}
                  </>
                ),
              },
              {
                header: 'State',
                cell: (i) => (
                  <>
                    {i.status ?? 'not published'}{' '}
                    {i.onhold ? <Badge tone="red">On hold: not to be sold</Badge> : null}
                  </>
                ),
              },
              { header: 'Last confirmed', cell: (i) => formatDateTime(i.lastconfirmedat) || '–' },
            ]}
            rows={r}
            rowKey={(i) => i.itemid}
            empty="Not listed in any wholesaler’s catalogue."
          />
        )}
      </Loaded>
    </section>
  );
}
