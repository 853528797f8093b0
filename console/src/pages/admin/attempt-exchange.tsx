import { useState } from 'preact/hooks';
import type { Schemas } from '../../api.js';
import { formatNumber } from '../../ui/format.js';

type Full = Schemas['WebhookDeliveryAttemptFull'];
type Line = NonNullable<Full['request']>['headers'][number];

const bytes = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'byte' : 'bytes'}`;

/** Header lines as a description list: name, then value, in the order they were sent or came. */
function Headers({ lines, label }: { lines: readonly Line[]; label: string }) {
  if (lines.length === 0) return <p class="hint">No headers.</p>;
  return (
    <dl class="header-lines" aria-label={label}>
      {lines.map((h, i) => (
        <div key={i}>
          <dt>{h.name}</dt>
          <dd>{h.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One attempt's request and response behind a Show/Hide button (aria-expanded, aria-controls): the request as
 * sent (method, URL, headers with the signature, the body's size: the delivery's payload), and the answer
 * (status, headers, the first 2 KiB of the body as text, or a binary body's size), with what was left out said.
 */
export function AttemptExchange({
  eventid,
  attempt: a,
  payloadSha,
}: {
  eventid: string;
  attempt: Full;
  /** The SHA-256 of the payload, once shown: an attempt that sent other bytes says so. */
  payloadSha: string | null;
}) {
  const [open, setOpen] = useState(false);
  const region = `exchange-${eventid}-${a.attempt}`;
  const { request, response } = a;
  return (
    <div class="exchange">
      <button
        type="button"
        class="link"
        aria-expanded={open}
        aria-controls={region}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} request and response<span class="sr-only"> of attempt {a.attempt}</span>
      </button>
      <div id={region} hidden={!open} class="exchange-body">
        {request === null ? (
          <p>Not kept: this attempt was logged before requests and responses were kept.</p>
        ) : (
          <section aria-label={`Request of attempt ${a.attempt}`}>
            <h3>Request</h3>
            <p class="mono">
              {request.method} {request.url}
            </p>
            <Headers lines={request.headers} label={`Request headers of attempt ${a.attempt}`} />
            <p>
              Body: {bytes(request.body_size)}, the delivery’s payload (Show the payload, above)
              {payloadSha !== null && payloadSha !== request.body_sha256
                ? '; not the same bytes as the payload reads now'
                : ''}
              .
            </p>
          </section>
        )}
        {request === null ? null : response === null ? (
          <section aria-label={`Response of attempt ${a.attempt}`}>
            <h3>Response</h3>
            <p>No answer came{a.error ? `: ${a.error}` : ''}.</p>
          </section>
        ) : (
          <section aria-label={`Response of attempt ${a.attempt}`}>
            <h3>Response</h3>
            <p>
              HTTP {response.status}
              {a.status_code === null && a.error ? ` (then: ${a.error})` : ''}
            </p>
            <Headers lines={response.headers} label={`Response headers of attempt ${a.attempt}`} />
            {response.headers_cut ? (
              <p class="hint">Some header lines were left out or cut: the log keeps 50 lines, 4 KB in all.</p>
            ) : null}
            {response.binary ? (
              <p>Body: {bytes(response.body_size)}, not text (not shown).</p>
            ) : response.body_size === 0 ? (
              <p>Body: empty.</p>
            ) : (
              <>
                <p>Body{response.body_cut ? ' (the start)' : ''}:</p>
                <pre class="body-excerpt" tabIndex={0}>
                  {response.body}
                </pre>
              </>
            )}
            {response.body_cut ? (
              <p class="hint">
                Only the first 2 KB are kept: the answer went on, and reading stopped after{' '}
                {bytes(response.body_size)}.
              </p>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
