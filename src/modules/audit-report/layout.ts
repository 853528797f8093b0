import type { TrafficLight } from '../../lib/traffic-light.js';
import { pdfText } from './text.js';

/** Page geometry and the small drawing helpers of the report. */
export type Doc = PDFKit.PDFDocument;
export const MARGIN = 50;
export const FOOTER_SPACE = 30;

export const LIGHT_COLOURS: Record<TrafficLight, string> = {
  grey: '#9e9e9e',
  amber: '#f5a623',
  red: '#d0021b',
  green: '#2e7d32',
};

/** `YYYY-MM-DD HH:MM:SS` in UTC, like every timestamp of the API. */
export const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** A heading that starts a new page when fewer than `needed` points are left on this one. */
export function heading(doc: Doc, text: string, size = 14, needed = 80) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(size).fillColor('#000').text(pdfText(text), MARGIN);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

/** A new page when fewer than `needed` points are left on this one. */
export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A paragraph across the content width (less `indent`), in the house fonts. */
export function para(
  doc: Doc,
  text: string,
  options: { size?: number; colour?: string; bold?: boolean; indent?: number } = {},
) {
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? 10)
    .fillColor(options.colour ?? '#000')
    .text(pdfText(text), MARGIN + indent, doc.y, { width: contentWidth(doc) - indent });
}

/** Label and value lines, as on the cover: the label bold on the left, the value wrapped beside it. */
export function facts(doc: Doc, lines: [string, string][], labelWidth = 110) {
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#000').text(label, MARGIN, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(pdfText(value), MARGIN + labelWidth + 10, y, {
      width: contentWidth(doc) - labelWidth - 10,
    });
    // The next line starts below the taller of the two: an empty value leaves pdfkit's y where the line began.
    doc.y = Math.max(labelBottom, doc.y);
    doc.moveDown(0.4);
  }
}

/** `text` and "page x of y" on every page, written once the page count is known (`bufferPages`). */
export function footers(doc: Doc, text: string) {
  const { start, count } = doc.bufferedPageRange();
  const who = pdfText(text);
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    const y = doc.page.height - MARGIN + 10;
    doc.font('Helvetica').fontSize(8).fillColor('#555');
    doc.text(who, MARGIN, y, { width: contentWidth(doc) - 80, lineBreak: false });
    doc.text(`Page ${i + 1} of ${count}`, MARGIN, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** A coloured dot and the light's name (or `label`), at (x, y). */
export function light(
  doc: Doc,
  colour: TrafficLight,
  x: number,
  y: number,
  size = 10,
  label: string = colour,
) {
  doc
    .save()
    .circle(x + 4, y + 4, 4)
    .fill(LIGHT_COLOURS[colour])
    .restore();
  doc
    .font('Helvetica')
    .fontSize(size)
    .fillColor('#000')
    .text(pdfText(label), x + 12, y, { lineBreak: false });
}
