import { describe, expect, it } from 'vitest';
import { isValidGln, isValidGtin } from '../lib/gs1.js';
import { EXAMPLE_DAY, exampleOf, type Schema } from './openapi-examples.js';

const object = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties });
const text: Schema = { type: 'string', maxLength: 50 };
const id: Schema = { type: 'integer', minimum: 1, maximum: 2147483647 };

describe('exampleOf', () => {
  it('gives GS1 keys their check digits and countries their ISO 3166 numeric ids', () => {
    const ex = exampleOf(object({ gln: text, gtin: text, country: id, targetmarket: id }), {}) as Schema;
    expect(isValidGln(ex.gln as string)).toBe(true);
    expect(isValidGtin(ex.gtin as string)).toBe(true);
    expect(ex).toMatchObject({ country: 826, targetmarket: 826 });
  });

  it('dates what ends after what begins', () => {
    const date: Schema = { type: 'string', format: 'date' };
    const ex = exampleOf(object({ issuedate: date, expirydate: date, duedate: date }), {}) as Schema;
    expect(ex.issuedate).toBe(EXAMPLE_DAY);
    expect((ex.expirydate as string) > EXAMPLE_DAY).toBe(true);
    expect((ex.duedate as string) > EXAMPLE_DAY).toBe(true);
  });

  it('writes a decimal sent as number or text as decimal text', () => {
    expect(exampleOf({ type: ['string', 'number', 'null'], maxLength: 40 }, {}, 'fat100gcontains')).toBe(
      '12.5',
    );
  });

  it('never names one person twice: email fields by their name, a new password unlike the current one', () => {
    const email: Schema = { type: 'string', format: 'email' };
    const ex = exampleOf(
      object({ emailaddress: email, portaluseremail: email, currentpassword: text, newpassword: text }),
      {},
    ) as Schema;
    expect(ex.emailaddress).not.toBe(ex.portaluseremail);
    expect(ex.newpassword).not.toBe(ex.currentpassword);
  });

  it('shows a bulk body as rows that differ from the single example and from each other', () => {
    const components = { Row: object({ portaluseremail: { type: 'string', format: 'email' } }) };
    const row = { $ref: '#/components/schemas/Row' };
    const rows = exampleOf({ oneOf: [row, { type: 'array', items: row, minItems: 1 }] }, components);
    const single = exampleOf(row, components) as Schema;
    expect(Array.isArray(rows)).toBe(true);
    const emails = (rows as Schema[]).map((r) => r.portaluseremail);
    expect(new Set([...emails, single.portaluseremail]).size).toBe(3);
  });

  it('keeps a schema’s own example, and the bounds of a named value', () => {
    expect(exampleOf({ ...id, examples: [11] }, {}, 'psid')).toBe(11);
    expect(exampleOf({ type: 'integer', minimum: 1, maximum: 10 }, {}, 'country')).toBe(1);
  });
});
