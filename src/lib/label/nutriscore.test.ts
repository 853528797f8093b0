import { describe, expect, it } from 'vitest';
import {
  FATS_ENERGY_FROM_SATURATES,
  nutriScore,
  nutriScoreGrade,
  nutriScoreTables,
  tablePoints,
  type NutriScoreComponentName,
  type NutriScoreInput,
  type NutriScoreResult,
  type NutriScoreScored,
} from './nutriscore.js';

// Sources (cited per test below):
// [2022] Update of the Nutri-Score algorithm – Update report from the Scientific Committee of the Nutri-Score,
//        2022, annex "Recap of the update in the main algorithm" (§1.1–1.4 foods, §2.2–2.4 fats).
// [2023] Update of the Nutri-Score algorithm for beverages – Second update report, V2-2023, annex "Recap"
//        (§1.1–1.3), and §6.6 ("removal of the protein cap threshold" for beverages).
// [OFF]  Open Food Facts, openfoodfacts-server, tests/unit/expected_test_results/nutriscore/*.json: the
//        "nutriscore" → "2023" → "data" → "components" of each product (points per component, score, grade).

const zero = {
  energykj: 0,
  sugars: 0,
  saturates: 0,
  fat: 0,
  salt: 0,
  fibre: 0,
  protein: 0,
  fruitvegpulsespct: 0,
};
const scored = (input: NutriScoreInput): NutriScoreScored => {
  const r: NutriScoreResult = nutriScore(input);
  if (r.score === null) throw new Error(`not scored: ${JSON.stringify(r)}`);
  return r;
};
const pointsOf = (r: NutriScoreScored, c: NutriScoreComponentName) =>
  [...r.negative, ...r.positive].find((x) => x.component === c)!.points;
/** "3.4" + 0.0001 as text, exactly. */
const plusOne = (t: string) => {
  const [w, f = ''] = t.split('.');
  const u = BigInt(w! + f.padEnd(4, '0')) + 1n;
  const s = u.toString().padStart(5, '0');
  return `${s.slice(0, -4)}.${s.slice(-4)}`;
};

// The documents' tables as printed: [points, "> threshold"] rows (the first row, 0 points, is "≤" the next).
const rows = (thresholds: string, points?: number[]) =>
  thresholds.split(' ').map((t, i) => [points?.[i] ?? i + 1, t] as const);
const SATURATES = '1 2 3 4 5 6 7 8 9 10';
const SALT = '0.2 0.4 0.6 0.8 1.0 1.2 1.4 1.6 1.8 2.0 2.2 2.4 2.6 2.8 3.0 3.2 3.4 3.6 3.8 4.0';
const FIBRE = '3.0 4.1 5.2 6.3 7.4';
type DocumentTable = [string, 'general' | 'beverage', NutriScoreComponentName, (readonly [number, string])[]];
const DOCUMENT_TABLES: DocumentTable[] = [
  // [2022] recap §1.1
  ['food energy kJ', 'general', 'energykj', rows('335 670 1005 1340 1675 2010 2345 2680 3015 3350')],
  ['food sugars g', 'general', 'sugars', rows('3.4 6.8 10 14 17 20 24 27 31 34 37 41 44 48 51')],
  ['food saturates g', 'general', 'saturates', rows(SATURATES)],
  ['food salt g', 'general', 'salt', rows(SALT)],
  // [2022] recap §1.2
  ['food protein g', 'general', 'protein', rows('2.4 4.8 7.2 9.6 12 14 17')],
  ['food fibre g', 'general', 'fibre', rows(FIBRE)],
  ['food fruit/veg/pulses %', 'general', 'fruitvegpulsespct', rows('40 60 80', [1, 2, 5])],
  // [2023] recap §1.1 (saturates and salt: the foods' tables, per 100 ml)
  ['beverage energy kJ', 'beverage', 'energykj', rows('30 90 150 210 240 270 300 330 360 390')],
  ['beverage sugars g', 'beverage', 'sugars', rows('0.5 2 3.5 5 6 7 8 9 10 11')],
  ['beverage saturates g', 'beverage', 'saturates', rows(SATURATES)],
  ['beverage salt g', 'beverage', 'salt', rows(SALT)],
  // [2023] recap §1.2 (fibre: the foods' table)
  ['beverage protein g', 'beverage', 'protein', rows('1.2 1.5 1.8 2.1 2.4 2.7 3.0')],
  ['beverage fibre g', 'beverage', 'fibre', rows(FIBRE)],
  ['beverage fruit/veg/pulses %', 'beverage', 'fruitvegpulsespct', rows('40 60 80', [2, 4, 6])],
];

