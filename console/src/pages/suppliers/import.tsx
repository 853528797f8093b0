import { useEffect, useRef, useState } from 'preact/hooks';
import { api, download, errorText, formData, ok, type operations, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatNumber } from '../../ui/format.js';
import { SUPPLIER_FIELDS } from './fields.js';
import { TemplateColumns } from './import-columns.js';
import { cellId, problemId, RetryTable, type ImportField, type Row } from './retry-table.js';
import { fetchWithProgress, type UploadProgress } from './upload.js';
import './suppliers.css';

type BulkAnswer = operations['createSupplierBulk']['responses'][200]['content']['application/json'];
type Problem = Schemas['BulkRowProblem'];

/** What the bulk imports answer alike (suppliers, shipments): each row's result and the failed rows as sent. */
export interface BulkLike {
  results: { row: number; status: 'success' | 'error'; message?: string; problems?: Problem[] }[];
  retry_payload: Record<string, unknown>[];
}

/**
 * A failed row to correct: the row as the server kept it, every problem the server found in it (the first is the
 * result's `message`), and its row number in the uploaded file, which a retry keeps.
 */
export interface Failed {
  row: Row;
  problems: Problem[];
  origin: number;
}

/**
 * The answer with each result's `row` made the original file's row number: a retry sends only the failed rows, so
 * its row k is the file's row `origins[k - 1]`.
 */
export function withOrigins<A extends BulkLike>(answer: A, origins: number[] | null): A {
  if (!origins) return answer;
  return { ...answer, results: answer.results.map((r) => ({ ...r, row: origins[r.row - 1] ?? r.row })) };
}

/** Turns the answer's failed results and its retry_payload (same order) into rows to correct. */
export function failedOf(answer: BulkLike): Failed[] {
  const errors = answer.results.filter((r) => r.status === 'error');
  return answer.retry_payload.map((raw, i) => {
    const row: Row = {};
    for (const [k, v] of Object.entries(raw)) row[k] = v === null || v === undefined ? '' : String(v);
    const result = errors[i];
    const message = result?.message ?? '';
    // An answer without `problems` (an older server) has its message only.
    const problems = result?.problems?.length ? result.problems : [{ fields: [], message }];
    return { row, problems, origin: result?.row ?? i + 1 };
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
  const summary = useRef<HTMLDivElement>(null);

  // As a form refused: the summary of the problems takes the focus when an answer has failed rows.
  useEffect(() => {
    if (answer && answer.failed > 0) summary.current?.focus();
  }, [answer]);

  if (!can(2)) {
    return (
      <Page title="Import suppliers">
        <p>Importing suppliers needs an Editor’s level.</p>
      </Page>
    );
  }

  /**
   * Sends the file, or the corrected rows as JSON, showing the upload's progress. `origins` are the sent rows'
   * numbers in the file (a retry), so that results and rows still to correct keep them.
   */
  async function send(body: { file: File } | Record<string, string>[], origins: number[] | null = null) {
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
      const numbered = withOrigins(a, origins);
      setAnswer(numbered);
      setFailed(failedOf(numbered));
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
    void send(
      rows,
      failed.map((f) => f.origin),
    );
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
          One supplier per row, the columns as in the template. Country, supplier type and risk may be given
          by id, code or name (826, GB, GBR or United Kingdom). Replace the example row’s portal email with a
          real, unused address. Rows are numbered from 1, the first row under the header.
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
        <TemplateColumns />
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
          <ProblemSummary failed={failed} summary={summary} />
          <p>
            Fix each row where its problems say (the cells in question are marked), then retry: only these
            rows are sent again, and keep their row numbers.
          </p>
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
            header: 'Vendor code or problems',
            cell: (r) =>
              r.status === 'success' ? (
                r.vendorcode
              ) : (
                <ul class="problem-list">
                  {(r.problems?.length ? r.problems.map((p) => p.message) : [r.message]).map((m, k) => (
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

/** At most this many problems are linked from the summary; the table lists them all. */
const SUMMARY_MAX = 20;

/**
 * "There is a problem": each failed row's problems, linking to the cell to correct (or to the row's list of
 * problems when no cell is named), as a GOV.UK error summary.
 */
export function ProblemSummary({
  failed,
  summary,
  fields = SUPPLIER_FIELDS,
}: {
  failed: Failed[];
  summary: { current: HTMLDivElement | null };
  fields?: ImportField[];
}) {
  const isColumn = (name: string) => fields.some((f) => f.name === name);
  const all = failed.flatMap((f) =>
    f.problems.map((p, k) => ({
      key: `${f.origin}-${k}`,
      text: `Row ${f.origin}: ${p.message}`,
      // A named column has its cell in the table (every template column does, even when left empty).
      target:
        p.fields[0] !== undefined && (isColumn(p.fields[0]) || p.fields[0] in f.row)
          ? cellId(f.origin, p.fields[0])
          : problemId(f.origin, k),
    })),
  );
  const shown = all.slice(0, SUMMARY_MAX);
  return (
    <div
      ref={summary}
      class="error-summary import-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="import-problems-title"
    >
      <h3 id="import-problems-title">There is a problem</h3>
      <ul>
        {shown.map((p) => (
          <li key={p.key}>
            <a
              href={`#${p.target}`}
              onClick={(e) => {
                // Moves to the cell itself (the router would take the link as a navigation).
                const to = document.getElementById(p.target);
                if (!to) return;
                e.preventDefault();
                to.scrollIntoView({ block: 'center' });
                if (to instanceof HTMLInputElement) to.focus();
              }}
            >
              {p.text}
            </a>
          </li>
        ))}
      </ul>
      {all.length > shown.length ? (
        <p>And {formatNumber(all.length - shown.length, 0)} more in the table.</p>
      ) : null}
    </div>
  );
}
