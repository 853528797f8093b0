import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier, newSupplier } from '../../../test/fixtures/suppliers.js';

// A value sent is the value read: "" stays "", null stays null, 0 is never taken for "no value".
const t = useTestApp();
const OPTIONAL_TEXT = ['address2', 'address3', 'comments'] as const;

async function read(supplierid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.supplier as Record<string, unknown> & { sites: Record<string, unknown>[] };
}

async function put(supplierid: number, payload: Record<string, unknown>) {
  return t.api({ method: 'PUT', url: `/api/v1/suppliers/${supplierid}`, payload });
}

describe('createSupplier keeps optional text as sent', () => {
  it.each([[''], [null], ['Organic growers']])('stores %j in address2, address3 and comments', async (v) => {
    const { supplierid } = await createSupplier(t, { address2: v, address3: v, comments: v });
    const supplier = await read(supplierid);
    for (const f of OPTIONAL_TEXT) expect(supplier[f], f).toBe(v);
    // The default site copies the address as sent too.
    expect(supplier.sites[0]).toMatchObject({ address2: v, address3: v });
  });

  it('reads an omitted optional field as null', async () => {
    const { supplierid } = await createSupplier(t, { address2: undefined, comments: undefined });
    expect(await read(supplierid)).toMatchObject({ address2: null, comments: null });
  });

  it('keeps a number or boolean sent for a text field as its text', async () => {
    const { supplierid } = await createSupplier(t, { comments: 0, address2: false, address3: 826 });
    expect(await read(supplierid)).toMatchObject({ comments: '0', address2: 'false', address3: '826' });
  });

  it('keeps "" and null per row in a JSON bulk upload', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/suppliers/createSupplierBulk',
      payload: [newSupplier({ comments: '', address2: null }), newSupplier({ comments: null, address2: '' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [a, b] = res.json().results as { supplierid: number }[];
    expect(await read(a!.supplierid)).toMatchObject({ comments: '', address2: null });
    expect(await read(b!.supplierid)).toMatchObject({ comments: null, address2: '' });
  });

  it('refuses 0 for a lookup id with a 400, never a null', async () => {
    for (const field of ['country', 'supplier_type', 'risk']) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/suppliers/createSupplier',
        payload: newSupplier({ [field]: 0 }),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Invalid value for ${field}: must be at least 1` });
    }
  });
});

describe('updateSupplier keeps the value sent', () => {
  it.each(OPTIONAL_TEXT)('stores %s "" then null then "" as sent', async (field) => {
    const { supplierid } = await createSupplier(t, { [field]: 'before' });
    for (const v of ['', null, '']) {
      const res = await put(supplierid, { [field]: v });
      expect(res.statusCode, res.body).toBe(200);
      expect((await read(supplierid))[field]).toBe(v);
    }
  });

  it('keeps a number sent for comments as its text', async () => {
    const { supplierid } = await createSupplier(t);
    expect((await put(supplierid, { comments: 0 })).statusCode).toBe(200);
    expect((await read(supplierid)).comments).toBe('0');
  });

  it('refuses null, "" or 0 where a value is required, and changes nothing', async () => {
    const { supplierid } = await createSupplier(t, { companyname: 'Steady Foods', risk: 2 });
    const cases: [Record<string, unknown>, string][] = [
      [{ companyname: null }, 'Invalid value for companyname: must be a string'],
      [{ companyname: '' }, 'companyname must not be empty'],
      [{ techcontactemail: null }, 'Invalid value for techcontactemail: must be a string'],
      [{ risk: null }, 'Invalid value for risk: must be an integer'],
      [{ risk: 0 }, 'Invalid value for risk: must be at least 1'],
    ];
    for (const [payload, error] of cases) {
      const res = await put(supplierid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
    expect(await read(supplierid)).toMatchObject({ companyname: 'Steady Foods', riskid: 2 });
  });
});
