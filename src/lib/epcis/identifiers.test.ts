import { describe, expect, it } from 'vitest';
import { REFERENCE_CASES } from '../../../test/fixtures/epcis/dl-normaliser-cases.js';
import { referenceDlNormalise } from './dl-normaliser.js';
import { canonicalEpc, canonicalGtinClass, parseEpc } from './identifiers.js';

// GTIN 04012345111118 and GLN 4012345000054 are GS1's documentation examples (check digits by hand).
const GTIN = '04012345111118';
const DL = 'https://id.gs1.org';

describe('canonical EPCIS identifiers: one name for a URN and its Digital Links', () => {
  it('gives a serialised item one name, whatever the form and host', () => {
    const canonical = `${DL}/01/${GTIN}/21/987`;
    for (const form of [
      'urn:epc:id:sgtin:4012345.011111.987',
      `https://id.gs1.org/01/${GTIN}/21/987`,
      `https://brand.example/01/${GTIN}/21/987?linkType=gs1:pip#top`,
      `http://brand.example/some/prefix/01/${GTIN}/21/987/`,
      `https://brand.example/gln/catalogue/01/${GTIN}/21/987`, // a prefix that looks like a key
      `https://brand.example/gtin/4012345111118/ser/987`,
      `https://brand.example/01/${GTIN}/10/LOT1/21/987`, // the serial is the finer level: the lot drops
      `https://brand.example/01/${GTIN}/22/A1/21/987`, // the CPV drops
    ])
      expect(canonicalEpc(form), form).toBe(canonical);
    expect(parseEpc('urn:epc:id:sgtin:4012345.011111.987')).toEqual({
      canonical,
      kind: 'serial',
      gtin: GTIN,
      serial: '987',
    });
  });

  it('names lots, classes, locations, SSCCs and parties as the CBV 2.0 hash does', () => {
    const pairs: [string, string][] = [
      ['urn:epc:class:lgtin:4012345.011111.L123', `${DL}/01/${GTIN}/10/L123`],
      [`https://shop.example/01/4012345111118/10/L123`, `${DL}/01/${GTIN}/10/L123`],
      ['urn:epc:idpat:sgtin:4012345.011111.*', `${DL}/01/${GTIN}`],
      [`https://shop.example/01/${GTIN}`, `${DL}/01/${GTIN}`],
      ['urn:epc:id:sgln:4012345.00005.0', `${DL}/414/4012345000054`],
      ['urn:epc:id:sgln:4012345.00005.12', `${DL}/414/4012345000054/254/12`],
      ['https://x.example/414/4012345000054/254/12', `${DL}/414/4012345000054/254/12`],
      ['urn:epc:id:sscc:4012345.0000000011', `${DL}/00/040123450000000115`],
      ['https://x.example/00/040123450000000115', `${DL}/00/040123450000000115`],
      ['urn:epc:id:pgln:4012345.00005', `${DL}/417/4012345000054`],
      ['https://x.example/party/4012345000054', `${DL}/417/4012345000054`],
      ['urn:epc:id:grai:4012345.00022.334455', `${DL}/8003/04012345000221334455`], // other keys: the reference's form
    ];
    for (const [form, canonical] of pairs) {
      expect(canonicalEpc(form), form).toBe(canonical);
      expect(referenceDlNormalise(form), form).toBe(canonical);
    }
  });

  it('takes the company prefix length from the URN dot alone (GTIN-8, -12 and 12-digit prefixes)', () => {
    // The EAN-8 96385074 as an SGTIN: indicator 0, prefix 0000096, item reference 38507.
    expect(canonicalEpc('urn:epc:id:sgtin:0000096.038507.1')).toBe(`${DL}/01/00000096385074/21/1`);
    expect(canonicalEpc('urn:epc:id:sgtin:415056789012.0.987654')).toBe(`${DL}/01/04150567890128/21/987654`);
    expect(canonicalEpc(`${DL}/01/96385074/21/1`)).toBe(`${DL}/01/00000096385074/21/1`);
    expect(canonicalEpc(`${DL}/01/036000291452/10/A`)).toBe(`${DL}/01/00036000291452/10/A`);
  });

  it('decodes URN escapes and Digital Link percent-encoding, and writes one encoding back', () => {
    const canonical = `${DL}/01/${GTIN}/21/A%2FB%21%28%29'.-_;=`;
    for (const form of [
      "urn:epc:id:sgtin:4012345.011111.A%2FB!()'.-_;=",
      "urn:epc:id:sgtin:4012345.011111.A%2fB%21%28%29'.-_;=",
      `https://x.example/01/${GTIN}/21/A%2fB%21()'.-_;=`,
    ])
      expect(canonicalEpc(form), form).toBe(canonical);
    expect(parseEpc("urn:epc:id:sgtin:4012345.011111.A%2FB!()'.-_;=")?.serial).toBe("A/B!()'.-_;=");
    expect(canonicalEpc('urn:epc:class:lgtin:4012345.011111.98%22%25%26%3C%3E%3F')).toBe(
      `${DL}/01/${GTIN}/10/98%22%25%26%3C%3E%3F`,
    );
    // A dot belongs to the serial: only the first two dots split the URN.
    expect(parseEpc('urn:epc:id:sgtin:4012345.011111.1.2.3')?.serial).toBe('1.2.3');
  });

  it('maps a serial, a lot and a class to their GTIN class, so that a class matches its lots', () => {
    const cls = `${DL}/01/${GTIN}`;
    for (const form of [
      'urn:epc:class:lgtin:4012345.011111.L123',
      'urn:epc:id:sgtin:4012345.011111.9',
      'urn:epc:idpat:sgtin:4012345.011111.*',
      `https://x.example/01/${GTIN}/10/L9`,
    ])
      expect(canonicalGtinClass(form), form).toBe(cls);
    expect(canonicalGtinClass('urn:epc:id:sgln:4012345.00005.0')).toBeNull();
    expect(canonicalGtinClass('not an id')).toBeNull();
  });

  it('agrees with the reference normaliser on its own test cases, but for two wrong check digits it accepts', () => {
    // The reference does not check Digital Link check digits; these two GTINs do not end with theirs (9, 5).
    const badCheckDigit = [
      'http://example.de/gtin-8/01/97803111',
      'http://example.de/01/040123451234/cpv/344/lot/ABD',
    ];
    for (const [input, expected] of REFERENCE_CASES)
      expect(canonicalEpc(input), input).toBe(badCheckDigit.includes(input) ? null : expected);
  });

  it('keeps what is no GS1 identifier as sent (null), never throwing', () => {
    for (const text of [
      '',
      'urn:epc:id:sgtin:',
      'urn:epc:id:sgtin:4012345011111.987', // one dot: no prefix boundary
      'urn:epc:id:sgtin:4012345.011111', // no serial
      'urn:epc:id:sgtin:4012345.01111.987', // 12 digits, not 13
      'urn:epc:id:sgtin:40123.4501111.987', // 5-digit prefix
      'urn:epc:id:sgtin:4012345.011111.' + 'x'.repeat(21), // serial over 20 characters
      'urn:epc:id:sgtin:4012345.011111.é', // outside GS1 character set 82
      'urn:epc:id:sgtin:4012345.011111.a%2', // broken escape
      'urn:epc:id:sgtin:4012345.011111.a%00', // NUL
      'urn:epc:id:sgln:4012345.00005', // no extension part
      'urn:epc:id:sscc:4012345.000000001', // 16 digits
      'URN:EPC:ID:SGTIN:4012345.011111.987',
      'urn:epc:id:sgtin:４０１２３４５.011111.987', // full-width digits
      `https://x.example/01/04012345111119/21/987`, // wrong check digit
      `https://x.example/01/${GTIN}/21/${'x'.repeat(21)}`,
      `https://x.example/01/${GTIN}/21/a%ZZ`,
      `https://x.example/01/${GTIN}/21/987/10/L1`, // qualifiers out of order
      `https://x.example/01/${GTIN}/99/1`,
      'https://x.example/414/4012345000055', // wrong GLN check digit
      'https://x.example/00/040123450000000116', // wrong SSCC check digit
      'https://example.com/about',
      'mailto:someone@example.com',
      '\u202e\ud800\u0000',
      'https://x.example/01/' + '4'.repeat(100_000),
      'urn:epc:id:sgtin:' + '.'.repeat(100_000),
      ('https://x.example' + '/01').repeat(10_000),
    ]) {
      expect(() => canonicalEpc(text), text.slice(0, 60)).not.toThrow();
      expect(canonicalEpc(text), text.slice(0, 60)).toBeNull();
    }
    for (const notText of [undefined, null, 42, {}, ['urn:epc:id:sgtin:4012345.011111.987']])
      expect(canonicalEpc(notText as unknown as string)).toBeNull();
  });
});
