import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../../test/helpers.js';
import { answer, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { raised, update } from '../../../test/fixtures/actions.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';

const t = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOTES = 'Bait station 4, "missing"\nreplaced later';
const HEADER = [
  'sectionid',
  'section',
  'itemid',
  'question',
  'critical',
  'required',
  'result',
  'notes',
  'answered_by',
  'answered_at',
  'photos',
  'actions',
];

/** An audit: item 0 passed with a photo, item 1 failed with notes, two photos and two actions, item 2 n/a. */
async function exampleAudit() {
  const audit = await createAudit(t);
  const items = await auditItems(t, audit.auditid);
  const [first, second, third] = items;
  expect((await answer(t, audit.auditid, first!.itemid, { result: 'pass' })).statusCode).toBe(200);
  const failed = await answer(t, audit.auditid, second!.itemid, { result: 'fail', notes: NOTES });
  expect(failed.statusCode).toBe(200);
  expect((await answer(t, audit.auditid, third!.itemid, { result: 'na' })).statusCode).toBe(200);
  const upload = async (itemid: number, name: string) => {
    const url = `/api/v1/audits/${audit.auditid}/items/${itemid}/photos`;
    const res = await t.api({ method: 'POST', url, ...fileForm(PNG_1x1, name) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.docid as number;
  };
  await upload(first!.itemid, 'door.png');
  await upload(second!.itemid, 'bait 4.png');
  const gone = await upload(second!.itemid, 'deleted.png');
  await upload(second!.itemid, 'bait-5.png');
  const del = `/api/v1/audits/${audit.auditid}/photos/${gone}`;
  expect((await t.api({ method: 'DELETE', url: del })).statusCode).toBe(200);
  const a1 = await raised(t, audit.auditid, second!.itemid, {
    description: 'Replace it',
    duedate: '2026-04-30',
  });
  const a2 = await raised(t, audit.auditid, second!.itemid, {
    description: 'Retrain staff',
    duedate: '2026-05-15',
    priority: 'low',
  });
  expect((await update(t, a2, { status: 'in_progress' })).statusCode).toBe(200);
  // The photo links as the items GET gives them.
  const section = await t.api({
    method: 'GET',
    url: `/api/v1/audits/${audit.auditid}/sections/${first!.sectionid}/items`,
  });
  const shown = section.json().data as { itemid: number; photos: { url: string }[] }[];
  const links = (itemid: number) => shown.find((i) => i.itemid === itemid)!.photos.map((p) => p.url);
  return { ...audit, items, a1, a2, links };
}

const exportOf = (auditid: number | string, query = '', key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/export${query}`, key });

describe('GET /audits/{auditid}/export', () => {
  it('answers CSV by default: one row per checklist item, in checklist order', async () => {
    const a = await exampleAudit();
    const res = await exportOf(a.auditid, '', t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="audit-${a.auditid}-checklist.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => Number(r[2]))).toEqual(a.items.map((i) => i.itemid));
    const [first, second, third, fourth] = rows.map((r) =>
      Object.fromEntries(HEADER.map((h, i) => [h, r[i]])),
    );
    expect(first).toMatchObject({
      sectionid: '1',
      section: 'Management commitment & food safety culture',
      critical: 'true',
      required: 'true',
      result: 'pass',
      notes: '',
      answered_by: 'System Administrator',
      photos: a.links(a.items[0]!.itemid)[0],
      actions: '',
    });
    expect(first!.answered_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(first!.question).toBe(
      'Is there a food safety and quality policy signed by the most senior manager on site?',
    );
    expect(second).toMatchObject({ critical: 'false', result: 'fail', notes: NOTES });
    expect(second!.photos!.split('\n')).toEqual(a.links(a.items[1]!.itemid));
    expect(second!.photos!.split('\n')).toEqual([
      expect.stringMatching(/^http:\/\/api\.test\/media\/[\w-]+\/bait%204\.png$/),
      expect.stringMatching(/\/bait-5\.png$/),
    ]);
    expect(second!.actions!.split('\n')).toEqual([
      `#${a.a1} open, high, due 2026-04-30, System Administrator: Replace it`,
      `#${a.a2} in_progress, low, due 2026-05-15, System Administrator: Retrain staff`,
    ]);
    expect(third).toMatchObject({ result: 'na', photos: '', actions: '' });
    expect(fourth).toMatchObject({ result: '', notes: '', answered_by: '', answered_at: '' });
    // Quotes, commas and line breaks are quoted in the file.
    expect(res.body).toContain(`"Bait station 4, ""missing""\nreplaced later"`);
  });

  it('answers XLSX, read back with exceljs: the same rows, and the audit’s facts', async () => {
    const a = await exampleAudit();
    const csv = parse((await exportOf(a.auditid, '?format=csv')).body) as string[][];
    const res = await exportOf(a.auditid, '?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="audit-${a.auditid}-checklist.xlsx"`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Checklist', 'Audit']);
    const sheet = wb.getWorksheet('Checklist')!;
    expect(sheet.rowCount).toBe(51);
    const text = (v: ExcelJS.CellValue) => {
      if (v === null || v === undefined) return '';
      if (typeof v === 'object' && 'hyperlink' in v) return v.hyperlink;
      return String(v);
    };
    for (let r = 1; r <= 51; r++) {
      const values = HEADER.map((_, c) => text(sheet.getRow(r).getCell(c + 1).value));
      expect(values, `row ${r}`).toEqual(csv[r - 1]!.map((v) => v));
    }
    const row2 = sheet.getRow(2);
    expect(row2.getCell(5).value).toBe(true); // critical: a boolean cell
    expect(row2.getCell(11).value).toEqual({
      text: a.links(a.items[0]!.itemid)[0],
      hyperlink: a.links(a.items[0]!.itemid)[0],
    });
    expect(sheet.getRow(3).getCell(8).value).toBe(NOTES);
    const facts = wb.getWorksheet('Audit')!;
    const fact = (name: string) => {
      let value: ExcelJS.CellValue = null;
      facts.eachRow((row) => {
        if (row.getCell(1).value === name) value = row.getCell(2).value;
      });
      return value;
    };
    expect(fact('auditid')).toBe(a.auditid);
    expect(fact('supplier')).toBe(a.companyname);
    expect(fact('status')).toBe('In progress');
    expect(fact('auditdate')).toBe('2026-03-14');
  });

  it('answers as the audit routes do: 404 for a missing audit, 400 for a bad id or format', async () => {
    expect((await exportOf(987654)).json()).toEqual({ success: false, error: 'Audit not found' });
    expect((await exportOf(987654)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await exportOf(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Missing or invalid audit id (auditid) parameter',
      });
    }
    const pdf = await exportOf(1, '?format=pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      success: false,
      error: 'Invalid value for format: must be one of csv, xlsx',
    });
  });

  it('serves the supplier scope its own audits; another company’s answers as a missing one', async () => {
    const own = await supplierAccount(t);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid: own.supplierid, userid: 1, audit_date: '2026-03-14' },
    });
    const mine = res.json().data.auditid as number;
    const other = await createAudit(t);
    const { key } = await keyFor(t, own.userid);
    expect((await exportOf(mine, '?format=xlsx', key)).statusCode).toBe(200);
    const refused = await exportOf(other.auditid, '', key);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual((await exportOf(987654, '', key)).json());
  });
});
