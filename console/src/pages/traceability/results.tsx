import { useState } from 'preact/hooks';
import { api, okWithResponse } from '../../api.js';
import { Badge, Loaded } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { useAsync } from '../../ui/hooks.js';
import { describeEvent, type EpcisEvent, type EventDescription } from './describe.js';
import { eventTitle, placeText } from './texts.js';
import { GoodsText } from './event-card.js';
import type { LookupQuery } from './lookup.js';
import { useNames } from './names.js';
import { eventsOf } from './upload.js';
import { eventTimeText } from './words.js';

export const PER_PAGE = 30;
/** Goods lines shown in a row (the event's page has them all). */
const GOODS_SHOWN = 3;

/** The next page's token, from the binding's `Link: <…&nextPageToken=…>; rel="next"`; null on the last page. */
export function nextPageToken(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (m) return new URL(m[1]!, 'http://x').searchParams.get('nextPageToken');
  }
  return null;
}

/** The address of an event's page (its ID URL-encoded, as the API's own path takes it). */
export const eventHref = (eventID: string) => `/traceability/events/${encodeURIComponent(eventID)}`;

interface Row {
  event: EpcisEvent;
  d: EventDescription;
}

/**
 * The events matching a lookup, oldest first as the API answers them, a page at a time (the API's `Link` to the
 * next page; the tokens of the pages seen are kept for _Previous_). Each row opens the event's page.
 */
export function EventResults({ query }: { query: LookupQuery }) {
  const key = JSON.stringify(query);
  // tokens[i]: the token of page i + 1 (undefined for the first).
  const [pages, setPages] = useState<{ key: string; tokens: (string | undefined)[] }>({
    key,
    tokens: [undefined],
  });
  const tokens = pages.key === key ? pages.tokens : [undefined];
  const token = tokens[tokens.length - 1];
  const list = useAsync(async () => {
    const { data, response } = await okWithResponse(
      api.GET('/api/v1/epcis/events', {
        params: { query: { ...query, perPage: PER_PAGE, ...(token ? { nextPageToken: token } : {}) } },
      }),
    );
    const rows = eventsOf(data).map((event) => ({ event, d: describeEvent(event) }));
    return { rows, next: nextPageToken(response.headers.get('link')) };
  }, [key, token]);
  const names = useNames(list.data?.rows.map((r) => r.d) ?? []);
  const page = tokens.length;

  return (
    <Loaded state={list} what="Looking up events">
      {(r) => (
        <section aria-labelledby="results-title">
          <h2 id="results-title">Events</h2>
          <DataTable<Row>
            caption="Events found"
            columns={[
              {
                header: 'Event',
                rowHeader: true,
                cell: ({ d }) => (
                  <>
                    {d.eventID ? <a href={eventHref(d.eventID)}>{eventTitle(d)}</a> : eventTitle(d)}
                    {d.errorDeclaration ? (
                      <>
                        {' '}
                        <Badge tone="red">Declared in error</Badge>
                      </>
                    ) : null}
                    <div class="hint">{d.what}</div>
                  </>
                ),
              },
              {
                header: 'When',
                cell: ({ d }) => (d.eventTime ? eventTimeText(d.eventTime, d.eventTimeZoneOffset) : ''),
              },
              {
                header: 'Goods',
                cell: ({ d }) => {
                  const goods = [
                    ...(d.parent ? [{ g: d.parent, role: 'Container: ' }] : []),
                    ...d.goods.map((g) => ({ g, role: '' })),
                    ...d.inputs.map((g) => ({ g, role: 'In: ' })),
                    ...d.outputs.map((g) => ({ g, role: 'Out: ' })),
                  ];
                  return (
                    <ul class="plain-list">
                      {goods.slice(0, GOODS_SHOWN).map(({ g, role }, i) => (
                        <li key={i}>
                          {role}
                          <GoodsText g={g} names={names} />
                        </li>
                      ))}
                      {goods.length > GOODS_SHOWN ? <li>and {goods.length - GOODS_SHOWN} more</li> : null}
                    </ul>
                  );
                },
              },
              {
                header: 'Where',
                cell: ({ d }) => {
                  const place = d.bizLocation ?? d.readPoint;
                  return place ? placeText(place, names) : '';
                },
              },
              {
                header: 'Status of the goods',
                class: 'hide-narrow',
                cell: ({ d }) => d.disposition?.text ?? '',
              },
            ]}
            rows={r.rows}
            rowKey={(row, i) => `${row.d.eventID ?? i}-${row.d.errorDeclaration ? 'e' : ''}`}
            empty={
              page > 1 ? 'No more events.' : 'No events match this lookup. Try fewer fields, or other dates.'
            }
            emptyAs="status"
          />
          {page > 1 || r.next ? (
            <nav class="pager" aria-label="Pages">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPages({ key, tokens: tokens.slice(0, -1) })}
              >
                Previous
              </button>
              <span aria-live="polite">
                Page {page} · {r.rows.length} {r.rows.length === 1 ? 'event' : 'events'} here
              </span>
              <button
                type="button"
                disabled={!r.next}
                onClick={() => r.next && setPages({ key, tokens: [...tokens, r.next] })}
              >
                Next
              </button>
            </nav>
          ) : null}
        </section>
      )}
    </Loaded>
  );
}
