import { describe, expect, it } from 'vitest';
import { energyWarnings, recordEnergyWarnings } from './energy-check.js';

const kinds = (f: Parameters<typeof energyWarnings>[0]) => energyWarnings(f).map((w) => w.kind);

describe('energyWarnings', () => {
  it('finds nothing wrong with a real label', () => {
    // Open Food Facts product 3017620422003 (Nutella), per 100 g: 2252 kJ, 539 kcal, fat 30.9 g,
    // carbohydrate 57.5 g, protein 6.3 g. The factors make 2227.9 kJ and 533.3 kcal.
    expect(energyWarnings({ kj: 2252, kcal: 539, fat: 30.9, carbs: 57.5, protein: 6.3 })).toEqual([]);
    expect(
      energyWarnings({
        kj: '2252.0000',
        kcal: '539.0000',
        fat: '30.9000',
        carbs: '57.5000',
        protein: '6.3000',
      }),
    ).toEqual([]);
  });

  it('warns when the kJ is more than 15% + 5 kJ away from the nutrients’, the bounds themselves accepted', () => {
    const none = { fat: 0, carbs: 0, protein: 0 };
    // Declared 1000 kJ: accepted from 1000 × 0.85 − 5 = 845 to 1000 × 1.15 + 5 = 1155 kJ (fibre at 8 kJ/g).
    expect(kinds({ ...none, kj: 1000, fibre: '105.625' })).toEqual([]); // 845 kJ
    expect(kinds({ ...none, kj: 1000, fibre: '105.6249' })).toEqual(['kj-computed']); // 844.9992 kJ
    expect(kinds({ ...none, kj: 1000, fibre: '144.375' })).toEqual([]); // 1155 kJ
    expect(kinds({ ...none, kj: 1000, fibre: '144.3751' })).toEqual(['kj-computed']); // 1155.0008 kJ
  });

  it('warns likewise on the kcal, at 9, 4, 4 and 2 kcal a gram', () => {
    const none = { fat: 0, carbs: 0, protein: 0 };
    // Declared 200 kcal: accepted from 165 to 235 kcal.
    expect(kinds({ ...none, kcal: 200, fibre: '82.5' })).toEqual([]);
    expect(kinds({ ...none, kcal: 200, fibre: '82.4999' })).toEqual(['kcal-computed']);
    expect(kinds({ ...none, kcal: 200, fibre: '117.5' })).toEqual([]);
    expect(kinds({ ...none, kcal: 200, fibre: '117.5001' })).toEqual(['kcal-computed']);
  });

  it('leaves small energies alone: up to 55 kJ and 13 kcal, declared and computed', () => {
    const none = { fat: 0, carbs: 0, protein: 0 };
    expect(kinds({ ...none, kj: 55 })).toEqual([]);
    expect(kinds({ ...none, kj: '55.0001' })).toEqual(['kj-computed']);
    expect(kinds({ ...none, kj: 0, fibre: '6.875' })).toEqual([]); // 55 kJ computed
    expect(kinds({ ...none, kj: 0, fibre: '6.8751' })).toEqual(['kj-computed']);
    expect(kinds({ ...none, kcal: 13 })).toEqual([]);
    expect(kinds({ ...none, kcal: '13.0001' })).toEqual(['kcal-computed']);
  });

  it('warns when kcal × 4.184 is more than 5% from the kJ, exactly 5% accepted', () => {
    // 418.4 kJ: kcal from 95 to 105 (±20.92 kJ).
    expect(kinds({ kj: '418.4', kcal: 105 })).toEqual([]);
    expect(kinds({ kj: '418.4', kcal: '105.0001' })).toEqual(['kj-kcal']);
    expect(kinds({ kj: '418.4', kcal: 95 })).toEqual([]);
    expect(kinds({ kj: '418.4', kcal: '94.9999' })).toEqual(['kj-kcal']);
    // Small energies are left alone here too (whole-number rounding: 1 kcal printed beside 5 kJ).
    expect(kinds({ kj: 55, kcal: 0 })).toEqual([]);
    expect(kinds({ kj: '55.0001', kcal: 0 })).toEqual(['kj-kcal']);
    expect(kinds({ kj: 0, kcal: '13.0001' })).toEqual(['kj-kcal']);
  });

  it('makes no check whose figures are missing; fibre missing is 0 g', () => {
    expect(energyWarnings({})).toEqual([]);
    expect(kinds({ kj: 5000, fat: 1, carbs: 1 })).toEqual([]); // no protein
    expect(kinds({ kj: 5000, kcal: null, fat: 1, carbs: 1, protein: 'n/a' })).toEqual([]);
    expect(kinds({ kj: 1000, fat: 0, carbs: 0, protein: 0 })).toEqual(['kj-computed']);
  });

  it('says what is wrong in plain English', () => {
    expect(
      energyWarnings(
        { kj: '1000.0000', kcal: '100.0000', fat: '10', carbs: '45', protein: '5' },
        'per portion',
      ),
    ).toEqual([
      {
        kind: 'kj-computed',
        message:
          'Energy per portion: 1000 kJ is given, but the fat, carbohydrate, protein and fibre make 1220 kJ ' +
          '(37, 17, 17 and 8 kJ per gram), more than 15% (and 5 kJ) away.',
      },
      {
        kind: 'kcal-computed',
        message:
          'Energy per portion: 100 kcal is given, but the fat, carbohydrate, protein and fibre make 290 kcal ' +
          '(9, 4, 4 and 2 kcal per gram), more than 15% (and 5 kcal) away.',
      },
      {
        kind: 'kj-kcal',
        message: 'Energy per portion: 100 kcal is 418.4 kJ, more than 5% away from the 1000 kJ given.',
      },
    ]);
  });
});

describe('recordEnergyWarnings', () => {
  it('checks a stored record per 100 g, then per portion', () => {
    const w = recordEnergyWarnings({
      kj100gcontains: '2252.0000',
      kcal100gcontains: '539.0000',
      fat100gcontains: '30.9000',
      carbs100gcontains: '57.5000',
      protein100gcontains: '6.3000',
      kjperportion: '338.0000',
      kcalperportion: '539.0000', // the per 100 g kcal copied by mistake
    });
    expect(w.map((x) => x.message)).toEqual([
      'Energy per portion: 539 kcal is 2255.176 kJ, more than 5% away from the 338 kJ given.',
    ]);
  });
});