describe('nutriScore: every threshold of every table, at it and 0.0001 above', () => {
  for (const [name, category, component, table] of DOCUMENT_TABLES) {
    it(name, () => {
      const at = (value: string) => {
        const input = { ...zero, category, nonnutritivesweeteners: false, [component]: value };
        return pointsOf(scored(input), component);
      };
      table.forEach(([points, threshold], i) => {
        const below = i === 0 ? 0 : table[i - 1]![0];
        expect(at(threshold), `${threshold}`).toBe(below);
        expect(at(plusOne(threshold)), `${plusOne(threshold)}`).toBe(points);
      });
    });
  }

  it('compares the database text exactly: "3.4000" is 0 sugar points, "3.4001" is 1 [2022 §1.1]', () => {
    expect(pointsOf(scored({ ...zero, category: 'general', sugars: '3.4000' }), 'sugars')).toBe(0);
    expect(pointsOf(scored({ ...zero, category: 'general', sugars: '3.4001' }), 'sugars')).toBe(1);
    expect(pointsOf(scored({ ...zero, category: 'general', sugars: 3.4 }), 'sugars')).toBe(0);
    // Beyond 4 places, the value is taken as numeric(14, 4) stores it: rounded half up.
    expect(pointsOf(scored({ ...zero, category: 'general', sugars: '3.40004' }), 'sugars')).toBe(0);
    expect(pointsOf(scored({ ...zero, category: 'general', sugars: '3.40005' }), 'sugars')).toBe(1);
  });

  it('fats: energy from saturates (saturates × 37 kJ) 0–10 [2022 §2.2]', () => {
    const thresholds = ['120', '240', '360', '480', '600', '720', '840', '960', '1080', '1200'];
    thresholds.forEach((t, i) => {
      // The table itself, exactly at and just above.
      expect(tablePoints(FATS_ENERGY_FROM_SATURATES, t)).toBe(i);
      expect(tablePoints(FATS_ENERGY_FROM_SATURATES, plusOne(t))).toBe(i + 1);
      // Through saturates: the last 4-decimal saturates below t ÷ 37 and the first above it.
      const under = (BigInt(t) * 10_000n) / 37n;
      const fmt = (u: bigint) => `${u / 10_000n}.${(u % 10_000n).toString().padStart(4, '0')}`;
      const r = (u: bigint) =>
        scored({ ...zero, category: 'fats_oils_nuts_seeds', saturates: fmt(u), fat: 100 });
      expect(pointsOf(r(under), 'energyfromsaturates')).toBe(i);
      expect(pointsOf(r(under + 1n), 'energyfromsaturates')).toBe(i + 1);
    });
    expect(
      scored({ ...zero, category: 'fats_oils_nuts_seeds', saturates: 14, fat: 92 }).negative[0]!.value,
    ).toBe('518');
  });

  it('fats: saturates/lipids "< 10" is 0 points, 10 % is 1 … "≥ 64" is 10 [2022 §2.2]', () => {
    const thresholds = ['10', '16', '22', '28', '34', '40', '46', '52', '58', '64'];
    const ratio = (saturates: string, fat = '100') =>
      pointsOf(scored({ ...zero, category: 'fats_oils_nuts_seeds', saturates, fat }), 'saturatesratio');
    thresholds.forEach((t, i) => {
      expect(ratio(`${Number(t) - 1}.9999`), `${t} - 0.0001`).toBe(i);
      expect(ratio(t), t).toBe(i + 1);
    });
    // Not only with fat 100: 8 of 50 is 16 % exactly, 7.9999 of 50 just under.
    expect(ratio('8', '50')).toBe(2);
    expect(ratio('7.9999', '50')).toBe(1);
  });

  it('beverages: non-nutritive sweeteners are 4 points, none 0 [2023 §1.1]', () => {
    const r = (nonnutritivesweeteners: boolean) =>
      pointsOf(scored({ ...zero, category: 'beverage', nonnutritivesweeteners }), 'nonnutritivesweeteners');
    expect(r(true)).toBe(4);
    expect(r(false)).toBe(0);
  });
});

