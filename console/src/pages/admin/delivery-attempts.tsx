import { useEffect, useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { ErrorMessage } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime, formatNumber, parseUtc } from '../../ui/format.js';
import { AttemptExchange } from './attempt-exchange.js';

type Delivery = Schemas['WebhookDeliveryDetail'];
type Full = Schemas['WebhookDeliveryFull'];
type Payload = Schemas['WebhookDeliveryPayload'];

/** How long a try took: milliseconds under a second, else seconds. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  return ms < 1000 ? `${formatNumber(ms, 0)} ms` : `${formatNumber(ms / 1000, 1)} s`;
}

/** A timestamp of the API as a `<time>`, shown in the console's date format. */
export function When({ at }: { at: string | null }) {
  if (!at) return null;
  const d = parseUtc(at);
  return <time dateTime={Number.isNaN(d.getTime()) ? undefined : d.toISOString()}>{formatDateTime(at)}</time>;
}

/**
 * A delivery's kept attempts (the latest 20, oldest first) behind a disclosure: when each was made, the HTTP
 * status it got or "No answer", the error, how long it took. Opened, it reads the delivery again with each
 * attempt's request and response (again whenever an attempt is added), shown under each attempt's row, and
 * offers the delivery's payload (the body every attempt sends).
 */
export function DeliveryAttempts({ webhookid, delivery: d }: { webhookid: number; delivery: Delivery }) {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState<Full | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [payload, setPayload] = useState<Payload | null>(null);
  const n = d.attempts.length;
  const dropped = d.attempt - n;

  useEffect(() => {
    if (!open) return;
    let live = true;
    ok(
      api.GET('/api/v1/webhooks/{id}/deliveries/{deliveryid}', {
        params: { path: { id: webhookid, deliveryid: d.deliveryid } },
      }),
    )
      .then((f) => {
        if (!live) return;
        setFull(f.data);
        setError(null);
      })
      .catch((e) => {
        if (live) setError(errorText(e));
      });
    return () => {
      live = false;
    };
  }, [open, webhookid, d.deliveryid, d.attempt, d.sending]);

  const exchanges = new Map((full?.attempts ?? []).map((a) => [a.attempt, a]));
  return (
    <details class="attempts" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Attempts ({n})<span class="sr-only"> of {d.eventid}</span>
      </summary>
      {dropped > 0 ? (
        <p class="hint">
          {dropped === 1 ? 'The first attempt is' : `The first ${dropped} attempts are`} no longer kept: the
          log keeps the latest {n}.
        </p>
      ) : null}
      <ShownPayload webhookid={webhookid} delivery={d} payload={payload} onLoad={setPayload} />
      <ErrorMessage error={error} />
      <DataTable
        caption={`Attempts of ${d.eventid}`}
        bare
        columns={[
          { header: 'Attempt', rowHeader: true, cell: (a) => a.attempt },
          { header: 'When', cell: (a) => <When at={a.at} /> },
          { header: 'HTTP status', cell: (a) => a.status_code ?? 'No answer' },
          { header: 'Error', cell: (a) => a.error ?? '–' },
          { header: 'Took', class: 'num', cell: (a) => formatDuration(a.duration_ms) },
        ]}
        rows={d.attempts}
        rowKey={(a) => a.attempt}
        below={(a) => {
          const x = exchanges.get(a.attempt);
          return x ? (
            <AttemptExchange eventid={d.eventid} attempt={x} payloadSha={payload?.body_sha256 ?? null} />
          ) : null;
        }}
      />
    </details>
  );
}

/** The delivery's payload, read when asked for: the exact body every attempt sends (what the signature signs). */
function ShownPayload({
  webhookid,
  delivery: d,
  payload,
  onLoad,
}: {
  webhookid: number;
  delivery: Delivery;
  payload: Payload | null;
  onLoad(p: Payload): void;
}) {
  const [error, setError] = useState<string | null>(null);
  if (payload) {
    return (
      <section aria-label={`Payload of ${d.eventid}`} class="payload">
        <p>
          Payload, exactly as every attempt sends it ({formatNumber(payload.body_size, 0)} bytes, SHA-256{' '}
          <span class="mono">{payload.body_sha256.slice(0, 12)}…</span>):
        </p>
        <pre class="body-excerpt" tabIndex={0}>
          {payload.body}
        </pre>
      </section>
    );
  }
  return (
    <div class="payload">
      <button
        type="button"
        class="link"
        onClick={() =>
          ok(
            api.GET('/api/v1/webhooks/{id}/deliveries/{deliveryid}/payload', {
              params: { path: { id: webhookid, deliveryid: d.deliveryid } },
            }),
          )
            .then((p) => onLoad(p.data))
            .catch((e) => setError(errorText(e)))
        }
      >
        Show the payload<span class="sr-only"> of {d.eventid}</span>
      </button>
      <ErrorMessage error={error} />
    </div>
  );
}
