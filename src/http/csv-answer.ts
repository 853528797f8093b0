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
  const lines = [bom ? '\ufeff' : '', csvLine([...columns])];
  for (const row of rows) lines.push(csvLine(columns.map((c) => (row as Record<string, unknown>)[c])));
  return lines.join('');
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

/** The OpenAPI media of a CSV answer, its header row as the example. */
export function csvMedia(description: string, columns: readonly string[]) {
  return media.csv(description, csvText({ columns, rows: [] }));
}

/** The OpenAPI note of a JSON answer's `?format=csv` alternative (documentation only): its header row. */
export function csvAlternative(description: string, columns: readonly string[]): OperationDocs {
  return { responses: { 200: { alsoJson: true, content: { 'text/csv': csvMedia(description, columns) } } } };
}
