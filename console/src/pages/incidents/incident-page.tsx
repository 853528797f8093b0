import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Loaded, Page } from '../../ui/components.js';
import { formatDateTime, formatPercent } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { lotHref } from '../traceability/scan.js';
import { amountText } from '../traceability/trace-graph.js';
import { IncidentActions } from './actions.js';
import { PartyBoard } from './board.js';
import {
  downloadReport,
  getIncident,
  getParties,
  getReconciliation,
  getTimeline,
  type Incident,
  type Received,
} from './incidents-api.js';
import { ReconciliationView, TimelineView } from './progress.js';
import { ExerciseBadge, HAZARD_TEXT, KIND_TEXT, SEVERITY_TEXT, StatusBadge, ackWithinText } from './words.js';

/** How often an open incident's board is read again. */
export const POLL_MS = 3000;

function Row({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="summary-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function list<T>(items: T[], item: (t: T) => ComponentChildren) {
  return items.length ? (
    <ul class="plain-list">
      {items.map((t, i) => (
        <li key={i}>{item(t)}</li>
      ))}
    </ul>
  ) : (
    'None'
  );
}

/** What a place received, after its name. */
function Quantity({ r }: { r: Received }) {
  const text = amountText(r.received, r.uom);
  return text ? <>: {text}</> : null;
}

/** The incident's facts and its affected set (frozen when it was scoped). */
function Facts({ i }: { i: Incident }) {
  const { isSupplier } = useSession();
  const a = i.affected;
  return (
    <section class="card" aria-labelledby="incident-facts-title">
      <h2 id="incident-facts-title">The incident</h2>
      <dl class="summary-list">
        <Row label="Kind">
          {KIND_TEXT[i.kind]} {i.exercise ? <ExerciseBadge /> : null}
        </Row>
        <Row label="Hazard">{HAZARD_TEXT[i.hazard]}</Row>
        <Row label="Severity">{SEVERITY_TEXT[i.severity] ?? i.severity}</Row>
        {i.description ? <Row label="Description">{i.description}</Row> : null}
        <Row label="Opened">{formatDateTime(i.opened_at)}</Row>
        <Row label="Acknowledge within">{ackWithinText(i.ackwithin)}</Row>
        {i.closurenote ? (
          <Row label="Closed">
            {formatDateTime(i.closed_at)}: {i.closurenote}
          </Row>
        ) : null}
      </dl>
      <h3>Affected</h3>
      {i.truncated ? (
        <p class="warning-text" role="note">
          The trace reached its size limit: the affected set is cut short.
        </p>
      ) : null}
      <dl class="summary-list">
        <Row label="Lots">
          {list(a.lots, (l) =>
            l.gtin && l.lot ? (
              <a href={lotHref(l.gtin, l.lot)}>
                {l.productname ?? `GTIN ${l.gtin}`}, lot {l.lot}
              </a>
            ) : (
              <span class="mono break">{l.epc}</span>
            ),
          )}
        </Row>
        <Row label="Suppliers">
          {list(a.suppliers, (s) =>
            isSupplier ? s.name : <a href={`/suppliers/${s.companyid}`}>{s.name}</a>,
          )}
        </Row>
        <Row label="Sites">
          {list(a.sites, (s) => (
            <>
              {s.name}
              {s.gln ? <span class="hint"> (GLN {s.gln})</span> : null}
              <Quantity r={s} />
            </>
          ))}
        </Row>
        <Row label="Wholesalers">
          {list(a.wholesalers, (w) => (
            <>
              {w.name}
              {w.gln ? <span class="hint"> (GLN {w.gln})</span> : null}
              <Quantity r={w} />
            </>
          ))}
        </Row>
      </dl>
    </section>
  );
}

async function loadAll(id: number) {
  const [incident, parties, reconciliation, timeline] = await Promise.all([
    getIncident(id),
    getParties(id),
    getReconciliation(id),
    getTimeline(id),
  ]);
  return { incident, parties, reconciliation, timeline };
}

/**
 * An incident's page (`/incidents/{id}`, docs/console.md "Incidents"): what it is and what it reaches, the live
 * board of its parties (read again every few seconds until it is closed), the reconciliation, the timeline and
 * its measures, the report as a PDF, and the actions of the person's level. A supplier's portal user sees its
 * own part, as the API answers it.
 */
export function IncidentPage({ id }: { id: string }) {
  const incidentid = Number(id);
  const { isSupplier } = useSession();
  const state = useAsync(
    () =>
      Number.isInteger(incidentid) && incidentid > 0
        ? loadAll(incidentid)
        : Promise.reject(new Error('Incident not found')),
    [incidentid],
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const live = state.data ? state.data.incident.status !== 'closed' : false;
  const { reload } = state;
  useEffect(() => {
    if (!live) return;
    const t = setInterval(reload, POLL_MS);
    return () => clearInterval(t);
  }, [live, reload]);
  const i = state.data?.incident;
  return (
    <Page
      title={i ? i.title : `Incident ${id}`}
      actions={
        i && !isSupplier ? (
          <button
            type="button"
            onClick={() => {
              setFileError(null);
              downloadReport(incidentid).catch((e) => setFileError(errorText(e)));
            }}
          >
            Incident report (PDF)
          </button>
        ) : null
      }
    >
      <p>
        <a href="/incidents">Back to Incidents</a>
      </p>
      <ErrorMessage error={fileError} />
      <Loaded state={state} what="Loading the incident">
        {(d) => (
          <>
            <p class="incident-status">
              {d.incident.exercise ? <ExerciseBadge /> : null} <StatusBadge status={d.incident.status} />{' '}
              <span>
                {d.incident.counts.acknowledged} of {d.incident.counts.parties} parties acknowledged ·{' '}
                {formatPercent(d.incident.accounted_pct, 1, 'nothing')} accounted for
              </span>
            </p>
            <IncidentActions incident={d.incident} parties={d.parties} onChanged={reload} />
            <section aria-labelledby="board-title">
              <h2 id="board-title">Parties</h2>
              <p class="hint">
                {live ? `Read again every ${POLL_MS / 1000} seconds while the incident is open.` : 'Closed.'}
              </p>
              <PartyBoard parties={d.parties} live={live} />
            </section>
            <ReconciliationView r={d.reconciliation} />
            <Facts i={d.incident} />
            <TimelineView steps={d.timeline.steps} measures={d.timeline.measures} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
