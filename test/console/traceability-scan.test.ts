import { describe, expect, it } from 'vitest';
import {
  lotFromFields,
  lotFromText,
  lotHref,
  lotLink,
  lotProblem,
} from '../../console/src/pages/traceability/scan.js';

const GTIN = '04012345111118';
const GS = '\x1d';
const lot = (gtin: string, l: string, source: string, extra = {}) => ({
  ok: true,
  gtin,
  lot: l,
  source,
  ...extra,
});
const problem = (text: string) => {
  const r = lotFromText(text);
  expect(r.ok, JSON.stringify(r)).toBe(false);
  return (r as { problem: string }).problem;
};

describe('finding a lot from what is typed, pasted or scanned', () => {
  it('a GTIN and a lot in two fields, the GTIN made 14 digits', () => {
    expect(lotFromFields(' 4012345111118 ', ' L123 ')).toEqual(lot(GTIN, 'L123', 'fields'));
    expect(lotFromFields('', 'L1')).toEqual({
      ok: false,
      problem: 'Enter the GTIN too: a lot number is a lot of one product',
    });
    expect(lotFromFields(GTIN, '')).toMatchObject({ ok: false, problem: /Enter the lot too/ });
    expect(lotFromFields('', '')).toMatchObject({ ok: false, problem: /Enter a GTIN and a lot/ });
    expect(lotFromFields('04012345111119', 'L1')).toEqual({
      ok: false,
      problem: 'The GTIN’s last digit (its check digit) is wrong: check the number',
    });
    expect(lotFromFields('1234', 'L1')).toMatchObject({
      problem: 'Enter the GTIN as 8, 12, 13 or 14 digits',
    });
    expect(lotFromFields(GTIN, 'L'.repeat(21))).toMatchObject({
      problem: 'Enter a lot of 20 characters or fewer',
    });
    expect(lotFromFields(GTIN, 'L 1')).toMatchObject({ problem: /without spaces/ });
    expect(lotFromFields(GTIN, 'L1é')).toMatchObject({ problem: /character GS1 does not allow/ });
  });

  it('a GTIN and a lot in one text, apart by a space or a slash', () => {
    expect(lotFromText(`${GTIN} L123`)).toEqual(lot(GTIN, 'L123', 'text'));
    expect(lotFromText(`4012345111118 / L-9`)).toEqual(lot(GTIN, 'L-9', 'text'));
    expect(problem(GTIN)).toBe('Enter the lot too: a trace follows one lot of a product');
    expect(problem('04012345111119')).toMatch(/check digit/);
    expect(problem('')).toMatch(/Enter a GTIN and a lot/);
  });

  it('a GS1 Digital Link on any host, with a path before the key and a query after', () => {
    expect(lotFromText(`https://brand.example/01/${GTIN}/10/L123?x=y`)).toEqual(
      lot(GTIN, 'L123', 'digital-link'),
    );
    expect(lotFromText(`https://brand.example/products/01/${GTIN}/10/L%2F1`)).toEqual(
      lot(GTIN, 'L/1', 'digital-link'),
    );
    // A QR code's symbology identifier before the link.
    expect(lotFromText(`]Q1https://id.gs1.org/01/${GTIN}/10/ABC`)).toEqual(lot(GTIN, 'ABC', 'digital-link'));
    expect(problem(`https://id.gs1.org/01/${GTIN}/21/S1`)).toBe(
      'This link names one item (serial S1), not a lot: use a link with the lot (/10/…)',
    );
    expect(problem(`https://id.gs1.org/01/${GTIN}`)).toMatch(/the product but not its lot/);
    expect(problem('https://id.gs1.org/01/04012345111119/10/L1')).toMatch(/check digit/);
    expect(problem(`https://id.gs1.org/01/${GTIN}/10/${'A'.repeat(21)}`)).toMatch(/20 characters or fewer/);
    expect(problem('https://example.com/about')).toMatch(/not a GS1 Digital Link of a lot/);
  });

  it('an EPC URN of a lot; a serial or a pallet is said to be no lot', () => {
    expect(lotFromText('urn:epc:class:lgtin:4012345.011111.L123')).toEqual(lot(GTIN, 'L123', 'urn'));
    expect(problem('urn:epc:id:sgtin:4012345.011111.987')).toMatch(/one item \(serial 987\)/);
    expect(problem('urn:epc:id:sscc:4012345.0000000001')).toMatch(/logistic unit/);
    expect(problem('urn:epc:class:lgtin:4012345')).toMatch(/urn:epc:class:lgtin/);
  });

  it('a barcode’s element string in human-readable form', () => {
    expect(lotFromText(`(01)${GTIN}(10)L123`)).toEqual(lot(GTIN, 'L123', 'element-string'));
    expect(lotFromText(`(01)${GTIN}(17)261231(10)L(1)`)).toEqual(
      lot(GTIN, 'L(1)', 'element-string', { expiry: '2026-12-31' }),
    );
    expect(problem(`(01)${GTIN}(99)X(10)L1`)).toBe(
      'The barcode holds AI (99), which the console does not read',
    );
    expect(problem(`(01)4012345111118(10)L1`)).toBe('AI (01) needs 14 digits, not 13');
    expect(problem('(01)04012345111119(10)L1')).toMatch(/check digit/);
  });

  it('a barcode’s raw text as a scanner types it: symbology identifier, GS separators, or none after fixed fields', () => {
    const want = lot(GTIN, 'L123', 'element-string', { expiry: '2026-12-31' });
    expect(lotFromText(`]C101${GTIN}17261231` + `10L123`)).toEqual(want);
    expect(lotFromText(`]d201${GTIN}10L123${GS}17261231`)).toEqual(want);
    expect(lotFromText(`]Q301${GTIN}17261231${GS}10L123`)).toEqual(want);
    // The GS as its picture (some scanners' keyboard layouts type it so).
    expect(lotFromText(`01${GTIN}10L123\u241d17261231`)).toEqual(want);
    expect(lotFromText(`01${GTIN}1726123110L123`)).toEqual(want);
    // Spaces typed by a person end a field as GS does (a lot has none).
    expect(lotFromText(`01${GTIN} 17261231 10L123`)).toEqual(want);
    // A net weight (3103) and a best before day (15, day 00: the month's last).
    expect(lotFromText(`01${GTIN}3103001250` + `15270200` + `10L9`)).toEqual(
      lot(GTIN, 'L9', 'element-string', { bestBefore: '2027-02-28' }),
    );
  });

  it('a scanned barcode that is not a lot, or is broken, says why', () => {
    expect(problem(`01${GTIN}21SER1`)).toBe(
      'This barcode names one item (serial SER1) and no lot (AI 10): enter the lot',
    );
    expect(problem(`01${GTIN}17261231`)).toBe(
      'The barcode holds the GTIN but no lot (AI 10): enter the lot too',
    );
    expect(problem(`00340123450000000018`)).toMatch(/logistic unit \(SSCC 340123450000000018\)/);
    expect(problem(`0104012345111119` + `10L1`)).toMatch(/check digit/);
    expect(problem(`01${GTIN}10${'A'.repeat(21)}`)).toMatch(/over 20 characters: a GS separator is missing/);
    expect(problem(`01${GTIN}17261`)).toMatch(/AI \(17\) needs 6 digits/);
    expect(problem(`01${GTIN}17261399` + `10L1`)).toBe(
      'AI (17) is no real date (YYMMDD): scan the barcode again',
    );
    expect(problem(`01${GTIN}10L1${GS}10L2`)).toMatch(/AI \(10\) twice/);
    expect(problem(`01${GTIN}98X`)).toMatch(/AI \(98…\), which the console does not read/);
    expect(problem(`10L1`)).toBe('The barcode holds no GTIN (AI 01): scan the product’s barcode');
    expect(problem(`01${GTIN}10`)).toBe('AI (10) has no data: scan the barcode again');
    expect(problem('hello')).toMatch(/not a code the console reads/);
    expect(problem('x'.repeat(3000))).toMatch(/too long/);
  });

  it('the lot page’s address and the lot’s canonical Digital Link', () => {
    expect(lotHref('4012345111118', 'L/1 2')).toBe(`/traceability/lots/${GTIN}/L%2F1%202`);
    expect(lotLink(GTIN, 'L/1')).toBe(`https://id.gs1.org/01/${GTIN}/10/L%2F1`);
    expect(lotProblem('L1')).toBeUndefined();
  });
});
