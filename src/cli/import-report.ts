import fs from 'node:fs';
import { csvLine } from '../lib/csv.js';
import { table } from './common.js';
import type { ImportKind } from './import-upload.js';

/** What became of one data row of the file (row 1 is the first row under the header). */
export interface RowOutcome {
  row: number;
  status: 'created' | 'failed' | 'not sent';
  /** companyname or productname, as the API names the row. */
  name: string;
  /** `supplierid 12, vendorcode ACME0001` or `newlineid 7, psid 7` when created. */
  ids: string;
  error: string;
  /** The row's fields, keyed as the server reads them (lower-case header names). */
  fields: Record<string, unknown>;
}

const ID_FIELDS: Record<ImportKind, string[]> = {
  suppliers: ['supplierid', 'siteid', 'vendorcode'],
  newlines: ['newlineid', 'psid'],
};

export function idsOf(kind: ImportKind, result: Record<string, unknown>): string {
  return ID_FIELDS[kind]
    .filter((f) => result[f] !== undefined && result[f] !== null)
    .map((f) => `${f} ${String(result[f])}`)
    .join(', ');
}

/** At most this many rows are listed; a larger import lists its failed rows only, then a count. */
export const TABLE_ROWS = 30;

export function resultsTable(outcomes: RowOutcome[]): string {
  const failed = outcomes.filter((o) => o.status !== 'created');
  const listed = outcomes.length <= TABLE_ROWS ? outcomes : failed.slice(0, TABLE_ROWS);
  if (listed.length === 0) return '';
  let text = table(
    ['row', 'status', 'name', 'id or error'],
    listed.map((o) => [o.row, o.status, o.name, o.status === 'created' ? o.ids : o.error]),
  );
  const hidden = outcomes.length <= TABLE_ROWS ? 0 : failed.length - listed.length;
  if (outcomes.length > TABLE_ROWS) {
    text =
      `${outcomes.length} rows: only the failed ones are listed${hidden > 0 ? `, the first ${TABLE_ROWS}` : ''}` +
      ` (--json gives every row)\n` +
      text;
  }
  if (hidden > 0) text += `… and ${hidden} more failed rows\n`;
  return text;
}

/**
 * Writes the rows that were not imported as a CSV file to fix and import again: the input's columns in its
 * order (then any the server echoed that it lacked), and a last `error` column saying what to fix, which
 * the import ignores like any extra column. A spreadsheet opens it with the accents right (BOM) and without
 * running a cell as a formula (csvLine's apostrophe, which the import removes).
 */
export function writeFailedRows(file: string, header: string[], failed: RowOutcome[]): void {
  const columns: string[] = [];
  const seen = new Set<string>(['error']);
  const add = (name: string) => {
    const key = name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    columns.push(name.trim());
  };
  header.forEach(add);
  for (const o of failed) Object.keys(o.fields).forEach(add);
  let text = '\ufeff' + csvLine([...columns, 'error']);
  for (const o of failed) {
    text += csvLine([...columns.map((c) => o.fields[c.toLowerCase()] ?? ''), `row ${o.row}: ${o.error}`]);
  }
  fs.writeFileSync(file, text);
}
