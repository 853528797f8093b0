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

/** A coloured dot and the light's name, at (x, y). */
export function light(doc: Doc, colour: TrafficLight, x: number, y: number, size = 10) {
  doc
    .save()
    .circle(x + 4, y + 4, 4)
    .fill(LIGHT_COLOURS[colour])
    .restore();
  doc
    .font('Helvetica')
    .fontSize(size)
    .fillColor('#000')
    .text(colour, x + 12, y, { lineBreak: false });
}
