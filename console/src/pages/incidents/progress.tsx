import { DataTable } from '../../ui/data-table.js';
import { formatDateTime, formatNumber, formatPercent } from '../../ui/format.js';
import { amountText } from '../traceability/trace-graph.js';
import type { Measures, Reconciliation, Step } from './incidents-api.js';
import { measureText } from './words.js';

/** The reconciliation (`GET …/reconciliation`): received against reported, in total and for the short parties. */
export function ReconciliationView({ r }: { r: Reconciliation }) {
  const short = r.parties.filter((p) => p.short);
  return (
    <section class="card" aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">Reconciliation</h2>
      <p class="accounted">
        <strong>{formatPercent(r.accounted_pct, 1, 'Nothing reported yet')}</strong> accounted for
        <span class="hint">
          {' '}
          ({formatNumber(r.accounted)} of {formatNumber(r.received)} received; {formatNumber(r.reported)}{' '}
          reported)
        </span>
      </p>
      <p class="hint">
        A party’s goods are accounted for when what it reports (on hand, sold, destroyed, returned) reaches
        what the events say it received; the total counts each party up to what it received.
      </p>
      {short.length === 0 ? (
        <p role="status">No party is short.</p>
      ) : (
        <DataTable
          caption="Short parties"
          captionShown
          columns={[
            { header: 'Party', rowHeader: true, cell: (p: (typeof short)[number]) => p.name },
            { header: 'Received', class: 'num', cell: (p) => amountText(p.received, p.uom) || '–' },
            { header: 'Reported', class: 'num', cell: (p) => formatNumber(p.reported) },
            { header: 'Accounted', class: 'num', cell: (p) => formatPercent(p.accounted_pct, 1, 'Not yet') },
          ]}
          rows={short}
          rowKey={(p) => p.partyid}
        />
      )}
    </section>
  );
}

const STEP_TEXT: Record<string, string> = {
  opened: 'Opened',
  scoped: 'Scoped',
  rescoped: 'Scoped again',
  notify: 'Notifying started',
  notice_sent: 'Notice sent',
  delivered: 'Notice delivered',
  acknowledged: 'Acknowledged',
  overdue: 'Overdue, sent again',
  escalated: 'Escalated',
  contained: 'Contained',
  closed: 'Closed',
};

/** The measures the report proves: time to scope, to notify everyone, to the last acknowledgement. */
export function MeasuresView({ m }: { m: Measures }) {
  return (
    <dl class="measures">
      <div>
        <dt>Time to scope</dt>
        <dd>{measureText(m.scope_ms)}</dd>
      </div>
      <div>
        <dt>Time to notify all</dt>
        <dd>{measureText(m.notify_ms)}</dd>
      </div>
      <div>
        <dt>Time to the last acknowledgement</dt>
        <dd>{measureText(m.last_ack_ms)}</dd>
      </div>
    </dl>
  );
}

/** The timeline (`GET …/timeline`): every step stamped, oldest first. */
export function TimelineView({ steps, measures }: { steps: Step[]; measures: Measures }) {
  return (
    <section class="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <MeasuresView m={measures} />
      <ol class="timeline">
        {steps.map((s, i) => (
          <li key={i}>
            <time dateTime={s.at}>{formatDateTime(s.at)}</time> <strong>{STEP_TEXT[s.step] ?? s.step}</strong>
            {s.party ? ` · ${s.party}` : ''}
            {s.detail ? <span class="hint"> · {s.detail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
