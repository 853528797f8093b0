import { describe, expect, it } from 'vitest';
import { readNewlineRow } from './newline-row.js';

describe('readNewlineRow', () => {
  it('reads CSV text into typed values and ignores unknown columns', () => {
    expect(
      readNewlineRow({
        companyid: '5',
        siteid: '7',
        productname: ' Oat biscuits ',
        productcode: 'OB-1',
        honey: '1',
        jam: 'false',
        mcs: '-3',
        extra: 'ignored',
      }),
    ).toEqual({
      body: {
        companyid: 5,
        siteid: 7,
        productname: 'Oat biscuits',
        productcode: 'OB-1',
        honey: 1,
        jam: 0,
        mcs: -3,
      },
    });
  });
  it('lists every missing required field, blank text and null included', () => {
    expect(readNewlineRow({ productname: '  ', siteid: null })).toEqual({
      message: 'Missing required fields: companyid, siteid, productname, productcode',
    });
  });
  it('names the field of a bad value', () => {
    const base = { companyid: 1, siteid: 1, productname: 'x', productcode: 'y' };
    expect(readNewlineRow({ ...base, honey: 2 })).toEqual({
      message: 'Invalid value for honey: must be 0 or 1',
    });
    expect(readNewlineRow({ ...base, siteid: '0' })).toEqual({
      message: 'Invalid value for siteid: must be a positive integer',
    });
    expect(readNewlineRow({ ...base, mcs: '1.5' })).toEqual({
      message: 'Invalid value for mcs: must be an integer',
    });
    expect(readNewlineRow({ ...base, productcode: 'ABCDEFGHIJKLM' })).toEqual({
      message: 'productcode must be at most 12 characters',
    });
    expect(readNewlineRow({ ...base, productname: 'n'.repeat(76) })).toEqual({
      message: 'productname must be at most 75 characters',
    });
    expect(readNewlineRow({ ...base, productname: 'a\u0000' })).toEqual({
      message: 'Invalid value for productname: must not contain NUL characters',
    });
    expect(readNewlineRow({ ...base, description: { a: 1 } })).toEqual({
      message: 'Invalid value for description: must be a string',
    });
  });
});
