/** The spreadsheet written as it is read: XLSX through exceljs's streaming writer, JSON in the envelope. */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { COLUMNS, type Record204 } from './sheet.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A real .xlsx (one sheet, `FSMA 204`: the headings frozen and filtered, one row per record) written row by row:
 * exceljs's WorkbookWriter commits each row to the zip as it goes, and the rows wait while the client is behind,
 * so memory holds a batch whatever the size. Text is written as text, never as a formula.
 */
export function xlsxStream(batches: AsyncIterable<readonly Record204[]>, created: Date): Readable {
  const out = new PassThrough();
  void (async () => {
    // exceljs (half a second to load) is loaded by the first XLSX, not at start-up.
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    wb.creator = 'Food-supply traceability API';
    wb.created = created;
    const sheet = wb.addWorksheet('FSMA 204', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS.map((c) => ({ key: c.key, header: c.heading, width: c.width }));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
    sheet.getRow(1).font = { bold: true };
    for await (const rows of batches) {
      for (const r of rows) sheet.addRow(r).commit();
      // The client is behind: wait for it, or stop reading when it has gone.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** `{ "success": true, "data": [ … ] }`, a batch of records at a time. */
export function jsonStream(batches: AsyncIterable<readonly Record204[]>): Readable {
  async function* chunks() {
    yield '{"success":true,"data":[';
    let first = true;
    for await (const rows of batches) {
      if (rows.length === 0) continue;
      yield (first ? '' : ',') + rows.map((r) => JSON.stringify(r)).join(',');
      first = false;
    }
    yield ']}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
