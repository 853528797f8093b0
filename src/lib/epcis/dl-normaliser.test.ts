import { describe, expect, it } from 'vitest';
import { REFERENCE_CASES } from '../../../test/fixtures/epcis/dl-normaliser-cases.js';
import { referenceDlNormalise } from './dl-normaliser.js';

describe('reference Digital Link normaliser (port of dl_normaliser.py)', () => {
  it.each(REFERENCE_CASES)('%s', (input, expected) => {
    expect(referenceDlNormalise(input)).toBe(expected);
  });

  it('returns null for a non-string, as the reference does for normaliser(42)', () => {
    expect(referenceDlNormalise(42 as unknown as string)).toBeNull();
  });

  it('does not choke on long hostile text', () => {
    for (const text of [
      'https://x.example/' + '01/'.repeat(700),
      'https://x.example/' + '/'.repeat(2000) + '01/1234',
      'http://' + '/01/1234x'.repeat(220),
      'urn:epc:id:sgtin:' + '1'.repeat(2000) + '.1.1',
    ])
      expect(referenceDlNormalise(text)).toBeNull();
  });
});
