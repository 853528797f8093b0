import { describe, expect, it } from 'vitest';
import { createSupplierRows, createSite, createCompany } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();
const TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const FLAGS = [
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

describe('POST /newlines', () => {
  it('creates the newline and its product spec, and reads back field by field', async () => {
    const s = await createSupplierRows(t.db);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      key: t.key[2],
      payload: {
        companyid: s.companyid,
        siteid: s.siteid,
        productname: 'Smoked salmon',
        productcode: 'SS-100',
        description: 'Scottish, sliced',
        producttype: 2,
        category: 7,
        smokedfish: 1,
        fish: true,
        mcs: 0,
        buyer: 1,
        buyercomments: 'Christmas range',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        message: 'Newline created successfully',
        newlineid: expect.any(Number),
        psid: expect.any(Number),
      },
    });
    const { rows } = await t.db.query(
      'SELECT newlineid, siteid FROM product_specs JOIN newlines USING (newlineid) WHERE psid = $1',
      [body.data.psid],
    );
    expect(rows).toEqual([{ newlineid: body.data.newlineid, siteid: s.siteid }]);

    const read = await t.api({
      method: 'GET',
      url: `/api/v1/newlines/${body.data.newlineid}`,
      key: t.key[1],
    });
    expect(read.statusCode).toBe(200);
    const data = read.json().data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'newlineid',
        'psid',
        'companyid',
        'productname',
        'productcode',
        'description',
        'producttype',
        'category',
        ...FLAGS,
        'mcs',
        'buyer',
        'buyercomments',
        'lastupdated',
        'created',
        'isactive',
      ].sort(),
    );
    expect(data).toMatchObject({
      newlineid: body.data.newlineid,
      psid: body.data.psid,
      companyid: s.companyid,
      productname: 'Smoked salmon',
      productcode: 'SS-100',
      description: 'Scottish, sliced',
      producttype: 2,
      category: 7,
      smokedfish: 1,
      fish: 1,
      honey: 0,
      mcs: 0,
      buyer: 1,
      buyercomments: 'Christmas range',
      isactive: 1,
    });
    expect(data.created).toMatch(TS);
    expect(data.lastupdated).toMatch(TS);
    expect(data).not.toHaveProperty('siteid');
  });

  it('names the first missing required field in order', async () => {
    const s = await createSupplierRows(t.db);
    const full = { companyid: s.companyid, siteid: s.siteid, productname: 'P', productcode: 'C' };
    for (const field of ['companyid', 'siteid', 'productname', 'productcode']) {
      const payload: Record<string, unknown> = { ...full };
      delete payload[field];
      const res = await t.api({ method: 'POST', url: '/api/v1/newlines', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Missing required field: ${field}` });
    }
  });

  it('refuses a site of another company, an unknown company or site, naming the field', async () => {
    const a = await createSupplierRows(t.db);
    const b = await createSupplierRows(t.db);
    const post = (payload: object) =>
      t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        payload: { productname: 'P', productcode: 'C', ...payload },
      });
    let res = await post({ companyid: a.companyid, siteid: b.siteid });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `Invalid siteid: site ${b.siteid} does not belong to company ${a.companyid}`,
    );
    res = await post({ companyid: 999999, siteid: a.siteid });
    expect(res.json()).toEqual({ success: false, error: 'Invalid companyid: 999999 does not exist' });
    res = await post({ companyid: a.companyid, siteid: 999999 });
    expect(res.json()).toEqual({ success: false, error: 'Invalid siteid: 999999 does not exist' });
    const inactive = await createCompany(t.db, { active: 0 });
    const site = await createSite(t.db, inactive.companyid);
    res = await post({ companyid: inactive.companyid, siteid: site });
    expect(res.json()).toEqual({
      success: false,
      error: `Invalid companyid: supplier ${inactive.companyid} is inactive`,
    });
    const { rows } = await t.db.query('SELECT 1 FROM newlines WHERE companyid = ANY($1)', [
      [a.companyid, inactive.companyid],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses bad values with 400 naming the field', async () => {
    const s = await createSupplierRows(t.db);
    const base = { companyid: s.companyid, siteid: s.siteid, productname: 'P', productcode: 'C' };
    const cases: [object, string][] = [
      [{ productname: 'x'.repeat(76) }, 'productname must be at most 75 characters'],
      [{ productcode: 'x'.repeat(13) }, 'productcode must be at most 12 characters'],
      [{ honey: 2 }, 'Invalid value for honey: must be 0 or 1'],
      [{ mcs: 'lots' }, 'Invalid value for mcs: must be an integer or null'],
      [{ producttype: 99 }, 'Invalid producttype: 99 does not exist'],
      [{ category: 99 }, 'Invalid category: 99 does not exist'],
      [{ buyer: 999999 }, 'Invalid buyer: 999999 does not exist'],
      [{ description: 'a\u0000b' }, 'Invalid value for description: must not contain NUL characters'],
    ];
    for (const [extra, error] of cases) {
      const res = await t.api({ method: 'POST', url: '/api/v1/newlines', payload: { ...base, ...extra } });
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
  });

  it('needs an Editor key', async () => {
    const res = await t.api({ method: 'POST', url: '/api/v1/newlines', key: t.key[1], payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Insufficient permissions' });
  });
});

describe('GET /newlines/{id}', () => {
  it('answers 404 Newline not found, and 400 for an id that is not a positive integer', async () => {
    let res = await t.api({ method: 'GET', url: '/api/v1/newlines/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Newline not found' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      res = await t.api({ method: 'GET', url: `/api/v1/newlines/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid newline id: must be a positive integer' });
    }
  });
});

describe('DELETE /newlines/{id}', () => {
  it('soft-deletes with an Admin key, then answers 404 already inactive', async () => {
    const n = await createNewline(t);
    let res = await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}`, key: t.key[3] });
    expect(res.statusCode).toBe(403);
    res = await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}`, key: t.key[4] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Newline deleted successfully', newlineid: n.newlineid },
    });
    const read = await t.api({ method: 'GET', url: `/api/v1/newlines/${n.newlineid}` });
    expect(read.json().data.isactive).toBe(0);
    const { rows } = await t.db.query('SELECT isactive FROM product_specs WHERE psid = $1', [n.psid]);
    expect(rows).toEqual([{ isactive: 0 }]);
    res = await t.api({ method: 'DELETE', url: `/api/v1/newlines/${n.newlineid}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Newline not found or already inactive' });
    res = await t.api({ method: 'DELETE', url: '/api/v1/newlines/999999' });
    expect(res.json()).toEqual({ success: false, error: 'Newline not found or already inactive' });
  });
});
