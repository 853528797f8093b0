import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { TrafficLight } from '../../lib/traffic-light.js';
import type { ReportModel } from './model.js';
import { renderChecklist, renderFindings, type PhotoLoader } from './render-items.js';
import {
  contentWidth,
  facts,
  footers,
  FOOTER_SPACE,
  heading,
  light,
  MARGIN,
  utc,
  type Doc,
} from './layout.js';
import { pdfText } from './text.js';

function cover(doc: Doc, m: ReportModel) {
  const h = m.header;
  doc.font('Helvetica-Bold').fontSize(22).text('Supplier audit report', MARGIN, 80);
  doc.font('Helvetica').fontSize(12).fillColor('#444').text(`Audit ${h.auditid}`).moveDown(1.5);
  const lines: [string, string][] = [
    ['Supplier', `${h.companyname}${h.vendorcode ? ` (${h.vendorcode})` : ''}`],
    ['Site', h.site ?? 'not recorded'],
    ['Auditor', h.auditor],
    ['Audit date', h.auditdate],
    ['Reason', h.audit_reason?.trim() ? h.audit_reason : 'not recorded'],
    ['Status', h.completed_at ? `${h.status} (${h.completed_at} UTC by ${h.completed_by ?? ''})` : h.status],
    [
      'Score',
      m.score === null
        ? 'nothing scored yet'
        : `${m.score.toFixed(2)} %${h.score_pct === null ? ' (provisional)' : ''}`,
    ],
    ['Checklist', `template version ${h.template_version}`],
  ];
  facts(doc, lines);
  const y = doc.y + 10;
  doc.font('Helvetica-Bold').fontSize(11).text('Overall', MARGIN, y, { width: 110 });
  light(doc, m.light, MARGIN + 120, y, 11);
  doc.x = MARGIN;
  doc.y = y + 20;
}

function sectionTable(doc: Doc, m: ReportModel) {
  heading(doc, 'Sections', 14, 200);
  const cols = [MARGIN, MARGIN + 260, MARGIN + 340, MARGIN + 410];
  const row = (cells: string[], bold: boolean, colour?: TrafficLight) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000');
    doc.text(pdfText(cells[0]!), cols[0], y, { width: 250 });
    const bottom = doc.y;
    doc.text(cells[1]!, cols[1], y, { lineBreak: false }).text(cells[2]!, cols[2], y, { lineBreak: false });
    if (colour) light(doc, colour, cols[3]!, y);
    else doc.text(cells[3]!, cols[3], y, { lineBreak: false });
    doc.x = MARGIN;
    doc.y = Math.max(bottom, y + 14) + 4;
  };
  row(['Section', 'Answered', 'Score', 'Light'], true);
  for (const s of m.sections) {
    const score = s.score === null ? '-' : `${s.score.toFixed(2)} %`;
    row([s.section_name, `${s.answered}/${s.items.length}`, score, ''], false, s.light);
  }
}

function signOff(doc: Doc, m: ReportModel) {
  heading(doc, 'Sign-off', 14, 220);
  const h = m.header;
  const lines: [string, string][] = [
    ['Auditor', h.auditor],
    ['Completed by', h.completed_by ? `${h.completed_by}, ${h.completed_at} UTC` : 'not completed'],
    ['Supplier representative', ''],
  ];
  for (const [label, name] of lines) {
    doc.moveDown(0.8);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: 150 });
    doc.font('Helvetica').text(pdfText(name), MARGIN + 160, y, { width: 180 });
    doc.text('Signature', MARGIN + 350, y, { lineBreak: false });
    doc
      .moveTo(MARGIN + 350, y + 30)
      .lineTo(MARGIN + contentWidth(doc), y + 30)
      .stroke('#000');
    doc.x = MARGIN;
    doc.y = y + 40;
  }
}

/**
 * Writes the report to `out`. Deterministic: the same model gives the same bytes (the document's CreationDate
 * and ID come from `generatedAt`; standard fonts, nothing random). Photos are loaded one at a time and written
 * out as they are placed, so memory holds one photo, not all of them.
 */
export async function renderReport(
  m: ReportModel,
  loadPhoto: PhotoLoader,
  out: Writable,
): Promise<{ pages: number }> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: pdfText(`Supplier audit report ${m.header.auditid}: ${m.header.companyname}`),
      Author: pdfText(m.generatedBy),
      Subject: `Audit ${m.header.auditid}`,
      Producer: 'foodtrace-api',
      Creator: 'foodtrace-api',
      CreationDate: m.generatedAt,
      ModDate: m.generatedAt,
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  cover(doc, m);
  sectionTable(doc, m);
  await renderFindings(doc, m, loadPhoto);
  await renderChecklist(doc, m, loadPhoto);
  signOff(doc, m);
  footers(doc, `Generated ${utc(m.generatedAt)} UTC by ${m.generatedBy} - audit ${m.header.auditid}`);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished;
  return { pages };
}
