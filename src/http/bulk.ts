import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import multipart from '@fastify/multipart';
import type { App } from '../app-context.js';
import { PayloadTooLarge, ValidationError } from './errors.js';
import { assertMultipartBoundary, uploadError, type UploadMessages } from './multipart.js';
import { readCsvRows, TextCheck } from './bulk-csv.js';
import { component } from './openapi.js';

/** Limits of one bulk request (docs/conventions.md). */
export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_BYTES = 20 * 1024 * 1024;
/** Rows handed to a module at a time: what one transaction of an import writes. */
export const BULK_BATCH_ROWS = 2_000;

const UNSUPPORTED = 'Unsupported content type. Use application/json or multipart/form-data with a CSV file.';
const unsupportedBody = Symbol('unsupported content type');

export type BulkRow = Record<string, unknown>;

/**
 * Registers, in the calling plugin's scope only, what a bulk route needs: multipart with one CSV file of at
 * most 20 MB, and a parser that accepts any other content type without reading it, so that the handler
 * answers with the spec's own "Unsupported content type" message instead of Fastify's 415.
 */
export async function registerBulkParsers(scope: App): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 20, parts: 25, headerPairs: 200 },
  });
  scope.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume(); // drain without keeping anything
    done(null, unsupportedBody);
  });
}

function tooManyRows(): PayloadTooLarge {
  return new PayloadTooLarge(`Too many rows: at most ${BULK_MAX_ROWS} rows per request`);
}

const CSV_TOO_LARGE = 'CSV file is larger than the limit of 20 MB';
const UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: CSV_TOO_LARGE,
  tooManyParts: 'Too many form fields: send the CSV file in the field `file`',
  notMultipart: UNSUPPORTED,
};

/**
 * A CSV upload is spooled to a temporary file as it arrives (the multipart limit refuses one over 20 MB), checked
 * for UTF-8 text on the way, then parsed in one pass (`readCsvRows`). Parsing the file twice (a count, then the rows
 * batch by batch) delayed a large import's first row check (docs/performance.md, "Figures behind the code").
 * No row is handed out before the whole file has parsed, so a malformed, binary or over-long file is refused with
 * nothing written.
 */
async function openCsvUpload(request: FastifyRequest): Promise<BulkRow[]> {
  assertMultipartBoundary(request);
  let part;
  try {
    part = await request.file();
  } catch (err) {
    throw uploadError(err, UPLOAD_MESSAGES);
  }
  if (!part || part.fieldname !== 'file') {
    throw new ValidationError('Missing CSV file: send it in the multipart form field "file"');
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `ft-bulk-${process.pid}-`));
  const removeSpool = () => fs.promises.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'upload.csv');
  const text = new TextCheck();
  try {
    try {
      await pipeline(part.file, text, fs.createWriteStream(file));
    } catch (err) {
      throw uploadError(err, UPLOAD_MESSAGES);
    }
    if (part.file.truncated) throw new PayloadTooLarge(CSV_TOO_LARGE);
    const rows = await readCsvRows(file, text.found, BULK_MAX_ROWS, tooManyRows);
    if (rows.length === 0)
      throw new ValidationError('The CSV file must have a header row and at least one data row');
    return rows;
  } finally {
    await removeSpool();
  }
}

/**
 * The rows of a bulk request: a JSON array of objects (a single object is accepted as one row), or a CSV
 * file in multipart field `file`. CSV values are strings and empty cells are absent; callers validate rows.
 * All of them are read, and an empty, malformed or over-long request refused, before any is written.
 */
export async function readBulkRows(
  request: FastifyRequest,
  what: 'supplier' | 'newline' | 'shipment',
): Promise<BulkRow[]> {
  if (request.isMultipart()) return openCsvUpload(request);
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const body = request.body as unknown;
  if (body === unsupportedBody || !(type === 'application/json' || type.endsWith('+json'))) {
    throw new ValidationError(UNSUPPORTED);
  }
  const rows = Array.isArray(body) ? body : body !== null && typeof body === 'object' ? [body] : [];
  const isObject = (r: unknown) => r !== null && typeof r === 'object' && !Array.isArray(r);
  if (rows.length === 0 || !rows.every(isObject)) {
    throw new ValidationError(`Request body must be a non-empty JSON array of ${what} objects`);
  }
  if (rows.length > BULK_MAX_ROWS) throw tooManyRows();
  return rows as BulkRow[];
}

/** The body of a bulk answer, less `success`: the spec's `total, created, failed, results[], retry_payload[]`. */
export interface BulkOutcome<R> {
  total: number;
  created: number;
  failed: number;
  results: R[];
  retry_payload: BulkRow[];
}

/**
 * Runs `batch` over the rows of a bulk request, a batch at a time, and gathers the answer: results in row order and
 * the failed rows exactly as sent. `batch` returns one result per row given (`offset` is the number of rows
 * before this batch, so `row` is offset + index + 1). Batches start in order; with `overlap` above 1, a
 * batch starts while up to `overlap - 1` earlier ones are still running (their writes on other connections):
 * `batch` then orders whatever must stay sequential itself. Returns once every batch has ended.
 */
export async function runBulk<R extends { status: 'success' | 'error' }>(
  all: BulkRow[],
  batch: (rows: BulkRow[], offset: number) => Promise<R[]>,
  size = BULK_BATCH_ROWS,
  overlap = 1,
): Promise<BulkOutcome<R>> {
  const results: R[] = [];
  const retry: BulkRow[] = [];
  const running: { rows: BulkRow[]; done: Promise<R[]> }[] = [];
  const settleOldest = async () => {
    const { rows, done } = running.shift()!;
    (await done).forEach((r, k) => {
      results.push(r);
      if (r.status === 'error') retry.push(rows[k]!);
    });
  };
  try {
    for (let offset = 0; offset < all.length; offset += size) {
      const rows = all.slice(offset, offset + size);
      const done = batch(rows, offset);
      done.catch(() => {}); // surfaces when settled, in order
      running.push({ rows, done });
      if (running.length >= overlap) await settleOldest();
    }
    while (running.length > 0) await settleOldest();
  } finally {
    await Promise.allSettled(running.map((r) => r.done));
  }
  return {
    total: all.length,
    created: all.length - retry.length,
    failed: retry.length,
    results,
    retry_payload: retry,
  };
}

/** One problem of a failed bulk row (additive to the contract's `message`, which is the first one's). */
export const BulkRowProblem = component(
  'BulkRowProblem',
  Type.Object({
    fields: Type.Array(Type.String(), {
      description:
        'The columns the problem is about, as named in the CSV template (the JSON field names); empty for the row as a whole',
    }),
    message: Type.String(),
  }),
);

/** A bulk result's `problems`: every problem of a failed row, its `message` first. */
export const BulkRowProblems = Type.Optional(
  Type.Array(BulkRowProblem, {
    description:
      "On a failed row: every problem found in one pass, the first being `message`, the others in the columns' order",
  }),
);

/** The answer of a bulk route, around its own per-row result schema. */
export function bulkResponse<R extends TSchema>(result: R) {
  return Type.Object({
    success: Type.Literal(true),
    total: Type.Integer(),
    created: Type.Integer(),
    failed: Type.Integer(),
    results: Type.Array(result),
    retry_payload: Type.Array(Type.Object({}, { additionalProperties: true }), {
      description: 'The failed rows as sent, to correct and resubmit',
    }),
  });
}
