import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { uniqueGtin, wrongCheckDigit } from '../../../test/fixtures/gs1.js';
import { bearer } from '../../../test/fixtures/accounts.js';
import { supplierWithSpec } from '../../../test/fixtures/scope-world.js';

/** A spec's GTIN through updateProduct (docs/products.md, "GTIN"): an extension a contract client never sends. */
const t = useTestApp();

const update = (psid: number, payload: object, method: 'PUT' | 'POST' = 'PUT') =>
  t.api({ method, url: `/api/v1/products/updateProduct/${psid}`, payload, key: t.key[2] });
const specRow = async (psid: number) =>
  (await t.api({ method: 'GET', url: `/api/v1/products/${psid}/spec` })).json().data as Record<
    string,
    unknown
  >;

describe('a spec’s GTIN', () => {
  it('takes GTIN-8, -12, -13 and -14, stores and answers 14 digits', async () => {
    for (const length of [8, 12, 13, 14] as const) {
      const { psid } = await createNewline(t);
      const gtin = uniqueGtin(length);
      const res = await update(psid, { gtin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.gtin).toBe(gtin.padStart(14, '0'));
      expect((await specRow(psid)).gtin).toBe(gtin.padStart(14, '0'));
      const { rows } = await t.db.query<{ gtin: string }>('SELECT gtin FROM product_specs WHERE psid = $1', [
        psid,
      ]);
      expect(rows[0]!.gtin).toHaveLength(14);
    }
  });

  it('refuses a bad check digit, other lengths and non-digits with 400 Invalid GTIN, writing nothing', async () => {
    const { psid } = await createNewline(t);
    const good = uniqueGtin(13);
    for (const bad of [wrongCheckDigit(good), good.slice(1), `00${good}`, `${good} `, 'ABCDEFGHIJKLM', '']) {
      const res = await update(psid, { gtin: bad, productdescription: 'should not be written' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid GTIN' });
    }
    for (const hostile of [{ $ne: null }, ['1'], 'x'.repeat(100_000)]) {
      expect((await update(psid, { gtin: hostile })).statusCode).toBe(400);
    }
    expect((await specRow(psid)).productdescription).not.toBe('should not be written');
  });

  it('one active spec per GTIN (409, whatever form it is sent in); null clears it and frees it', async () => {
    const a = await createNewline(t);
    const b = await createNewline(t);
    const gtin13 = uniqueGtin(13);
    expect((await update(a.psid, { gtin: gtin13 })).statusCode).toBe(200);
    const taken = await update(b.psid, { gtin: `0${gtin13}`, productdescription: 'not written' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      error: 'Invalid gtin: another active spec already has this GTIN',
    });
    expect((await specRow(b.psid)).productdescription).not.toBe('not written');
    const cleared = await update(a.psid, { gtin: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).not.toHaveProperty('gtin');
    expect((await update(b.psid, { gtin: gtin13 })).statusCode).toBe(200);
    // Two specs racing for one GTIN: one wins, the other 409, never a 500.
    const c = await createNewline(t);
    const d = await createNewline(t);
    const gtin = uniqueGtin(14);
    const codes = (await Promise.all([update(c.psid, { gtin }), update(d.psid, { gtin }, 'POST')]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });

  it('a contract client’s update (no gtin) answers as before: no gtin field, the same message', async () => {
    const { psid } = await createNewline(t);
    const res = await update(psid, { productdescription: 'Oat biscuits' }, 'POST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Product updated successfully',
      accordionHeader: 1,
    });
    expect(res.json().data).not.toHaveProperty('gtin');
    expect(await specRow(psid)).not.toHaveProperty('gtin');
  });

  it('is the organisation’s to set: the supplier scope sending gtin is 403 naming it, nothing written', async () => {
    const own = await supplierWithSpec(t, 'Gtin');
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateProduct/${own.psid}`,
      payload: { gtin: uniqueGtin(13), productdescription: 'Changed by the supplier' },
      key: null,
      headers: bearer(own.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Insufficient permissions for gtin' });
    expect(await specRow(own.psid)).not.toHaveProperty('gtin');
  });
});

describe('GET /products?gtin=', () => {
  it('finds the spec of a GTIN in any of its lengths, sorted or not; another GTIN finds nothing', async () => {
    const { psid } = await createNewline(t);
    const gtin = uniqueGtin(13);
    expect((await update(psid, { gtin })).statusCode).toBe(200);
    for (const query of [`gtin=${gtin}`, `gtin=0${gtin}`, `gtin=${gtin}&sort=productname`]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/products?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.map((p: { psid: number }) => p.psid),
        query,
      ).toEqual([psid]);
      expect(res.json().pagination.total).toBe(1);
    }
    const none = await t.api({ method: 'GET', url: `/api/v1/products?gtin=${uniqueGtin(14)}` });
    expect(none.json().data).toEqual([]);
    const bad = await t.api({ method: 'GET', url: '/api/v1/products?gtin=12345' });
    expect(bad.statusCode).toBe(400);
  });
});
