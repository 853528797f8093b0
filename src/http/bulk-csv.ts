import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { CSV_OPTIONS, csvRow } from '../lib/csv.js';
import { ValidationError } from './errors.js';

/** The first byte of an upload that is not UTF-8 text (a NUL counts: no text file holds one). */
export interface NotText {
  offset: number;
  byte: number;
}

/**
 * Passes an upload through unchanged as it is spooled, noting its first byte that is not UTF-8 text in `found`:
 * the CSV parser would read such bytes as U+FFFD without a word, and UTF-16 without its BOM as text full of NULs.
 * A file that starts with the UTF-16LE BOM is left alone: the parser reads it as UTF-16 (its `bom` option).
 * `isUtf8` is native; the byte-by-byte search runs only on the chunk that fails it.
 */
export class TextCheck extends Transform {
  found?: NotText;
  /** Of the first byte not checked yet; `held` is a character cut by the end of the last chunk. */
  private offset = 0;
  private held = Buffer.alloc(0);
  private utf16 = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.found && !this.utf16) {
      this.check(this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk, false);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.found && !this.utf16 && this.held.length > 0) this.check(this.held, true);
    done();
  }

  private check(bytes: Buffer, last: boolean): void {
    if (this.offset === 0 && bytes[0] === 0xff) {
      if (bytes.length === 1 && !last) {
        this.held = Buffer.from(bytes); // the BOM's first byte, maybe: wait for the next
        return;
      }
      this.utf16 = bytes[1] === 0xfe;
      if (this.utf16) return;
    }
    const end = last ? bytes.length : wholeCharacters(bytes);
    const text = bytes.subarray(0, end);
    const nul = text.indexOf(0);
    const bad = isUtf8(text) ? nul : Math.min(firstNotUtf8(text), nul < 0 ? Infinity : nul);
    if (bad >= 0) {
      this.found = { offset: this.offset + bad, byte: text[bad]! };
      return;
    }
    this.offset += end;
    this.held = Buffer.from(bytes.subarray(end));
  }
}

/** The length of `b` without a last character cut short (its lead byte announces more bytes than follow). */
function wholeCharacters(b: Buffer): number {
  let i = b.length - 1;
  while (i > 0 && i > b.length - 4 && (b[i]! & 0xc0) === 0x80) i--;
  const lead = b[i] ?? 0;
  const size = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return i + size > b.length ? i : b.length;
}

function firstNotUtf8(b: Buffer): number {
  for (let i = 0; i < b.length;) {
    const lead = b[i]!;
    const size = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    if (size === 0 || !isUtf8(b.subarray(i, i + size))) return i;
    i += size;
  }
  return b.length;
}

/** The line of a byte of the file, counted only once something is wrong there (not on every upload). */
async function lineOf(file: string, offset: number): Promise<number> {
  let line = 1;
  if (offset === 0) return line;
  for await (const chunk of fs.createReadStream(file, { end: offset - 1 }) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) line++;
  }
  return line;
}

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

function notTextProblem(found: NotText & { line: number }): string {
  const what = found.byte === 0 ? 'a NUL byte' : `byte ${hex(found.byte)}, which is not UTF-8`;
  return `the file is not UTF-8 text (${what}): save it as "CSV UTF-8"`;
}

/** Where a problem is: the data rows numbered as the bulk answer's `row` (the header is not one). */
function place(row: number | 'header', line: number, column?: unknown): string {
  const where = row === 'header' ? `Header row (line ${line})` : `Row ${row} (line ${line})`;
  return typeof column === 'string' && column !== '' ? `${where}, column "${column}"` : where;
}

/**
 * The data rows of a spooled CSV file, in one pass, refused past `maxRows` (before any row is written). A file that
 * the parser cannot read, or that is not UTF-8 text (`notText`, found while spooling), is a 400 naming the row
 * and line where it goes wrong, in words a person who saved it from a spreadsheet can act on.
 */
