import { describe, expect, it } from 'vitest';
import { createSupplierRows } from '../../../test/factories.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { useTestApp } from '../../../test/helpers.js';

// A value sent is the value read: "" stays "", 0 stays 0, null stays null; none becomes another.
const t = useTestApp();

async function read(newlineid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/newlines/${newlineid}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}

const put = (newlineid: number, payload: Record<string, unknown>) =>
  t.api({ method: 'PUT', url: `/api/v1/newlines/${newlineid}`, payload });

async function createRaw(payload: Record<string, unknown>) {
  const { companyid, siteid } = await createSupplierRows(t.db);
  const body = { companyid, siteid, productname: 'Oat biscuits', productcode: 'OB-001', ...payload };
  return t.api({ method: 'POST', url: '/api/v1/newlines', payload: body });
}

describe('createNewline keeps the value sent', () => {
  it.each([[''], [null], ['Crunchy']])('stores description and buyercomments %j', async (v) => {
    const { newlineid } = await createNewline(t, { description: v, buyercomments: v });
    expect(await read(newlineid)).toMatchObject({ description: v, buyercomments: v });
  });

  it.each([[0], [null], [7]])('stores mcs %j', async (mcs) => {
    const { newlineid } = await createNewline(t, { mcs });
    expect((await read(newlineid)).mcs).toBe(mcs);
  });

  it('stores null lookups as null and a flag 0 or false as 0', async () => {
    const { newlineid } = await createNewline(t, {
      producttype: null,
      category: null,
      buyer: null,
      honey: 0,
      jam: false,
    });
    expect(await read(newlineid)).toMatchObject({
      producttype: null,
      category: null,
      buyer: null,
      honey: 0,
      jam: 0,
    });
  });

  it('converts a value of another type only where nothing is lost', async () => {
    const { newlineid } = await createNewline(t, { mcs: '826', honey: true, description: 0 });
    expect(await read(newlineid)).toMatchObject({ mcs: 826, honey: 1, description: '0' });
    // Empty text for a nullable number is no number: null.
    expect((await put(newlineid, { mcs: '' })).json().data.data.mcs).toBeNull();
    const res = await createRaw({ mcs: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid value for mcs: must be an integer or null',
    });
  });

  it.each(['producttype', 'category', 'buyer'])('refuses %s 0 with a 400, never a null', async (field) => {
    const res = await createRaw({ [field]: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: expect.stringMatching(`^Invalid value for ${field}: `),
    });
  });

  // Type coercion would turn null into 0 and create the row with the flag off: refused before validation.
  it('refuses a null flag with a 400 rather than storing 0', async () => {
    const res = await createRaw({ honey: null });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid value for honey: must be 0 or 1' });
  });
});

describe('updateNewline keeps the value sent', () => {
  it.each(['description', 'buyercomments'])('stores %s "" then null then ""', async (field) => {
    const { newlineid } = await createNewline(t, { [field]: 'before' });
    for (const v of ['', null, '']) {
      expect((await put(newlineid, { [field]: v })).statusCode).toBe(200);
      expect((await read(newlineid))[field]).toBe(v);
    }
  });

  it('stores mcs 0 then null then 0', async () => {
    const { newlineid } = await createNewline(t, { mcs: 5 });
    for (const mcs of [0, null, 0]) {
      const res = await put(newlineid, { mcs });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.data.mcs).toBe(mcs);
      expect((await read(newlineid)).mcs).toBe(mcs);
    }
  });

  it('clears a lookup with null and refuses 0 with a 400', async () => {
    const { newlineid } = await createNewline(t, { category: 1 });
    expect((await put(newlineid, { category: null })).statusCode).toBe(200);
    expect((await read(newlineid)).category).toBeNull();
    const res = await put(newlineid, { category: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid value for category: must be a category id or null',
    });
  });

  // Coercion would turn null into 0, so `isactive: null` would deactivate the newline and its
  // spec, and `honey: null` would turn the flag off, both with a 200: refused.
  it.each(['isactive', 'honey'])('refuses %s sent as null, and changes nothing', async (field) => {
    const { newlineid } = await createNewline(t, { honey: 1 });
    const res = await put(newlineid, { [field]: null });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: `Invalid value for ${field}: must be 0 or 1` });
    expect(await read(newlineid)).toMatchObject({ isactive: 1, honey: 1 });
  });
});
