import type { Action } from '../actions/actions.schemas.js';
import { findings, isFinding, type ReportItem, type ReportModel } from './model.js';
import type { ReportPhoto } from './report.repository.js';
import { ensureSpace, heading, MARGIN, para, type Doc } from './layout.js';
import { pdfText } from './text.js';

/** A photo's bytes, or undefined when its stored file is gone. */
export type PhotoLoader = (photo: ReportPhoto) => Promise<Buffer | undefined>;

/** What PDF embeds as it is (pdfkit: JPEG as DCT, PNG decoded); GIF and WebP are named, not shown. */
const EMBEDDABLE = new Set(['image/jpeg', 'image/png']);
const PHOTO_W = 240;
const PHOTO_H = 180;
const RESULT_LABEL = { pass: 'PASS', fail: 'FAIL', flag: 'FLAG', na: 'N/A' } as const;

async function photos(doc: Doc, item: ReportItem, loadPhoto: PhotoLoader) {
  let column = 0;
  let rowTop = doc.y;
  for (const photo of item.photos) {
    let bytes: Buffer | undefined;
    if (EMBEDDABLE.has(photo.content_type)) bytes = await loadPhoto(photo);
    if (column === 0) {
      ensureSpace(doc, PHOTO_H + 20);
      rowTop = doc.y;
    }
    const x = MARGIN + column * (PHOTO_W + 15);
    let placed = false;
    if (bytes) {
      try {
        doc.image(bytes, x, rowTop, { fit: [PHOTO_W, PHOTO_H] });
        placed = true;
      } catch {
        // A file the PDF library cannot read (damaged, or a JPEG it does not parse): named below instead.
      }
    }
    const caption = placed
      ? photo.filename
      : `${photo.filename}: ${bytes || !EMBEDDABLE.has(photo.content_type) ? 'not embeddable' : 'file missing'} (${photo.content_type})`;
    doc.font('Helvetica').fontSize(8).fillColor('#444');
    doc.text(pdfText(caption), x, rowTop + (placed ? PHOTO_H + 2 : 0), { width: PHOTO_W, lineBreak: false });
    column = (column + 1) % 2;
    doc.x = MARGIN;
    doc.y = column === 0 ? rowTop + (placed ? PHOTO_H + 14 : 14) : rowTop;
    bytes = undefined;
  }
  if (column === 1) doc.y = rowTop + PHOTO_H + 14;
}

function actionLine(a: Action): string {
  const overdue = a.overdue ? ', OVERDUE' : '';
  return `#${a.actionid} [${a.status}] ${a.description} - ${a.assignee_name}, due ${a.duedate}, ${a.priority} priority${overdue}`;
}

/** Every item answered fail or flag: its notes, its photos and its corrective actions. */
export async function renderFindings(doc: Doc, m: ReportModel, loadPhoto: PhotoLoader) {
  doc.addPage();
  heading(doc, 'Failed and flagged items', 16);
  const list = findings(m);
  if (list.length === 0) para(doc, 'No item was answered fail or flag.');
  for (const { section, item } of list) {
    ensureSpace(doc, 90);
    doc.moveDown(0.6);
    const critical = item.critical ? ' - CRITICAL' : '';
    para(doc, `${RESULT_LABEL[item.result!]}${critical}: ${item.question}`, { bold: true, size: 11 });
    para(doc, `${section.section_name} - item ${item.itemid}`, { size: 9, colour: '#444' });
    para(doc, `Notes: ${item.notes ?? 'none'}`, { size: 10 });
    para(doc, `Answered by ${item.answered_by ?? ''} at ${item.answered_at ?? ''} UTC`, {
      size: 8,
      colour: '#444',
    });
    if (item.photos.length > 0) {
      doc.moveDown(0.3);
      await photos(doc, item, loadPhoto);
    }
    doc.moveDown(0.3);
    para(doc, 'Corrective actions', { bold: true, size: 10 });
    if (item.actions.length === 0) para(doc, 'None raised.', { size: 9, indent: 10 });
    for (const a of item.actions) {
      para(doc, actionLine(a), { size: 9, indent: 10 });
      if (a.verificationnote !== null) {
        para(doc, `Verified ${a.verified_at ?? ''} UTC: ${a.verificationnote}`, {
          size: 9,
          indent: 20,
          colour: '#2e7d32',
        });
      }
    }
  }
}

/**
 * The whole checklist, section by section, with every answer and its notes. The photos of items that are not
 * findings (passed, n/a, not answered) are drawn here under their item; a finding's are under the finding.
 */
export async function renderChecklist(doc: Doc, m: ReportModel, loadPhoto: PhotoLoader) {
  doc.addPage();
  heading(doc, 'Full checklist', 16);
  for (const s of m.sections) {
    heading(doc, `${s.section_name} (${s.answered}/${s.items.length} answered)`, 12);
    for (const [n, item] of s.items.entries()) {
      ensureSpace(doc, 30);
      const result = item.result === null ? 'not answered' : RESULT_LABEL[item.result];
      const marks = [item.critical ? 'critical' : '', item.required ? '' : 'optional']
        .filter(Boolean)
        .join(', ');
      para(doc, `${n + 1}. ${item.question}${marks ? ` (${marks})` : ''}: ${result}`, { size: 9 });
      if (item.notes) para(doc, item.notes, { size: 8, colour: '#444', indent: 14 });
      if (item.photos.length > 0 && !isFinding(item)) {
        doc.moveDown(0.2);
        await photos(doc, item, loadPhoto);
      }
      doc.moveDown(0.2);
    }
  }
}
