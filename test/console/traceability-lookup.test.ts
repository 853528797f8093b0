import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOOKUP,
  isEmptyLookup,
  lookupFromSearch,
  lookupProblems,
  lookupQuery,
  lookupToSearch,
} from '../../console/src/pages/traceability/lookup.js';

const GTIN13 = '5012345123455';
const GLN = '5012345000015';

describe('the traceability lookup form (what a person types → the EPCIS query)', () => {
  it('a GTIN alone asks for every lot of it; with a lot, that lot, as canonical Digital Links', () => {
    expect(lookupQuery({ ...EMPTY_LOOKUP, gtin: GTIN13 })).toEqual({
      MATCH_anyEPCClass: `https://id.gs1.org/01/0${GTIN13}`,
    });
    expect(lookupQuery({ ...EMPTY_LOOKUP, gtin: ` ${GTIN13} `, lot: 'L 1/2'.replace(' ', '') })).toEqual({
      MATCH_anyEPCClass: `https://id.gs1.org/01/0${GTIN13}/10/L1%2F2`,
    });
  });

  it('a site as business location or read point; days from the first instant to the day after the last', () => {
    const q = lookupQuery({
      ...EMPTY_LOOKUP,
      site: GLN,
      from: '2026-11-01',
      to: '2026-11-30',
      bizStep: 'shipping',
    });
    expect(q).toEqual({
      EQ_bizLocation: `https://id.gs1.org/414/${GLN}`,
      GE_eventTime: new Date(2026, 10, 1).toISOString(),
      LT_eventTime: new Date(2026, 11, 1).toISOString(),
      EQ_bizStep: 'shipping',
    });
    expect(lookupQuery({ ...EMPTY_LOOKUP, site: GLN, siteAs: 'readPoint' })).toEqual({
      EQ_readPoint: `https://id.gs1.org/414/${GLN}`,
    });
    expect(isEmptyLookup(EMPTY_LOOKUP)).toBe(true);
  });

  it('says what to correct before asking anything', () => {
    expect(lookupProblems(EMPTY_LOOKUP)).toEqual({});
    expect(
      lookupProblems({
        ...EMPTY_LOOKUP,
        gtin: '5012345123456',
        site: '12345',
        from: '2026-12-02',
        to: '2026-12-01',
      }),
    ).toEqual({
      gtin: 'The GTIN’s last digit (its check digit) is wrong: check the number',
      site: 'Enter the GLN as 13 digits',
      to: 'The to date must be the same as or after the from date',
    });
    expect(lookupProblems({ ...EMPTY_LOOKUP, lot: 'L123' })).toEqual({
      lot: 'Enter the GTIN too: a lot number is a lot of one product',
    });
    expect(lookupProblems({ ...EMPTY_LOOKUP, gtin: GTIN13, lot: 'x'.repeat(21) }).lot).toMatch(/up to 20/);
    expect(lookupProblems({ ...EMPTY_LOOKUP, from: '2026-02-31x' }).from).toBe(
      'Enter the from date as a real date',
    );
  });

  it('lives in the page’s address and comes back from it', () => {
    const f = { ...EMPTY_LOOKUP, gtin: GTIN13, lot: 'L&1', site: GLN, siteAs: 'readPoint' as const };
    const search = lookupToSearch(f);
    expect(search).toBe(`?gtin=${GTIN13}&lot=L%261&site=${GLN}&siteAs=readPoint`);
    expect(lookupFromSearch(Object.fromEntries(new URLSearchParams(search)))).toEqual(f);
    expect(lookupToSearch(EMPTY_LOOKUP)).toBe('');
    expect(lookupFromSearch({ siteAs: 'evil' }).siteAs).toBe('bizLocation');
  });
});
