/**
 * The label drawn as SVG (docs/label.md): the UK front of pack strip and the Nutri-Score badge, as string
 * builders over a composed label (label.ts). Valid XML (every text escaped), `role="img"` with a <title> for
 * assistive technology. Pure: shared with the console, which shows them as a live preview.
 */
import { toDecimal } from '../nutrition.js';
import { units } from './decimal.js';
import type { FopColour, FopNutrient } from './front-of-pack.js';
import type { Label, LabelFigures } from './label.js';
import type { NutriScoreGrade, NutriScoreResult } from './nutriscore.js';

/** Whether XML 1.0 allows the code point at all ("Char", XML 1.0 section 2.2): no C0 control but tab, LF, CR; no lone surrogate. */
const xmlChar = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  c >= 0x10000;

/** Text and attribute values as XML wants them: the five predefined entities, control characters dropped. */
export function escapeXml(value: string): string {
  return Array.from(value)
    .filter((ch) => xmlChar(ch.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The lozenges' colours, as sRGB for the screen. The 2016 guide (Department of Health/FSA/BRC, "Guide to creating a
 * front of pack (FoP) nutrition label…", "Colours") asks for vibrant, not pastel, red, amber and green, naming
 * Pantone 375 for green; energy is never coloured (white). Grey: a figure not recorded.
 */
export const FOP_FILL: Record<FopColour | 'none' | 'energy', string> = {
  green: '#97d700',
  amber: '#ffbf00',
  red: '#e4002b',
  energy: '#ffffff',
  none: '#d9d9d9',
};
/** The guide's words in each coloured lozenge. */
export const FOP_LEVEL: Record<FopColour, string> = { green: 'LOW', amber: 'MED', red: 'HIGH' };

/**
 * The Nutri-Score letters' colours, as in Santé publique France's graphic charter of the logo (and Open Food Facts'
 * badges): A dark green to E red-orange.
 */
export const NUTRISCORE_FILL: Record<NutriScoreGrade, string> = {
  A: '#038141',
  B: '#85bb2f',
  C: '#fecb02',
  D: '#ee8100',
  E: '#e63e11',
};

/** A figure as printed: its decimal text without trailing zeros ("22.5000" → "22.5"); a dash when not recorded. */
export function figureText(value: string | null): string {
  const u = units(value);
  return u === null ? '–' : toDecimal(u).replace(/\.?0+$/, '');
}

const NAMES: Record<FopNutrient, string> = {
  fat: 'Fat',
  saturates: 'Saturates',
  sugars: 'Sugars',
  salt: 'Salt',
};
const FIGURE: Record<FopNutrient, keyof LabelFigures> = {
  fat: 'fat',
  saturates: 'saturates',
  sugars: 'sugar',
  salt: 'salt',
};

const text = (x: number, y: number, s: string, attrs = '') =>
  `<text x="${x}" y="${y}" text-anchor="middle"${attrs ? ` ${attrs}` : ''}>${escapeXml(s)}</text>`;

/**
 * The drawing's accessible name is its title, given as `aria-label` too rather than by an id: two drawings inline in
 * one page (the console's preview) must not repeat an id.
 */
function svg(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<g font-family="Helvetica, Arial, sans-serif" fill="#000">`,
    ...body,
    '</g>',
    '</svg>',
  ].join('\n');
}

/**
 * The front of pack strip (2016 guide, "The basic elements of a FoP nutrition label"): energy in kJ and kcal, then
 * fat, saturates, sugars and salt, each with its amount, its level in the guide's colours and its %RI; per portion
 * when the label has a portion size, else per 100 g (ml); the per 100 g (ml) energy beneath.
 */
export function fopSvg(nutrition: Label['nutrition']): string {
  const portion = nutrition.perportion !== null && nutrition.portionsize !== null;
  const unit = nutrition.fop.kind === 'drink' ? 'ml' : 'g';
  const figures = portion ? nutrition.perportion! : nutrition.per100;
  const ri = portion ? nutrition.ri.perportion! : nutrition.ri.per100;
  const colours = portion ? nutrition.fop.perportion! : nutrition.fop.per100;
  const heading = portion
    ? `Each ${figureText(nutrition.portionsize)} ${unit} serving contains`
    : `Each 100 ${unit} contains`;

  const w = 76;
  const gap = 6;
  const top = 26;
  const h = 96;
  const body: string[] = [text((5 * w + 4 * gap) / 2, 16, heading, 'font-size="12" font-weight="bold"')];
  const box = (i: number, fill: string, lines: [string, string][], percent: string, level?: string) => {
    const x = i * (w + gap);
    const cx = x + w / 2;
    body.push(
      `<rect x="${x + 0.5}" y="${top + 0.5}" width="${w - 1}" height="${h - 1}" rx="8" fill="${fill}" stroke="#000"/>`,
    );
    lines.forEach(([s, attrs], n) => body.push(text(cx, top + 18 + n * 16, s, attrs)));
    if (level) body.push(text(cx, top + 66, level, 'font-size="10" font-weight="bold"'));
    body.push(
      `<rect x="${x + 6}" y="${top + 72}" width="${w - 12}" height="18" rx="4" fill="#ffffff"/>`,
      text(cx, top + 85, percent, 'font-size="12" font-weight="bold"'),
    );
  };
  const pct = (n: keyof typeof ri) => ri[n]?.text ?? '–';
  box(
    0,
    FOP_FILL.energy,
    [
      ['Energy', 'font-size="11"'],
      [`${figureText(figures.kj)}kJ`, 'font-size="12" font-weight="bold"'],
      [`${figureText(figures.kcal)}kcal`, 'font-size="12" font-weight="bold"'],
    ],
    pct('kcal'),
  );
  (['fat', 'saturates', 'sugars', 'salt'] as const).forEach((n, i) => {
    const colour = colours[n];
    box(
      i + 1,
      colour ? FOP_FILL[colour] : FOP_FILL.none,
      [
        [NAMES[n], 'font-size="11"'],
        [`${figureText(figures[FIGURE[n]])}g`, 'font-size="12" font-weight="bold"'],
      ],
      pct(n === 'sugars' ? 'sugar' : n),
      colour ? FOP_LEVEL[colour] : undefined,
    );
  });
  const width = 5 * w + 4 * gap;
  body.push(
    text(width / 2, top + h + 14, 'of an adult’s reference intake', 'font-size="10"'),
    text(
      width / 2,
      top + h + 28,
      `Typical values (as sold) per 100 ${unit}: Energy ${figureText(nutrition.per100.kj)}kJ / ${figureText(nutrition.per100.kcal)}kcal`,
      'font-size="10"',
    ),
  );
  const described = (['fat', 'saturates', 'sugars', 'salt'] as const)
    .map(
      (n) =>
        `${NAMES[n].toLowerCase()} ${colours[n] ? FOP_LEVEL[colours[n]!].toLowerCase() : 'not recorded'}`,
    )
    .join(', ');
  return svg(width, top + h + 34, `Front of pack nutrition: ${heading.toLowerCase()}; ${described}`, body);
}

const GRADES: NutriScoreGrade[] = ['A', 'B', 'C', 'D', 'E'];

/**
 * The Nutri-Score badge: the five letters in their colours, the one scored larger and outlined; or, when it was not
 * computed, a grey badge saying so and naming the missing (or unusable) inputs.
 */
export function nutriScoreSvg(result: NutriScoreResult): string {
  const cell = 34;
  const width = 5 * cell + 20;
  const height = 76;
  const body: string[] = [
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="10" fill="#ffffff" stroke="#8c8c8c"/>`,
    text(width / 2, 16, 'NUTRI-SCORE', 'font-size="11" font-weight="bold" fill="#555555"'),
  ];
  if (result.grade === null) {
    const named = [...result.missing, ...result.invalid.map((f) => `${f} (invalid)`)];
    body.push(
      `<rect x="10" y="24" width="${5 * cell}" height="${cell}" rx="6" fill="#d9d9d9"/>`,
      text(width / 2, 45, 'not computed', 'font-size="13" font-weight="bold"'),
      text(width / 2, 70, `Missing: ${named.join(', ')}`, 'font-size="8"'),
    );
    return svg(width, height, `Nutri-Score not computed: missing ${named.join(', ')}`, body);
  }
  GRADES.forEach((g, i) => {
    const x = 10 + i * cell;
    const on = g === result.grade;
    body.push(
      on
        ? `<rect x="${x - 3}" y="20" width="${cell + 6}" height="${cell + 10}" rx="8" fill="${NUTRISCORE_FILL[g]}" stroke="#ffffff" stroke-width="3"/>`
        : `<rect x="${x}" y="25" width="${cell}" height="${cell}" fill="${NUTRISCORE_FILL[g]}" opacity="0.45"/>`,
      text(x + cell / 2, on ? 51 : 48, g, `font-size="${on ? 24 : 16}" font-weight="bold" fill="#ffffff"`),
    );
  });
  const score = result.score === null ? '' : ` (score ${result.score})`;
  body.push(text(width / 2, 70, `Grade ${result.grade}${score}`, 'font-size="9"'));
  return svg(width, height, `Nutri-Score ${result.grade}${score}`, body);
}
