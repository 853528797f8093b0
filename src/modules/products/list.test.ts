import { describe, expect, it } from 'vitest';
import { createSupplierRows } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

async function seed() {
  const s = await createSupplierRows(t.db);
  const ids: { newlineid: number; psid: number }[] = [];
  for (const [name, code] of [
    ['Apple pie', 'AP-1'],
    ['Apple juice', 'AJ-1'],
    ['Pear 100%_drop', 'PD-1'],
  ]) {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: { companyid: s.companyid, siteid: s.siteid, productname: name, productcode: code },
    });
    ids.push(res.json().data);
  }
  return { ...s, ids };
}

describe('GET /newlines', () => {
  it('pages newest first with totals and filters by company, state and search', async () => {
    const s = await seed();
    await t.api({ method: 'DELETE', url: `/api/v1/newlines/${s.ids[0]!.newlineid}` });
    let res = await t.api({
      method: 'GET',
      url: `/api/v1/newlines?companyid=${s.companyid}&limit=2`,
      key: t.key[1],
    });
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.data.map((n: { newlineid: number }) => n.newlineid)).toEqual([
      s.ids[2]!.newlineid,
      s.ids[1]!.newlineid,
    ]);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
      nextCursor: expect.any(String),
    });
    expect(body.data[0]).toMatchObject({ productname: 'Pear 100%_drop', psid: s.ids[2]!.psid, isactive: 1 });
    res = await t.api({ method: 'GET', url: `/api/v1/newlines?companyid=${s.companyid}&limit=2&page=2` });
    expect(res.json().data.map((n: { newlineid: number }) => n.newlineid)).toEqual([s.ids[0]!.newlineid]);
    res = await t.api({
      method: 'GET',
      url: `/api/v1/newlines?companyid=${s.companyid}&active=1&search=apple`,
    });
    body = res.json();
    expect(body.data.map((n: { productname: string }) => n.productname)).toEqual(['Apple juice']);
    expect(body.pagination.total).toBe(1);
    res = await t.api({
      method: 'GET',
      url: `/api/v1/newlines?companyid=${s.companyid}&search=${encodeURIComponent('%_')}`,
    });
    expect(res.json().data.map((n: { productname: string }) => n.productname)).toEqual(['Pear 100%_drop']);
  });

  it('caps the page size at 200', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/newlines?limit=201' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid value for limit: must be at most 200' });
  });
});

describe('GET /products', () => {
  it('lists specs with status names, filtered by company, status and search', async () => {
    const s = await seed();
    await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${s.ids[1]!.psid}`,
      payload: { statusid: 2 },
    });
    let res = await t.api({ method: 'GET', url: `/api/v1/products?companyid=${s.companyid}`, key: t.key[1] });
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1, nextCursor: null });
    expect(body.data[1]).toMatchObject({
      psid: s.ids[1]!.psid,
      newlineid: s.ids[1]!.newlineid,
      productname: 'Apple juice',
      productcode: 'AJ-1',
      companyid: s.companyid,
      companyname: s.companyname,
      statusid: 2,
      statuslevel: 'Submitted',
      version: 1,
      active: 1,
    });
    res = await t.api({
      method: 'GET',
      url: `/api/v1/products?companyid=${s.companyid}&statusid=1&search=APPLE`,
    });
    body = res.json();
    expect(body.data.map((p: { psid: number }) => p.psid)).toEqual([s.ids[0]!.psid]);
    expect(body.pagination.total).toBe(1);
  });
});
