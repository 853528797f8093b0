import { useState } from 'preact/hooks';
import { api, download, errorText, formData, ok, type operations, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatNumber } from '../../ui/format.js';
import { RetryTable, type Row } from './retry-table.js';
import { fetchWithProgress, type UploadProgress } from './upload.js';
import './suppliers.css';

type BulkAnswer = operations['createSupplierBulk']['responses'][200]['content']['application/json'];

/** A failed row to correct: the row as the server kept it, and why it failed. */
export interface Failed {
  row: Row;
  message: string;
}

/** Turns the answer's failed results and its retry_payload (same order) into rows to correct. */
function failedOf(answer: BulkAnswer): Failed[] {
  const errors = answer.results.filter((r) => r.status === 'error');
  return answer.retry_payload.map((raw, i) => {
    const row: Row = {};
    for (const [k, v] of Object.entries(raw)) row[k] = v === null || v === undefined ? '' : String(v);
    return { row, message: errors[i]?.message ?? '' };
  });
}

/** The CSV import: the template, the upload with its progress, each row's result, and the retry. */
export function SupplierImport() {
  const { can } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<BulkAnswer | null>(null);
  const [failed, setFailed] = useState<Failed[]>([]);
  const [busy, setBusy] = useState(false);

  if (!can(2)) {
    return (
      <Page title="Import suppliers">
        <p>Importing suppliers needs an Editor’s level.</p>
      </Page>
    );
  }

  /** Sends the file, or the corrected rows as JSON, showing the upload's progress. */
  async function send(body: { file: File } | Record<string, string>[]) {
    setError(null);
    setBusy(true);
    setProgress({ phase: 'upload', loaded: 0, total: 0 });
    try {
      const a = await ok(
        api.POST('/api/v1/suppliers/createSupplierBulk', {
          ...(Array.isArray(body)
            ? // The rows as the person typed them (text): the server checks each field and names what is wrong.
              { body: body as unknown as Schemas['SupplierInput'][] }
            : { body, bodySerializer: formData }),
          fetch: fetchWithProgress(setProgress),
        }),
      );
      setAnswer(a);
      setFailed(failedOf(a));
    } catch (e) {
      setError(errorText(e));
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  function upload(e: Event) {
    e.preventDefault();
    if (!file) return;
    void send({ file });
  }

  function retry() {
    // Empty cells are absent, as in the CSV: the server then names a missing required field.
    const rows = failed.map(({ row }) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
    );
    void send(rows);
  }

  const pct =
    progress?.phase === 'upload' && progress.total > 0
      ? Math.round((100 * progress.loaded) / progress.total)
      : null;

  return (
    <Page title="Import suppliers">
      <section class="inline-form" aria-labelledby="template-title">
        <h2 id="template-title">1. The template</h2>
        <p>
          One supplier per row, the columns as in the template. Country, supplier type and risk are ids of the
          reference lists (826 is the United Kingdom). Replace the example row’s portal email with a real,
          unused address.
        </p>
        <button
          type="button"
          onClick={() =>
            void download(
              api.GET('/api/v1/suppliers/getSupplierCsvTemplate', { parseAs: 'blob' }),
              'supplier_template.csv',
            ).catch((e) => setError(errorText(e)))
          }
        >
          Download the CSV template
        </button>
      </section>
      <form class="inline-form" onSubmit={upload} aria-labelledby="upload-title">
        <h2 id="upload-title">2. Upload the file</h2>
        <div class="field">
          <label for="csv-file">CSV file</label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" class="primary" disabled={!file || busy}>
          Upload and import
        </button>
      </form>
      {progress ? (
        <div class="progress">
          <label for="import-progress">
            {progress.phase === 'upload'
              ? `Uploading${pct !== null ? ` ${pct} %` : ''}…`
              : progress.phase === 'server'
                ? 'Uploaded; the server is importing the rows…'
                : 'Import finished'}
          </label>
          {progress.phase === 'server' ? (
            <progress id="import-progress" />
          ) : (
            <progress id="import-progress" max={100} value={progress.phase === 'done' ? 100 : (pct ?? 0)} />
          )}
        </div>
      ) : null}
      <ErrorMessage error={error} />
      {answer ? <Results answer={answer} /> : null}
      {failed.length > 0 ? (
        <section aria-labelledby="retry-title">
          <h2 id="retry-title">3. Correct the failed rows</h2>
          <p>Fix each row where its error says, then retry: only these rows are sent again.</p>
          <RetryTable failed={failed} onChange={setFailed} />
          <button type="button" class="primary" disabled={busy} onClick={retry}>
            Retry the failed rows
          </button>
        </section>
      ) : null}
    </Page>
  );
}

function Results({ answer }: { answer: BulkAnswer }) {
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">Results</h2>
      <p class="results-summary" role="status">
        <span>
          {formatNumber(answer.total, 0)} {answer.total === 1 ? 'row' : 'rows'}
        </span>
        <Badge tone="green">{formatNumber(answer.created, 0)} created</Badge>
        <Badge tone={answer.failed ? 'red' : 'grey'}>{formatNumber(answer.failed, 0)} failed</Badge>
      </p>
      <DataTable
        caption="Result of each row"
        columns={[
          { header: 'Row', cell: (r) => r.row },
          {
            header: 'Company',
            cell: (r) =>
              r.supplierid ? <a href={`/suppliers/${r.supplierid}`}>{r.companyname}</a> : r.companyname,
          },
          {
            header: 'Result',
            cell: (r) =>
              r.status === 'success' ? <Badge tone="green">Created</Badge> : <Badge tone="red">Failed</Badge>,
          },
          {
            header: 'Vendor code or error',
            cell: (r) => (r.status === 'success' ? r.vendorcode : r.message),
          },
        ]}
        rows={answer.results}
        rowKey={(r) => r.row}
      />
    </section>
  );
}
