import type { Schemas } from '../../api.js';
import { formatDateTime, formatNumber, parseUtc } from '../../ui/format.js';

type Delivery = Schemas['WebhookDeliveryDetail'];

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
 * status it got or "No answer", the error, how long it took.
 */
export function DeliveryAttempts({ delivery: d }: { delivery: Delivery }) {
  const n = d.attempts.length;
  const dropped = d.attempt - n;
  return (
    <details class="attempts">
      <summary>
        Attempts ({n})<span class="sr-only"> of {d.eventid}</span>
      </summary>
      {dropped > 0 ? (
        <p class="hint">
          {dropped === 1 ? 'The first attempt is' : `The first ${dropped} attempts are`} no longer kept: the
          log keeps the latest {n}.
        </p>
      ) : null}
      <table>
        <caption class="sr-only">Attempts of {d.eventid}</caption>
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">When</th>
            <th scope="col">HTTP status</th>
            <th scope="col">Error</th>
            <th scope="col" class="num">
              Took
            </th>
          </tr>
        </thead>
        <tbody>
          {d.attempts.map((a) => (
            <tr key={a.attempt}>
              <th scope="row">{a.attempt}</th>
              <td>
                <When at={a.at} />
              </td>
              <td>{a.status_code ?? 'No answer'}</td>
              <td>{a.error ?? '–'}</td>
              <td class="num">{formatDuration(a.duration_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
