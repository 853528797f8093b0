import { describe, expect, it } from 'vitest';
import { actionBody, auditWithAnswer } from '../../test/fixtures/actions.js';
import { createAudit } from '../../test/fixtures/audits/helpers.js';
import { supplierWithSpec } from '../../test/fixtures/scope-world.js';
import { createSupplier } from '../../test/fixtures/suppliers.js';
import { useTestApp } from '../../test/helpers.js';

const t = useTestApp();

type Page = {
  data: Record<string, number>[];
  pagination?: { page: number | null; nextCursor: string | null; total: number };
};

async function get(url: string, key?: string): Promise<Page> {
  const res = await t.api({ method: 'GET', url: `/api/v1${url}`, ...(key ? { key } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every row of a list, walked by cursor `limit` at a time: the ids in order, and the pages' totals. */
async function walk(path: string, idField: string, limit: number) {
  const join = path.includes('?') ? '&' : '?';
  const ids: number[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  for (let n = 0; n < 100; n++) {
    const page: Page = await get(`${path}${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...page.data.map((r) => r[idField]!));
    totals.add(page.pagination!.total);
    expect(page.pagination!.page).toBe(cursor ? null : 1);
    cursor = page.pagination!.nextCursor;
    if (!cursor) return { ids, totals: [...totals] };
  }
  throw new Error('the cursor never ended');
}

async function whole(path: string, idField: string) {
  const join = path.includes('?') ? '&' : '?';
  return (await get(`${path}${join}limit=200`)).data.map((r) => r[idField]!);
}

describe('lists paged by cursor', () => {
  it('newlines and products: every row once, in the offset order, ties in `created` included', async () => {
    const a = await createSupplier(t, { companyname: 'Cursor Alpha' });
    const b = await createSupplier(t, { companyname: 'Cursor Beta' });
    // One bulk request writes its rows in one transaction: the same `created` for all seven (ties).
    const rows = Array.from({ length: 7 }, (_, i) => ({
      companyid: a.supplierid,
      siteid: a.siteid,
      productname: `Cursor oatcake ${i}`,
      productcode: `CUR-${i}`,
    }));
    const bulk = await t.api({ method: 'POST', url: '/api/v1/newlines/createNewlineBulk', payload: rows });
    expect(bulk.statusCode, bulk.body).toBe(201);
    for (const [i, s] of [a, b, a].entries()) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        payload: {
          companyid: s.supplierid,
          siteid: s.siteid,
          productname: `Cursor single ${i}`,
          productcode: `CS-${i}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const [path, id] of [
      [`/newlines?companyid=${a.supplierid}`, 'newlineid'],
      [`/products?companyid=${a.supplierid}`, 'psid'],
      ['/newlines?search=cursor', 'newlineid'],
      ['/products?search=cursor', 'psid'],
    ] as const) {
      const all = await whole(path, id);
      expect(all.length, path).toBeGreaterThanOrEqual(9);
      const walked = await walk(path, id, 2);
      expect(walked.ids, path).toEqual(all);
      expect(walked.totals, path).toEqual([all.length]);
      // The same rows as the offset pages.
      const byOffset: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
        const join = path.includes('?') ? '&' : '?';
        byOffset.push(...(await get(`${path}${join}limit=4&page=${page}`)).data.map((r) => r[id]!));
      }
      expect(byOffset, path).toEqual(all);
    }
  });

  it('actions: soonest due first, ties on the due day broken by id', async () => {
    const audit = await auditWithAnswer(t);
    const made: number[] = [];
    for (const [i, duedate] of [
      '2026-05-02',
      '2026-05-01',
      '2026-05-02',
      '2026-05-01',
      '2026-05-03',
    ].entries()) {
      const res = await t.api({
        method: 'POST',
        url: `/api/v1/audits/${audit.auditid}/items/${audit.itemid}/actions`,
        payload: actionBody({ duedate, description: `Cursor action ${i}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data.actionid);
    }
    const path = `/actions?companyid=${audit.companyid}`;
    const all = await whole(path, 'actionid');
    expect([...all].sort((x, y) => x - y)).toEqual([...made].sort((x, y) => x - y));
    expect((await walk(path, 'actionid', 2)).ids).toEqual(all);
  });

  it('audits: the whole list without limit or cursor, as the contract has it; pages with them', async () => {
    const made = [];
    for (const date of ['2026-03-01', '2026-03-02', '2026-03-01', '2026-03-01']) {
      made.push(await createAudit(t, { audit_date: date, audit_reason: 'Cursor audit' }));
    }
    const plain = await get('/audits');
    expect(plain.pagination).toBeUndefined();
    const all = plain.data.map((r) => r.auditid!);
    const walked = await walk('/audits', 'auditid', 3);
    expect(walked.ids).toEqual(all);
    expect(walked.totals).toEqual([all.length]);
    // The traffic light of each audit is the same on a page as in the whole list.
    const page = await get('/audits?limit=2');
    expect(page.data).toEqual(plain.data.slice(0, 2));
    const one = made[0]!.companyid;
    expect((await walk(`/audits?companyid=${one}`, 'auditid', 1)).ids).toEqual([made[0]!.auditid]);
  });

  it('the supplier scope walks its own rows only, whatever cursor it is given', async () => {
    const mine = await supplierWithSpec(t, 'Walker');
    const theirs = await supplierWithSpec(t, 'Other');
    const theirPage = await get(`/newlines?companyid=${theirs.supplierid}&limit=1`);
    const foreign = theirPage.pagination!.nextCursor ?? 'bjoxOjE';
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/newlines?limit=5&cursor=${foreign}`,
      key: null,
      headers: { authorization: `Bearer ${mine.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const row of res.json().data) expect(row.companyid).toBe(mine.supplierid);
  });

  it('refuses a cursor it did not make, or made for another list, with 400', async () => {
    const products = await get('/products?limit=1');
    const productCursor = products.pagination!.nextCursor!;
    expect(productCursor).toEqual(expect.any(String));
    const bad = [
      'garbage',
      '%00',
      Buffer.from('n:1:2:3').toString('base64url'),
      Buffer.from('n:abc:2').toString('base64url'),
      Buffer.from('n:1:99999999999').toString('base64url'),
      Buffer.from('n:1:9999999999').toString('base64url'), // past the largest id
      `${Buffer.from('n:1:2').toString('base64url')}!`,
      Buffer.from('n:99999999999999999:1').toString('base64url'),
      Buffer.from('au:2026-13-45:1').toString('base64url'),
      productCursor, // a products cursor given to newlines
      'x'.repeat(101),
    ];
    for (const [path, cursor] of [
      ...bad.map((c) => ['/newlines', c] as const),
      ['/audits', productCursor] as const,
      ['/audits', Buffer.from('au:2026-02-30x:1').toString('base64url')] as const,
      ['/audits', Buffer.from('au:2026-02-30:1').toString('base64url')] as const, // no such day
      ['/actions', Buffer.from('a:2026-04-31:1').toString('base64url')] as const,
      ['/actions', productCursor] as const,
      ['/products', Buffer.from('p:1:0').toString('base64url') + '!'] as const,
    ]) {
      const res = await t.api({ method: 'GET', url: `/api/v1${path}?cursor=${encodeURIComponent(cursor)}` });
      expect(res.statusCode, `${path} ${cursor}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
