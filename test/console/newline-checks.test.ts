import { describe, expect, it } from 'vitest';
import {
  checkNewline,
  draftOf,
  EDITABLE,
  fieldOfMessage,
  FLAGS,
  PRODUCTCODE_MAX,
  PRODUCTNAME_MAX,
  wire,
} from '../../console/src/pages/specs/newline-checks.js';
import * as server from '../../src/modules/newlines/newlines.schemas.js';

const FIELDS = ['companyid', 'siteid', ...EDITABLE];

describe("the console's product line form (the server's newline rules)", () => {
  it('has the server’s flags, in its order, and its lengths', () => {
    expect(FLAGS.map(([f]) => f)).toEqual([...server.FLAGS]);
    expect(PRODUCTNAME_MAX).toBe(server.PRODUCTNAME_MAX);
    expect(PRODUCTCODE_MAX).toBe(server.PRODUCTCODE_MAX);
    // Every field it edits is one the update takes.
    for (const f of EDITABLE) expect(server.UPDATABLE_NEWLINE_FIELDS).toContain(f);
  });

  it('refuses before sending what the API would refuse, in words saying what to do', () => {
    const empty = { ...draftOf(null), companyid: '', siteid: '' };
    expect(checkNewline(empty, true)).toEqual({
      companyid: 'Choose the supplier',
      productname: 'Enter the product name',
      productcode: 'Enter the product code',
    });
    const long = { ...empty, companyid: '3', productname: 'x'.repeat(76), productcode: ' ABC ', mcs: '1.5' };
    expect(checkNewline(long, true)).toEqual({
      siteid: 'Choose the site that makes it',
      productname: 'Product name must be 75 characters or fewer',
      mcs: 'MCS must be a whole number',
    });
    // Editing: no supplier or site in the form.
    expect(checkNewline({ ...draftOf(null), productname: 'A', productcode: 'B' }, false)).toEqual({});
  });

  it('puts each API message beside the field it names, with the field’s label for its name', () => {
    const cases: [string, string | null, string][] = [
      ['Invalid companyid: supplier 5 is inactive', 'companyid', 'Invalid supplier: supplier 5 is inactive'],
      [
        'Invalid siteid: site 9 does not belong to company 5',
        'siteid',
        'Invalid site: site 9 does not belong to company 5',
      ],
      ['Missing required field: productcode', 'productcode', 'Missing required field: product code'],
      [
        'productname must be at most 75 characters',
        'productname',
        'Product name must be at most 75 characters',
      ],
      ['Invalid category: 99 does not exist', 'category', 'Invalid category: 99 does not exist'],
      ['Invalid value for fish: must be 0 or 1', 'fish', 'Invalid value for fish: must be 0 or 1'],
      [
        'Invalid value for freshfish: must be 0 or 1',
        'freshfish',
        'Invalid value for fresh fish: must be 0 or 1',
      ],
      ['No valid fields provided for update', null, 'No valid fields provided for update'],
    ];
    for (const [message, field, text] of cases)
      expect(fieldOfMessage(message, FIELDS)).toEqual({ field, text });
  });

  it('sends text trimmed or null, ids as numbers, flags as 0 or 1', () => {
    expect(wire('productname', '  Fudge ')).toBe('Fudge');
    expect(wire('description', '  ')).toBeNull();
    expect(wire('category', '4')).toBe(4);
    expect(wire('buyer', '')).toBeNull();
    expect(wire('honey', true)).toBe(1);
    expect(wire('honey', false)).toBe(0);
    const d = draftOf({ productname: 'P', productcode: 'C', category: 2, buyer: null, honey: 1, fish: 0 });
    expect(d).toMatchObject({ productname: 'P', category: '2', buyer: '', honey: true, fish: false });
  });
});
