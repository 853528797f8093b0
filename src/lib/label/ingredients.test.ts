import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  allergenMismatches,
  declaredValue,
  derivedAllergens,
  ingredientProblems,
  ingredientStatement,
  type Ingredient,
} from './ingredients.js';

// A cookie as a technologist would record it: a compound ingredient with its own ingredients, QUIDs, and
// allergens on the ingredients that carry them.
const cookie: Ingredient[] = [
  { name: 'Wheat flour', percent: '40.0000', allergens: ['wheat'] },
  {
    name: 'Chocolate chips',
    percent: '20.0000',
    quid: true,
    ingredients: [
      { name: 'Sugar', percent: 45 },
      { name: 'Cocoa mass', percent: '40', quid: true },
      { name: 'Whole milk powder', percent: 14, allergens: ['milk'] },
      { name: 'Emulsifier: soya lecithin', percent: 1, allergens: ['soya'] },
    ],
  },
  { name: 'Butter', percent: '25.5', allergens: ['milk'] },
  { name: 'Sugar', percent: 12 },
  { name: 'Free range eggs', percent: 2.5, allergens: ['eggs'] },
];

describe('the allergen codes', () => {
  it('are the contract’s 29 allergen fields and milk, in the contract’s order (one list: allergens.schemas.ts uses it)', () => {
    expect(ALLERGEN_CODES.join(' ')).toBe(
      'shellfish molluscs peanuts sulphurdioxide eggs nuts almonds hazelnuts walnuts cashews pecans pistachio ' +
        'brazil macadamia queensland fish sesame celery gluten wheat oats rye spelt kamut barley soya mustard ' +
        'lactose lupin milk',
    );
  });
});

describe('ingredientProblems', () => {
  it('accepts a well-formed list', () => {
    expect(ingredientProblems(cookie)).toEqual([]);
    expect(ingredientProblems([])).toEqual([]);
  });

  it('refuses percentages of one level above 100, exactly 100 accepted', () => {
    const top = [
      { name: 'A', percent: '60' },
      { name: 'B', percent: '40.0001' },
    ];
    expect(ingredientProblems(top)).toEqual([
      { path: '', message: 'Ingredient percentages of the top level add up to 100.0001, more than 100' },
    ]);
    expect(
      ingredientProblems([
        { name: 'A', percent: '60' },
        { name: 'B', percent: 40 },
      ]),
    ).toEqual([]);
    const nested = [
      {
        name: 'Chocolate chips',
        percent: 10,
        ingredients: [
          { name: 'Sugar', percent: 60 },
          { name: 'Cocoa', percent: 45 },
        ],
      },
    ];
    expect(ingredientProblems(nested)).toEqual([
      {
        path: '[0].ingredients',
        message: 'Ingredient percentages of "Chocolate chips" add up to 105, more than 100',
      },
    ]);
  });

  it('refuses a third level', () => {
    const deep = [
      { name: 'Biscuit', ingredients: [{ name: 'Chocolate', ingredients: [{ name: 'Cocoa' }] }] },
    ];
    expect(ingredientProblems(deep)).toEqual([
      {
        path: '[0].ingredients[0].ingredients',
        message:
          '"Chocolate" (in "Biscuit") has ingredients of its own: an ingredient list is two levels deep at most',
      },
    ]);
  });

  it('refuses unknown allergen codes, empty names, and percents that are not 0 to 100', () => {
    expect(
      ingredientProblems([
        { name: 'Almonds', allergens: ['almonds', 'nut'] },
        { name: '  ', percent: 1 },
        { name: 'Salt', percent: '-1' },
        { name: 'Water', percent: '100.0001' },
        { name: 'Oil', percent: 'a lot' },
        { name: 'Yeast', percent: '' },
      ]),
    ).toEqual([
      { path: '[0].allergens', message: 'Unknown allergen "nut" on "Almonds"' },
      { path: '[1].name', message: 'Ingredient 2 of the top level has no name' },
      { path: '[2].percent', message: 'Percent of "Salt" must be a number from 0 to 100' },
      { path: '[3].percent', message: 'Percent of "Water" must be a number from 0 to 100' },
      { path: '[4].percent', message: 'Percent of "Oil" must be a number from 0 to 100' },
    ]);
    expect(
      ingredientProblems([
        { name: 'Water', percent: 100 },
        { name: 'Salt', percent: 0 },
      ]),
    ).toEqual([]);
  });

  it('refuses a QUID without a percent, and a sub-ingredient’s QUID when its compound has none', () => {
    expect(
      ingredientProblems([
        { name: 'Tomatoes', quid: true },
        { name: 'Pesto', ingredients: [{ name: 'Basil', percent: 30, quid: true }] },
      ]),
    ).toEqual([
      { path: '[0].quid', message: '"Tomatoes" is marked QUID but has no percent' },
      {
        path: '[1].ingredients[0].quid',
        message:
          '"Basil" (in "Pesto") is marked QUID but "Pesto" has no percent: a QUID is stated as a share of the whole food',
      },
    ]);
  });
});

