import { describe, expect, it } from 'vitest';
import { createSupplierRows } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();

describe('PUT /newlines/{id} and POST with X-HTTP-Method-Override: PUT', () => {
  it('updates only the given fields and answers { message, data, accordionHeader: 1 }', async () => {
    const n = await createNewline(t, { description: 'kept', honey: 1 });
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/newlines/${n.newlineid}`,
      headers: { 'x-http-method-override': 'PUT' },
      key: t.key[2],
      payload: { productname: 'Renamed', jam: 1, mcs: null, unknown: 'ignored' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.message).toBe('Newline updated successfully');
    expect(body.data.accordionHeader).toBe(1);
    expect(body.data.data).toMatchObject({
      newlineid: n.newlineid,
      productname: 'Renamed',
      productcode: 'OB-001',
      description: 'kept',
      honey: 1,
      jam: 1,
      mcs: null,
      isactive: 1,
    });
  });

  it('accepts plain PUT, and refuses POST without the override header (405)', async () => {
    const n = await createNewline(t);
    let res = await t.api({
      method: 'PUT',
      url: `/api/v1/newlines/${n.newlineid}`,
      payload: { productcode: 'NEW-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.productcode).toBe('NEW-1');
    res = await t.api({
      method: 'POST',
      url: `/api/v1/newlines/${n.newlineid}`,
      payload: { productcode: 'X' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('PUT');
  });

  it('enforces the 75/12 lengths and 0/1 flags', async () => {
    const n = await createNewline(t);
    const put = (payload: object) =>
      t.api({ method: 'PUT', url: `/api/v1/newlines/${n.newlineid}`, payload });
    expect((await put({ productname: 'n'.repeat(75) })).statusCode).toBe(200);
    expect((await put({ productname: 'n'.repeat(76) })).json()).toEqual({
      success: false,
      error: 'productname must be at most 75 characters',
    });
    expect((await put({ productcode: 'c'.repeat(13) })).json()).toEqual({
      success: false,
      error: 'productcode must be at most 12 characters',
    });
    expect((await put({ isactive: 3 })).json()).toEqual({
      success: false,
      error: 'Invalid value for isactive: must be 0 or 1',
    });
    expect((await put({ cbd: -1 })).json()).toEqual({
      success: false,
      error: 'Invalid value for cbd: must be 0 or 1',
    });
  });

  it('refuses an empty update and a missing newline with the spec messages', async () => {
    const n = await createNewline(t);
    let res = await t.api({ method: 'PUT', url: `/api/v1/newlines/${n.newlineid}`, payload: { nothing: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
    res = await t.api({ method: 'PUT', url: `/api/v1/newlines/${n.newlineid}`, payload: {} });
    expect(res.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
    res = await t.api({ method: 'PUT', url: '/api/v1/newlines/999999', payload: { productname: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Newline not found after update' });
  });

  it('reactivates a deleted newline and its spec with isactive 1', async () => {
    const n = await createNewline(t);
    await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}` });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/newlines/${n.newlineid}`,
      payload: { isactive: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.isactive).toBe(1);
    const { rows } = await t.db.query('SELECT isactive FROM product_specs WHERE psid = $1', [n.psid]);
    expect(rows).toEqual([{ isactive: 1 }]);
  });

  it('moves the newline to the default site of a new company; refuses an unknown one', async () => {
    const n = await createNewline(t);
    const other = await createSupplierRows(t.db);
    let res = await t.api({
      method: 'PUT',
      url: `/api/v1/newlines/${n.newlineid}`,
      payload: { companyid: other.companyid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.companyid).toBe(other.companyid);
    const { rows } = await t.db.query('SELECT siteid FROM newlines WHERE newlineid = $1', [n.newlineid]);
    expect(rows).toEqual([{ siteid: other.siteid }]);
    res = await t.api({
      method: 'PUT',
      url: `/api/v1/newlines/${n.newlineid}`,
      payload: { companyid: 999999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid companyid: 999999 does not exist' });
  });
});