export async function readCsvRows(
  file: string,
  found: NotText | undefined,
  maxRows: number,
  tooManyRows: () => Error,
): Promise<Record<string, unknown>[]> {
  const notText = found && { ...found, line: await lineOf(file, found.offset) };
  const rows: Record<string, unknown>[] = [];
  // Where the header or the last record ended: an unclosed quote is reported where its record begins.
  const last = { line: 0, empty: 0, header: false };
  const parser = parse({
    ...CSV_OPTIONS,
    info: true,
    columns: (names: string[]) => {
      Object.assign(last, { line: parser.info.lines, empty: parser.info.empty_lines, header: true });
      if (notText && notText.offset < parser.info.bytes) {
        throw new ValidationError(`${place('header', notText.line)}: ${notTextProblem(notText)}`);
      }
      return CSV_OPTIONS.columns(names);
    },
  });
  const source = fs.createReadStream(file);
  source.on('error', (err) => parser.destroy(err));
  try {
    for await (const { record, info } of source.pipe(parser) as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: Info;
    }>) {
      if (notText && notText.offset < info.bytes) {
        throw new ValidationError(`${place(info.records, notText.line)}: ${notTextProblem(notText)}`);
      }
      if (rows.length === maxRows) throw tooManyRows();
      rows.push(csvRow(record));
      Object.assign(last, { line: info.lines, empty: info.empty_lines });
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    throw await unreadable(err, file, last, notText);
  }
  if (notText)
    throw new ValidationError(`${place(rows.length + 1, notText.line)}: ${notTextProblem(notText)}`);
  return rows;
}

/** A parser error as a 400: the row, the line and what is wrong (a stray byte first, when it comes first). */
async function unreadable(
  err: CsvError,
  file: string,
  last: { line: number; empty: number; header: boolean },
  notText: (NotText & { line: number }) | undefined,
): Promise<ValidationError> {
  const records = typeof err.records === 'number' ? err.records : 0;
  const row = last.header ? records + 1 : 'header';
  const empty = typeof err.empty_lines === 'number' ? err.empty_lines - last.empty : 0;
  const line =
    err.code === 'CSV_QUOTE_NOT_CLOSED' || typeof err.lines !== 'number' ? last.line + 1 + empty : err.lines;
  if (notText && notText.line <= line) {
    return new ValidationError(`${place(row, notText.line)}: ${notTextProblem(notText)}`);
  }
  const text = await fs.promises.readFile(file, 'utf8');
  let problem: string;
  switch (err.code) {
    case 'INVALID_OPENING_QUOTE':
      problem = openingQuote(String(err.field ?? ''), lineAt(text, line));
      break;
    case 'CSV_INVALID_CLOSING_QUOTE':
      problem =
        'a quoted field goes on after its closing quote (a quote inside a quoted field is written twice: "")';
      break;
    case 'CSV_QUOTE_NOT_CLOSED':
      problem =
        'a quoted field is never closed: its opening quote has no closing quote before the end of the file';
      break;
    default:
      problem = err.message;
  }
  // A JSON document sent as the CSV file fails on its first quote.
  if (/^\uFEFF?\s*[[{]/.test(text)) problem += ' (this looks like JSON: send it as application/json instead)';
  return new ValidationError(`${place(row, line, err.column)}: ${problem}`);
}

/** Line `n` of a text, found without splitting a file of maybe millions of lines. */
function lineAt(text: string, n: number): string {
  let start = 0;
  for (let k = 1; k < n; k++) {
    const feed = text.indexOf('\n', start);
    if (feed < 0) return '';
    start = feed + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
}

/** The cell that a quote breaks, as found on its line, and how it should have been written. */
function openingQuote(before: string, line: string): string {
  if (before.trim() === '') return 'a space comes before the opening quote of a quoted field: remove it';
  const start = line.startsWith(`${before}"`) ? 0 : line.indexOf(`,${before}"`) + 1;
  let cell = `${before}"`;
  if (start > 0 || line.startsWith(cell)) {
    // The cell ends at a comma outside its quotes and brackets (a spreadsheet formula's arguments).
    let quotes = 0;
    let depth = 0;
    let end = start;
    for (; end < line.length; end++) {
      const c = line[end];
      if (c === '"') quotes++;
      else if (quotes % 2 === 0 && c === '(') depth++;
      else if (quotes % 2 === 0 && c === ')') depth--;
      else if (c === ',' && quotes % 2 === 0 && depth <= 0) break;
    }
    cell = line.slice(start, end);
  }
  if (cell.length > 80) cell = `${cell.slice(0, 77)}...`;
  return `a quote opens inside an unquoted field: ${cell} must be quoted, as "${cell.replace(/"/g, '""')}"`;
}
