import { useEffect, useRef, useState } from 'preact/hooks';
import { api, download, errorText, formData, ok, type operations } from '../../api.js';
import { Badge, ErrorMessage, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatNumber } from '../../ui/format.js';
import { toCsv } from '../../ui/lists.js';
import { failedOf, ProblemSummary, withOrigins, type Failed } from '../suppliers/import.js';
import { RetryTable, type ImportField } from '../suppliers/retry-table.js';
import { fetchWithProgress, type UploadProgress } from '../suppliers/upload.js';
import { eventHref } from './results.js';

type Answer = operations['captureShipmentsCsv']['responses'][201]['content']['application/json'];

/** The template's columns (GET /epcis/capture/csv/template), what each holds, and whether a row must fill it. */
export const SHIPMENT_FIELDS: (ImportField & { holds: string })[] = [
  {
    name: 'gtin',
    label: 'GTIN',
    required: true,
    holds: 'The product: 8, 12, 13 or 14 digits with its check digit',
  },
  {
    name: 'lot',
    label: 'Lot',
    required: true,
    holds: 'The batch or lot number, up to 20 letters, digits or symbols',
  },
  {
    name: 'quantity',
    label: 'Quantity',
    required: true,
    holds: 'How much was shipped, above 0 (a point for decimals)',
  },
  {
    name: 'uom',
    label: 'Unit',
    required: true,
    holds: 'A UN/ECE unit code: KGM (kg), LTR (litre), H87 (piece), EA (each), XBX (box)',
  },
  {
    name: 'best_before',
    label: 'Best before',
    required: false,
    holds: 'The lot’s best-before date, YYYY-MM-DD',
  },
  {
    name: 'ship_date',
    label: 'Ship date',
    required: true,
    holds: 'YYYY-MM-DD, or a date and time with its zone (2026-11-28T07:55:00+01:00)',
  },
  {
    name: 'from_gln',
    label: 'From (GLN)',
    required: true,
    holds: 'The GLN of the site the lot left (13 digits)',
  },
  {
    name: 'to_gln',
    label: 'To (GLN)',
    required: true,
    holds: 'The GLN of the place it was sent to (13 digits)',
  },
  {
    name: 'despatch_advice',
    label: 'Despatch advice no.',
    required: false,
    holds: 'The despatch advice number',
  },
];

/**
 * Shipments from a CSV (for suppliers who cannot write EPCIS): the template and its columns, the upload with its
 * progress, each row's result (its event to open, or every problem), and the failed rows corrected in place and
 * sent again as a CSV of those rows, keeping their numbers in the file.
 */
export function TraceImport() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState<Failed[]>([]);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer && answer.failed > 0) summary.current?.focus();
  }, [answer]);

  async function send(upload: File, origins: number[] | null) {
    setError(null);
    setBusy(true);
    setProgress({ phase: 'upload', loaded: 0, total: 0 });
    try {
      const a = await ok(
        api.POST('/api/v1/epcis/capture/csv', {
          body: { file: upload },
          bodySerializer: formData,
          fetch: fetchWithProgress(setProgress),
        }),
      );
      const numbered = withOrigins(a as Answer, origins);
      setAnswer(numbered);
      setFailed(failedOf(numbered));
    } catch (e) {
      setError(errorText(e));
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  function retry() {
    const columns = SHIPMENT_FIELDS.map((f) => ({
      header: f.name,
      value: (r: Failed) => r.row[f.name]?.trim() ?? '',
    }));
    const csv = toCsv(columns, failed);
    void send(
      new File([csv], 'shipments-retry.csv', { type: 'text/csv' }),
      failed.map((f) => f.origin),
    );
  }

  return (
    <Page title="Import shipments (CSV)">
      <section class="inline-form" aria-labelledby="template-title">
        <h2 id="template-title">1. The template</h2>
        <p>
          One shipment of one lot per row: each becomes a shipping event, from the site the lot left to where
          it went. Rows are numbered from 1, the first row under the header. A row already sent is not counted
          twice.
        </p>
        <button
          type="button"
          onClick={() =>
            void download(
              api.GET('/api/v1/epcis/capture/csv/template', { parseAs: 'blob' }),
              'shipments_template.csv',
            ).catch((e) => setError(errorText(e)))
          }
        >
          Download the CSV template
        </button>
        <DataTable
          caption="Columns of the template"
          captionShown
          columns={[
            { header: 'Column', rowHeader: true, cell: (f) => <code>{f.name}</code> },
            { header: 'What it holds', cell: (f) => f.holds },
            { header: 'Required', cell: (f) => (f.required ? <strong>Required</strong> : 'Optional') },
          ]}
          rows={SHIPMENT_FIELDS}
          rowKey={(f) => f.name}
        />
      </section>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) void send(file, null);
        }}
        aria-labelledby="upload-title"
      >
        <h2 id="upload-title">2. Upload the file</h2>
        <div class="field">
          <label for="shipments-file">CSV file</label>
          <input
            id="shipments-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" class="primary" disabled={!file || busy}>
          Upload and capture
        </button>
      </form>
      {progress && busy ? (
        <p class="hint" aria-live="polite">
          {progress.phase === 'upload' ? 'Uploading…' : 'Uploaded; the server is checking the rows…'}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {answer ? <Results answer={answer} /> : null}
      {failed.length > 0 ? (
        <section aria-labelledby="retry-title">
          <h2 id="retry-title">3. Correct the failed rows</h2>
          <ProblemSummary failed={failed} summary={summary} fields={SHIPMENT_FIELDS} />
          <p>Fix each row where its problems say, then retry: only these rows are sent again.</p>
          <RetryTable failed={failed} onChange={setFailed} fields={SHIPMENT_FIELDS} />
          <button type="button" class="primary" disabled={busy} onClick={retry}>
            Retry the failed rows
          </button>
        </section>
      ) : null}
    </Page>
  );
}

function Results({ answer }: { answer: Answer }) {
  const skipped = answer.created - answer.storedCount;
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">Results</h2>
      <p class="results-summary" role="status">
        <span>
          {formatNumber(answer.total, 0)} {answer.total === 1 ? 'row' : 'rows'}
        </span>
        <Badge tone="green">{formatNumber(answer.created, 0)} captured</Badge>
        {skipped > 0 ? <Badge>{formatNumber(skipped, 0)} sent before</Badge> : null}
        <Badge tone={answer.failed ? 'red' : 'grey'}>{formatNumber(answer.failed, 0)} failed</Badge>
      </p>
      <DataTable
        caption="Result of each row"
        columns={[
          { header: 'Row', cell: (r) => r.row },
          { header: 'Lot', cell: (r) => r.lot ?? '' },
          {
            header: 'Result',
            cell: (r) =>
              r.status === 'success' ? (
                <Badge tone="green">Captured</Badge>
              ) : (
                <Badge tone="red">Failed</Badge>
              ),
          },
          {
            header: 'Event or problems',
            cell: (r) =>
              r.status === 'success' ? (
                r.eventID ? (
                  // A new tab: the results and the rows being corrected stay here.
                  <a href={eventHref(r.eventID)} target="_blank" rel="noopener">
                    Open the shipping event of row {r.row} (opens in new tab)
                  </a>
                ) : null
              ) : (
                <ul class="problem-list">
                  {(r.problems?.length ? r.problems.map((p) => p.message) : [r.message ?? '']).map((m, k) => (
                    <li key={k}>{m}</li>
                  ))}
                </ul>
              ),
          },
        ]}
        rows={answer.results}
        rowKey={(r) => r.row}
      />
    </section>
  );
}
