import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { NUTRITION_FIELDS } from './nutrition-rules.js';

const t = useTestApp();
const VALUE_FIELDS = NUTRITION_FIELDS.filter((f) => f !== 'portionsize');

async function add(payload: Record<string, unknown>) {
  return t.api({ method: 'POST', url: '/api/v1/products/addNutritionalInfo', payload });
}
async function read(psid: number) {
  return t.api({ method: 'GET', url: `/api/v1/products/getNutritionalInfo/${psid}`, key: t.key[1] });
}

describe('nutritional info', () => {
  it('stores to the 4th decimal place exactly, never through a float, and reads the shape field by field', async () => {
    const n = await createNewline(t, { productname: 'Granola', productcode: 'GR-1' });
    let res = await add({
      psid: n.psid,
      portionsize: 45.5,
      kj100gcontains: 123.456789,
      kcal100gcontains: '0.00005',
      fat100gcontains: '12.34564',
      saturates100gcontains: 0,
      sugarperportion: '0.1',
      kjperportion: '9999999999.9999',
      proteinperportion: '1234567890.12345',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { psid: n.psid } });
    res = await read(n.psid);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual([
      'psid',
      'statusid',
      'portionsize',
      ...VALUE_FIELDS,
      'salt100gcontains',
      'saltperportion',
      'productname',
      'productcode',
      'copysupplierdeclarationdate',
      'copytechnicalsignoffdate',
      'statuslevel',
      'companyname',
      'warnings',
    ]);
    expect(data).toMatchObject({
      psid: n.psid,
      statusid: 1,
      portionsize: 45.5,
      kj100gcontains: '123.4568',
      kcal100gcontains: '0.0001',
      fat100gcontains: '12.3456',
      saturates100gcontains: '0.0000',
      sugarperportion: '0.1000',
      kjperportion: '9999999999.9999',
      proteinperportion: '1234567890.1235',
      fibre100gcontains: null,
      productname: 'Granola',
      productcode: 'GR-1',
      copysupplierdeclarationdate: null,
      copytechnicalsignoffdate: null,
      statuslevel: 'New',
      companyname: n.companyname,
    });
  });

  it('updates only the given values, null clears one', async () => {
    const n = await createNewline(t);
    await add({ psid: n.psid, fat100gcontains: 10, sugar100gcontains: 5 });
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateNutritionalInfo/${n.psid}`,
      payload: { fat100gcontains: '99.99995', sugar100gcontains: null, water100gcontains: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Nutritional info updated successfully', psid: n.psid },
    });
    const data = (await read(n.psid)).json().data;
    expect(data).toMatchObject({
      fat100gcontains: '100.0000',
      sugar100gcontains: null,
      water100gcontains: '100.0000',
    });
  });

  it('refuses negatives, text, values too large and what 100 g cannot hold, naming the field', async () => {
    const n = await createNewline(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ fatperportion: -1 }, 'Invalid value for fatperportion: must not be negative'],
      [{ portionsize: 'lots' }, 'Invalid value for portionsize: must be a decimal number'],
      [{ portionsize: true }, 'Invalid value for portionsize: must be a decimal number'],
      [{ kjperportion: 10000000000 }, 'Invalid value for kjperportion: must be less than 10000000000'],
      [
        { fat100gcontains: 100.5 },
        'Invalid value for fat100gcontains: a 100 g portion cannot hold more than 100 g',
      ],
      [
        { kcal100gcontains: 1000 },
        'Invalid value for kcal100gcontains: a 100 g portion cannot hold more than 900 kcal',
      ],
    ];
    for (const [payload, error] of cases) {
      let res = await add({ psid: n.psid, ...payload });
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
      res = await t.api({ method: 'POST', url: `/api/v1/products/updateNutritionalInfo/${n.psid}`, payload });
      expect(res.json()).toEqual({ success: false, error });
    }
    const { rows } = await t.db.query('SELECT 1 FROM nutrition WHERE psid = $1', [n.psid]);
    expect(rows).toHaveLength(0);
  });

  it('answers the spec messages: 409 on a second add, empty update, missing or inactive spec', async () => {
    const n = await createNewline(t);
    expect((await add({ psid: n.psid })).statusCode).toBe(201);
    let res = await add({ psid: n.psid, fat100gcontains: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Nutritional info record already exists for this psid. Use update instead.',
    });
    res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateNutritionalInfo/${n.psid}`,
      payload: { salt: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'No valid nutritional fields provided for update' });
    res = await t.api({
      method: 'POST',
      url: '/api/v1/products/updateNutritionalInfo/999999',
      payload: { fat100gcontains: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
    res = await read(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}` });
    res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateNutritionalInfo/${n.psid}`,
      payload: { fat100gcontains: 1 },
    });
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
  });

  it('answers 404 Product not found for a product with no nutrition record yet; its update names the add', async () => {
    const fresh = await createNewline(t);
    let res = await read(fresh.psid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateNutritionalInfo/${fresh.psid}`,
      payload: { fat100gcontains: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'No nutritional info record for this psid. Add one with addNutritionalInfo.',
    });
  });
});
