import { describe, expect, it } from 'vitest';
import { fopColour, frontOfPack, FOP_NUTRIENTS, type FopKind, type FopNutrient } from './front-of-pack.js';

// The guide's Table 2 (food, per 100 g) and Table 3 (drinks, per 100 ml): green ≤ low, amber > low and ≤ high,
// red > high; red too above the per portion figure for portions over 100 g / 150 ml. Written out again here
// from the guide, not read back from the code under test.
const TABLES: Record<FopKind, Record<FopNutrient, [low: string, high: string, portion: string]>> = {
  food: {
    fat: ['3.0', '17.5', '21'],
    saturates: ['1.5', '5.0', '6.0'],
    sugars: ['5.0', '22.5', '27'],
    salt: ['0.3', '1.5', '1.8'],
  },
  drink: {
    fat: ['1.5', '8.75', '10.5'],
    saturates: ['0.75', '2.5', '3'],
    sugars: ['2.5', '11.25', '13.5'],
    salt: ['0.3', '0.75', '0.9'],
  },
};
const PORTION: Record<FopKind, string> = { food: '100', drink: '150' };

/** The smallest step a stored figure can take: 0.0001. */
const above = (text: string) => (Number(text) * 10_000 + 1) / 10_000;

describe('fopColour, per 100 g / 100 ml', () => {
  for (const kind of ['food', 'drink'] as const) {
    for (const n of FOP_NUTRIENTS) {
      const [low, high] = TABLES[kind][n];
      it(`${kind} ${n}: green up to ${low}, amber up to ${high}, red above`, () => {
        expect(fopColour(n, kind, { per100: '0' })).toBe('green');
        expect(fopColour(n, kind, { per100: low })).toBe('green');
        expect(fopColour(n, kind, { per100: above(low) })).toBe('amber');
        expect(fopColour(n, kind, { per100: `${high}000` })).toBe('amber'); // "17.5000", as stored
        expect(fopColour(n, kind, { per100: above(high) })).toBe('red');
      });
    }
  }

  it('gives no colour without a per 100 g figure', () => {
    expect(fopColour('fat', 'food', { per100: null, perPortion: '30', portion: '300' })).toBeNull();
    expect(fopColour('fat', 'food', { per100: 'n/a' })).toBeNull();
  });
});

describe('fopColour, per portion', () => {
  for (const kind of ['food', 'drink'] as const) {
    for (const n of FOP_NUTRIENTS) {
      const [low, , portion] = TABLES[kind][n];
      it(`${kind} ${n}: red above ${portion} a portion, for portions over ${PORTION[kind]}`, () => {
        const big = above(PORTION[kind]);
        // A green per 100 figure, turned red by the portion alone.
        expect(fopColour(n, kind, { per100: low, perPortion: portion, portion: big })).toBe('green');
        expect(fopColour(n, kind, { per100: low, perPortion: above(portion), portion: big })).toBe('red');
        // A portion of exactly 100 g / 150 ml is not judged per portion.
        expect(fopColour(n, kind, { per100: low, perPortion: '1000', portion: PORTION[kind] })).toBe('green');
        expect(fopColour(n, kind, { per100: low, perPortion: '1000' })).toBe('green');
      });
    }
  }

  it('works the portion out from per 100 g when it is not given, without rounding', () => {
    // A 400 g ready meal: 5.25 g fat per 100 g is amber, and 21 g a portion is not over 21 g.
    expect(fopColour('fat', 'food', { per100: '5.25', portion: '400' })).toBe('amber');
    // 5.2501 g per 100 g is 21.0004 g a portion: red.
    expect(fopColour('fat', 'food', { per100: '5.2501', portion: '400' })).toBe('red');
    // A 330 ml can: 4.5 g sugars per 100 ml is amber; 14.85 g a can is over 13.5 g: red.
    expect(fopColour('sugars', 'drink', { per100: '4.5', portion: '330' })).toBe('red');
    expect(fopColour('sugars', 'drink', { per100: '4.0909', portion: '330' })).toBe('amber'); // 13.49997 g
  });

  it('keeps red per 100 g red whatever the portion', () => {
    expect(fopColour('salt', 'food', { per100: '1.6', perPortion: '0.1', portion: '500' })).toBe('red');
  });
});

describe('frontOfPack', () => {
  it('colours a stored record, salt from sodium, the portion in g for a food', () => {
    const record = {
      portionsize: '250.0000',
      fat100gcontains: '3.0000',
      fatperportion: '7.5000',
      saturates100gcontains: '5.0001',
      sugar100gcontains: '11.0000',
      sugarperportion: '27.5000',
      sodium100gcontains: '0.1200', // 0.3 g salt
      sodiumperportion: '0.4000', // 1 g salt: over a drink's 0.9 g, not a food's 1.8 g
    };
    expect(frontOfPack(record, 'food')).toEqual({
      fat: 'green',
      saturates: 'red',
      sugars: 'red',
      salt: 'green',
    });
    // The same figures as a drink: 250 ml is over 150 ml, and the drinks' criteria are lower.
    expect(frontOfPack(record, 'drink')).toEqual({
      fat: 'amber',
      saturates: 'red',
      sugars: 'red',
      salt: 'red',
    });
    expect(frontOfPack({}, 'food')).toEqual({ fat: null, saturates: null, sugars: null, salt: null });
    expect(frontOfPack({ salt100gcontains: '1.5' }, 'food').salt).toBe('amber');
  });
});
