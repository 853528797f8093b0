import { describe, expect, it } from 'vitest';
import {
  fieldProblem,
  nutritionWarnings,
  perPortion,
  toUnits,
} from '../../console/src/pages/specs/nutrition-checks.js';
import { nutritionProblem } from '../../src/modules/products/nutrition-rules.js';
import { nutritionWarnings as serverWarnings } from '../../src/modules/products/nutrition-warnings.js';

/** As the database stores a value: rounded half up to 4 decimals, as text. */
function stored(text: string): string {
  const u = toUnits(text)!;
  const digits = u.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

describe("the console's nutrition checks (the server's rules)", () => {
  it('refuse exactly the values the server refuses', () => {
    const fields = ['portionsize', 'kj100gcontains', 'kcal100gcontains', 'fat100gcontains', 'fatperportion'];
    const values = [
      '0',
      '-0',
      '-0.0',
      '-1',
      '12.5',
      '1e3',
      'abc',
      '1.2.3',
      '100',
      '100.00004',
      '100.00005',
      '100.0001',
      '3700',
      '3700.0001',
      '900',
      '900.5',
      '9999999999.9999',
      '9999999999.99995',
      '10000000000',
      ' 7 ',
    ];
    for (const field of fields)
      for (const v of values)
        expect(fieldProblem(field, v, field) === null, `${field} = ${v}`).toBe(
          nutritionProblem(field, v) === null,
        );
  });

  it('name the field by its label, and accept empty and a decimal comma', () => {
    expect(fieldProblem('fat100gcontains', '101', 'Fat (g) per 100 g')).toBe(
      'Fat (g) per 100 g: a 100 g portion cannot hold more than 100 g',
    );
    expect(fieldProblem('fatperportion', '-2', 'Fat (g) per portion')).toBe(
      'Fat (g) per portion must not be negative',
    );
    expect(fieldProblem('fat100gcontains', '', 'Fat')).toBeNull();
    expect(fieldProblem('fat100gcontains', '2,5', 'Fat')).toBeNull();
  });

  it('warn in the words and order of the server, on the values as they would be stored', () => {
    const cases: Record<string, string>[] = [
      { fat100gcontains: '5', saturates100gcontains: '5.5' },
      { carbs100gcontains: '10', sugar100gcontains: '10.00004' },
      { carbs100gcontains: '10', sugar100gcontains: '10.00005' },
      { kj100gcontains: '100', kcal100gcontains: '100' },
      { kj100gcontains: '418.4', kcal100gcontains: '100' },
      { kj100gcontains: '1000', kcal100gcontains: '251.0001' },
      { kj100gcontains: '1000', kcal100gcontains: '251.0003' },
      { fat100gcontains: '50', carbs100gcontains: '40', protein100gcontains: '10.5', water100gcontains: '1' },
      { water100gcontains: '100' },
      { fatperportion: '1', saturatesperportion: '2', carbsperportion: '3', sugarperportion: '4' },
      { kjperportion: '10', kcalperportion: '7', fatperportion: '60', carbsperportion: '60' },
      {
        kj100gcontains: '1',
        kcal100gcontains: '1',
        fat100gcontains: '1',
        saturates100gcontains: '2',
        carbs100gcontains: '99',
        sugar100gcontains: '100',
        kjperportion: '1',
        kcalperportion: '1',
        fatperportion: '1',
        saturatesperportion: '2',
        carbsperportion: '1',
        sugarperportion: '2',
      },
    ];
    for (const c of cases) {
      const asStored = Object.fromEntries(Object.entries(c).map(([k, v]) => [k, stored(v)]));
      expect(
        nutritionWarnings(c).map((w) => w.message),
        JSON.stringify(c),
      ).toEqual(serverWarnings(asStored));
    }
  });

  it('leave out values that are empty or not numbers, and say which fields a warning is about', () => {
    expect(
      nutritionWarnings({ fat100gcontains: '', saturates100gcontains: '5', sugar100gcontains: 'x' }),
    ).toEqual([]);
    expect(nutritionWarnings({ fatperportion: '1', saturatesperportion: '1,5' })).toEqual([
      {
        fields: ['saturatesperportion', 'fatperportion'],
        message: 'Saturates per portion (1.5 g) are more than fat per portion (1 g).',
      },
    ]);
  });

  it('derive per portion from per 100 g × portion ÷ 100, rounded half up to 4 decimals', () => {
    expect(perPortion('5.5', '30')).toBe('1.65');
    expect(perPortion('100', '100')).toBe('100');
    expect(perPortion('0.4', '30')).toBe('0.12');
    expect(perPortion('1', '0.005')).toBe('0.0001'); // 0.00005 rounds up
    expect(perPortion('1', '0.004')).toBe('0');
    expect(perPortion('2,5', '40')).toBe('1');
    expect(perPortion('', '30')).toBeNull();
    expect(perPortion('5', '')).toBeNull();
    expect(perPortion('abc', '30')).toBeNull();
  });
});
