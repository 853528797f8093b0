import { parse } from 'csv-parse/sync';

export type CsvRow = Record<string, string>;

/**
 * Parses a UTF-8 CSV file (with or without BOM, comma-separated, quoted fields) into rows keyed by the
 * lower-cased, trimmed header names. Empty cells are left out, so that they read as absent fields.
 */
export function parseCsv(input: Buffer | string): CsvRow[] {
  const records = parse(input, CSV_OPTIONS) as Record<string, string | undefined>[];
  return records.map(csvRow);
}

/** The parser's options, shared with the streaming reader of bulk uploads. */
export const CSV_OPTIONS = {
  bom: true,
  columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
  skip_empty_lines: true,
  relax_column_count: true,
};

/** A parsed record as a row: trimmed values, empty cells left out, formula apostrophes undone. */
export function csvRow(record: Record<string, string | undefined>): CsvRow {
  const row: CsvRow = {};
  for (const [key, value] of Object.entries(record)) {
    if (key !== '' && value !== undefined && value.trim() !== '') row[key] = unneutralise(value.trim());
  }
  return row;
}

/** Undoes `csvCell`'s apostrophe, so that a file we wrote imports with the values we meant. */
function unneutralise(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * One CSV cell. A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe (OWASP's advice on CSV injection); quotes, commas and line breaks are quoted.
 */
export function csvCell(value: unknown): string {
  // A number is never a formula: -5 stays -5.
  if (typeof value === 'number') return String(value);
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
