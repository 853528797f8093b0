import { describe, expect, it } from 'vitest';
import {
  FOLD_TRANSLATE,
  likePatterns,
  NAME_THRESHOLD,
  nameScore,
  normaliseName,
  similarity,
  trigrams,
} from './alerts-match.js';

describe('normaliseName', () => {
  it('lower-cases, strips accents and folds the letters decomposition leaves whole', () => {
    expect(normaliseName('Crème BRÛLÉE')).toBe('creme brulee');
    expect(normaliseName('Straße Øl Œufs Łódź')).toBe('strasse ol oeufs lodz');
  });

  it('turns punctuation and runs of spaces into one space', () => {
    expect(normaliseName('  Apple & Pear—Pie (500g), x2!! ')).toBe('apple pear pie 500g x2');
    expect(normaliseName('%_\\\'"<script>')).toBe('script');
    expect(normaliseName('')).toBe('');
  });
});

describe('trigrams and similarity', () => {
  it('cuts each word as pg_trgm does: two spaces before, one after', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigrams('').size).toBe(0);
  });

  it('scores 1 for the same name whatever its case, accents and punctuation', () => {
    expect(similarity('Crème brûlée', 'CREME-BRULEE')).toBe(1);
  });

  it('scores 0 with nothing in common or nothing to compare', () => {
    expect(similarity('Bramley apples', 'Wholemeal loaf')).toBe(0);
    expect(similarity('!!!', 'Bramley apples')).toBe(0);
  });

  it('Dice’s coefficient: 2·common / (|A| + |B|)', () => {
    // "cat": 4 trigrams, "cart": 5, in common "  c" and " ca": 2·2 / 9.
    expect(similarity('cat', 'cart')).toBeCloseTo(4 / 9, 10);
    expect(similarity('Bramley apples', 'Bramley apples 1kg')).toBeGreaterThan(0.8);
    expect(similarity('apples', 'apple')).toBeGreaterThan(0.7);
  });

  it('is symmetric and stays within 0–1 for hostile text', () => {
    const hostile = ['\u0000', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'a'.repeat(200), "'; DROP TABLE x; --", '\u202e evil'];
    for (const a of hostile)
      for (const b of hostile) {
        const s = similarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(s).toBe(similarity(b, a));
      }
  });
});

describe('nameScore', () => {
  const spec = { productname: 'Bramley apples', brand: 'Orchard Gold' };

  it('the name alone when either brand is unknown', () => {
    const name = similarity('Bramley apple', 'Bramley apples');
    expect(nameScore({ productname: 'Bramley apple', brand: null }, spec)).toBeCloseTo(name, 3);
    expect(
      nameScore({ productname: 'Bramley apple', brand: 'Orchard Gold' }, { ...spec, brand: null }),
    ).toBeCloseTo(name, 3);
    expect(
      nameScore({ productname: 'Bramley apple', brand: 'Orchard Gold' }, { ...spec, brand: '  ' }),
    ).toBeCloseTo(name, 3);
  });

  it('the brand confirms or weakens a name, never makes a match by itself', () => {
    expect(nameScore({ productname: 'Bramley apples', brand: 'Orchard Gold' }, spec)).toBe(1);
    expect(nameScore({ productname: 'Bramley apples', brand: 'Zesty' }, spec)).toBe(0.75);
    expect(nameScore({ productname: 'Wholemeal loaf', brand: 'Orchard Gold' }, spec)).toBe(0);
  });

  it('a brand alone scores the brands', () => {
    expect(nameScore({ productname: null, brand: 'orchard gold' }, spec)).toBe(1);
    expect(nameScore({ productname: null, brand: 'Orchard Gold' }, { ...spec, brand: null })).toBe(0);
  });

  it('rounds to three decimals; the threshold is 0.3', () => {
    const s = nameScore({ productname: 'cat', brand: null }, { productname: 'cart', brand: null });
    expect(s).toBe(0.444);
    expect(NAME_THRESHOLD).toBe(0.3);
  });
});

describe('the database’s first cut', () => {
  it('one LIKE pattern per distinct word of three characters or more, stemmed', () => {
    expect(likePatterns('Bramley Apples 1kg x2 of Bramley')).toEqual(['%braml%', '%appl%', '%1kg%']);
    expect(likePatterns('Pie')).toEqual(['%pie%']);
    expect(likePatterns(null)).toEqual([]);
    expect(likePatterns('%_%')).toEqual([]);
  });

  it('at most 20 patterns, and never a LIKE wildcard inside one', () => {
    const many = Array.from({ length: 50 }, (_, i) => `${i}abcdef`).join(' ');
    expect(likePatterns(many)).toHaveLength(20);
    for (const p of likePatterns('a%b_c\\d efg%%hij')) expect(p.slice(1, -1)).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it('translate() folds accented letters of either case one for one, as normaliseName does', () => {
    expect([...FOLD_TRANSLATE.from]).toHaveLength([...FOLD_TRANSLATE.to].length);
    const fold = (text: string) =>
      [...text.toLowerCase()].map((c) => {
        const i = [...FOLD_TRANSLATE.from].indexOf(c);
        return i < 0 ? c : [...FOLD_TRANSLATE.to][i];
      });
    expect(fold('CRÈME Brûlée').join('')).toBe('creme brulee');
    expect(FOLD_TRANSLATE.to).toMatch(/^[a-z]+$/);
  });
});