describe('derivedAllergens', () => {
  it('is the union over ingredients and sub-ingredients, each with where it is', () => {
    expect(derivedAllergens(cookie)).toEqual([
      { allergen: 'eggs', ingredients: ['Free range eggs'] },
      { allergen: 'gluten', ingredients: ['Wheat flour'] },
      { allergen: 'wheat', ingredients: ['Wheat flour'] },
      { allergen: 'soya', ingredients: ['Emulsifier: soya lecithin (in Chocolate chips)'] },
      { allergen: 'milk', ingredients: ['Whole milk powder (in Chocolate chips)', 'Butter'] },
    ]);
  });
  it('gives a member its Annex II group: a nut is nuts, lactose is milk; unknown codes are left out', () => {
    expect(
      derivedAllergens([
        { name: 'Almonds', allergens: ['almonds', 'nut'] },
        { name: 'Lactose', allergens: ['lactose'] },
      ]),
    ).toEqual([
      { allergen: 'nuts', ingredients: ['Almonds'] },
      { allergen: 'almonds', ingredients: ['Almonds'] },
      { allergen: 'lactose', ingredients: ['Lactose'] },
      { allergen: 'milk', ingredients: ['Lactose'] },
    ]);
  });
});

describe('allergenMismatches', () => {
  const derived = derivedAllergens(cookie);
  const record = { eggs: 1, gluten: 1, wheat: 1, soya: 1, milk: 1 };

  it('finds nothing when the record says Yes to exactly what the ingredients carry', () => {
    expect(allergenMismatches(derived, record)).toEqual([]);
    expect(allergenMismatches(derived, { ...record, peanuts: 2 })).toEqual([]); // cross-contact only
  });

  it('reports an allergen declared No but in an ingredient', () => {
    expect(allergenMismatches(derived, { ...record, milk: 0 })).toEqual([
      {
        allergen: 'milk',
        kind: 'undeclared',
        ingredients: ['Whole milk powder (in Chocolate chips)', 'Butter'],
        message: 'Milk: declared No but contained in Whole milk powder (in Chocolate chips) and Butter',
      },
    ]);
    // Not in the record at all is what the record stores: No.
    const { soya: _soya, ...noSoya } = record;
    expect(allergenMismatches(derived, noSoya).map((m) => m.message)).toEqual([
      'Soybeans: declared No but contained in Emulsifier: soya lecithin (in Chocolate chips)',
    ]);
  });

  it('reports May contain for an allergen that is an ingredient as undeclared', () => {
    expect(allergenMismatches(derived, { ...record, eggs: 2 })).toEqual([
      {
        allergen: 'eggs',
        kind: 'undeclared',
        ingredients: ['Free range eggs'],
        message: 'Eggs: declared May contain but contained in Free range eggs',
      },
    ]);
  });

  it('reports an allergen declared Yes but in no ingredient, as stored or as read', () => {
    expect(allergenMismatches(derived, { ...record, sesame: 1, celery: 'Yes' })).toEqual([
      {
        allergen: 'sesame',
        kind: 'unused',
        ingredients: [],
        message: 'Sesame seeds: declared Yes but in no ingredient',
      },
      {
        allergen: 'celery',
        kind: 'unused',
        ingredients: [],
        message: 'Celery: declared Yes but in no ingredient',
      },
    ]);
  });

  it('reads 0/1/2 as numbers, text, or the read’s words', () => {
    expect([0, 1, 2, '0', '1', '2', 'No', 'Yes', 'May', null, undefined, 7].map(declaredValue)).toEqual([
      0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 0, 0,
    ]);
  });
});

