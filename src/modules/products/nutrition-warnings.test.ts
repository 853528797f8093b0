import { describe, expect, it } from 'vitest';
import { derivedNutrition, nutritionWarnings, saltFromSodium } from './nutrition-warnings.js';

describe('saltFromSodium', () => {
  it('is sodium × 2.5 exactly, rounded half up to 4 decimals', () => {
    const cases: [string, string][] = [
      ['0.0000', '0.0000'],
      ['0.0001', '0.0003'], // 0.00025 → up
      ['0.0002', '0.0005'],
      ['0.0003', '0.0008'], // 0.00075 → up
      ['1.2345', '3.0863'], // 3.08625 → up
      ['0.4000', '1.0000'],
      ['0.1', '0.2500'],
      ['2', '5.0000'],
      ['100.0000', '250.0000'],
      ['0.3333', '0.8333'], // 0.83325 → up
      ['9999999999.9999', '24999999999.9998'], // 24999999999.99975 → up
    ];
    for (const [sodium, salt] of cases) expect(saltFromSodium(sodium), sodium).toBe(salt);
  });
  it('is null when sodium is not recorded', () => {
    expect(saltFromSodium(null)).toBeNull();
    expect(saltFromSodium(undefined)).toBeNull();
  });
});

describe('nutritionWarnings', () => {
  it('has none for an empty record or consistent figures', () => {
    expect(nutritionWarnings({})).toEqual([]);
    expect(
      nutritionWarnings({
        kj100gcontains: '1046.0000',
        kcal100gcontains: '250.0000',
        fat100gcontains: '10.0000',
        saturates100gcontains: '10.0000',
        carbs100gcontains: '30.0000',
        sugar100gcontains: '30.0000',
        protein100gcontains: '20.0000',
        fibre100gcontains: '5.0000',
        water100gcontains: '35.0000',
        kjperportion: '523.0000',
        kcalperportion: '125.0000',
      }),
    ).toEqual([]);
  });

  it('warns when kcal × 4.184 is more than 5 % away from kJ, not at exactly 5 %', () => {
    // 418.4 kJ: 5 % is 20.92 kJ, i.e. 95 to 105 kcal exactly.
    const at = (kcal: string) => nutritionWarnings({ kj100gcontains: '418.4000', kcal100gcontains: kcal });
    expect(at('105.0000')).toEqual([]);
    expect(at('95.0000')).toEqual([]);
    expect(at('105.0001')).toEqual([
      'Energy per 100 g: 105.0001 kcal is 439.3204184 kJ, more than 5% away from the 418.4 kJ given.',
    ]);
    expect(at('94.9999')).toHaveLength(1);
    // Per portion too: 4184 kJ, 950 to 1050 kcal.
    const portion = (kcal: string) => nutritionWarnings({ kjperportion: '4184', kcalperportion: kcal });
    expect(portion('1050')).toEqual([]);
    expect(portion('950')).toEqual([]);
    expect(portion('1050.0001')).toEqual([
      'Energy per portion: 1050.0001 kcal is 4393.2004184 kJ, more than 5% away from the 4184 kJ given.',
    ]);
    expect(portion('949.9999')).toHaveLength(1);
  });

  it('compares energy only when both are recorded; zero against non-zero is a warning', () => {
    expect(nutritionWarnings({ kj100gcontains: '100.0000', kcal100gcontains: null })).toEqual([]);
    expect(nutritionWarnings({ kcal100gcontains: '100.0000' })).toEqual([]);
    expect(nutritionWarnings({ kj100gcontains: '0.0000', kcal100gcontains: '0.0000' })).toEqual([]);
    expect(nutritionWarnings({ kj100gcontains: '0.0000', kcal100gcontains: '0.0001' })).toHaveLength(1);
    expect(nutritionWarnings({ kj100gcontains: '1.0000', kcal100gcontains: '0.0000' })).toHaveLength(1);
  });

  it('warns for sugars above carbohydrate and saturates above fat, per 100 g and per portion', () => {
    expect(nutritionWarnings({ sugar100gcontains: '10.0000', carbs100gcontains: '10.0000' })).toEqual([]);
    expect(nutritionWarnings({ sugar100gcontains: '10.0001', carbs100gcontains: '10.0000' })).toEqual([
      'Sugars per 100 g (10.0001 g) are more than carbohydrate per 100 g (10 g).',
    ]);
    expect(nutritionWarnings({ sugarperportion: '3', carbsperportion: '2.5' })).toEqual([
      'Sugars per portion (3 g) are more than carbohydrate per portion (2.5 g).',
    ]);
    expect(nutritionWarnings({ saturates100gcontains: '5.0000', fat100gcontains: '5.0000' })).toEqual([]);
    expect(nutritionWarnings({ saturates100gcontains: '5.5000', fat100gcontains: '5.0000' })).toEqual([
      'Saturates per 100 g (5.5 g) are more than fat per 100 g (5 g).',
    ]);
    expect(nutritionWarnings({ saturatesperportion: '1', fatperportion: '0' })).toEqual([
      'Saturates per portion (1 g) are more than fat per portion (0 g).',
    ]);
    expect(nutritionWarnings({ sugar100gcontains: '50.0000', saturatesperportion: '9' })).toEqual([]);
  });

  it('warns when fat, carbohydrate, protein, fibre and water recorded add up to more than 100 g per 100 g', () => {
    const full = {
      fat100gcontains: '20.0000',
      carbs100gcontains: '20.0000',
      protein100gcontains: '20.0000',
      fibre100gcontains: '20.0000',
      water100gcontains: '20.0000',
    };
    expect(nutritionWarnings(full)).toEqual([]);
    expect(nutritionWarnings({ ...full, water100gcontains: '20.0001' })).toEqual([
      'Fat, carbohydrate, protein, fibre and water per 100 g add up to 100.0001 g, more than 100 g.',
    ]);
    expect(
      nutritionWarnings({ fat100gcontains: '60', water100gcontains: '40.5', sugar100gcontains: '1' }),
    ).toEqual(['Fat and water per 100 g add up to 100.5 g, more than 100 g.']);
    expect(nutritionWarnings({ fat100gcontains: '100.5' })).toEqual([
      'Fat per 100 g is 100.5 g, more than 100 g.',
    ]);
    // Not per portion: a portion's weight is not comparable.
    expect(nutritionWarnings({ fatperportion: '80', waterperportion: '80' })).toEqual([]);
  });

  it('lists every warning that holds, per 100 g first', () => {
    expect(
      nutritionWarnings({
        kj100gcontains: '100',
        kcal100gcontains: '100',
        sugar100gcontains: '60',
        carbs100gcontains: '50',
        saturates100gcontains: '30',
        fat100gcontains: '20',
        water100gcontains: '40',
        kjperportion: '1',
        kcalperportion: '1',
      }),
    ).toEqual([
      'Energy per 100 g: 100 kcal is 418.4 kJ, more than 5% away from the 100 kJ given.',
      'Sugars per 100 g (60 g) are more than carbohydrate per 100 g (50 g).',
      'Saturates per 100 g (30 g) are more than fat per 100 g (20 g).',
      'Fat, carbohydrate and water per 100 g add up to 110 g, more than 100 g.',
      'Energy per portion: 1 kcal is 4.184 kJ, more than 5% away from the 1 kJ given.',
    ]);
  });
});

describe('derivedNutrition', () => {
  it('gives both salts and the warnings', () => {
    expect(derivedNutrition({ sodium100gcontains: '1.2345', sodiumperportion: null })).toEqual({
      salt100gcontains: '3.0863',
      saltperportion: null,
      warnings: [],
    });
  });
});
