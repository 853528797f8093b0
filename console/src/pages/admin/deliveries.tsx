import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { Badge, ErrorMessage, Loading, SelectField, type Tone } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { DeliveryAttempts, formatDuration, When } from './delivery-attempts.js';

type Delivery = Schemas['WebhookDeliveryDetail'];
type Status = Delivery['status'];
type Log = { rows: Delivery[]; next: number | null };

const TONE: Record<Status, Tone> = { pending: 'amber', delivered: 'green', failed: 'red' };
const PAGE = 25;
/** The most one request may ask for (the API's limit). */
const MOST = 200;
/** How often the shown rows are read again while a try is under way. */
const POLL_MS = 1500;
/** How long a redelivery is followed when the worker has not tried it yet. */
const FOLLOW_MS = 30_000;

/**
 * An endpoint's delivery log, newest first: each delivery's state, its kept attempts behind a disclosure, a
 * "Retry now" of a pending one (tried at once, in the request: the new attempt is listed when it answers) and a
 * redelivery of any that is not being sent right now. While a try is under way (or a redelivery is not yet
 * tried) the rows shown are read again every 1.5 s, in one request, until it ends.
 */
export function Deliveries({ webhook, refresh }: { webhook: Schemas['Webhook']; refresh: number }) {
  const [status, setStatus] = useState<Status | ''>('');
  const [log, setLog] = useState<Log | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // An answer to an earlier request than the latest is dropped (a filter changed, a poll overtaken).
  const latest = useRef(0);
  // Redelivered deliveries, until their next attempt is logged: their attempt count then, and until when.
  const followed = useRef(new Map<number, { attempt: number; until: number }>());
  // Deliveries whose "retry now" is waiting for its try to end.
  const [retrying, setRetrying] = useState<ReadonlySet<number>>(new Set());

  const list = (limit: number, before?: number) =>
    ok(
      api.GET('/api/v1/webhooks/{id}/deliveries', {
        params: {
          path: { id: webhook.id },
          query: { limit, ...(status ? { status } : {}), ...(before ? { before } : {}) },
        },
      }),
    );

  async function loadFirst() {
    const mine = ++latest.current;
    const r = await list(PAGE);
    if (mine === latest.current) setLog({ rows: r.data, next: r.next_before });
  }

  async function loadOlder(before: number) {
    const mine = ++latest.current;
    const r = await list(PAGE, before);
    if (mine === latest.current) {
      setLog((old) => ({ rows: [...(old?.rows ?? []), ...r.data], next: r.next_before }));
    }
  }

  /** The rows shown, read again: as many as are loaded, so the older pages opened stay open. */
  async function reload() {
    const shown = log?.rows.length ?? 0;
    const limit = Math.min(Math.max(shown, PAGE), MOST);
    const mine = ++latest.current;
    const r = await list(limit);
    if (mine !== latest.current) return;
    setLog((old) => {
      const last = r.data.at(-1);
      const beyond =
        r.next_before !== null && last ? (old?.rows ?? []).filter((d) => d.deliveryid < last.deliveryid) : [];
      return { rows: [...r.data, ...beyond], next: beyond.length > 0 ? (old?.next ?? null) : r.next_before };
    });
  }

  useEffect(() => {
    setError(null);
    loadFirst().catch((e) => setError(errorText(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webhook.id, status, refresh]);

  const following = (d: Delivery) => {
    const f = followed.current.get(d.deliveryid);
    return f !== undefined && d.attempt <= f.attempt && Date.now() < f.until;
  };
  useEffect(() => {
    if (!log?.rows.some((d) => d.sending || following(d))) return;
    const timer = setTimeout(() => void reload().catch((e) => setError(errorText(e))), POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [log]);

  async function redeliver(d: Delivery) {
    setError(null);
    setNote(null);
    try {
      await ok(
        api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryid}/redeliver', {
          params: { path: { id: webhook.id, deliveryid: d.deliveryid } },
        }),
      );
      followed.current.set(d.deliveryid, { attempt: d.attempt, until: Date.now() + FOLLOW_MS });
      setNote(`Delivery ${d.deliveryid} queued again.`);
    } catch (e) {
      setError(errorText(e));
    }
    // Either way the row is read again: queued, or (a 409) being sent since this list was read.
    await reload().catch((e) => setError(errorText(e)));
  }

  async function retryNow(d: Delivery) {
    setError(null);
    setNote(null);
    setRetrying((s) => new Set(s).add(d.deliveryid));
    try {
      const { data: tried } = await ok(
        api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryid}/retry', {
          params: { path: { id: webhook.id, deliveryid: d.deliveryid } },
        }),
      );
      setNote(`Delivery ${d.deliveryid} tried again (attempt ${tried.attempt}): ${outcome(tried)}.`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRetrying((s) => {
        const next = new Set(s);
        next.delete(d.deliveryid);
        return next;
      });
    }
    await reload().catch((e) => setError(errorText(e)));
  }

  return (
    <section class="inline-form" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries to {webhook.url}</h2>
      <div class="toolbar">
        <SelectField
          label="Delivery status"
          value={status}
          options={[
            ['', 'All'],
            ['pending', 'Pending'],
            ['delivered', 'Delivered'],
            ['failed', 'Failed'],
          ]}
          onChange={(e) => setStatus(e.currentTarget.value as Status | '')}
        />
        <button
          type="button"
          onClick={() => {
            setError(null);
            setNote(null);
            reload().catch((e) => setError(errorText(e)));
          }}
        >
          Refresh
        </button>
      </div>
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {log === null ? (
        <Loading what="Loading deliveries" />
      ) : (
        <DataTable
          caption="Delivery log"
          class="deliveries"
          columns={[
            {
              header: 'Event',
              cell: (d) => (
                <>
                  {d.type}
                  <div class="hint mono">{d.eventid}</div>
                </>
              ),
            },
            {
              header: 'Status',
              cell: (d) => (
                <>
                  {d.sending ? (
                    <Badge tone="blue">sending</Badge>
                  ) : (
                    <Badge tone={TONE[d.status]}>{d.status}</Badge>
                  )}
                  {d.status === 'pending' && !d.sending && d.next_attempt_at ? (
                    <div class="hint">Next {formatDateTime(d.next_attempt_at)}</div>
                  ) : null}
                </>
              ),
            },
            { header: 'Attempts', cell: (d) => d.attempt },
            { header: 'Last try', cell: (d) => <When at={d.at} /> },
            {
              header: 'Answer',
              cell: (d) => (
                <>
                  {d.status_code !== null ? `HTTP ${d.status_code}` : null}
                  {d.error ? <div>{d.error}</div> : null}
                  {d.duration_ms !== null ? <div class="hint">{formatDuration(d.duration_ms)}</div> : null}
                </>
              ),
            },
            {
              header: 'Actions',
              headerHidden: true,
              cell: (d) =>
                webhook.enabled ? (
                  <div class="delivery-actions">
                    {d.status === 'pending' && !d.sending ? (
                      <RetryNow
                        delivery={d}
                        busy={retrying.has(d.deliveryid)}
                        onRetry={() => void retryNow(d)}
                      />
                    ) : null}
                    <Redeliver delivery={d} onRedeliver={() => void redeliver(d)} />
                  </div>
                ) : null,
            },
          ]}
          rows={log.rows}
          rowKey={(d) => d.deliveryid}
          // A delivery's kept attempts, in a full-width row below it.
          below={(d) =>
            d.attempts.length > 0 ? <DeliveryAttempts webhookid={webhook.id} delivery={d} /> : null
          }
          empty="No delivery yet."
        />
      )}
      {log?.next != null ? (
        <button type="button" onClick={() => void loadOlder(log.next!).catch((e) => setError(errorText(e)))}>
          Older deliveries
        </button>
      ) : null}
    </section>
  );
}

