import { describe, expect, it } from 'vitest';
import { positiveIntegerPattern } from './multipart.js';
import { PG_INT_MAX } from './schemas.js';

describe('positiveIntegerPattern', () => {
  it('matches 1 to max written plainly, and nothing else', () => {
    const id = new RegExp(positiveIntegerPattern(PG_INT_MAX));
    for (const ok of ['1', '9', '10', '999999999', '1000000000', '2147483647', '2147483639', '2099999999']) {
      expect(id.test(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      '0',
      '01',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '1e3',
      '2147483648',
      '2147483650',
      '3000000000',
      '9999999999',
      '12345678901',
      '1\u0000',
    ]) {
      expect(id.test(bad), bad).toBe(false);
    }
  });

  it('agrees with the numbers for small bounds', () => {
    for (const max of [1, 7, 10, 19, 20, 99, 100, 305, 1000]) {
      const re = new RegExp(positiveIntegerPattern(max));
      for (let n = 0; n <= 1100; n++) expect(re.test(String(n)), `${n} ≤ ${max}`).toBe(n >= 1 && n <= max);
    }
  });
});
