import path from 'node:path';
import cliProgress from 'cli-progress';
import { publicUrlOf } from '../config.js';
import { CliError, EXIT, intOption, note, parse, UsageError, write, type Command } from './common.js';
import { idsOf, resultsTable, writeFailedRows, type RowOutcome } from './import-report.js';
import {
  BULK_PATHS,
  csvChunk,
  readCsvFile,
  RequestFailed,
  uploadChunk,
  type BulkAnswer,
  type ImportKind,
  type Target,
} from './import-upload.js';

const DEFAULT_URL = 'http://127.0.0.1:3000';
const DEFAULT_BATCH = 500;

/** Where the server of this environment listens (config.ts's PUBLIC_URL, HOST and PORT). */
function serverUrl(env: NodeJS.ProcessEnv): string {
  try {
    return publicUrlOf(env);
  } catch (err) {
    throw new UsageError(`${(err as Error).message}; or give the server with --url`);
  }
}

const usage = `Usage: foodtrace import suppliers|newlines <file.csv> [--url URL] [--key KEY] [--failed FILE]
                        [--batch N] [--json]

Imports a CSV file through a running server's bulk endpoints (POST ${BULK_PATHS.suppliers},
POST ${BULK_PATHS.newlines}): the same checks, messages and history as any upload. The file is sent
in batches of rows, with a progress bar, then a table says what became of each row.

  --url     the server (default $FOODTRACE_URL, else the server's $PUBLIC_URL, else http://$HOST:$PORT,
            that is ${DEFAULT_URL} when none is set)
  --key     an API key of level 2 or more (default $FOODTRACE_KEY)
  --failed  where to write the rows that were not imported (default <file>.failed.csv beside the file):
            the same columns and an "error" column; fix them and import that file again
  --batch   rows per request, 1 to 10000 (default ${DEFAULT_BATCH})
  --json    print every row's outcome as JSON instead of the table

Columns: as the CSV template (GET /api/v1/suppliers/getSupplierCsvTemplate) for suppliers, the field
names of POST /newlines for newlines; any case, extra columns ignored. Row 1 is the first row under
the header.

Exit codes: 0 every row imported; 3 some rows failed (the others are imported, the failed ones are in
the --failed file); 1 nothing could be imported (file unreadable, server down, key refused) or the import
stopped part way (rows not sent are in the --failed file too); 2 wrong usage.`;

interface ImportArgs {
  target: Target;
  file: string;
  failedFile: string;
  batch: number;
  json: boolean;
}