describe('ingredientStatement', () => {
  const record = { eggs: 1, gluten: 1, wheat: 1, soya: 1, milk: 1, peanuts: 2, sesame: 2 };

  it('writes the list in descending order with compound ingredients, QUIDs and emphasised allergens', () => {
    const s = ingredientStatement(cookie, record);
    expect(s.text).toBe(
      'Ingredients: Wheat flour, Butter (milk), Chocolate chips (20%) (Sugar, Cocoa mass (8%), ' +
        'Whole milk powder, Emulsifier: soya lecithin), Sugar, Free range eggs',
    );
    expect(s.emphasis.map(({ start, end }) => s.text.slice(start, end))).toEqual([
      'Wheat',
      'milk',
      'milk',
      'soya',
      'eggs',
    ]);
    expect(s.html).toBe(
      'Ingredients: <strong>Wheat</strong> flour, Butter (<strong>milk</strong>), Chocolate chips (20%) (Sugar, ' +
        'Cocoa mass (8%), Whole <strong>milk</strong> powder, Emulsifier: <strong>soya</strong> lecithin), Sugar, ' +
        'Free range <strong>eggs</strong>',
    );
    expect(s.maycontain).toBe('May contain: peanuts, sesame seeds');
  });

  it('states a sub-ingredient’s QUID as a share of the whole food, to 0.1 rounded half up', () => {
    const pie = (sub: string) => [
      { name: 'Filling', percent: '12.5', ingredients: [{ name: 'Apple', percent: sub, quid: true }] },
    ];
    expect(ingredientStatement(pie('33.2'), {}).text).toBe('Ingredients: Filling (Apple (4.2%))'); // 4.15
    expect(ingredientStatement(pie('33.1999'), {}).text).toBe('Ingredients: Filling (Apple (4.1%))'); // 4.1499875
    expect(ingredientStatement(pie('80'), {}).text).toBe('Ingredients: Filling (Apple (10%))');
  });

  it('keeps the listed order when a level lacks a percent, and sorts by percent when all have one', () => {
    const partly = [
      { name: 'Water' },
      { name: 'Tomatoes', percent: 45, quid: true },
      { name: 'Onion', percent: 50 },
    ];
    expect(ingredientStatement(partly, {}).text).toBe('Ingredients: Water, Tomatoes (45%), Onion');
    const all = [
      { name: 'Salt', percent: '1.5' },
      { name: 'Tomatoes', percent: '45.0000', quid: true },
      { name: 'Water', percent: '45' },
      { name: 'Onion', percent: '8.5' },
    ];
    // Equal percents keep their listed order (Tomatoes before Water).
    expect(ingredientStatement(all, {}).text).toBe('Ingredients: Tomatoes (45%), Water, Onion, Salt');
  });

  it('adds the Annex II name where the ingredient’s name does not say it, and lets a member state its group', () => {
    const s = ingredientStatement(
      [
        { name: 'Sodium metabisulphite', allergens: ['sulphurdioxide'] },
        { name: 'Roasted hazelnuts', allergens: ['hazelnuts', 'nuts'] },
        { name: 'Malt extract', allergens: ['barley', 'gluten'] },
        { name: 'Coconut', allergens: [] },
        { name: 'Whey powder', allergens: ['milk', 'lactose'] },
      ],
      {},
    );
    expect(s.text).toBe(
      'Ingredients: Sodium metabisulphite (sulphites), Roasted hazelnuts, Malt extract (barley), Coconut, ' +
        'Whey powder (lactose, milk)',
    );
    expect(s.emphasis.map(({ start, end }) => s.text.slice(start, end))).toEqual([
      'sulphites',
      'hazelnuts',
      'barley',
      'lactose',
      'milk',
    ]);
    // Lactose is milk in Annex II, but a milk allergy is not lactose intolerance: milk is said as well.
    expect(ingredientStatement([{ name: 'Lactose', allergens: ['lactose'] }], {}).text).toBe(
      'Ingredients: Lactose (milk)',
    );
  });

  it('states a compound’s own allergen that none of its ingredients carries', () => {
    const s = ingredientStatement(
      [
        {
          name: 'Pesto',
          allergens: ['milk', 'nuts'],
          ingredients: [{ name: 'Pine kernels' }, { name: 'Cashews', allergens: ['cashews'] }],
        },
      ],
      {},
    );
    expect(s.text).toBe('Ingredients: Pesto (milk) (Pine kernels, Cashews)');
  });

  it('escapes HTML, counts UTF-16 offsets, and uses given names', () => {
    const s = ingredientStatement(
      [{ name: 'Crème <fraîche> & 🥛 milk', allergens: ['milk'] }],
      { celery: 2 },
      {
        milk: 'lait',
        celery: 'céleri',
      },
    );
    const start = s.text.indexOf('milk');
    expect(s.emphasis).toEqual([{ start, end: start + 4 }]);
    expect(s.html).toBe('Ingredients: Crème &lt;fraîche&gt; &amp; 🥛 <strong>milk</strong>');
    expect(s.maycontain).toBe('May contain: céleri');
  });

  it('leaves out of May contain what an ingredient carries, and a group whose member is named', () => {
    const s = ingredientStatement([{ name: 'Milk', allergens: ['milk'] }], {
      milk: 2,
      nuts: 2,
      almonds: 2,
      gluten: 2,
    });
    expect(s.maycontain).toBe('May contain: almonds, cereals containing gluten');
    expect(ingredientStatement([], {}).maycontain).toBeNull();
    expect(ingredientStatement([], {}).text).toBe('Ingredients: ');
  });
});
