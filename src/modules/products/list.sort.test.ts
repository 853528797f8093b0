import { describe, expect, it } from 'vitest';
import { createSupplierRows } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';
import { supplierWithSpec } from '../../../test/fixtures/scope-world.js';

// GET /products?sort= (additive, docs/products.md): an allow-listed column, paged by page or cursor.

const t = useTestApp();

type Row = { psid: number; productname: string; companyid: number; statusid: number };

async function list(query: string, headers: Record<string, string> = { 'x-api-key': t.key[1] }) {
  const res = await t.api({ method: 'GET', url: `/api/v1/products?${query}`, key: null, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; pagination: { nextCursor: string | null } };
}

async function walk(query: string, headers?: Record<string, string>) {
  const seen: Row[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const q = `${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await list(q, headers);
    seen.push(...page.data);
    cursor = page.pagination.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

/** Six specs of one supplier, named out of creation order, two with the same name. */
async function six() {
  const s = await createSupplierRows(t.db);
  const names = ['Plum jam', 'apple pie', 'Cherry tart', 'Apple pie', 'banana bread', 'Damson gin'];
  const made: { psid: number; name: string }[] = [];
  for (const [i, name] of names.entries()) {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: { companyid: s.companyid, siteid: s.siteid, productname: name, productcode: `SRT-${i}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    made.push({ psid: res.json().data.psid, name });
  }
  return { ...s, made };
}

describe('GET /products?sort=', () => {
  it('sorts by name both ways, ties by psid, every row once by cursor and by page', async () => {
    const s = await six();
    const expected = [...s.made]
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.psid - b.psid)
      .map((m) => m.psid);
    const filter = `companyid=${s.companyid}`;
    expect((await walk(`${filter}&sort=productname`)).map((r) => r.psid)).toEqual(expected);
    expect((await walk(`${filter}&sort=-productname`)).map((r) => r.psid)).toEqual([...expected].reverse());
    const byPage: Row[] = [];
    for (let p = 1; p <= 3; p++)
      byPage.push(...(await list(`${filter}&sort=productname&limit=2&page=${p}`)).data);
    expect(byPage.map((r) => r.psid)).toEqual(expected);
    for (const sort of ['productcode', '-companyname', 'statusid', '-version', 'created', '-lastupdated']) {
      const rows = await walk(`${filter}&sort=${sort}`);
      expect(new Set(rows.map((r) => r.psid)), sort).toEqual(new Set(s.made.map((m) => m.psid)));
      expect(rows.length, sort).toBe(6);
    }
    // Without sort: newest first, as before.
    const plain = await list(`${filter}&limit=6`);
    expect(plain.data.map((r) => r.psid)).toEqual(s.made.map((m) => m.psid).reverse());
  });

  it('refuses an unknown or hostile sort and a cursor of another sort (400, naming the field)', async () => {
    for (const sort of [
      'name',
      'productname;DROP TABLE product_specs',
      "statusid'",
      's.psid',
      'productname ASC',
    ]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/products?sort=${encodeURIComponent(sort)}` });
      expect(res.statusCode, sort).toBe(400);
      expect(res.json().error).toMatch(/^Invalid value for sort: must be one of productname, -productname/);
    }
    const s = await six();
    const first = await list(`companyid=${s.companyid}&sort=productname&limit=2`);
    const cursor = encodeURIComponent(first.pagination.nextCursor!);
    for (const q of [`sort=productcode&cursor=${cursor}`, `cursor=${cursor}`]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/products?companyid=${s.companyid}&${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid value for cursor' });
    }
  });

  it('keeps the supplier scope: a portal user sorting by supplier sees its own specs only', async () => {
    await six();
    const own = await supplierWithSpec(t, 'Sorter');
    const other = await supplierWithSpec(t, 'Other');
    const bearer = { authorization: `Bearer ${own.token}` };
    for (const sort of ['companyname', '-productname', 'statusid']) {
      const rows = await walk(`sort=${sort}&companyid=${other.supplierid}`, bearer);
      expect(rows.map((r) => r.psid)).toEqual([own.psid]);
    }
  });
});
