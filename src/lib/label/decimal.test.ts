import { describe, expect, it } from 'vitest';
import { given, roundHalfUp, units } from './decimal.js';

describe('units', () => {
  it('reads stored text and JSON numbers exactly, as ten-thousandths', () => {
    expect(units('17.5000')).toBe(175000n);
    expect(units(17.5)).toBe(175000n);
    expect(units(0.1 + 0.2)).toBe(3000n); // 0.30000000000000004, rounded at the 4th place as stored
    expect(units(1e-7)).toBe(0n);
    expect(units('0.00005')).toBe(1n); // half up, as PostgreSQL stores it
    expect(units('-0')).toBe(0n);
  });
  it('is null for what is not a non-negative decimal', () => {
    for (const v of [null, undefined, '', ' ', '-1', -1, 'abc', '1e3', Number.NaN, Infinity])
      expect(units(v)).toBeNull();
  });
});

describe('given', () => {
  it('tells a figure that was sent from one that was not', () => {
    expect([0, '0', 'x', '', '  ', null, undefined].map(given)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('roundHalfUp', () => {
  it('rounds a quotient half up', () => {
    expect([roundHalfUp(5n, 2n), roundHalfUp(4n, 2n), roundHalfUp(7n, 5n), roundHalfUp(0n, 3n)]).toEqual([
      3n,
      2n,
      1n,
      0n,
    ]);
  });
});
