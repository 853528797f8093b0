import { describe, expect, it } from 'vitest';
import { barcodeOf, gs1CheckDigit, isValidGln, isValidGtin, normaliseGtin } from './gs1.js';

// Real, widely cited keys: the EAN-13 4006381333931 and the UPC-A 036000291452 printed on retail products,
// the EAN-8 96385074, the GTIN-14 of GS1 US's examples, and the GLN of GS1's documentation examples.
// Each check digit was computed by hand as well as by the code under test.
const REAL = {
  gtin13: '4006381333931',
  gtin12: '036000291452',
  gtin8: '96385074',
  gtin14: '10614141000415',
  gln: '5412345000013',
};

describe('GS1 check digits', () => {
  it('computes the mod-10 check digit of real keys', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('1061414100041')).toBe(5);
    expect(gs1CheckDigit('541234500001')).toBe(3);
    expect(gs1CheckDigit('12a')).toBeUndefined();
  });

  it('accepts real GTIN-8, -12, -13 and -14 and refuses a wrong check digit or length', () => {
    for (const gtin of [REAL.gtin13, REAL.gtin12, REAL.gtin8, REAL.gtin14])
      expect(isValidGtin(gtin), gtin).toBe(true);
    for (const bad of [
      '4006381333932', // check digit off by one
      '036000291453',
      '96385075',
      '4006381333931 ',
      '400638133393', // 12 digits, but the 13-digit key's body
      '123456789', // 9 digits: no such GTIN
      '',
      '４００６３８１３３３９３１', // full-width digits
      '-4006381333931',
    ])
      expect(isValidGtin(bad), bad).toBe(false);
  });

  it('normalises a GTIN to 14 digits, and prints it back as its barcode', () => {
    expect(normaliseGtin(REAL.gtin13)).toBe('04006381333931');
    expect(normaliseGtin(REAL.gtin12)).toBe('00036000291452');
    expect(normaliseGtin(REAL.gtin8)).toBe('00000096385074');
    expect(normaliseGtin(REAL.gtin14)).toBe(REAL.gtin14);
    expect(normaliseGtin('4006381333932')).toBeUndefined();
    for (const gtin of [REAL.gtin13, REAL.gtin8, REAL.gtin14])
      expect(isValidGtin(normaliseGtin(gtin)!)).toBe(true);
    expect(barcodeOf('04006381333931')).toBe('4006381333931');
    expect(barcodeOf('00036000291452')).toBe('0036000291452');
    expect(barcodeOf('00000096385074')).toBe('96385074');
    expect(barcodeOf(REAL.gtin14)).toBe(REAL.gtin14);
  });

  it('accepts a real GLN and refuses others', () => {
    expect(isValidGln(REAL.gln)).toBe(true);
    for (const bad of ['5412345000014', '541234500001', '54123450000130', REAL.gtin8, 'abcdefghijklm'])
      expect(isValidGln(bad), bad).toBe(false);
  });
});
