import { describe, expect, it } from 'vitest';
import { ingredientStatement, type Ingredient } from './ingredients.js';
import { composeLabel, isDrink, type LabelInput } from './label.js';
import { nutriScore } from './nutriscore.js';

const oatBar: Ingredient[] = [
  { name: 'Oats', percent: 55, quid: true, allergens: ['oats'] },
  { name: 'Butter', percent: 25, allergens: ['milk'] },
  { name: 'Golden syrup', percent: 20 },
];

// Consistent figures per 100 g: 15 × 37 + 40 × 17 + 6 × 17 + 3 × 8 = 1361 kJ; 15 × 9 + 40 × 4 + 6 × 4 + 3 × 2 = 325 kcal.
const nutrition = {
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
};

const input = (over: Partial<LabelInput> = {}): LabelInput => ({
  productname: 'Oat bar',
  uom: 'g',
  weight: '150',
  isdrink: null,
  ingredients: oatBar,
  nutriscorecategory: 'general',
  fruitvegpulsespct: null,
  nonnutritivesweeteners: null,
  allergens: { oats: 'Yes', milk: 'No', sesame: 'May', eggs: 'Yes' },
  nutrition,
  ...over,
});

describe('isDrink (docs/label.md, "Drink or food")', () => {
  it('takes the spec’s isdrink when set, whatever the unit', () => {
    expect(isDrink({ isdrink: true, uom: 'g' })).toBe(true);
    expect(isDrink({ isdrink: false, uom: 'ml' })).toBe(false);
  });
  it('else: sold by volume is a drink, anything else a food', () => {
    for (const uom of ['ml', 'l', 'cl', 'dl', ' L ']) expect(isDrink({ isdrink: null, uom }), uom).toBe(true);
    for (const uom of ['g', 'kg', 'each', 'pack', '', null]) {
      expect(isDrink({ isdrink: null, uom }), String(uom)).toBe(false);
    }
  });
});

describe('composeLabel', () => {
  it('composes the ingredient statement and the allergen check from the rules in ingredients.ts', () => {
    const { ingredients } = composeLabel(input());
    expect(ingredients.statement).toEqual(ingredientStatement(oatBar, input().allergens!));
    expect(ingredients.statement!.text).toBe('Ingredients: Oats (55%), Butter (milk), Golden syrup');
    expect(ingredients.statement!.maycontain).toBe('May contain: sesame seeds');
    expect(ingredients.derivedallergens.map((d) => d.allergen)).toEqual(['gluten', 'oats', 'milk']);
    expect(ingredients.mismatches.map((m) => [m.allergen, m.kind])).toEqual([
      ['eggs', 'unused'],
      ['gluten', 'undeclared'],
      ['milk', 'undeclared'],
    ]);
    expect(ingredients.mismatches[2]!.message).toBe('Milk: declared No but contained in Butter');
  });

  it('gives the table per 100 g and per portion, salt from sodium, missing portions from per 100 g', () => {
    const { nutrition: n } = composeLabel(input());
    expect(n.basis).toBe('per 100 g');
    expect(n.portionsize).toBe('150');
    expect(n.per100).toMatchObject({ kj: '1361.0000', fat: '15.0000', salt: '0.5000', sugar: '5.1000' });
    expect(n.perportion).toMatchObject({ kj: '2041.5000', fat: '22.5000', salt: '0.7500' });
    // %RI, Annex XIII part B: 1361 / 8400 = 16.2 %, 15 / 70 = 21.4 %, 22.5 / 70 = 32.1 %.
    expect(n.ri.per100.kj).toEqual({ percent: 16, text: '16%' });
    expect(n.ri.per100.fat).toEqual({ percent: 21, text: '21%' });
    expect(n.ri.perportion!.fat).toEqual({ percent: 32, text: '32%' });
    expect(n.energycheck).toEqual([]);
  });

  it('colours per 100 g, then red for a portion over 100 g above the per portion criterion (FSA 2016)', () => {
    const { fop } = composeLabel(input()).nutrition;
    expect(fop.kind).toBe('food');
    expect(fop.per100).toEqual({ fat: 'amber', saturates: 'green', sugars: 'amber', salt: 'amber' });
    // 22.5 g of fat in the 150 g portion is over 21 g: red.
    expect(fop.perportion).toEqual({ fat: 'red', saturates: 'green', sugars: 'amber', salt: 'amber' });
    const small = composeLabel(input({ nutrition: { ...nutrition, portionsize: 100 } })).nutrition.fop;
    expect(small.perportion!.fat).toBe('amber');
  });

  it('judges a drink per 100 ml', () => {
    const n = composeLabel(input({ uom: 'ml' })).nutrition;
    expect(n.basis).toBe('per 100 ml');
    expect(n.fop.kind).toBe('drink');
    // Drinks' table 3: fat above 8.75 g/100 ml is red.
    expect(n.fop.per100.fat).toBe('red');
    expect(composeLabel(input({ uom: 'ml', isdrink: false })).nutrition.basis).toBe('per 100 g');
  });

  it('scores the Nutri-Score from the per 100 g figures and the spec’s own inputs', () => {
    const label = composeLabel(input({ fruitvegpulsespct: '45' }));
    expect(label.nutriscore).toEqual(
      nutriScore({
        category: 'general',
        energykj: '1361.0000',
        sugars: '5.1000',
        saturates: '1.5000',
        fat: '15.0000',
        salt: '0.5000',
        fibre: '3.0000',
        protein: '6.0000',
        fruitvegpulsespct: '45',
        nonnutritivesweeteners: null,
      }),
    );
    // Energy 4 (> 1340), sugars 1, saturates 1, salt 2 = 8; protein 2 (> 4.8), fibre 0 (not > 3.0), fvp 1 (> 40).
    expect(label.nutriscore).toMatchObject({ score: 5, grade: 'C', negativetotal: 8, positivetotal: 3 });
  });

  it('flags an energy value the nutrients do not make', () => {
    const warnings = composeLabel(input({ nutrition: { ...nutrition, kj100gcontains: '1000' } })).nutrition
      .energycheck;
    expect(warnings.map((w) => w.kind)).toEqual(['kj-computed', 'kj-kcal']);
  });

  it('still answers without ingredients, allergens or nutrition, the Nutri-Score naming what is missing', () => {
    const label = composeLabel(input({ ingredients: null, nutrition: null, allergens: null }));
    expect(label.ingredients).toEqual({ statement: null, derivedallergens: [], mismatches: [] });
    expect(label.nutrition.perportion).toBeNull();
    expect(label.nutrition.ri.perportion).toBeNull();
    expect(label.nutrition.fop.perportion).toBeNull();
    expect(label.nutrition.per100.kj).toBeNull();
    expect(label.nutriscore).toEqual({
      score: null,
      grade: null,
      missing: ['energykj', 'sugars', 'saturates', 'salt', 'protein'],
      invalid: [],
    });
    expect(composeLabel(input({ ingredients: [] })).ingredients.statement).toBeNull();
    expect(composeLabel(input({ nutriscorecategory: null })).nutriscore).toMatchObject({
      missing: ['category'],
    });
  });

  it('does not compare ingredients with an allergen record that was never made', () => {
    const label = composeLabel(input({ allergens: null }));
    expect(label.ingredients.mismatches).toEqual([]);
    expect(label.ingredients.derivedallergens).not.toEqual([]);
  });
});
