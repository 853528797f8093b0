import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Loaded, Page } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { cbvWords } from './words.js';
import { LotSearch } from './lot-search.js';
import { eventHref } from './results.js';
import { lotProblem } from './scan.js';
import { gtinProblem } from '../../gs1.js';
import { downloadFsma, loadLotTrace, type LotTrace } from './trace-api.js';
import { amountText, dayOf, mergeTraces, placeName, type Merged } from './trace-graph.js';
import type { Amount, LotEvent, TraceNode } from './trace-types.js';
import { TraceGraphView, TraceTable } from './trace-view.js';

function Row({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="summary-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const place = (n: TraceNode | null | undefined) => (n ? placeName(n, n.id, true) : 'Not said');

function PerPlace({ items, none }: { items: (Amount & { place: TraceNode | null })[]; none: string }) {
  if (items.length === 0) return <>{none}</>;
  return (
    <ul class="plain-list">
      {items.map((i) => (
        <li key={`${i.place?.id ?? ''}|${i.uom ?? ''}`}>
          {i.place ? place(i.place) : 'Destination not said'}:{' '}
          {amountText(i.quantity, i.uom) || 'quantity not said'}
        </li>
      ))}
    </ul>
  );
}

function EventLine({ e, nodes }: { e: LotEvent | null; nodes: Merged['nodes'] }) {
  if (!e) return <>None</>;
  const step = e.bizStep ? cbvWords('bizStep', e.bizStep).text : 'Event';
  return (
    <>
      <a href={eventHref(e.eventID)}>{step}</a>, {dayOf(e.time)}
      {e.at ? ` at ${placeName(nodes.get(e.at), e.at, true)}` : ''}
    </>
  );
}

/** The lot's summary (`GET /trace/lots/{gtin}/{lot}`) and what a recall touches (the traces' `affected`). */
function Summary({ t, merged, gtin, lot }: { t: LotTrace; merged: Merged; gtin: string; lot: string }) {
  const { isSupplier } = useSession();
  const { affected, nodes } = merged;
  const s = t.summary;
  const bestBefore = s.lot.bestbefore;
  return (
    <section class="card lot-summary" aria-labelledby="lot-summary-title">
      <h2 id="lot-summary-title">The lot</h2>
      <dl class="summary-list">
        <Row label="Product">
          {s.product ? (
            <a href={`/specs/${s.product.psid}`}>
              {s.product.productname ?? `Specification ${s.product.psid}`}
            </a>
          ) : (
            'No specification has this GTIN'
          )}{' '}
          <span class="hint">(GTIN {gtin})</span>
        </Row>
        <Row label="Lot">
          <span class="mono break">{lot}</span>
          {bestBefore ? <span class="hint"> · best before {dayOf(bestBefore)}</span> : null}
        </Row>
        <Row label="Supplier">
          {s.supplier ? (
            isSupplier ? (
              s.supplier.name
            ) : (
              <a href={`/suppliers/${s.supplier.companyid}`}>{s.supplier.name}</a>
            )
          ) : (
            'Not known'
          )}
        </Row>
        <Row label="Origin">{place(s.origin)}</Row>
        <Row label="Made">
          {s.made ? amountText(s.made.quantity, s.made.uom) || 'Quantity not said' : 'Not said'}
        </Row>
        <Row label="Received">
          <PerPlace items={s.received.map((r) => ({ ...r, place: r.at }))} none="None" />
        </Row>
        <Row label="Shipped">
          <PerPlace items={s.shipped.map((r) => ({ ...r, place: r.to }))} none="None" />
        </Row>
        <Row label="On hand">
          <PerPlace items={s.onhand.map((r) => ({ ...r, place: r.at }))} none="None, as the events say" />
        </Row>
        <Row label="First event">
          <EventLine e={s.first} nodes={nodes} />
        </Row>
        <Row label="Last event">
          <EventLine e={s.last} nodes={nodes} />
        </Row>
        <Row label="Events">{s.eventcount}</Row>
      </dl>
      <h3>Affected by a recall</h3>
      <dl class="summary-list">
        <Row label="Specifications">
          {affected.specs.length ? (
            <ul class="plain-list">
              {affected.specs.map((p) => (
                <li key={p.psid}>
                  <a href={`/specs/${p.psid}`}>{p.productname ?? `Specification ${p.psid}`}</a>
                  {p.gtin ? <span class="hint"> (GTIN {p.gtin})</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Row>
        <Row label="Suppliers">
          {affected.suppliers.length ? (
            <ul class="plain-list">
              {affected.suppliers.map((c) => (
                <li key={c.companyid}>
                  {isSupplier ? c.name : <a href={`/suppliers/${c.companyid}`}>{c.name}</a>}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Row>
        <Row label="Sites">
          {affected.sites.length ? (
            <ul class="plain-list">
              {affected.sites.map((x) => (
                <li key={x.siteid}>
                  {x.name}
                  {x.gln ? <span class="hint"> (GLN {x.gln})</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Row>
        <Row label="Wholesalers">
          {affected.wholesalers.length ? (
            <ul class="plain-list">
              {affected.wholesalers.map((w) => (
                <li key={w.wholesalerid}>
                  {w.name}
                  {w.gln ? <span class="hint"> (GLN {w.gln})</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Row>
      </dl>
    </section>
  );
}

function Trace({ t, gtin, lot }: { t: LotTrace; gtin: string; lot: string }) {
  const merged = useMemo(() => mergeTraces(t.backward, t.forward), [t]);
  return (
    <>
      <Summary t={t} merged={merged} gtin={gtin} lot={lot} />
      {merged.truncated ? (
        <div class="warning-text" role="note">
          <strong>
            <span class="sr-only">Warning: </span>The trace is cut short.
          </strong>{' '}
          It reached the size limit of a trace: what it shows is true, but there is more. Trace from a lot it
          shows to see further.
        </div>
      ) : null}
      <section aria-labelledby="trace-graph-title">
        <h2 id="trace-graph-title">Where it came from and where it went</h2>
        <p class="hint">
          Left to right: where the lot and what it was made from came from, this lot, then where it and what
          was made from it went. Each box is goods at a place; each arrow a movement, with its quantity and
          its first date.
        </p>
        <TraceGraphView merged={merged} />
      </section>
      <section aria-labelledby="trace-table-title">
        <h2 id="trace-table-title">Every movement</h2>
        <TraceTable merged={merged} />
      </section>
    </>
  );
}

/**
 * A lot's page (`/traceability/lots/{gtin}/{lot URL-encoded}`, docs/console.md "A lot"): its summary, its traces
 * backward and forward drawn as one graph and listed as a table, the FSMA 204 spreadsheet, and what a recall would
 * touch. A supplier's portal user sees what the API answers it: the events at its own sites.
 */
export function TraceLot({ gtin, lot }: { gtin: string; lot: string }) {
  const problem = gtinProblem(gtin) ?? lotProblem(lot);
  const asked = `${gtin}/${lot}`;
  const loaded = useAsync(
    () =>
      problem ? Promise.reject(new Error(problem)) : loadLotTrace(gtin, lot).then((t) => ({ for: asked, t })),
    [gtin, lot],
  );
  // Another lot's trace, still held while this one loads, is never shown under this lot's heading.
  const data = loaded.data?.for === asked ? loaded.data.t : undefined;
  const state = { ...loaded, data, error: loaded.loading ? undefined : loaded.error };
  const [fileError, setFileError] = useState<string | null>(null);
  const { can, isSupplier } = useSession();
  const name = data?.summary.product?.productname;
  const incident = `/incidents/new?gtin=${gtin}&lot=${encodeURIComponent(lot)}`;
  const fsma = (format: 'xlsx' | 'csv') => {
    setFileError(null);
    downloadFsma(gtin, lot, format).catch((e) => setFileError(errorText(e)));
  };
  return (
    <Page
      title={`Lot ${lot}`}
      actions={
        problem ? null : (
          <>
            <button type="button" onClick={() => fsma('xlsx')}>
              FSMA 204 spreadsheet (XLSX)
            </button>
            <button type="button" onClick={() => fsma('csv')}>
              FSMA 204 records (CSV)
            </button>
            {can(3) && !isSupplier ? (
              <>
                <a class="button" href={incident}>
                  Open an incident
                </a>
                <a class="button" href={`${incident}&kind=mock`}>
                  Start a mock recall
                </a>
              </>
            ) : null}
          </>
        )
      }
    >
      <p>
        <a href="/traceability">Back to Traceability</a>
        {problem ? null : (
          <>
            {' · '}
            <a href={`/traceability?gtin=${gtin}&lot=${encodeURIComponent(lot)}`}>Look up its events</a>
          </>
        )}
      </p>
      {name ? <p class="lead">{name}</p> : null}
      <ErrorMessage error={fileError} />
      <Loaded state={state} what="Tracing the lot">
        {(t) => <Trace key={t.summary.lot.id} t={t} gtin={gtin} lot={lot} />}
      </Loaded>
      <LotSearch key={`${gtin}/${lot}`} />
    </Page>
  );
}
