import { describe, expect, it } from 'vitest';
import { checkPublished, readAlertKeys } from './alerts-input.js';

const G = '04012345111118';
const LOT = `https://id.gs1.org/01/${G}/10/L123`;

describe('readAlertKeys', () => {
  it('GTINs of 8, 12, 13 and 14 digits as GTIN-14, each once', () => {
    expect(readAlertKeys(['4012345111118', G, '96385074', '036000291452'], []).gtins).toEqual([
      G,
      '00000096385074',
      '00036000291452',
    ]);
  });

  it('a wrong check digit is refused, naming the GTIN', () => {
    expect(() => readAlertKeys([G, '04012345111119'], [])).toThrow(
      'gtins.1 04012345111119 has a wrong check digit',
    );
  });

  it('lots as Digital Links on any host, EPC URNs and element strings, in one canonical form', () => {
    const keys = readAlertKeys(
      [],
      [
        `https://brand.example/products/01/${G}/10/L123?x=1`,
        'urn:epc:class:lgtin:4012345.011111.L123',
        `(01)${G}(10)L123`,
        `(01)4012345111118(10)A/B`,
      ],
    );
    expect(keys.lots).toEqual([LOT, `https://id.gs1.org/01/${G}/10/A%2FB`]);
    expect(keys.bareLots).toEqual([]);
  });

  it('a lot number alone is taken under each GTIN: its canonical suffix', () => {
    const keys = readAlertKeys([G], ['L123', 'A/B', 'L123']);
    expect(keys.bareLots).toEqual(['L123', 'A/B']);
    expect(keys.bareSuffixes).toEqual(['/10/L123', '/10/A%2FB']);
  });

  it('refuses what names no lot, naming the entry', () => {
    const cases: [string[], string[], RegExp][] = [
      [[], ['L123'], /lots\.0 is a lot number alone: send its GTIN in gtins/],
      [[], [`https://id.gs1.org/01/${G}`], /lots\.0 names a whole product \(GTIN 04012345111118\)/],
      [[], [`https://id.gs1.org/01/${G}/21/S1`], /lots\.0 names a serial, not a lot/],
      [[], ['https://id.gs1.org/414/4012345000009'], /lots\.0 names a location/],
      [[], [`https://id.gs1.org/01/04012345111119/10/L1`], /lots\.0 is no GS1 lot identifier/],
      [[], ['https://example.com/whatever'], /lots\.0 is no GS1 lot identifier/],
      [[], [`(01)04012345111119(10)L1`], /lots\.0: GTIN 04012345111119 has a wrong check digit/],
      [[G], ['x'.repeat(21)], /lots\.0 must be 1 to 20 characters of the GS1 character set 82/],
      [[G], [LOT, 'lot with spaces'], /lots\.1 must be 1 to 20 characters/],
      [[G], ['é'], /lots\.0 must be 1 to 20 characters/],
    ];
    for (const [gtins, lots, message] of cases) expect(() => readAlertKeys(gtins, lots)).toThrow(message);
  });
});

describe('checkPublished', () => {
  it('a date or a date-time with its offset, kept as sent; absent: null', () => {
    expect(checkPublished('2026-11-28')).toBe('2026-11-28');
    expect(checkPublished('2026-11-28T08:00:00+01:00')).toBe('2026-11-28T08:00:00+01:00');
    expect(checkPublished(undefined)).toBeNull();
  });

  it('anything else refused', () => {
    for (const bad of ['yesterday', '2026-13-01', '2026-11-28T08:00:00', ''])
      expect(() => checkPublished(bad)).toThrow(/published must be an ISO 8601 date or date-time/);
  });
});
