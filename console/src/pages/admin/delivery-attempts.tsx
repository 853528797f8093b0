import type { Schemas } from '../../api.js';
import { DataTable } from '../../ui/data-table.js';
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
      />
    </details>
  );
}
