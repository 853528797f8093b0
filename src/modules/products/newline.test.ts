import { describe, expect, it } from 'vitest';
import { createSupplierRows } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();
const TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('GET /products/getNewline/{newlineid}', () => {
  it('answers its own read shape field by field', async () => {
    const n = await createNewline(t, { buyer: 1, mcs: 7 });
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/products/getNewline/${n.newlineid}`,
      key: t.key[1],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual([
      'newlineid',
      'companyname',
      'technicaluser',
      'companyid',
      'buyer',
      'mcs',
      'active',
      'created',
      'lastupdated',
    ]);
    expect(data).toMatchObject({
      newlineid: n.newlineid,
      companyname: n.companyname,
      technicaluser: null,
      companyid: n.companyid,
      buyer: 1,
      mcs: 7,
      active: 1,
    });
    expect(data.created).toMatch(TS);
    expect(data.lastupdated).toMatch(TS);
  });

  it('answers 404 Newline not found', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/products/getNewline/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Newline not found' });
  });
});

describe('POST /products/updateNewline/{newlineid}', () => {
  it('updates newline fields, the company name and the technical user; flags as booleans, ids as text', async () => {
    const n = await createNewline(t);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateNewline/${n.newlineid}`,
      key: t.key[2],
      payload: {
        productname: 'Oat thins',
        producttype: '3',
        mcs: '12',
        honey: true,
        jam: false,
        companyname: 'Oat Co',
        technicaluser: 'Sam Tech',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Newline updated successfully');
    const flags = [
      'alcoholic',
      'cannedfish',
      'cbd',
      'chocolate',
      'coffee',
      'curedmeats',
      'freshfish',
      'freshfruit',
      'freshmeat',
      'honey',
      'jam',
      'oliveoil',
      'smokedfish',
      'supplements',
      'cheese',
      'fish',
    ];
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'newlineid',
        'psid',
        'companyid',
        'productname',
        'productcode',
        'description',
        'producttype',
        'category',
        ...flags,
        'mcs',
        'buyer',
        'buyercomments',
        'lastupdated',
        'created',
        'isactive',
        'companyname',
        'technicaluser',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      newlineid: n.newlineid,
      companyid: n.companyid,
      productname: 'Oat thins',
      producttype: '3',
      mcs: 12,
      honey: 1,
      jam: 0,
      companyname: 'Oat Co',
      technicaluser: 'Sam Tech',
      isactive: 1,
    });
    const read = await t.api({ method: 'GET', url: `/api/v1/products/getNewline/${n.newlineid}` });
    expect(read.json().data).toMatchObject({ companyname: 'Oat Co', technicaluser: 'Sam Tech', mcs: 12 });
    const { rows } = await t.db.query('SELECT companyname FROM companies WHERE companyid = $1', [
      n.companyid,
    ]);
    expect(rows).toEqual([{ companyname: 'Oat Co' }]);
  });

  it('accepts PUT; refuses empty updates and unknown newlines', async () => {
    const n = await createNewline(t);
    let res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateNewline/${n.newlineid}`,
      payload: { buyercomments: 'ok' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.buyercomments).toBe('ok');
    res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateNewline/${n.newlineid}`,
      payload: { what: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
    res = await t.api({ method: 'POST', url: '/api/v1/products/updateNewline/999999', payload: { mcs: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Newline not found' });
    res = await t.api({ method: 'POST', url: '/api/v1/products/updateNewline/abc', payload: { mcs: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid newlineid: must be a positive integer' });
  });

  it('a failed update leaves the newline and company unchanged', async () => {
    const n = await createNewline(t);
    const other = await createSupplierRows(t.db);
    await t.db.query('UPDATE sites SET active = 0 WHERE companyid = $1', [other.companyid]);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateNewline/${n.newlineid}`,
      payload: { companyid: other.companyid, productname: 'Moved', companyname: 'Never' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: `Invalid companyid: supplier ${other.companyid} has no active site`,
    });
    const { rows } = await t.db.query(
      'SELECT n.companyid, n.productname, c.companyname FROM newlines n JOIN companies c USING (companyid) WHERE newlineid = $1',
      [n.newlineid],
    );
    expect(rows).toEqual([
      { companyid: n.companyid, productname: 'Oat biscuits', companyname: n.companyname },
    ]);
  });
});
