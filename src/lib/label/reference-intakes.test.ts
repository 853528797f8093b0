import { describe, expect, it } from 'vitest';
import { percentRi, referenceIntakes, REFERENCE_INTAKES, RI_STATEMENT } from './reference-intakes.js';

describe('the reference intakes', () => {
  it('are EU FIC Annex XIII Part B’s', () => {
    expect(REFERENCE_INTAKES).toEqual({
      kj: 8400n,
      kcal: 2000n,
      fat: 70n,
      saturates: 20n,
      carbs: 260n,
      sugar: 90n,
      protein: 50n,
      salt: 6n,
    });
    expect(RI_STATEMENT).toBe('Reference intake of an average adult (8 400 kJ/2 000 kcal)');
  });
});

describe('percentRi', () => {
  it('is each reference intake as 100%, and a quarter of it as 25%', () => {
    for (const [n, ri] of Object.entries(REFERENCE_INTAKES)) {
      const nutrient = n as keyof typeof REFERENCE_INTAKES;
      expect(percentRi(nutrient, String(ri))).toEqual({ percent: 100, text: '100%' });
      expect(percentRi(nutrient, Number(ri) / 4)).toEqual({ percent: 25, text: '25%' });
    }
  });

  it('rounds half up to a whole percent, exactly, from the figure as stored', () => {
    expect(percentRi('fat', '1.0500')).toEqual({ percent: 2, text: '2%' }); // 1.5 %
    expect(percentRi('fat', '1.0499')).toEqual({ percent: 1, text: '1%' }); // 1.4999 %
    expect(percentRi('salt', '0.0900')).toEqual({ percent: 2, text: '2%' }); // 1.5 %
    expect(percentRi('salt', '0.0899')).toEqual({ percent: 1, text: '1%' });
    expect(percentRi('kcal', 250)).toEqual({ percent: 13, text: '13%' }); // 12.5 %
    expect(percentRi('kj', 1046)).toEqual({ percent: 12, text: '12%' }); // 12.45 %
    expect(percentRi('sugar', '112.5')).toEqual({ percent: 125, text: '125%' });
  });

  it('writes <1% for an amount that rounds to 0, 0% for none, and nothing for a missing figure', () => {
    expect(percentRi('fat', '0.3500')).toEqual({ percent: 1, text: '1%' }); // 0.5 %
    expect(percentRi('fat', '0.3499')).toEqual({ percent: 0, text: '<1%' });
    expect(percentRi('fat', '0.0001')).toEqual({ percent: 0, text: '<1%' });
    expect(percentRi('fat', '0.0000')).toEqual({ percent: 0, text: '0%' });
    expect(percentRi('fat', null)).toBeNull();
    expect(percentRi('fat', '')).toBeNull();
    expect(percentRi('fat', '-1')).toBeNull();
    expect(percentRi('fat', 'n/a')).toBeNull();
  });
});

describe('referenceIntakes', () => {
  it('reads a stored record per 100 g and per portion, salt from sodium', () => {
    const r = referenceIntakes({
      kj100gcontains: '2100.0000',
      kcal100gcontains: '500.0000',
      fat100gcontains: '17.5000',
      saturates100gcontains: '5.0000',
      carbs100gcontains: '65.0000',
      sugar100gcontains: '22.5000',
      protein100gcontains: '12.5000',
      sodium100gcontains: '0.6000',
      fatperportion: '5.2500',
      sodiumperportion: null,
    });
    expect(Object.fromEntries(Object.entries(r.per100g).map(([k, v]) => [k, v?.text]))).toEqual({
      kj: '25%',
      kcal: '25%',
      fat: '25%',
      saturates: '25%',
      carbs: '25%',
      sugar: '25%',
      protein: '25%',
      salt: '25%', // 0.6 g sodium is 1.5 g salt
    });
    expect(r.perPortion.fat).toEqual({ percent: 8, text: '8%' }); // 7.5 %
    expect(r.perPortion.salt).toBeNull();
    expect(r.perPortion.kj).toBeNull();
  });

  it('takes a salt figure when one is given', () => {
    expect(referenceIntakes({ salt100gcontains: '3', sodium100gcontains: '0.1' }).per100g.salt?.text).toBe(
      '50%',
    );
  });
});
