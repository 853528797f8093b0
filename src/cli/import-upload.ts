import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { CliError } from './common.js';

/** The bulk routes of the public API (docs/suppliers.md, docs/newlines.md). */
export const BULK_PATHS = {
  suppliers: '/suppliers/createSupplierBulk',
  newlines: '/newlines/createNewlineBulk',
} as const;
export type ImportKind = keyof typeof BULK_PATHS;

export interface CsvFile {
  header: string[];
  /** The data rows as cells, in file order (row 1 is the first after the header). */
  records: string[][];
}

/** Reads a CSV file as the server would (UTF-8, BOM or not, quoted fields), refusing what it would refuse. */
export function readCsvFile(file: string): CsvFile {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new CliError(`cannot read ${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  }
  let rows: string[][];
  try {
    rows = parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (err) {
    throw new CliError(`${file} is not a readable CSV file: ${(err as Error).message}`);
  }
  const [header, ...records] = rows;
  if (!header || records.length === 0) {
    throw new CliError(`${file} has no data rows: it needs a header row and at least one row under it`);
  }
  return { header, records };
}

/** One cell as RFC 4180 quotes it: the server reads back exactly the text the file held. */
const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const line = (cells: string[]) => cells.map(cell).join(',') + '\r\n';

/** The header and some rows as one CSV file of their own. */
export function csvChunk(header: string[], records: string[][]): string {
  return line(header) + records.map(line).join('');
}

/** What the bulk routes answer (the spec's envelope): results in row order, the failed rows as received. */
export interface BulkAnswer {
  success: true;
  total: number;
  created: number;
  failed: number;
  results: ({ row: number; status: 'success' | 'error'; message?: string } & Record<string, unknown>)[];
  retry_payload: Record<string, unknown>[];
}

export interface Target {
  url: string;
  key: string;
  kind: ImportKind;
}

/** The answer was not a bulk result: the whole request failed (no row of it was imported). */
export class RequestFailed extends Error {
  constructor(
    message: string,
    /** Whether no later request can do better (a refused key, a refused file): stop the import. */
    readonly fatal: boolean,
  ) {
    super(message);
  }
}

const RETRIES = [1000, 3000];
const retryable = (status: number) => status === 429 || status === 502 || status === 503 || status === 504;

/** The server's one-line reason, from the failure envelope when there is one. */
async function reason(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') return `${res.status} ${body.error}`;
  } catch {
    // not JSON: a proxy's page, say
  }
  return `${res.status} ${res.statusText}`.trim();
}

function networkFailure(err: unknown, url: string): string {
  const cause = (err as { cause?: NodeJS.ErrnoException }).cause;
  const code = cause?.code ?? (err as Error).message;
  return `cannot reach the server at ${url} (${code}): is it running? (--url)`;
}

/**
 * Uploads one chunk as a CSV file (multipart field `file`), as a person would with the same rows. A network
 * failure, 429 or 503 is retried twice with the same Idempotency-Key, so that a chunk the server did import
 * before the connection broke is answered from its record instead of being imported twice.
 */
export async function uploadChunk(target: Target, csv: string): Promise<BulkAnswer> {
  const endpoint = `${target.url}/api/v1${BULK_PATHS[target.kind]}`;
  const idempotencyKey = `foodtrace-import-${randomUUID()}`;
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), `${target.kind}.csv`);
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'x-api-key': target.key, 'idempotency-key': idempotencyKey },
        body: form,
      });
    } catch (err) {
      if (attempt < RETRIES.length) {
        await new Promise((r) => setTimeout(r, RETRIES[attempt]));
        continue;
      }
      throw new RequestFailed(networkFailure(err, target.url), true);
    }
    if (res.status === 200 || res.status === 201) {
      const body = (await res.json().catch(() => null)) as BulkAnswer | null;
      if (!body || !Array.isArray(body.results)) {
        throw new RequestFailed(`the server at ${target.url} did not answer as the API does`, true);
      }
      return body;
    }
    if (retryable(res.status) && attempt < RETRIES.length) {
      const wait = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, wait > 0 && wait < 60 ? wait * 1000 : RETRIES[attempt]));
      continue;
    }
    const why = await reason(res);
    if (res.status === 401 || res.status === 403) {
      throw new RequestFailed(
        `the server refused the key (${why}): bulk imports need a key of level 2 or more (--key)`,
        true,
      );
    }
    if (res.status === 404) {
      throw new RequestFailed(`${endpoint} answered ${why}: is --url the API server's address?`, true);
    }
    // A refused file (4xx) would be refused again; a server error may be this chunk's alone.
    throw new RequestFailed(`the server refused the upload: ${why}`, res.status < 500);
  }
}
