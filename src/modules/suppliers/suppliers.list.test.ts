import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();

async function list(query: string, key = t.key[1]) {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers?${query}`, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Five suppliers whose names share a token no other test uses. */
async function fiveSuppliers(token: string) {
  const made = [];
  for (let i = 1; i <= 5; i++) {
    made.push(
      await createSupplier(t, {
        companyname: `${token} Supplier ${i}`,
        country: i <= 2 ? 372 : 826,
        risk: i === 5 ? 3 : 1,
      }),
    );
  }
  return made;
}

describe('GET /suppliers', () => {
  it('pages with page and limit, in supplierid order, with totals', async () => {
    const token = `Pagetok${process.pid}`;
    const made = await fiveSuppliers(token);
    const first = await list(`search=${token}&limit=2`);
    expect(first.success).toBe(true);
    expect(first.data.map((s: { supplierid: number }) => s.supplierid)).toEqual(
      made.slice(0, 2).map((m) => m.supplierid),
    );
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
      nextCursor: expect.any(String),
    });
    expect(first.data[0]).toEqual({
      supplierid: made[0]!.supplierid,
      vendorcode: made[0]!.vendorcode,
      companyname: `${token} Supplier 1`,
      city: 'Leeds',
      postcode: 'LS1 4AB',
      countryid: 372,
      suppliertypeid: 1,
      riskid: 1,
      active: 1,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      lastupdated: expect.any(String),
    });
    const third = await list(`search=${token}&limit=2&page=3`);
    expect(third.data.map((s: { supplierid: number }) => s.supplierid)).toEqual([made[4]!.supplierid]);
    expect(third.pagination).toMatchObject({ page: 3, total: 5, nextCursor: null });
    expect((await list(`search=${token}&limit=2&page=9`)).data).toEqual([]);
  });

  it('walks the same list with cursors', async () => {
    const token = `Cursortok${process.pid}`;
    const made = await fiveSuppliers(token);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`search=${token}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((s: { supplierid: number }) => s.supplierid));
      if (cursor) expect(page.pagination.page).toBeNull();
      cursor = page.pagination.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(made.map((m) => m.supplierid));
    const bad = await t.api({ method: 'GET', url: '/api/v1/suppliers?cursor=nonsense', key: t.key[1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: 'Invalid value for cursor' });
  });

  it('filters by search (name or vendor code, any case), active, country and risk', async () => {
    const token = `Filtertok${process.pid}`;
    const made = await fiveSuppliers(token);
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${made[1]!.supplierid}` });
    const ids = (body: { data: { supplierid: number }[] }) => body.data.map((s) => s.supplierid);
    const id = (i: number) => made[i]!.supplierid;

    expect(ids(await list(`search=${token.toUpperCase()}`))).toEqual([0, 1, 2, 3, 4].map(id));
    expect(ids(await list(`search=${made[3]!.vendorcode.toLowerCase()}`))).toEqual([id(3)]);
    expect(ids(await list(`search=${token}&active=1`))).toEqual([0, 2, 3, 4].map(id));
    expect(ids(await list(`search=${token}&active=0`))).toEqual([id(1)]);
    expect(ids(await list(`search=${token}&country=372`))).toEqual([0, 1].map(id));
    expect(ids(await list(`search=${token}&risk=3&country=826`))).toEqual([id(4)]);
    expect((await list(`search=${token}&risk=3&country=372`)).pagination.total).toBe(0);
    // % and _ are literal characters, not wildcards.
    expect((await list('search=%25')).data).toEqual([]);
  });

  it('never lists the organisation, caps limit at 200 and needs a key', async () => {
    const all = await list('limit=200');
    expect(all.data.some((s: { supplierid: number }) => s.supplierid === 1)).toBe(false);
    const tooMany = await t.api({ method: 'GET', url: '/api/v1/suppliers?limit=201', key: t.key[1] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/limit/);
    expect((await t.api({ method: 'GET', url: '/api/v1/suppliers', key: null })).statusCode).toBe(401);
  });
});
