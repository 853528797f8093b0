import { describe, expect, it } from 'vitest';
import { FALLBACK_PREFIX, vendorCode, vendorPrefix } from './vendor-code.js';

describe('vendorPrefix', () => {
  it('takes the first four letters or digits, upper-cased', () => {
    expect(vendorPrefix('Green Valley Foods')).toBe('GREE');
    expect(vendorPrefix('A1 Bakery')).toBe('A1BA');
    expect(vendorPrefix('  m&s  ')).toBe('MS');
    expect(vendorPrefix('Ox')).toBe('OX');
  });

  it('removes accents and skips other scripts', () => {
    expect(vendorPrefix('Élan Crème')).toBe('ELAN');
    expect(vendorPrefix('Smørrebrød')).toBe('SMRR');
    expect(vendorPrefix('日本食品')).toBe(FALLBACK_PREFIX);
    expect(vendorPrefix('---')).toBe(FALLBACK_PREFIX);
  });
});

describe('vendorCode', () => {
  it('pads the sequence to four digits and lets it grow beyond', () => {
    expect(vendorCode('GREE', 1)).toBe('GREE0001');
    expect(vendorCode('AB', 42)).toBe('AB0042');
    expect(vendorCode('GREE', 12345)).toBe('GREE12345');
  });

  it('refuses a sequence that is not a positive integer', () => {
    expect(() => vendorCode('GREE', 0)).toThrow(RangeError);
    expect(() => vendorCode('GREE', 1.5)).toThrow(RangeError);
  });
});
