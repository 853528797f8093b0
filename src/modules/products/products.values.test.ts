import { describe, expect, it } from 'vitest';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { useTestApp } from '../../../test/helpers.js';

// A value sent is the value read: "" stays "", 0 stays 0, false stays false, null stays null. The spec row
// has no GET of its own: the updateProduct answer is the row read back after the write, in the same
// transaction; the catalogue fields are read again through getProduct.
const t = useTestApp();

async function update(psid: number, payload: Record<string, unknown>) {
  const res = await t.api({ method: 'PUT', url: `/api/v1/products/updateProduct/${psid}`, payload });
  expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(200);
  return res.json().data as Record<string, unknown>;
}

async function getProduct(psid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/products/getProduct/${psid}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}

const refusal = async (psid: number, payload: Record<string, unknown>) => {
  const res = await t.api({ method: 'PUT', url: `/api/v1/products/updateProduct/${psid}`, payload });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

const TEXT = ['productdescription', 'comments', 'suppliercomments', 'brand', 'description', 'buyercomments'];

describe('updateProduct keeps the value sent', () => {
  it.each(TEXT.concat('companycomments'))('stores %s "" then null then ""', async (field) => {
    const { psid } = await createNewline(t);
    for (const v of ['', null, '']) expect((await update(psid, { [field]: v }))[field]).toBe(v);
  });

  it('stores readytoeat and instock false, and instock null', async () => {
    const { psid } = await createNewline(t);
    expect(await update(psid, { readytoeat: true, instock: true })).toMatchObject({ readytoeat: true });
    expect(await update(psid, { readytoeat: false, instock: false })).toMatchObject({
      readytoeat: false,
      instock: false,
    });
    expect((await getProduct(psid)).instock).toBe(false);
    expect((await update(psid, { instock: null })).instock).toBeNull();
    expect((await getProduct(psid)).instock).toBeNull();
  });

  it('stores stocklevel, price, version and submitted 0, and stocklevel and price null', async () => {
    const { psid } = await createNewline(t);
    const zeros = { stocklevel: 0, price: 0, version: 0, submitted: 0 };
    expect(await update(psid, zeros)).toMatchObject(zeros);
    expect(await getProduct(psid)).toMatchObject({ stocklevel: 0, price: 0 });
    expect(await update(psid, { stocklevel: null, price: null })).toMatchObject({
      stocklevel: null,
      price: null,
    });
    expect(await getProduct(psid)).toMatchObject({ stocklevel: null, price: null });
  });

  it('clears lookups with null and refuses 0 with a 400', async () => {
    const { psid } = await createNewline(t, { category: 1 });
    const nulls = { uom: null, countryid: null, category: null, producttype: null, suppliertype: null };
    expect(await update(psid, nulls)).toMatchObject(nulls);
    expect((await getProduct(psid)).category).toBeNull();
    for (const field of Object.keys(nulls).concat('statusid', 'companycountryid')) {
      const { status, body } = await refusal(psid, { [field]: 0 });
      expect(status, field).toBe(400);
      expect(body).toEqual({ success: false, error: expect.stringMatching(`^Invalid value for ${field}: `) });
    }
  });

  it('refuses null where a value is required (names, codes, status) with a 400 in the envelope', async () => {
    const { psid } = await createNewline(t);
    for (const field of ['productname', 'productcode', 'vendorcode', 'statusid']) {
      const { status, body } = await refusal(psid, { [field]: null });
      expect(status, field).toBe(400);
      expect(body).toEqual({ success: false, error: expect.any(String) });
    }
  });

  // Type coercion would turn null into 0 or false and the write would succeed (`active: null` deactivating the
  // supplier company): null for a field that cannot be null is refused before validation.
  it.each(['readytoeat', 'version', 'submitted', 'enabled', 'active'])(
    'refuses %s null with a 400 rather than storing 0 or false',
    async (field) => {
      const { psid } = await createNewline(t);
      const { status, body } = await refusal(psid, { [field]: null });
      expect(status, JSON.stringify(body)).toBe(400);
    },
  );
});

describe('updateNewline (under /products) keeps the value sent', () => {
  const url = (id: number) => `/api/v1/products/updateNewline/${id}`;

  it('stores mcs 0 then null, technicaluser "" then null, and reads them back with getNewline', async () => {
    const { newlineid } = await createNewline(t, { mcs: 5 });
    for (const [mcs, technicaluser] of [
      [0, ''],
      [null, null],
    ]) {
      const res = await t.api({ method: 'PUT', url: url(newlineid), payload: { mcs, technicaluser } });
      expect(res.statusCode, res.body).toBe(200);
      const read = await t.api({ method: 'GET', url: `/api/v1/products/getNewline/${newlineid}` });
      expect(read.json().data).toMatchObject({ mcs, technicaluser });
    }
  });

  // Coercion would turn `isactive: null` into 0 and deactivate the newline and its spec: refused.
  it('refuses isactive null rather than deactivating the newline', async () => {
    const { newlineid } = await createNewline(t);
    const res = await t.api({ method: 'PUT', url: url(newlineid), payload: { isactive: null } });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('nutrition and allergens keep the value sent', () => {
  it('stores a nutrition value 0 as 0.0000 and null as null, on add and update', async () => {
    const { psid } = await createNewline(t);
    const url = '/api/v1/products/addNutritionalInfo';
    const added = await t.api({ method: 'POST', url, payload: { psid, portionsize: 0, fat100gcontains: 0 } });
    expect(added.statusCode, added.body).toBe(201);
    const read = async () =>
      (await t.api({ method: 'GET', url: `/api/v1/products/getNutritionalInfo/${psid}` })).json().data;
    expect(await read()).toMatchObject({
      portionsize: 0,
      fat100gcontains: '0.0000',
      sugar100gcontains: null,
    });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateNutritionalInfo/${psid}`,
      payload: { portionsize: null, fat100gcontains: null, sugar100gcontains: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({
      portionsize: null,
      fat100gcontains: null,
      sugar100gcontains: '0.0000',
    });
  });

  it('refuses "" for a nutrition value with a 400, never a null', async () => {
    const { psid } = await createNewline(t);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/products/addNutritionalInfo',
      payload: { psid, fat100gcontains: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid value for fat100gcontains: must be a decimal number',
    });
  });

  it('stores an allergen 0 as No', async () => {
    const { psid } = await createNewline(t);
    const url = '/api/v1/products/addAllergens';
    expect((await t.api({ method: 'POST', url, payload: { psid, peanuts: 0, nuts: 1 } })).statusCode).toBe(
      201,
    );
    const res = await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${psid}` });
    expect(res.json().data).toMatchObject({ peanuts: 'No', nuts: 'Yes' });
  });

  // An allergen sent as null (unknown) would be coerced to 0 and recorded as "No": refused.
  it('refuses an allergen sent as null rather than recording "No"', async () => {
    const { psid } = await createNewline(t);
    const url = '/api/v1/products/addAllergens';
    const res = await t.api({ method: 'POST', url, payload: { psid, peanuts: null } });
    expect(res.statusCode, res.body).toBe(400);
  });
});