function importArgs(argv: string[], env: NodeJS.ProcessEnv): ImportArgs {
  const { values, positionals } = parse(
    argv,
    {
      url: { type: 'string' },
      key: { type: 'string' },
      failed: { type: 'string' },
      batch: { type: 'string' },
      json: { type: 'boolean' },
    },
    true,
  );
  const [kind, file, ...extra] = positionals;
  if (kind === undefined) throw new UsageError('import needs what to import: suppliers or newlines');
  if (!(kind in BULK_PATHS)) throw new UsageError(`cannot import "${kind}": suppliers or newlines`);
  if (file === undefined) throw new UsageError(`import ${kind} needs a CSV file`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const key = values.key ?? env.FOODTRACE_KEY;
  if (!key) throw new UsageError('import needs an API key: --key or FOODTRACE_KEY');
  // The server `npm start` would run with the same environment, unless told otherwise.
  const rawUrl = values.url ?? env.FOODTRACE_URL ?? serverUrl(env);
  let url: URL;
  try {
    url = new URL(rawUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new UsageError(`--url must be an http(s) address such as ${DEFAULT_URL}, got "${rawUrl}"`);
  }
  // The API's base address (…/api/v1) is accepted as well as the server's.
  const base = url.href.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  const stem = path
    .basename(file)
    .replace(/\.csv$/i, '')
    .replace(/\.failed$/, '');
  return {
    target: { url: base, key, kind: kind as ImportKind },
    file,
    failedFile: values.failed ?? path.join(path.dirname(file), `${stem}.failed.csv`),
    batch: intOption('batch', values.batch, 1, 10_000) ?? DEFAULT_BATCH,
    json: values.json === true,
  };
}

/** A row's cells keyed as the server reads them: trimmed lower-case header names. */
function fieldsOf(header: string[], record: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  header.forEach((h, i) => {
    const key = h.trim().toLowerCase();
    if (key !== '' && record[i] !== undefined && record[i] !== '') fields[key] = record[i]!;
  });
  return fields;
}

function outcomesOf(kind: ImportKind, answer: BulkAnswer, offset: number, rows: Record<string, string>[]) {
  let retry = 0;
  return answer.results.map((r): RowOutcome => {
    const ok = r.status === 'success';
    const name = r.companyname ?? r.productname;
    return {
      row: offset + r.row,
      status: ok ? 'created' : 'failed',
      name: typeof name === 'string' ? name : '',
      ids: ok ? idsOf(kind, r) : '',
      error: ok ? '' : (r.message ?? 'failed'),
      // The API gives the failed rows back as it read them (retry_payload); the file's own cells otherwise.
      fields: ok ? {} : (answer.retry_payload[retry++] ?? rows[r.row - 1] ?? {}),
    };
  });
}

export const importCommand: Command = {
  name: 'import',
  usage,
  async run(argv, env: NodeJS.ProcessEnv = process.env) {
    if (argv.includes('--help') || argv.includes('-h')) {
      write(usage);
      return EXIT.ok;
    }
    const args = importArgs(argv, env);
    const { target } = args;
    const csv = readCsvFile(args.file);
    const total = csv.records.length;
    const started = Date.now();
    const outcomes: RowOutcome[] = [];
    const bar =
      process.stderr.isTTY && !args.json
        ? new cliProgress.SingleBar(
            {
              format: `${target.kind} |{bar}| {value}/{total} rows | {created} created, {failed} failed | {eta_formatted}`,
              hideCursor: true,
              etaBuffer: 5,
            },
            cliProgress.Presets.shades_classic,
          )
        : undefined;
    bar?.start(total, 0, { created: 0, failed: 0 });
    let stopped: string | undefined;
    try {
      for (let offset = 0; offset < total; offset += args.batch) {
        const records = csv.records.slice(offset, offset + args.batch);
        const rows = records.map((r) => fieldsOf(csv.header, r));
        try {
          outcomes.push(
            ...outcomesOf(
              target.kind,
              await uploadChunk(target, csvChunk(csv.header, records)),
              offset,
              rows,
            ),
          );
        } catch (err) {
          if (!(err instanceof RequestFailed)) throw err;
          // Nothing imported yet and nothing would be: one line, and the file itself is what to retry.
          if (err.fatal && offset === 0) throw new CliError(err.message);
          // A server error may be this batch's alone: its rows failed, the import goes on. Anything else
          // (server gone, key refused) would fail every batch: the rest is not sent.
          const from = offset;
          const to = err.fatal ? total : offset + records.length;
          const error = err.fatal ? `not sent: the import stopped (${err.message})` : err.message;
          for (let i = from; i < to; i++)
            outcomes.push(unsent(csv.header, csv.records[i]!, i, error, !err.fatal));
          if (err.fatal) {
            stopped = err.message;
            break;
          }
        }
        const failed = outcomes.filter((o) => o.status !== 'created').length;
        bar?.update(outcomes.length, { created: outcomes.length - failed, failed });
      }
    } finally {
      bar?.stop();
    }
    return report(args, csv.header, outcomes, stopped, Date.now() - started);
  },
};

/** A row the server did not import: its request failed (`failed`) or was never made (`not sent`). */
function unsent(header: string[], record: string[], index: number, error: string, sent: boolean): RowOutcome {
  const fields = fieldsOf(header, record);
  return {
    row: index + 1,
    status: sent ? 'failed' : 'not sent',
    name: fields.companyname ?? fields.productname ?? '',
    ids: '',
    error,
    fields,
  };
}

function report(
  args: ImportArgs,
  header: string[],
  outcomes: RowOutcome[],
  stopped: string | undefined,
  ms: number,
): number {
  const failed = outcomes.filter((o) => o.status !== 'created');
  const created = outcomes.length - failed.length;
  if (failed.length > 0) writeFailedRows(args.failedFile, header, failed);
  const kind = args.target.kind;
  if (args.json) {
    write(
      JSON.stringify({
        kind,
        file: args.file,
        total: outcomes.length,
        created,
        failed: failed.length,
        failed_file: failed.length > 0 ? args.failedFile : null,
        stopped: stopped ?? null,
        results: outcomes.map(({ fields: _fields, ...o }) => o),
      }),
    );
  } else {
    const text = resultsTable(outcomes);
    if (text) write(text);
    write(
      `Imported ${created} of ${outcomes.length} ${kind} in ${(ms / 1000).toFixed(1)} s` +
        (failed.length > 0 ? `; ${failed.length} not imported.` : '.'),
    );
    if (failed.length > 0) {
      write(`Rows not imported are in ${args.failedFile}: fix them, then run`);
      write(`  foodtrace import ${kind} ${args.failedFile}`);
    }
  }
  if (stopped) {
    note(`foodtrace: the import stopped part way: ${stopped}`);
    return EXIT.failure;
  }
  return failed.length > 0 ? EXIT.someRowsFailed : EXIT.ok;
}
