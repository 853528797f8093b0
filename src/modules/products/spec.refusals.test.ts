import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();
const VENDORCODE_TAKEN = 'Invalid vendorcode: it is already in use by another supplier';

describe('POST /products/updateProduct/{psid}: refusals', () => {
  it('refuses with the spec messages', async () => {
    const n = await createNewline(t);
    let res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      payload: { psid: 3, nope: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
    res = await t.api({
      method: 'POST',
      url: '/api/v1/products/updateProduct/999999',
      payload: { version: 2 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    const cases: [object, string][] = [
      [{ statusid: 99 }, 'Invalid statusid: 99 does not exist'],
      [{ uom: 99 }, 'Invalid uom: 99 does not exist'],
      [
        { launchdate: '2025-02-30' },
        'Invalid value for launchdate: must be a real date (YYYY-MM-DD or ISO 8601)',
      ],
      [{ productcode: 'x'.repeat(13) }, 'productcode must be at most 12 characters'],
      [{ enabled: 2 }, 'Invalid value for enabled: must be 0 or 1'],
      [{ technicalcontactemail: 'not-an-email' }, 'technicalcontactemail must be a valid email address'],
    ];
    for (const [payload, error] of cases) {
      res = await t.api({ method: 'POST', url: `/api/v1/products/updateProduct/${n.psid}`, payload });
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
  });

  it('a failed update changes nothing in any table', async () => {
    const n = await createNewline(t);
    const other = await createNewline(t);
    await t.db.query(`UPDATE companies SET vendorcode = 'TAKEN' || $1 WHERE companyid = $1`, [
      other.companyid,
    ]);
    const snapshot = () =>
      t.db.query(
        `SELECT row_to_json(s)::text AS s, row_to_json(n)::text AS n, row_to_json(c)::text AS c
           FROM product_specs s JOIN newlines n USING (newlineid) JOIN companies c ON c.companyid = n.companyid
          WHERE s.psid = $1`,
        [n.psid],
      );
    const before = await snapshot();
    const cases: [object, number, string][] = [
      // Fails in the database, after the spec and newline writes.
      [{ vendorcode: `TAKEN${other.companyid}` }, 409, VENDORCODE_TAKEN],
      // Fails before any write.
      [{ buyer: 999999 }, 400, 'Invalid buyer: 999999 does not exist'],
    ];
    for (const [bad, status, error] of cases) {
      const res = await t.api({
        method: 'POST',
        url: `/api/v1/products/updateProduct/${n.psid}`,
        payload: { version: 9, productname: 'Changed', companyname: 'Changed Ltd', ...bad },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, error });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('answers 409 when the vendor code is another supplier’s: the UNIQUE of companies.vendorcode decides', async () => {
    const n = await createNewline(t);
    const other = await createNewline(t);
    const code = `V${other.companyid}`;
    let res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateProduct/${other.psid}`,
      payload: { vendorcode: code },
    });
    expect(res.statusCode).toBe(200);
    res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      payload: { vendorcode: code },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: VENDORCODE_TAKEN });
    // Its own code again is no conflict.
    res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${other.psid}`,
      payload: { vendorcode: code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vendorcode).toBe(code);
  });

  it('refuses an inactive spec', async () => {
    const n = await createNewline(t);
    await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}` });
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      payload: { version: 2 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
  });
});