describe('nutriScore: which points count', () => {
  // N = 10: energy 3350 (9) + saturates 1.5 (1); N = 11: energy 3351 (10) + saturates 1.5 (1).
  const base = { ...zero, saturates: '1.5', protein: 20, fibre: 8, fruitvegpulsespct: 100 };
  it('general: protein counted under 11 negative points, not from 11 [2022 §1.3]', () => {
    const under = scored({ ...base, category: 'general', energykj: 3350 });
    expect([under.negativetotal, under.positivetotal, under.score]).toEqual([10, 17, -7]);
    const from = scored({ ...base, category: 'general', energykj: 3351 });
    expect([from.negativetotal, from.positivetotal, from.score]).toEqual([11, 10, 1]);
    expect(from.positive[0]).toMatchObject({ component: 'protein', points: 7, counted: false });
    expect(from.notes).toContain('Protein is not counted: the negative points (11) are 11 or more.');
  });
  it('the 2017 exception (fruit/veg at its maximum still counts protein) is gone [2022 §1.8.1]', () => {
    const r = scored({ ...base, category: 'general', energykj: 3351 });
    expect(pointsOf(r, 'fruitvegpulsespct')).toBe(5);
    expect(r.positive[0]!.counted).toBe(false);
  });
  it('cheese: protein always counted [2022 §1.3]', () => {
    const r = scored({ ...base, category: 'cheese', energykj: 3351, saturates: 20 });
    expect([r.negativetotal, r.positivetotal, r.score, r.grade]).toEqual([20, 17, 3, 'C']);
  });
  it('red meat: protein 2 points at most, and not counted from 11 [2022 §1.2.1, §1.3]', () => {
    const under = scored({ ...base, category: 'red_meat', energykj: 3350 });
    expect(under.positive[0]).toMatchObject({ points: 2, max: 2, counted: true });
    expect(under.notes).toContain('Protein gives 7 points in the table; red meat counts 2 at most.');
    expect(scored({ ...base, category: 'red_meat', energykj: 3351 }).positive[0]!.counted).toBe(false);
    expect(scored({ ...base, category: 'red_meat', protein: '4.8001' }).positive[0]!.points).toBe(2);
  });
  it('fats, oils, nuts and seeds: protein counted under 7, not from 7 [2022 §2.3]', () => {
    // saturates 16.3 of 100 fat: 603.1 kJ (5) and 16.3 % (2) = 7; 16.2: 599.4 kJ (4) + 2 = 6.
    const r = (saturates: string) =>
      scored({ ...zero, category: 'fats_oils_nuts_seeds', saturates, fat: 100, protein: 5 });
    expect([r('16.2').negativetotal, r('16.2').positive[0]!.counted]).toEqual([6, true]);
    expect([r('16.3').negativetotal, r('16.3').positive[0]!.counted]).toEqual([7, false]);
  });
  it('beverages: protein counted whatever the negative points [2023 §6.6]', () => {
    const r = scored({
      ...zero,
      category: 'beverage',
      energykj: 400,
      sugars: 12,
      protein: 4,
      nonnutritivesweeteners: false,
    });
    expect([r.negativetotal, r.positivetotal, r.score]).toEqual([20, 7, 13]);
  });
});

