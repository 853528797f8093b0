import { useState } from 'preact/hooks';
import { api, ApiError, errorText, ok, type operations, type Schemas } from '../../api.js';
import { Page } from '../../ui/components.js';
import { formatNumber } from '../../ui/format.js';
import { ErrorSummary, type Errors, type FieldSpec } from '../suppliers/form.js';
import { fetchWithProgress, type UploadProgress } from '../suppliers/upload.js';
import { describeEvent, type EpcisEvent } from './describe.js';
import { EventCard } from './event-card.js';
import { useNames } from './names.js';
import './traceability.css';

type CaptureJob = Schemas['CaptureJob'];
type CaptureBody = operations['captureEpcisDocument']['requestBody']['content']['application/json'];

/** The API's limits (docs/traceability-events.md): checked here too, so a person is told before sending. */
const MAX_BYTES = 20 * 1024 * 1024;
/** Events of the document shown under its result, read from the file. */
const SHOWN = 20;

const FILE: FieldSpec = { name: 'file', label: 'EPCIS document' };
const idOf = (name: string) => `epcis-${name}`;

/** The events of a parsed EPCIS document (or query document), or [] for anything else. */
export function eventsOf(doc: unknown): EpcisEvent[] {
  const body = (doc as { epcisBody?: Record<string, unknown> } | null)?.epcisBody;
  const list =
    body?.eventList ??
    (body?.queryResults as { resultsBody?: { eventList?: unknown } } | undefined)?.resultsBody?.eventList;
  return Array.isArray(list) ? list.filter((e): e is EpcisEvent => !!e && typeof e === 'object') : [];
}

/** "Event 3: …" in a refusal names the event (counted from 0, as the API counts). */
export function refusedEventIndex(message: string): number | null {
  const m = /^Event ([0-9]+):/.exec(message);
  return m ? Number(m[1]) : null;
}

/** A file read and checked before it is sent: its text and parsed document, or the problem with it. */
async function readDocument(file: File): Promise<{ text: string; doc: unknown } | { problem: string }> {
  if (file.size > MAX_BYTES)
    return {
      problem: `The file is ${formatNumber(file.size / 1024 / 1024, 1)} MB: a document may be up to 20 MB (10,000 events); split it into smaller documents`,
    };
  const text = await file.text();
  try {
    return { text, doc: JSON.parse(text) as unknown };
  } catch (e) {
    return {
      problem: `The file is not JSON (${errorText(e)}): choose an EPCIS document, a .json or .jsonld file`,
    };
  }
}

/**
 * Upload an EPCIS 2.0 document (JSON or JSON-LD): checked for size and JSON here, captured whole or refused by the
 * API; the result says how many events were new, and shows the document's events as a person reads them. A
 * refusal is a GOV.UK error summary with the API's message (naming the event and field), and that event shown.
 */
export function TraceUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<{ job: CaptureJob; events: EpcisEvent[]; name: string } | null>(null);
  const [refused, setRefused] = useState<{ event: EpcisEvent; index: number } | null>(null);
  const shown = result?.events.slice(0, SHOWN) ?? (refused ? [refused.event] : []);
  const descriptions = shown.map(describeEvent);
  const names = useNames(descriptions);

  async function submit(e: Event) {
    e.preventDefault();
    setResult(null);
    setRefused(null);
    if (!file) return setErrors({ file: 'Choose an EPCIS document: a .json or .jsonld file' });
    const read = await readDocument(file);
    if ('problem' in read) return setErrors({ file: read.problem });
    setErrors({});
    setBusy(true);
    setProgress({ phase: 'upload', loaded: 0, total: 0 });
    const events = eventsOf(read.doc);
    try {
      const job = await ok(
        api.POST('/api/v1/epcis/capture', {
          body: read.doc as CaptureBody,
          // The file's own bytes: what was sent is what is kept, key order and number forms included.
          bodySerializer: () => read.text,
          headers: {
            'content-type': /\.jsonld$/i.test(file.name) ? 'application/ld+json' : 'application/json',
          },
          fetch: fetchWithProgress(setProgress),
        }),
      );
      setResult({ job, events, name: file.name });
    } catch (err) {
      const message = errorText(err);
      setProgress(null);
      setErrors({ file: err instanceof ApiError && err.status === 0 ? `${message}: try again` : message });
      const index = refusedEventIndex(message);
      const event = index === null ? undefined : events[index];
      if (event && index !== null) setRefused({ event, index });
    } finally {
      setBusy(false);
    }
  }

  const error = errors.file;
  return (
    <Page title="Upload an EPCIS document">
      <p>
        An EPCIS 2.0 document, JSON or JSON-LD, as a supplier’s or a warehouse’s system writes it: up to
        10,000 events and 20 MB. It is captured whole or not at all; an event captured before is skipped, not
        doubled. <a href="/traceability/import">No EPCIS? Import shipments from a CSV file.</a>
      </p>
      <form class="inline-form" onSubmit={submit} noValidate aria-labelledby="epcis-upload-title">
        <h2 id="epcis-upload-title">Choose the document</h2>
        <ErrorSummary errors={errors} idOf={idOf} specs={[FILE]} />
        <div class={error ? 'field field-error' : 'field'}>
          <label for={idOf('file')}>EPCIS document</label>
          <small id={`${idOf('file')}-hint`} class="hint">
            A .json or .jsonld file
          </small>
          {error ? (
            <span id={`${idOf('file')}-error`} class="error field-message">
              <span class="sr-only">Error: </span>
              {error}
            </span>
          ) : null}
          <input
            id={idOf('file')}
            type="file"
            accept=".json,.jsonld,application/json,application/ld+json"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${idOf('file')}-hint${error ? ` ${idOf('file')}-error` : ''}`}
            onChange={(ev) => setFile(ev.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" class="primary" disabled={busy}>
          Upload and capture
        </button>
        {progress && busy ? (
          <p class="hint" aria-live="polite">
            {progress.phase === 'upload' ? 'Uploading…' : 'Uploaded; the server is checking the events…'}
          </p>
        ) : null}
      </form>
      {result ? (
        <section aria-labelledby="capture-result-title">
          <h2 id="capture-result-title">Captured</h2>
          <p role="status" class="status-line">
            {result.name}: {formatNumber(result.job.eventCount, 0)}{' '}
            {result.job.eventCount === 1 ? 'event' : 'events'} captured,{' '}
            {formatNumber(result.job.storedCount, 0)} new
            {result.job.storedCount < result.job.eventCount
              ? ` (${formatNumber(result.job.eventCount - result.job.storedCount, 0)} captured before, skipped)`
              : ''}
            . Capture {result.job.captureID}.
          </p>
          <p>
            <a href="/traceability">Look up events</a>
          </p>
          {result.events.length > 0 ? (
            <>
              <h2>
                {result.events.length > SHOWN
                  ? `The first ${SHOWN} of the document’s ${formatNumber(result.events.length, 0)} events`
                  : 'The document’s events'}
              </h2>
              {descriptions.map((d, i) => (
                <EventCard key={i} d={d} names={names} headingLevel={3} />
              ))}
            </>
          ) : null}
        </section>
      ) : null}
      {refused && descriptions[0] ? (
        <section aria-labelledby="refused-event-title">
          <h2 id="refused-event-title">Event {refused.index} of the document (counted from 0)</h2>
          <EventCard d={descriptions[0]} names={names} headingLevel={3} />
        </section>
      ) : null}
    </Page>
  );
}
