import { useState } from 'preact/hooks';
import { ApiError, errorText } from '../../api.js';
import { ErrorMessage, Field, Loading, TextArea } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { amountText } from '../traceability/trace-graph.js';
import { getAck, postAck, type AckView, type Report } from './incidents-api.js';
import { HAZARD_TEXT, KIND_TEXT } from './words.js';
import '../traceability/traceability.css';
import './incidents.css';

const COUNTS = [
  ['onhand', 'On hand', 'Still in stock, held back from sale'],
  ['sold', 'Sold', 'Already sold or used'],
  ['destroyed', 'Destroyed', 'Thrown away or destroyed'],
  ['returned', 'Returned', 'Sent back to the supplier'],
] as const;
type Count = (typeof COUNTS)[number][0];

/** Why a link is refused, in the party's words (the API's 404 and 409s). */
function refusal(e: unknown): string {
  const text = errorText(e);
  if (e instanceof ApiError && e.status === 404)
    return 'This link is not right: open the whole link from the notice you received, or ask its sender for it again.';
  if (/already used/i.test(text))
    return 'This link was already used to report. After a report the page moves on to a new link: use that one (it is in your browser’s history), or ask the sender.';
  if (/closed/i.test(text)) return 'This incident is closed: no report is needed any more. Thank you.';
  return text;
}

/**
 * The public page behind a notice's link (`/ack/{token}`, no sign-in; docs/console.md "Incidents"): the incident
 * (EXERCISE said first for a mock recall), the party it was sent to and the lots; the party acknowledges it and
 * reports what it holds. Each report uses the link up; the answer's next link replaces it in the address bar, so
 * the same page can send a correction.
 */
export function AckPage({ token: first }: { token: string }) {
  const [token, setToken] = useState(first);
  const view = useAsync(() => getAck(first), [first]);
  const [report, setReport] = useState<Report | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (typeof document !== 'undefined') document.title = 'Acknowledge an incident · Foodtrace';

  async function sent(r: Report) {
    const answer = await postAck(token, r);
    setReport({ ...answer.report, reported_at: answer.report.reported_at ?? new Date().toISOString() });
    setToken(answer.token);
    history.replaceState(history.state, '', `/ack/${encodeURIComponent(answer.token)}`);
  }

  return (
    <section class="ack" aria-labelledby="ack-title">
      {view.loading && !view.data ? <Loading what="Opening the notice" /> : null}
      {view.error || refused ? (
        <>
          <h1 id="ack-title">This link cannot be used</h1>
          <p class="error" role="alert">
            {refused ?? refusal(view.error)}
          </p>
        </>
      ) : null}
      {view.data && !refused ? (
        <Notice
          v={view.data}
          report={report ?? view.data.report}
          onSend={sent}
          onRefused={(e) => setRefused(refusal(e))}
        />
      ) : null}
    </section>
  );
}

function Notice({
  v,
  report,
  onSend,
  onRefused,
}: {
  v: AckView;
  report: Report | null;
  onSend(r: Report): Promise<void>;
  onRefused(e: unknown): void;
}) {
  const i = v.incident;
  const received = amountText(v.received, v.uom);
  return (
    <>
      {i.exercise ? (
        <p class="exercise-banner" role="note">
          <strong>EXERCISE</strong> This is a mock recall, a test of the recall procedure: no product is
          unsafe. Please answer as you would for a real recall.
        </p>
      ) : null}
      <h1 id="ack-title">{i.title}</h1>
      <dl class="summary-list">
        <div class="summary-row">
          <dt>What</dt>
          <dd>
            {i.exercise ? 'Mock recall (exercise)' : KIND_TEXT[i.kind]}, {HAZARD_TEXT[i.hazard].toLowerCase()}
          </dd>
        </div>
        <div class="summary-row">
          <dt>Sent to</dt>
          <dd>{v.party.name}</dd>
        </div>
        {received ? (
          <div class="summary-row">
            <dt>You received</dt>
            <dd>{received}</dd>
          </div>
        ) : null}
      </dl>
      {i.description ? <p>{i.description}</p> : null}
      <h2>The lots</h2>
      <ul class="plain-list ack-lots">
        {v.lots.map((l) => (
          <li key={`${l.gtin}/${l.lot}`}>
            {l.productname ?? 'Product'}
            {l.lot ? (
              <>
                : lot <strong class="break">{l.lot}</strong>
              </>
            ) : null}{' '}
            {l.gtin ? <span class="hint">(GTIN {l.gtin})</span> : null}
          </li>
        ))}
      </ul>
      <ReportForm report={report} acknowledged={v.acknowledged_at} onSend={onSend} onRefused={onRefused} />
    </>
  );
}

function ReportForm({
  report,
  acknowledged,
  onSend,
  onRefused,
}: {
  report: Report | null;
  acknowledged: string | null;
  onSend(r: Report): Promise<void>;
  onRefused(e: unknown): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: Event) {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const r = { note: String(data.get('note') ?? '').trim() } as Report;
    for (const [name, label] of COUNTS) {
      const text = String(data.get(name) ?? '').trim();
      const n = text === '' ? 0 : Number(text.replace(',', '.'));
      if (!Number.isFinite(n) || n < 0) return setError(`${label}: enter a quantity of 0 or more`);
      r[name as Count] = n;
    }
    setError(null);
    setBusy(true);
    try {
      await onSend(r);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 409)) onRefused(err);
      else setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form class="ack-form" onSubmit={submit} noValidate aria-labelledby="ack-form-title">
      <h2 id="ack-form-title">{report ? 'Correct your report' : 'Acknowledge and report'}</h2>
      {report?.reported_at ? (
        <p role="status" class="ack-done">
          Thank you: your report of {formatDateTime(report.reported_at)} was received. You can correct it
          here.
        </p>
      ) : acknowledged ? (
        <p class="hint">Acknowledged {formatDateTime(acknowledged)}.</p>
      ) : (
        <p class="hint">Sending this form acknowledges the notice. Quantities in the unit you received.</p>
      )}
      <ErrorMessage error={error} />
      <div class="ack-counts">
        {COUNTS.map(([name, label, hint]) => (
          <Field
            key={`${name}-${report?.reported_at ?? ''}`}
            label={label}
            hint={hint}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={report ? String(report[name]) : ''}
          />
        ))}
      </div>
      <TextArea
        key={`note-${report?.reported_at ?? ''}`}
        label="Note (optional)"
        name="note"
        rows={3}
        defaultValue={report?.note ?? ''}
      />
      <button type="submit" class="primary" disabled={busy}>
        {busy ? 'Sending…' : report ? 'Send the correction' : 'Acknowledge and send'}
      </button>
    </form>
  );
}
