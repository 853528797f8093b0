import { useEffect, useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { Badge, ErrorMessage, Loading, SelectField, type Tone } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';

type Delivery = Schemas['WebhookDelivery'];
type Status = Delivery['status'];

const TONE: Record<Status, Tone> = { pending: 'amber', delivered: 'green', failed: 'red' };
const PAGE = 25;

/** An endpoint's delivery log, newest first, with a redelivery of any that is not being sent. */
export function Deliveries({ webhook, refresh }: { webhook: Schemas['Webhook']; refresh: number }) {
  const [status, setStatus] = useState<Status | ''>('');
  const [rows, setRows] = useState<Delivery[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  async function load(before?: number) {
    const r = await ok(
      api.GET('/api/v1/webhooks/{id}/deliveries', {
        params: {
          path: { id: webhook.id },
          query: { limit: PAGE, ...(status ? { status } : {}), ...(before ? { before } : {}) },
        },
      }),
    );
    setRows((old) => (before && old ? [...old, ...r.data] : r.data));
    setNext(r.next_before);
  }

  useEffect(() => {
    setError(null);
    load().catch((e) => setError(errorText(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webhook.id, status, refresh, tick]);

  async function redeliver(d: Delivery) {
    setError(null);
    setNote(null);
    try {
      await ok(
        api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryid}/redeliver', {
          params: { path: { id: webhook.id, deliveryid: d.deliveryid } },
        }),
      );
      setNote(`Delivery ${d.deliveryid} queued again.`);
      setTick((t) => t + 1);
    } catch (e) {
      setError(errorText(e));
    }
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
        <button type="button" onClick={() => setTick((t) => t + 1)}>
          Refresh
        </button>
      </div>
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {rows === null ? (
        <Loading what="Loading deliveries" />
      ) : rows.length === 0 ? (
        <p>No delivery yet.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Delivery log</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last try</th>
                <th scope="col">Answer</th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.deliveryid}>
                  <td>
                    {d.type}
                    <div class="hint mono">{d.eventid}</div>
                  </td>
                  <td>
                    <Badge tone={TONE[d.status]}>{d.status}</Badge>
                    {d.status === 'pending' && d.next_attempt_at ? (
                      <div class="hint">Next {formatDateTime(d.next_attempt_at)}</div>
                    ) : null}
                  </td>
                  <td>{d.attempt}</td>
                  <td>{formatDateTime(d.at)}</td>
                  <td>
                    {d.status_code !== null ? `HTTP ${d.status_code}` : null}
                    {d.error ? <div>{d.error}</div> : null}
                    {d.duration_ms !== null ? <div class="hint">{d.duration_ms} ms</div> : null}
                  </td>
                  <td>
                    {d.status !== 'pending' && webhook.enabled ? (
                      <button
                        type="button"
                        aria-label={`Redeliver ${d.eventid}`}
                        onClick={() => void redeliver(d)}
                      >
                        Redeliver
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next !== null ? (
        <button type="button" onClick={() => void load(next).catch((e) => setError(errorText(e)))}>
          Older deliveries
        </button>
      ) : null}
    </section>
  );
}
