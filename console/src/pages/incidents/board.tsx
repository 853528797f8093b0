import { useEffect, useState } from 'preact/hooks';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime, formatNumber, formatPercent } from '../../ui/format.js';
import { amountText } from '../traceability/trace-graph.js';
import type { Party } from './incidents-api.js';
import { NoticeState, PARTY_KIND_TEXT, dueText } from './words.js';

/** The time now, again every second while `on` (a due timer counts down between two reads of the board). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [on]);
  return now;
}

const CHANNEL: Record<string, string> = {
  pending: 'waiting',
  sending: 'sending',
  delivered: 'delivered',
  sent: 'sent',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** How the notice went out: by webhook, by email, each with where it stands. */
function Channels({ n }: { n: NonNullable<Party['notice']> }) {
  const parts = [
    n.webhook ? `webhook ${CHANNEL[n.webhook] ?? n.webhook}` : null,
    n.email ? `email ${CHANNEL[n.email] ?? n.email}` : null,
  ].filter(Boolean);
  return (
    <>
      {parts.join(', ') || 'none: no webhook, no contact email'}
      {n.delivered_at ? <div class="hint">{formatDateTime(n.delivered_at)}</div> : null}
    </>
  );
}

function Reported({ p }: { p: Party }) {
  if (!p.report) return <>Not yet</>;
  const r = p.report;
  return (
    <>
      {amountText(p.reported, p.uom) || formatNumber(p.reported)}
      <div class="hint">
        on hand {formatNumber(r.onhand)}, sold {formatNumber(r.sold)}, destroyed {formatNumber(r.destroyed)},
        returned {formatNumber(r.returned)}
        {p.reports > 1 ? ` · ${p.reports} reports` : ''}
      </div>
      {r.note ? <div class="hint">“{r.note}”</div> : null}
    </>
  );
}

/**
 * The live board of an incident's parties (`GET /incidents/{id}/parties`): where each notice stands, the time to
 * its due moment, what the party received and reported, and how much of it is accounted for.
 */
export function PartyBoard({ parties, live }: { parties: Party[]; live: boolean }) {
  const now = useNow(live);
  return (
    <DataTable
      caption="Parties"
      class="wrap-cells"
      columns={[
        {
          header: 'Party',
          rowHeader: true,
          cell: (p: Party) => (
            <>
              {p.name}
              <div class="hint">
                {PARTY_KIND_TEXT[p.kind]} · {p.email ?? 'no contact on record'}
              </div>
            </>
          ),
        },
        {
          header: 'Notice',
          cell: (p) => (
            <>
              <NoticeState party={p} />
              {p.notice && !p.notice.acknowledged_at && p.inscope ? (
                <div class={p.notice.overdue ? 'error-text' : 'hint'}>{dueText(p.notice.due_at, now)}</div>
              ) : null}
            </>
          ),
        },
        {
          header: 'Notified',
          class: 'hide-narrow',
          cell: (p) =>
            p.notice ? (
              <>
                {formatDateTime(p.notice.sent_at)}
                {p.notice.sends > 1 ? <div class="hint">sent {p.notice.sends} times</div> : null}
              </>
            ) : (
              '–'
            ),
        },
        {
          header: 'Delivered',
          class: 'hide-narrow',
          cell: (p) => (p.notice ? <Channels n={p.notice} /> : '–'),
        },
        {
          header: 'Acknowledged',
          cell: (p) =>
            p.notice?.acknowledged_at ? (
              formatDateTime(p.notice.acknowledged_at)
            ) : p.notice?.escalated_at ? (
              <>Escalated {formatDateTime(p.notice.escalated_at)}</>
            ) : (
              'Not yet'
            ),
        },
        {
          header: 'Received',
          class: 'num',
          cell: (p) =>
            p.received === null ? '–' : amountText(p.received, p.uom) || formatNumber(p.received),
        },
        { header: 'Reported', class: 'num', cell: (p) => <Reported p={p} /> },
        {
          header: 'Accounted',
          class: 'num',
          cell: (p) => (
            <>
              {formatPercent(p.accounted_pct, 1, '–')}
              {p.short ? <div class="error-text">short</div> : null}
            </>
          ),
        },
      ]}
      rows={parties}
      rowKey={(p) => p.partyid}
      rowClass={(p) => (p.inscope ? undefined : 'out-of-scope')}
      empty="The affected set reaches no party: no one to notify."
    />
  );
}
