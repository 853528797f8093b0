import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLine } from '../lib/csv.js';
import { media, type OperationDocs } from './openapi.js';

/** A CSV document: a header row of `columns`, then one line per row, CRLF line ends. */
export interface CsvTable {
  columns: readonly string[];
  /** Each row's cells are its values of `columns`, in order; a missing value is an empty cell. */
  rows: readonly object[];
  /** Starts with a UTF-8 BOM, so that spreadsheet software reads accents right (the supplier template). */
  bom?: boolean;
}

/** The text of a CSV document. Cells go through `csvLine`, which neutralises spreadsheet formulas. */
export function csvText({ columns, rows, bom = false }: CsvTable): string {
  return (bom ? '\ufeff' : '') + csvLine([...columns]) + csvRows(columns, rows);
}

/** The lines of `rows`, without the header. */
function csvRows(columns: readonly string[], rows: readonly object[]): string {
  let text = '';
  for (const row of rows) text += csvLine(columns.map((c) => (row as Record<string, unknown>)[c]));
  return text;
}

/**
 * Every CSV answer of the API: `text/csv; charset=utf-8`, an attachment named `filename`, then (when given)
 * its `Cache-Control`. Headers a route sets before calling this are kept, in their order.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  table: CsvTable,
  options: { cacheControl?: string } = {},
): FastifyReply {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  if (options.cacheControl !== undefined) reply.header('cache-control', options.cacheControl);
  return reply.send(csvText(table));
}

/** A CSV document too large to hold: its rows come in batches, each written as it arrives. */
export interface CsvStream {
  columns: readonly string[];
  /** Batches of rows, each row keyed by `columns` as in `CsvTable`; read one at a time, as the client takes them. */
  batches: AsyncIterable<readonly object[]>;
  bom?: boolean;
}

async function* csvChunks({ columns, batches, bom = false }: CsvStream): AsyncGenerator<string> {
  yield (bom ? '\ufeff' : '') + csvLine([...columns]);
  for await (const rows of batches) {
    if (rows.length > 0) yield csvRows(columns, rows);
  }
}

/**
 * `sendCsv` for a document read in batches (an export of millions of rows): the same type, attachment and cells,
 * written batch by batch as the client reads them, so that memory holds one batch whatever the size. A failure
 * after the first bytes cuts the answer short (its status is sent by then): read what can fail before calling.
 */
export function sendCsvStream(
  reply: FastifyReply,
  filename: string,
  stream: CsvStream,
  options: { cacheControl?: string } = {},
): FastifyReply {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  if (options.cacheControl !== undefined) reply.header('cache-control', options.cacheControl);
  return reply.send(Readable.from(csvChunks(stream), { objectMode: false }));
}

/** The OpenAPI media of a CSV answer, its header row as the example. */
export function csvMedia(description: string, columns: readonly string[]) {
  return media.csv(description, csvText({ columns, rows: [] }));
}

/** The OpenAPI note of a JSON answer's `?format=csv` alternative (documentation only): its header row. */
export function csvAlternative(description: string, columns: readonly string[]): OperationDocs {
  return { responses: { 200: { alsoJson: true, content: { 'text/csv': csvMedia(description, columns) } } } };
}
