// The lists' shared chores that need no page (unit-tested in Node): their address and their CSV.

/** The address of a list with these query values (empty ones left out, so the plain list is its bare path). */
/** A list's sort and page as its address holds them: a sort it knows (`name` or `-name`) or '', a page from 1. */
export function sortAndPage(query: Record<string, string | undefined>, sorts: readonly string[]) {
  const sort = query.sort && sorts.includes(query.sort.replace(/^-/, '')) ? query.sort : '';
  return { sort, page: Math.max(1, Number(query.page) || 1) };
}

export function listHref(path: string, values: Record<string, string | number | undefined | null | false>) {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== false && value !== '') q.set(name, String(value));
  }
  const qs = q.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** One column of an export: its header and each row's value. */
export interface ExportColumn<T> {
  header: string;
  value(row: T): string | number | null | undefined;
}

/**
 * A CSV cell. Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return: OWASP's CSV injection) is given a leading `'`, so it opens as the text it is; numbers stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: ExportColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  // A byte-order mark, so that a spreadsheet reads the names' accents as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
