import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';

// GET /suppliers?sort= (additive, docs/suppliers.md): an allow-listed column, paged by page or cursor.

const t = useTestApp();

type Row = { supplierid: number; companyname: string; city: string | null; riskid: number | null };

async function list(query: string, headers: Record<string, string> = { 'x-api-key': t.key[1] }) {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers?${query}`, key: null, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; pagination: { page: number | null; nextCursor: string | null } };
}

/** Every page by cursor, limit 2: the rows in the order read. */
async function walk(query: string) {
  const seen: Row[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const page = await list(`${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    seen.push(...page.data);
    cursor = page.pagination.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

/** Seven suppliers with names out of id order, two sharing a name (the tie broken by id), cities some null. */
async function seven(token: string) {
  const names = ['delta', 'Alpha', 'charlie', 'bravo', 'alpha', 'Echo', 'bravo'];
  const made = [];
  for (const [i, n] of names.entries()) {
    const s = await createSupplier(t, {
      companyname: `${token} ${n}`,
      city: `City ${String.fromCharCode(90 - i)}`,
      risk: (i % 3) + 1,
    });
    made.push({ ...s, name: `${token} ${n}` });
  }
  // A city the database lacks sorts as the empty text.
  await t.db.query('UPDATE companies SET city = NULL WHERE companyid = $1', [made[3]!.supplierid]);
  return made;
}

const lower = (s: string) => s.toLowerCase();

describe('GET /suppliers?sort=', () => {
  it('without sort keeps supplierid order and the same envelope', async () => {
    const token = `Sortnone${process.pid}`;
    const made = await seven(token);
    const page = await list(`search=${token}&limit=3`);
    expect(page.data.map((s) => s.supplierid)).toEqual(made.slice(0, 3).map((m) => m.supplierid));
    expect(Object.keys(page.data[0]!).sort()).not.toContain('sort_key');
    expect(Object.keys(page).sort()).toEqual(['data', 'pagination', 'success']);
  });

  it('sorts by name either way, ties by id, every row exactly once through cursor and page paging', async () => {
    const token = `Sortname${process.pid}`;
    const made = await seven(token);
    const expected = [...made]
      .sort((a, b) => lower(a.name).localeCompare(lower(b.name)) || a.supplierid - b.supplierid)
      .map((m) => m.supplierid);
    const asc = await walk(`search=${token}&sort=companyname`);
    expect(asc.map((s) => s.supplierid)).toEqual(expected);
    const desc = await walk(`search=${token}&sort=-companyname`);
    expect(desc.map((s) => s.supplierid)).toEqual([...expected].reverse());
    const byPage = [];
    for (let p = 1; p <= 4; p++)
      byPage.push(...(await list(`search=${token}&sort=companyname&limit=2&page=${p}`)).data);
    expect(byPage.map((s) => s.supplierid)).toEqual(expected);
  });

  it('sorts by city (empty first), risk and created, each walked once by cursor', async () => {
    const token = `Sortcity${process.pid}`;
    const made = await seven(token);
    const ids = new Set(made.map((m) => m.supplierid));
    for (const sort of [
      'city',
      '-city',
      'risk',
      '-risk',
      'created',
      '-created',
      'country',
      'vendorcode',
      'active',
    ]) {
      const rows = await walk(`search=${token}&sort=${sort}`);
      expect(new Set(rows.map((r) => r.supplierid)), sort).toEqual(ids);
      expect(rows.length, sort).toBe(7);
    }
    const cities = (await walk(`search=${token}&sort=city`)).map((r) => r.city ?? '');
    expect(cities).toEqual([...cities].sort((a, b) => lower(a).localeCompare(lower(b))));
    const risks = (await walk(`search=${token}&sort=-risk`)).map((r) => r.riskid);
    expect(risks).toEqual([3, 3, 2, 2, 1, 1, 1]);
  });

  it('refuses an unknown column, injection attempts and a cursor of another sort with 400 naming the field', async () => {
    const hostile = [
      'name',
      'companyname;DROP TABLE companies',
      "companyname'--",
      '(SELECT 1)',
      'companyname DESC',
      '--companyname',
      '',
    ];
    for (const sort of hostile) {
      const res = await t.api({
        method: 'GET',
        url: `/api/v1/suppliers?sort=${encodeURIComponent(sort)}`,
        key: t.key[1],
      });
      expect(res.statusCode, sort).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error, sort).toMatch(
        /^Invalid value for sort: must be one of vendorcode, -vendorcode/,
      );
    }
    const token = `Sortbad${process.pid}`;
    await seven(token);
    const first = await list(`search=${token}&sort=companyname&limit=2`);
    const cursor = encodeURIComponent(first.pagination.nextCursor!);
    for (const query of [
      `sort=city&cursor=${cursor}`,
      `cursor=${cursor}`,
      `sort=companyname&cursor=${cursor}x`,
    ]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/suppliers?${query}`, key: t.key[1] });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid value for cursor' });
    }
    // A hand-made cursor with a hostile key is refused before it reaches the database.
    for (const forged of [
      ['ss', 'risk', '1) OR 1=1 --', 5],
      ['ss', 'companyname', 'a\u0000b', 5],
      ['ss', 'companyname', 'a', -1],
      ['s', 'companyname', 'a', 5],
    ]) {
      const c = Buffer.from(JSON.stringify(forged)).toString('base64url');
      const res = await t.api({
        method: 'GET',
        url: `/api/v1/suppliers?sort=${forged[1]}&cursor=${c}`,
        key: t.key[1],
      });
      expect(res.statusCode, JSON.stringify(forged)).toBe(400);
    }
    // A forged text key is only a value compared, never SQL.
    const quoted = Buffer.from(JSON.stringify(['ss', 'companyname', "' OR '1'='1", 1])).toString('base64url');
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/suppliers?sort=companyname&cursor=${quoted}`,
      key: t.key[1],
    });
    expect(res.statusCode).toBe(200);
    expect((await t.db.query('SELECT 1 FROM companies LIMIT 1')).rows.length).toBe(1);
  });

  it('keeps the supplier scope: a portal user sorting sees its own company only', async () => {
    const token = `Sortscope${process.pid}`;
    await seven(token);
    const own = await supplierAccount(t, { companyname: `${token} own` });
    const bearer = { authorization: `Bearer ${own.token}` };
    for (const sort of ['companyname', '-created', 'country']) {
      const page = await list(`sort=${sort}&limit=200`, bearer);
      expect(page.data.map((s) => s.supplierid)).toEqual([own.supplierid]);
    }
  });
});
