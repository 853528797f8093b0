// The CSV export of a list (what its filters match, in its sort), made in the browser.
import { useState } from 'preact/hooks';
import { errorText } from '../api.js';
import { toCsv, type ExportColumn } from './lists.js';

export { listHref, type ExportColumn } from './lists.js';

/** A page of a list read by cursor (the API's list answers). */
interface CursorPage<T> {
  data: T[];
  pagination?: { nextCursor: string | null };
}

/** At most this many rows in one export (50 pages of 200). */
export const EXPORT_MAX = 10_000;

/** Every row of a list (its filters and sort as shown), read 200 at a time by cursor, up to EXPORT_MAX. */
export async function readAll<T>(read: (cursor: string | undefined) => Promise<CursorPage<T>>) {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    rows.push(...page.data);
    cursor = page.pagination?.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX);
  return { rows: rows.slice(0, EXPORT_MAX), cut: cursor !== undefined };
}

function save(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Export CSV": every row the list's filters match, in its sort (not only this page), as a CSV made in the browser
 * (the API has no export of these lists).
 */
export function ExportCsv<T>({
  filename,
  columns,
  read,
}: {
  filename: string;
  columns: ExportColumn<T>[];
  read: (cursor: string | undefined) => Promise<CursorPage<T>>;
}) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  async function run() {
    setBusy(true);
    setNote(null);
    try {
      const { rows, cut } = await readAll(read);
      save(filename, toCsv(columns, rows));
      setNote({
        error: false,
        text: cut
          ? `Exported the first ${EXPORT_MAX} rows: narrow the filters for the rest.`
          : `Exported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}.`,
      });
    } catch (e) {
      setNote({ error: true, text: `Could not export: ${errorText(e)}` });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div class="list-export">
      <button type="button" onClick={() => void run()} disabled={busy} aria-describedby="export-note">
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      <span id="export-note" class={note?.error ? 'error' : 'hint'} role="status">
        {note?.text ?? 'Every row matching the filters, in this order'}
      </span>
    </div>
  );
}
