import PDFDocument from 'pdfkit';
import { FOP_FILL, FOP_LEVEL, figureText } from '../../lib/label/svg.js';
import type { LabelFigures } from '../../lib/label/label.js';
import { RI_STATEMENT, type RiNutrient } from '../../lib/label/reference-intakes.js';
import { pdfText } from '../audit-report/text.js';
import type { LabelView } from './label.service.js';

type Doc = PDFKit.PDFDocument;
const MARGIN = 50;

/** The nutrition table's rows (EU FIC Annex XV's order and names), with the %RI each takes. */
const ROWS: [label: string, figure: keyof LabelFigures, ri: RiNutrient | null, unit: string][] = [
  ['Fat', 'fat', 'fat', 'g'],
  ['of which saturates', 'saturates', 'saturates', 'g'],
  ['Carbohydrate', 'carbs', 'carbs', 'g'],
  ['of which sugars', 'sugar', 'sugar', 'g'],
  ['Fibre', 'fibre', null, 'g'],
  ['Protein', 'protein', 'protein', 'g'],
  ['Salt', 'salt', 'salt', 'g'],
];

/** The DRAFT watermark across the page, behind nothing it could hide: light grey, drawn first. */
function watermark(doc: Doc) {
  doc.save();
  doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font('Helvetica-Bold')
    .fontSize(120)
    .fillColor('#e6e6e6')
    .text('DRAFT', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
}

/** The statement with its emphasised spans in bold (EU FIC art. 21), then "May contain". */
function statement(doc: Doc, label: LabelView) {
  const s = label.ingredients.statement;
  doc.font('Helvetica').fontSize(10).fillColor('#000');
  if (!s) {
    doc.text('Ingredients: not recorded', MARGIN, doc.y);
    return;
  }
  let at = 0;
  const parts: [string, boolean][] = [];
  for (const { start, end } of s.emphasis) {
    parts.push([s.text.slice(at, start), false], [s.text.slice(start, end), true]);
    at = end;
  }
  parts.push([s.text.slice(at), false]);
  const kept = parts.filter(([t]) => t !== '');
  doc.x = MARGIN;
  kept.forEach(([t, bold], i) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(pdfText(t), {
      continued: i < kept.length - 1,
      width: doc.page.width - 2 * MARGIN,
    });
  });
  if (s.maycontain) doc.moveDown(0.4).font('Helvetica-Bold').text(pdfText(s.maycontain), MARGIN);
}

function table(doc: Doc, label: LabelView) {
  const n = label.nutrition;
  const unit = n.fop.kind === 'drink' ? 'ml' : 'g';
  const portion = n.perportion !== null;
  const cols = [MARGIN, MARGIN + 170, MARGIN + 270, MARGIN + 390];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000');
    cells.forEach((c, i) => doc.text(pdfText(c), cols[i], y, { lineBreak: false }));
    doc
      .moveTo(MARGIN, y + 13)
      .lineTo(doc.page.width - MARGIN, y + 13)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.x = MARGIN;
    doc.y = y + 17;
  };
  const per = portion ? `Per ${figureText(n.portionsize)} ${unit} portion` : '';
  const ri = portion ? n.ri.perportion! : n.ri.per100;
  row(
    ['Typical values', `Per 100 ${unit}`, per, `%RI* ${portion ? 'per portion' : `per 100 ${unit}`}`],
    true,
  );
  const amount = (f: LabelFigures | null, k: keyof LabelFigures, u: string) =>
    f === null ? '' : `${figureText(f[k])}${f[k] === null ? '' : ` ${u}`}`;
  row([
    'Energy',
    `${amount(n.per100, 'kj', 'kJ')} / ${amount(n.per100, 'kcal', 'kcal')}`,
    portion ? `${amount(n.perportion, 'kj', 'kJ')} / ${amount(n.perportion, 'kcal', 'kcal')}` : '',
    ri.kcal?.text ?? '',
  ]);
  for (const [name, figure, riKey, u] of ROWS) {
    row([
      name,
      amount(n.per100, figure, u),
      amount(n.perportion, figure, u),
      riKey ? (ri[riKey]?.text ?? '') : '',
    ]);
  }
  doc.moveDown(0.3).font('Helvetica').fontSize(8).text(`*${RI_STATEMENT}`, MARGIN);
}

/** The front of pack strip, as the SVG draws it (src/lib/label/svg.ts), in the same colours. */
function strip(doc: Doc, label: LabelView) {
  const n = label.nutrition;
  const portion = n.perportion !== null && n.portionsize !== null;
  const f = portion ? n.perportion! : n.per100;
  const ri = portion ? n.ri.perportion! : n.ri.per100;
  const colours = portion ? n.fop.perportion! : n.fop.per100;
  const unit = n.fop.kind === 'drink' ? 'ml' : 'g';
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(
      portion ? `Each ${figureText(n.portionsize)} ${unit} serving contains` : `Each 100 ${unit} contains`,
      MARGIN,
    );
  const top = doc.y + 4;
  const w = 80;
  const boxes: [string, string, string, string, string | null][] = [
    [
      'Energy',
      `${figureText(f.kj)}kJ ${figureText(f.kcal)}kcal`,
      ri.kcal?.text ?? '-',
      FOP_FILL.energy,
      null,
    ],
    ...(['fat', 'saturates', 'sugars', 'salt'] as const).map(
      (k): [string, string, string, string, string | null] => {
        const c = colours[k];
        const fig = k === 'sugars' ? 'sugar' : k;
        return [
          k.charAt(0).toUpperCase() + k.slice(1),
          `${figureText(f[fig])}g`,
          ri[fig]?.text ?? '-',
          c ? FOP_FILL[c] : FOP_FILL.none,
          c ? FOP_LEVEL[c] : null,
        ];
      },
    ),
  ];
  boxes.forEach(([name, amount, percent, fill, level], i) => {
    const x = MARGIN + i * (w + 6);
    doc.roundedRect(x, top, w, 70, 6).fillAndStroke(fill, '#000000');
    doc
      .fillColor('#000')
      .font('Helvetica')
      .fontSize(9)
      .text(name, x, top + 6, { width: w, align: 'center' });
    doc.font('Helvetica-Bold').text(amount, x, top + 20, { width: w, align: 'center' });
    if (level) doc.fontSize(8).text(level, x, top + 38, { width: w, align: 'center' });
    doc.fontSize(10).text(percent, x, top + 52, { width: w, align: 'center' });
  });
  doc.x = MARGIN;
  doc.y = top + 76;
  doc.font('Helvetica').fontSize(8).text('of an adult’s reference intake', MARGIN);
}

/**
 * The back of pack panel as a one-page PDF (docs/label.md): the name, the ingredient statement with its
 * allergens in bold and "May contain", the nutrition table per 100 g (ml) and per portion with %RI, and the front of
 * pack strip; the working copy of a spec not approved watermarked DRAFT.
 */
export function renderLabelPdf(label: LabelView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Label: ${label.productname ?? ''}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (label.draft) watermark(doc);
  doc.x = MARGIN;
  doc.y = MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000')
    .text(pdfText(label.productname ?? 'Unnamed product'));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(
      label.draft
        ? 'DRAFT: the working copy, not approved'
        : label.versionno === null
          ? 'Approved'
          : `Approved version ${label.versionno}`,
    )
    .moveDown(1);
  statement(doc, label);
  doc
    .moveDown(1)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000')
    .text('Nutrition', MARGIN)
    .moveDown(0.3);
  table(doc, label);
  doc.moveDown(1);
  strip(doc, label);
  doc.end();
  return done;
}
