import { describe, expect, it } from 'vitest';
import { NUTRITION_FIELDS, nutritionProblem } from './nutrition-rules.js';

describe('nutritionProblem', () => {
  it('has the 21 fields of the spec', () => {
    expect(NUTRITION_FIELDS).toHaveLength(21);
    expect(NUTRITION_FIELDS.slice(0, 3)).toEqual(['portionsize', 'kj100gcontains', 'kjperportion']);
  });
  it('accepts exact decimals of any precision up to ten integer digits', () => {
    for (const ok of [
      '0',
      '-0',
      '0.0000',
      '123.456789',
      '9999999999.9999',
      '9999999999.99994',
      '100',
      '100.00004',
    ]) {
      expect(nutritionProblem('portionsize', ok), ok).toBeNull();
    }
    expect(nutritionProblem('fat100gcontains', '100')).toBeNull();
    expect(nutritionProblem('fat100gcontains', '100.00004')).toBeNull();
  });
  it('refuses negatives, text and values too large to store', () => {
    expect(nutritionProblem('fatperportion', '-0.1')).toBe(
      'Invalid value for fatperportion: must not be negative',
    );
    expect(nutritionProblem('fatperportion', '1e3')).toBe(
      'Invalid value for fatperportion: must be a decimal number',
    );
    expect(nutritionProblem('portionsize', '10000000000')).toBe(
      'Invalid value for portionsize: must be less than 10000000000',
    );
    expect(nutritionProblem('portionsize', '9999999999.99995')).toBe(
      'Invalid value for portionsize: must be less than 10000000000',
    );
  });
  it('refuses what a 100 g portion cannot hold', () => {
    expect(nutritionProblem('fat100gcontains', '100.0001')).toBe(
      'Invalid value for fat100gcontains: a 100 g portion cannot hold more than 100 g',
    );
    expect(nutritionProblem('sugar100gcontains', '100.00005')).not.toBeNull();
    expect(nutritionProblem('kcal100gcontains', '901')).toBe(
      'Invalid value for kcal100gcontains: a 100 g portion cannot hold more than 900 kcal',
    );
    expect(nutritionProblem('kj100gcontains', '3700')).toBeNull();
    expect(nutritionProblem('kj100gcontains', '3700.5')).not.toBeNull();
    expect(nutritionProblem('fatperportion', '250')).toBeNull();
  });
});