describe('nutriScoreGrade: the letters, each boundary both sides', () => {
  it('foods, cheese, red meat: A ≤ 0, B 1–2, C 3–10, D 11–18, E ≥ 19 [2022 §1.4]', () => {
    for (const c of ['general', 'cheese', 'red_meat'] as const) {
      const grades = [-15, 0, 1, 2, 3, 10, 11, 18, 19, 40].map((s) => nutriScoreGrade(c, s)).join('');
      expect(grades).toBe('AABBCCDDEE');
    }
  });
  it('fats, oils, nuts and seeds: A ≤ −6, B −5–2, C 3–10, D 11–18, E ≥ 19 [2022 §2.4]', () => {
    const grades = [-15, -6, -5, 2, 3, 10, 11, 18, 19].map((s) => nutriScoreGrade('fats_oils_nuts_seeds', s));
    expect(grades.join('')).toBe('AABBCCDDE');
  });
  it('beverages: never A; B ≤ 2, C 3–6, D 7–9, E ≥ 10 [2023 §1.3]', () => {
    const grades = [-15, 2, 3, 6, 7, 9, 10, 40].map((s) => nutriScoreGrade('beverage', s));
    expect(grades.join('')).toBe('BBCCDDEE');
  });
  it('water is A, with no score, whatever is or is not recorded [2023 §1.3]', () => {
    expect(nutriScore({ category: 'water' })).toEqual({ score: null, grade: 'A', notes: expect.any(Array) });
    expect(nutriScore({ ...zero, category: 'water', sugars: 50 }).grade).toBe('A');
  });
});

describe('nutriScore: cross-checks with Open Food Facts [OFF]', () => {
  it('breakfast-cereals.json: 7 + 8 + 1 + 2 = 18, protein not counted, fibre 4: 14, D', () => {
    const r = scored({
      category: 'general',
      energykj: 2450,
      sugars: 31,
      saturates: 1.03,
      salt: 0.5525,
      fibre: 6.9,
      protein: 10.3,
    });
    expect(r.negative.map((c) => c.points)).toEqual([7, 8, 1, 2]);
    expect([r.negativetotal, r.positivetotal, r.score, r.grade]).toEqual([18, 4, 14, 'D']);
  });
  it('en-red-meat-category-no-ingredients.json (beef steaks): saturates 9, protein 50 g capped at 2: 7, C', () => {
    const r = scored({
      category: 'red_meat',
      energykj: 82,
      sugars: 0,
      saturates: 10,
      fat: 20,
      salt: 0,
      protein: 50,
    });
    expect([r.negativetotal, r.positivetotal, r.score, r.grade]).toEqual([9, 2, 7, 'C']);
  });
  it('fr-rapeseed-oil.json: 270.1 kJ from saturates (2), ratio 7.9 % (0): 2, B', () => {
    const r = scored({
      category: 'fats_oils_nuts_seeds',
      energykj: 3400,
      sugars: 0,
      saturates: 7.3,
      fat: 92,
      salt: 0,
      fibre: 0,
      protein: 0,
      fruitvegpulsespct: 0,
    });
    expect(r.negative.map((c) => [c.value, c.points])).toEqual([
      ['270.1', 2],
      ['0', 0],
      ['7.9348', 0],
      ['0', 0],
    ]);
    expect([r.score, r.grade]).toEqual([2, 'B']);
  });
  it('en-milk.json: 3 + 3 + 0 + 0 + 0 = 6, protein 3.3 ml gives 7: −1, B', () => {
    const r = scored({
      category: 'beverage',
      energykj: 195,
      sugars: 4.8,
      saturates: 1,
      fat: 1.6,
      salt: 0.1,
      protein: 3.3,
      nonnutritivesweeteners: false,
    });
    expect(r.negative.map((c) => c.points)).toEqual([3, 3, 0, 0, 0]);
    expect([r.positivetotal, r.score, r.grade]).toEqual([7, -1, 'B']);
  });
  it('fr-ice-tea-with-sweetener.json: 1 + 3 + 0 + 0 + 4 sweeteners = 8, D', () => {
    const r = scored({
      category: 'beverage',
      energykj: 82,
      sugars: 4.5,
      saturates: 0,
      salt: 0.03,
      fibre: 0,
      protein: 0,
      fruitvegpulsespct: 0.1,
      nonnutritivesweeteners: true,
    });
    expect(r.negative.map((c) => c.points)).toEqual([1, 3, 0, 0, 4]);
    expect([r.score, r.grade]).toEqual([8, 'D']);
  });
  it('a soy drink, 477.1 kJ, protein 24 g: 11 negative and protein still counted, 4, C (yumiq.app page of OFF data)', () => {
    // https://yumiq.app/es/beverages/plant-based-milk-substitutes/continente/bebida-de-soja-zero-5601312511540
    const r = scored({
      category: 'beverage',
      energykj: 477.1,
      sugars: 1,
      saturates: 0.2,
      salt: 0.1,
      protein: 24,
      fibre: 0.5,
      fruitvegpulsespct: 0,
      nonnutritivesweeteners: false,
    });
    expect([r.negativetotal, r.positivetotal, r.score, r.grade]).toEqual([11, 7, 4, 'C']);
  });
});

