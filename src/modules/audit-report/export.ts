import type { Action } from '../actions/actions.schemas.js';
import type { ReportHeader, ReportItemRow } from './report.repository.js';

/** One line of the export: a checklist item with its answer, photo links and corrective actions. */
export interface ExportRow {
  sectionid: number;
  section: string;
  itemid: number;
  question: string;
  critical: boolean;
  required: boolean;
  result: string;
  notes: string;
  answered_by: string;
  answered_at: string;
  photos: string;
  actions: string;
}

export const EXPORT_COLUMNS: { key: keyof ExportRow; header: string; width: number }[] = [
  { key: 'sectionid', header: 'sectionid', width: 10 },
  { key: 'section', header: 'section', width: 32 },
  { key: 'itemid', header: 'itemid', width: 8 },
  { key: 'question', header: 'question', width: 60 },
  { key: 'critical', header: 'critical', width: 9 },
  { key: 'required', header: 'required', width: 9 },
  { key: 'result', header: 'result', width: 8 },
  { key: 'notes', header: 'notes', width: 40 },
  { key: 'answered_by', header: 'answered_by', width: 20 },
  { key: 'answered_at', header: 'answered_at', width: 20 },
  { key: 'photos', header: 'photos', width: 60 },
  { key: 'actions', header: 'actions', width: 60 },
];

/** An action as one line: `#12 open, high, due 2026-04-30, Ann Lee: Replace the bait station`. */
export function actionLine(a: Action): string {
  return `#${a.actionid} ${a.status}, ${a.priority}, due ${a.duedate}, ${a.assignee_name}: ${a.description}`;
}

/** Every item in checklist order; several photos or actions of an item are one per line in its cell. */
export function exportRows(
  items: ReportItemRow[],
  photoUrls: Map<number, string[]>,
  actions: Action[],
): ExportRow[] {
  return items.map((i) => ({
    sectionid: i.sectionid,
    section: i.section_name,
    itemid: i.itemid,
    question: i.question,
    critical: i.critical,
    required: i.required,
    result: i.result ?? '',
    notes: i.notes ?? '',
    answered_by: i.answered_by ?? '',
    answered_at: i.answered_at ?? '',
    photos: (photoUrls.get(i.itemid) ?? []).join('\n'),
    actions: actions
      .filter((a) => a.itemid === i.itemid)
      .map(actionLine)
      .join('\n'),
  }));
}

/** The CSV's columns (http/csv-answer.ts writes it): the checklist's keys, in order. */
export const EXPORT_CSV = EXPORT_COLUMNS.map((c) => c.key);

/**
 * The workbook: sheet `Checklist` (a header row, one row per item, photo links as hyperlinks when an item has
 * exactly one, the header frozen and filtered) and sheet `Audit` (the audit's facts).
 */
export async function exportXlsx(
  header: ReportHeader,
  rows: ExportRow[],
  generatedAt: Date,
): Promise<Buffer> {
  // exceljs (half a second to load) is loaded by the first XLSX export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Food-supply traceability API';
  wb.created = generatedAt;
  const sheet = wb.addWorksheet('Checklist', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const row = sheet.addRow(r);
    const links = r.photos === '' ? [] : r.photos.split('\n');
    if (links.length === 1) row.getCell('photos').value = { text: links[0]!, hyperlink: links[0]! };
    row.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  const facts = wb.addWorksheet('Audit');
  facts.columns = [
    { key: 'field', width: 18 },
    { key: 'value', width: 60 },
  ];
  const entries: [string, string | number | null][] = [
    ['auditid', header.auditid],
    ['supplier', header.companyname],
    ['vendorcode', header.vendorcode],
    ['site', header.site],
    ['auditor', header.auditor],
    ['auditdate', header.auditdate],
    ['status', header.status],
    ['score_pct', header.score_pct],
    ['completed_at', header.completed_at],
    ['completed_by', header.completed_by],
    ['template_version', header.template_version],
    ['generated_at', generatedAt.toISOString()],
  ];
  for (const [field, value] of entries) facts.addRow({ field, value: value ?? '' });
  facts.getColumn('field').font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
