import { describe, expect, it } from 'vitest';
import { xmlElements } from '../../../test/fixtures/label.js';
import { composeLabel, type LabelInput } from './label.js';
import { escapeXml, FOP_FILL, fopSvg, NUTRISCORE_FILL, nutriScoreSvg } from './svg.js';

const input: LabelInput = {
  productname: 'Oat bar',
  uom: 'g',
  weight: '150',
  isdrink: null,
  ingredients: null,
  nutriscorecategory: 'general',
  fruitvegpulsespct: null,
  nonnutritivesweeteners: null,
  allergens: null,
  nutrition: {
    portionsize: 150,
    kj100gcontains: '1361.0000',
    kcal100gcontains: '325.0000',
    fat100gcontains: '15.0000',
    saturates100gcontains: '1.5000',
    carbs100gcontains: '40.0000',
    sugar100gcontains: '5.1000',
    fibre100gcontains: '3.0000',
    protein100gcontains: '6.0000',
    sodium100gcontains: '0.2000',
  },
};
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('escapeXml', () => {
  it('escapes the five predefined entities and drops what XML 1.0 cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\td\ne\uFFFEf\uD800g😀')).toBe('abc\td\nefg😀');
  });
});

describe('the strict XML check the tests use', () => {
  it('refuses what is not well-formed', () => {
    for (const bad of [
      '<a><b></a>',
      '<a>x & y</a>',
      '<a b="1" b="2"/>',
      '<a/><b/>',
      '<a>',
      'text',
      '<a>1 < 2</a>',
    ]) {
      expect(() => xmlElements(bad), bad).toThrow();
    }
    expect(xmlElements('<a x="&amp;"><b/>t &lt; &#38;</a>')).toEqual(['a', 'b']);
  });
});

describe('fopSvg', () => {
  it('draws the strip per portion: energy and %RI, each nutrient in its colour and level (FSA 2016)', () => {
    const svg = fopSvg(composeLabel(input).nutrition);
    expect(xmlElements(svg).slice(0, 2)).toEqual(['svg', 'title']);
    expect(svg).toContain('role="img"');
    expect(texts(svg)).toEqual(
      expect.arrayContaining([
        'Each 150 g serving contains',
        '2041.5kJ',
        '487.5kcal',
        '24%',
        '22.5g',
        'HIGH',
        '32%',
        '2.25g',
        'LOW',
        '7.65g',
        'MED',
        '0.75g',
        'of an adult’s reference intake',
        'Typical values (as sold) per 100 g: Energy 1361kJ / 325kcal',
      ]),
    );
    // Fat red by the portion rule (22.5 g > 21 g), saturates green, sugars and salt amber; energy white.
    const fills = [...svg.matchAll(/rx="8" fill="([^"]+)"/g)].map((m) => m[1]);
    expect(fills).toEqual([FOP_FILL.energy, FOP_FILL.red, FOP_FILL.green, FOP_FILL.amber, FOP_FILL.amber]);
    // No id: two drawings inline in one page (the console) must not repeat one.
    expect(svg).not.toMatch(/\sid=/);
    expect(svg).toContain('<title>Front of pack nutrition: each 150 g serving contains; fat high');
  });

  it('draws per 100 g without a portion size, per 100 ml for a drink, grey where a figure is missing', () => {
    const per100 = fopSvg(
      composeLabel({ ...input, nutrition: { ...input.nutrition, portionsize: null } }).nutrition,
    );
    expect(texts(per100)).toContain('Each 100 g contains');
    expect(texts(per100)).toContain('15g');
    const drink = fopSvg(
      composeLabel({ ...input, uom: 'ml', nutrition: { kj100gcontains: '180' } }).nutrition,
    );
    xmlElements(drink);
    expect(texts(drink)).toContain('Each 100 ml contains');
    expect([...drink.matchAll(/rx="8" fill="([^"]+)"/g)].map((m) => m[1]).slice(1)).toEqual(
      Array(4).fill(FOP_FILL.none),
    );
  });
});

describe('nutriScoreSvg', () => {
  it('draws the five letters with the grade highlighted', () => {
    const svg = nutriScoreSvg(composeLabel(input).nutriscore);
    xmlElements(svg);
    expect(svg).toContain('<title>Nutri-Score C (score 6)</title>');
    for (const colour of Object.values(NUTRISCORE_FILL)) expect(svg).toContain(`fill="${colour}"`);
    // The grade alone is drawn full size and opaque.
    expect(svg).toMatch(new RegExp(`fill="${NUTRISCORE_FILL.C}" stroke="#ffffff"`));
    expect(svg.match(/font-size="24"[^>]*>([A-E])</)![1]).toBe('C');
  });

  it('draws a "not computed" badge naming the missing and invalid inputs', () => {
    const svg = nutriScoreSvg({ score: null, grade: null, missing: ['category'], invalid: [] });
    xmlElements(svg);
    expect(texts(svg)).toEqual(expect.arrayContaining(['not computed', 'Missing: category']));
    const invalid = nutriScoreSvg({ score: null, grade: null, missing: ['salt'], invalid: ['fat'] });
    expect(invalid).toContain('Missing: salt, fat (invalid)');
  });

  it('draws water’s A without a score', () => {
    const svg = nutriScoreSvg({ score: null, grade: 'A', notes: [] });
    xmlElements(svg);
    expect(svg).toContain('<title>Nutri-Score A</title>');
  });
});