/** What a try got, in words: delivered, or the status or error and when the next try is due. */
function outcome(d: Schemas['WebhookDelivery']): string {
  const got = d.status_code !== null ? `HTTP ${d.status_code}` : (d.error ?? 'no answer');
  if (d.status === 'delivered') return `${got}, delivered`;
  if (d.status === 'failed') return `${d.error ?? got}, failed`;
  return `${d.error ?? got}; next try ${formatDateTime(d.next_attempt_at)}`;
}

/**
 * "Retry now" of a pending delivery (its next try made at once): offered while it waits for its first or next
 * try, never for a delivered or failed one (Redeliver sends those again). Busy while the try is under way.
 */
function RetryNow({ delivery: d, busy, onRetry }: { delivery: Delivery; busy: boolean; onRetry(): void }) {
  return (
    <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onRetry}>
      {busy ? 'Retrying…' : 'Retry now'}
      <span class="sr-only"> {d.eventid}</span>
    </button>
  );
}

/** Redelivery of a delivery, disabled with the reason beside it while a try is under way. */
function Redeliver({ delivery: d, onRedeliver }: { delivery: Delivery; onRedeliver(): void }) {
  const why = `redeliver-why-${d.deliveryid}`;
  return (
    <>
      <button
        type="button"
        aria-label={`Redeliver ${d.eventid}`}
        disabled={d.sending}
        aria-describedby={d.sending ? why : undefined}
        onClick={onRedeliver}
      >
        Redeliver
      </button>
      {d.sending ? (
        <div id={why} class="hint">
          A try is under way: it can be sent again once that ends.
        </div>
      ) : null}
    </>
  );
}
