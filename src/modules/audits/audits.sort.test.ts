import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.js';
import { supplierWithSpec } from '../../../test/fixtures/scope-world.js';
import { useTestApp } from '../../../test/helpers.js';

// GET /audits: the additive `sort`, `page`, `statusid`, `overdue`, `from` and `to` (docs/audits.md).

const t = useTestApp();

type Row = {
  auditid: number;
  auditdate: string;
  statusid: number;
  score_pct: number | null;
  companyid: number;
};

async function get(query: string, headers: Record<string, string> = { 'x-api-key': t.key[1] }) {
  const res = await t.api({ method: 'GET', url: `/api/v1/audits?${query}`, key: null, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; pagination?: { page: number | null; nextCursor: string | null } };
}

async function walk(query: string) {
  const seen: Row[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const page = await get(`${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    seen.push(...page.data);
    cursor = page.pagination!.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

/** Six audits of one new supplier: dates out of id order (two on one day), two complete with scores. */
async function six() {
  const { companyid } = await createCompany(t.db);
  const dates = ['2026-03-10', '2020-01-05', '2099-06-01', '2026-03-10', '2021-07-20', '2098-01-01'];
  const ids: number[] = [];
  for (const audit_date of dates) {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid, userid: 1, audit_date },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.auditid);
  }
  await t.db.query('UPDATE audits SET statusid = 2, score_pct = 72.5 WHERE auditid = $1', [ids[1]]);
  await t.db.query('UPDATE audits SET statusid = 2, score_pct = 95 WHERE auditid = $1', [ids[2]]);
  return { companyid, ids, dates };
}

describe('GET /audits, sorted and filtered', () => {
  it('keeps the contract’s whole list and order when none of the new fields is sent', async () => {
    const s = await six();
    const body = await get(`companyid=${s.companyid}`);
    expect(body.pagination).toBeUndefined();
    const expected = s.ids
      .map((id, i) => ({ id, date: s.dates[i]! }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((a) => a.id);
    expect(body.data.map((a) => a.auditid)).toEqual(expected);
    expect(Object.keys(body.data[0]!)).not.toContain('sort_key');
    // The same order by page number, and by the old cursor.
    const byPage: Row[] = [];
    for (let p = 1; p <= 3; p++)
      byPage.push(...(await get(`companyid=${s.companyid}&limit=2&page=${p}`)).data);
    expect(byPage.map((a) => a.auditid)).toEqual(expected);
    expect((await walk(`companyid=${s.companyid}`)).map((a) => a.auditid)).toEqual(expected);
  });

  it('sorts by each column both ways, ties by id, every row once by cursor', async () => {
    const s = await six();
    const asc = await walk(`companyid=${s.companyid}&sort=auditdate`);
    const expected = s.ids
      .map((id, i) => ({ id, date: s.dates[i]! }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .map((a) => a.id);
    expect(asc.map((a) => a.auditid)).toEqual(expected);
    const scores = (await walk(`companyid=${s.companyid}&sort=-score_pct`)).map((a) => a.score_pct);
    expect(scores).toEqual([95, 72.5, null, null, null, null]);
    for (const sort of ['auditid', '-auditid', 'companyname', 'auditor', '-statusid', 'score_pct']) {
      const rows = await walk(`companyid=${s.companyid}&sort=${sort}`);
      expect(rows.map((a) => a.auditid).sort(), sort).toEqual([...s.ids].sort());
    }
    // The whole list sorted, without paging.
    const whole = await get(`companyid=${s.companyid}&sort=-auditid`);
    expect(whole.pagination).toBeUndefined();
    expect(whole.data.map((a) => a.auditid)).toEqual([...s.ids].reverse());
  });

  it('filters by status, overdue and dates, on the whole list and by page', async () => {
    const s = await six();
    const ids = (rows: Row[]) => rows.map((a) => a.auditid).sort((a, b) => a - b);
    const c = `companyid=${s.companyid}`;
    expect(ids((await get(`${c}&statusid=2`)).data)).toEqual([s.ids[1], s.ids[2]]);
    // In progress with a date past: the 2026 and 2021 audits (the 2020 one is complete, 2098/2099 are ahead).
    expect(ids((await get(`${c}&overdue=true`)).data)).toEqual([s.ids[0], s.ids[3], s.ids[4]]);
    expect(ids((await get(`${c}&overdue=false&limit=50`)).data)).toEqual([s.ids[1], s.ids[2], s.ids[5]]);
    expect(ids((await get(`${c}&from=2026-03-10&to=2098-12-31`)).data)).toEqual([
      s.ids[0],
      s.ids[3],
      s.ids[5],
    ]);
    const page = await get(`${c}&statusid=1&limit=2&sort=auditdate`);
    expect(page.data.map((a) => a.auditid)).toEqual([s.ids[4], s.ids[0]]);
    expect(page.pagination).toMatchObject({ page: 1, total: 4 });
  });

  it('refuses a bad sort, status, date or cursor with 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['sort=date', /^Invalid value for sort: must be one of auditid, -auditid/],
      ['sort=auditdate%3BDROP%20TABLE%20audits', /^Invalid value for sort/],
      ["sort=score_pct'--", /^Invalid value for sort/],
      ['statusid=0', /statusid/],
      ['overdue=maybe', /overdue/],
      ['from=2026-02-30x', /from/],
      ['sort=auditdate&cursor=abc', /^Invalid value for cursor$/],
    ];
    for (const [query, message] of cases) {
      const res = await t.api({ method: 'GET', url: `/api/v1/audits?${query}`, key: t.key[1] });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error, query).toMatch(message);
    }
    const s = await six();
    const first = await get(`companyid=${s.companyid}&sort=companyname&limit=2`);
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/audits?sort=auditdate&cursor=${encodeURIComponent(first.pagination!.nextCursor!)}`,
      key: t.key[1],
    });
    expect(res.json()).toEqual({ success: false, error: 'Invalid value for cursor' });
  });

  it('keeps the supplier scope whatever companyid, filter or sort a portal user sends', async () => {
    const other = await six();
    const own = await supplierWithSpec(t, 'AuditSort');
    const mine = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid: own.supplierid, userid: 1, audit_date: '2026-01-02' },
    });
    const bearer = { authorization: `Bearer ${own.token}` };
    for (const query of [
      `companyid=${other.companyid}&sort=companyname`,
      `sort=-auditdate&limit=200`,
      `overdue=true&companyid=${other.companyid}&page=1`,
    ]) {
      const rows = (await get(query, bearer)).data;
      expect(
        rows.map((a) => a.auditid),
        query,
      ).toEqual([mine.json().data.auditid]);
    }
  });
});