describe('nutriScore: missing and unusable inputs', () => {
  it('names the missing inputs of the category, in a fixed order', () => {
    expect(nutriScore({ category: null })).toEqual({
      score: null,
      grade: null,
      missing: ['category'],
      invalid: [],
    });
    expect(nutriScore({ category: 'general', protein: 3 })).toEqual({
      score: null,
      grade: null,
      missing: ['energykj', 'sugars', 'saturates', 'salt'],
      invalid: [],
    });
    // Fats need fat (for the ratio) but not energy; beverages need the sweeteners answer.
    expect(nutriScore({ category: 'fats_oils_nuts_seeds' })).toMatchObject({
      missing: ['sugars', 'saturates', 'fat', 'salt', 'protein'],
    });
    expect(nutriScore({ ...zero, category: 'beverage' })).toMatchObject({
      missing: ['nonnutritivesweeteners'],
    });
    expect(nutriScore({ ...zero, category: 'general', fat: null }).score).toBe(0);
  });
  it('counts unrecorded fibre and fruit/veg/pulses as 0 points, and says so', () => {
    const r = scored({ ...zero, category: 'general', fibre: null, fruitvegpulsespct: undefined });
    expect([pointsOf(r, 'fibre'), pointsOf(r, 'fruitvegpulsespct')]).toEqual([0, 0]);
    expect(r.notes).toEqual([
      'Fibre is not recorded: it counts 0 points.',
      'Fruit, vegetables and pulses % is not recorded: it counts 0 points.',
    ]);
  });
  it('refuses what is not a usable value', () => {
    expect(nutriScore({ category: 'snacks' })).toMatchObject({ invalid: ['category'] });
    expect(
      nutriScore({
        ...zero,
        category: 'general',
        sugars: '-1',
        salt: 'a lot',
        fruitvegpulsespct: '100.0001',
        energykj: NaN,
      }),
    ).toMatchObject({ missing: [], invalid: ['energykj', 'sugars', 'salt', 'fruitvegpulsespct'] });
    expect(nutriScore({ ...zero, category: 'fats_oils_nuts_seeds', saturates: 1, fat: 0 })).toMatchObject({
      invalid: ['fat'],
    });
    expect(scored({ ...zero, category: 'fats_oils_nuts_seeds', saturates: 0, fat: 0 }).score).toBe(0);
    expect(() => tablePoints(FATS_ENERGY_FROM_SATURATES, '-1')).toThrow(RangeError);
  });
  it('does not look at what the category does not use', () => {
    expect(scored({ ...zero, category: 'general', fat: 'n/a', nonnutritivesweeteners: null }).score).toBe(0);
    expect(scored({ ...zero, category: 'fats_oils_nuts_seeds', energykj: 'n/a' }).score).toBe(0);
  });
});

it('nutriScoreTables lists seven tables a category uses, with their maxima', () => {
  expect(nutriScoreTables('general').map((t) => t.steps.at(-1)!.points)).toEqual([10, 15, 10, 20, 7, 5, 5]);
  expect(nutriScoreTables('beverage').map((t) => t.steps.at(-1)!.points)).toEqual([10, 10, 10, 20, 7, 5, 6]);
  expect(nutriScoreTables('fats_oils_nuts_seeds').map((t) => t.component)).toEqual([
    'energyfromsaturates',
    'sugars',
    'saturatesratio',
    'salt',
    'protein',
    'fibre',
    'fruitvegpulsespct',
  ]);
});
