import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { ALLERGENS } from './allergens.schemas.js';

const t = useTestApp();

describe('allergens', () => {
  it('adds (omitted = No), reads as No / Yes / May with names, and refuses a second add with 409', async () => {
    const n = await createNewline(t, { productname: 'Peanut brittle', productcode: 'PB-1' });
    let res = await t.api({
      method: 'POST',
      url: '/api/v1/products/addAllergens',
      key: t.key[2],
      payload: { psid: n.psid, peanuts: 1, nuts: 2, unknown: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { psid: n.psid } });

    res = await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${n.psid}`, key: t.key[1] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual([
      'psid',
      ...ALLERGENS,
      'productname',
      'productcode',
      'statuslevel',
      'companyname',
    ]);
    expect(data).toMatchObject({
      psid: n.psid,
      peanuts: 'Yes',
      nuts: 'May',
      eggs: 'No',
      lupin: 'No',
      productname: 'Peanut brittle',
      productcode: 'PB-1',
      statuslevel: 'New',
      companyname: n.companyname,
    });

    res = await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid: n.psid } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Allergen record already exists for this psid. Use update instead.',
    });
  });

  it('updates only the given allergens', async () => {
    const n = await createNewline(t);
    await t.api({
      method: 'POST',
      url: '/api/v1/products/addAllergens',
      payload: { psid: n.psid, eggs: 1, milk: 1 },
    });
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { gluten: 2, wheat: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Allergens updated successfully', psid: n.psid },
    });
    const data = (await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${n.psid}` })).json().data;
    expect(data).toMatchObject({ eggs: 'Yes', milk: 'Yes', gluten: 'May', wheat: 'Yes', oats: 'No' });
  });

  it('refuses values other than 0, 1, 2 naming the field', async () => {
    const n = await createNewline(t);
    for (const bad of [3, -1, 'yes', 1.5]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/products/addAllergens',
        payload: { psid: n.psid, sesame: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid value for sesame: must be 0 (No), 1 (Yes) or 2 (May contain)',
      });
    }
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { celery: 7 },
    });
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid value for celery: must be 0 (No), 1 (Yes) or 2 (May contain)',
    });
  });

  it('answers the spec messages for empty updates, missing or inactive specs', async () => {
    const n = await createNewline(t);
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid: n.psid } });
    let res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { celeriac: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'No valid allergen fields provided for update' });
    res = await t.api({
      method: 'POST',
      url: '/api/v1/products/updateAllergens/999999',
      payload: { eggs: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
    res = await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid: 999999 } });
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
    res = await t.api({ method: 'GET', url: '/api/v1/products/getAllergens/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    res = await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { eggs: 1 } });
    expect(res.json()).toEqual({ success: false, error: 'Missing required field: psid' });

    await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}` });
    res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { eggs: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
    const other = await createNewline(t);
    await t.api({ method: 'DELETE', url: `/api/v1/newlines/${other.newlineid}` });
    res = await t.api({
      method: 'POST',
      url: '/api/v1/products/addAllergens',
      payload: { psid: other.psid },
    });
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
  });

  it('answers 404 Product not found for a product with no allergen record yet, never "allergen-free"', async () => {
    const n = await createNewline(t);
    let res = await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${n.psid}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { eggs: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'No allergen record for this psid. Add one with addAllergens.',
    });
  });
});
