import { useLocation } from 'preact-iso';
import { useSession } from '../../session.js';
import { Page } from '../../ui/components.js';
import { LookupFormView } from './lookup-form.js';
import { LotSearch } from './lot-search.js';
import { lotFromFields, lotHref } from './scan.js';
import { lookupFromSearch, lookupQuery, lookupToSearch } from './lookup.js';
import { EventResults } from './results.js';
import '../admin/admin.css';
import '../suppliers/suppliers.css';
import './traceability.css';

export { TraceUpload } from './upload.js';
export { TraceEvent } from './event-page.js';
export { TraceImport } from './import.js';
export { TraceLot } from './lot-page.js';

/**
 * The Traceability area (docs/console.md, "Traceability"): look up EPCIS events by GTIN, lot, site, dates and
 * business step (from level 1; a supplier's portal user sees the events at its own sites, as the API answers),
 * each opening as a person reads it; from level 2, upload an EPCIS document or import shipments from a CSV.
 * The lookup lives in the address (`/traceability?gtin=…&lot=…`), so it can be bookmarked or sent.
 */
export function Traceability() {
  const { can } = useSession();
  const { query, route } = useLocation();
  const form = lookupFromSearch(query);
  const asked = lookupQuery(form);
  const key = lookupToSearch(form);
  const lot = lotFromFields(form.gtin, form.lot);
  return (
    <Page
      title="Traceability"
      actions={
        can(2) ? (
          <>
            <a class="button" href="/traceability/upload">
              Upload an EPCIS document
            </a>
            <a class="button" href="/traceability/import">
              Import shipments (CSV)
            </a>
          </>
        ) : null
      }
    >
      <p class="hint">
        The events that say which lot of which product went where, when and why (GS1 EPCIS 2.0), as suppliers,
        warehouses and our own sites send them.
      </p>
      <LotSearch />
      <LookupFormView key={key} form={form} onLookup={(f) => route(`/traceability${lookupToSearch(f)}`)} />
      {lot.ok ? (
        <p>
          <a href={lotHref(lot.gtin, lot.lot)}>Trace lot {lot.lot}: where it came from and where it went</a>
        </p>
      ) : null}
      <EventResults query={asked} />
    </Page>
  );
}
