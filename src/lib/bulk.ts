import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { App } from '../app-context.js';
import { PayloadTooLarge, ValidationError } from '../http/errors.js';
import { parseCsv, type CsvRow } from './csv.js';

/** decisions.md §8. */
export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_BYTES = 20 * 1024 * 1024;

const UNSUPPORTED = 'Unsupported content type. Use application/json or multipart/form-data with a CSV file.';
const unsupportedBody = Symbol('unsupported content type');

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

async function readCsvUpload(request: FastifyRequest): Promise<CsvRow[]> {
  let file;
  try {
    file = await request.file();
  } catch (err) {
    throw multipartError(err);
  }
  if (!file || file.fieldname !== 'file') {
    throw new ValidationError('Missing CSV file: send it in the multipart form field "file"');
  }
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (err) {
    throw multipartError(err);
  }
  if (file.file.truncated) throw new PayloadTooLarge('CSV file is larger than the limit of 20 MB');
  let rows: CsvRow[];
  try {
    rows = parseCsv(buffer);
  } catch (err) {
    throw new ValidationError(`The CSV file could not be read: ${(err as Error).message}`);
  }
  if (rows.length === 0)
    throw new ValidationError('The CSV file must have a header row and at least one data row');
  if (rows.length > BULK_MAX_ROWS) throw tooManyRows();
  return rows;
}

function multipartError(err: unknown): Error {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new PayloadTooLarge('CSV file is larger than the limit of 20 MB');
  if (code.startsWith('FST_') || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new ValidationError(`Malformed multipart request: ${(err as Error).message}`);
  }
  return err as Error;
}

/**
 * The rows of a bulk request: a JSON array of objects (a single object is accepted as one row), or a CSV
 * file in multipart field `file`. CSV values are strings and empty cells are absent; callers validate rows.
 */
export async function readBulkRows(
  request: FastifyRequest,
  what: 'supplier' | 'newline',
): Promise<Record<string, unknown>[]> {
  if (request.isMultipart()) return readCsvUpload(request);
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
  return rows as Record<string, unknown>[];
}
