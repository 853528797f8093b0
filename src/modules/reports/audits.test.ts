import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';
import { scoredAudit, span } from '../../../test/fixtures/reports.js';

/**
 * The audit analytics over a known data set (docs/reports.md). Supplier A, January–February 2026:
 *   A1 2026-01-10 all pass: 100 · A2 2026-01-20 ten fails (items 1,2,3,5 · 6,7,8,10 · 16,17): 80
 *   A3 2026-02-05 5 fails (20–24), 10 flags (26,28,29,30 · 32,33,35,36 · 38,39), 10 n/a (4,5 · 40–43 · 46–49): 75
 *   A4 2026-02-15 in progress, items 0 and 1 failed · A0 2025-12-31 all pass (before the range)
 * Supplier B: B1 2026-02-20 three fails (items 1,2,3): 94.
 * Sections hold items 0–5, 6–11, 12–18, 19–24, 25–30, 31–36, 37–43, 44–49.
 */
const t = useTestApp();
let a: { supplierid: number };
let b: { supplierid: number };
let items: { itemid: number; sectionid: number }[];
const questions = new Map<number, string>();

beforeAll(async () => {
  a = await createSupplier(t, { companyname: 'Summary Alpha' });
  b = await createSupplier(t, { companyname: 'Summary Beta' });
  items = (await scoredAudit(t, a.supplierid, '2026-01-10')).items;
  await scoredAudit(t, a.supplierid, '2026-01-20', { fail: [1, 2, 3, 5, 6, 7, 8, 10, 16, 17] });
  await scoredAudit(t, a.supplierid, '2026-02-05', {
    fail: span(20, 24),
    flag: [26, 28, 29, 30, 32, 33, 35, 36, 38, 39],
    na: [4, 5, ...span(40, 43), ...span(46, 49)],
  });
  await scoredAudit(t, a.supplierid, '2026-02-15', { fail: [0, 1] }, false);
  await scoredAudit(t, a.supplierid, '2025-12-31');
  await scoredAudit(t, b.supplierid, '2026-02-20', { fail: [1, 2, 3] });
  const { rows } = await t.db.query<{ itemid: number; question: string }>(
    'SELECT itemid, question FROM audit_items',
  );
  for (const r of rows) questions.set(r.itemid, r.question);
});

const get = (url: string, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/reports/audits/${url}`, key });
const RANGE = 'from=2026-01-01&to=2026-02-28';
const buckets = (counts: Record<number, number>) =>
  Array.from({ length: 10 }, (_, n) => ({ from: n * 10, to: n * 10 + 10, count: counts[n * 10] ?? 0 }));
const NAMES = [
  'Management commitment & food safety culture',
  'HACCP / food safety plan',
  'Management system & traceability',
  'Premises, layout & maintenance',
  'Hygiene, cleaning & pest control',
  'Contamination & allergen control',
  'Process & product control',
  'Personnel & training',
];
/** [pass, fail, flag, na, passrate] per section, in order. */
const sections = (figures: [number, number, number, number, number | null][]) =>
  figures.map(([pass, fail, flag, na, passrate], i) => ({
    sectionid: i + 1,
    section_name: NAMES[i],
    pass,
    fail,
    flag,
    na,
    passrate,
  }));

describe('GET /reports/audits/summary', () => {
  it('counts one supplier’s audits of the range, scores the completed ones and their answers', async () => {
    const res = await get(`summary?${RANGE}&companyid=${a.supplierid}`, t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        audits: 4,
        completed: 3,
        averagescore: 85,
        scorebuckets: buckets({ 70: 1, 80: 1, 90: 1 }),
        sections: sections([
          [12, 4, 0, 2, 75],
          [14, 4, 0, 0, 77.78],
          [19, 2, 0, 0, 90.48],
          [13, 5, 0, 0, 72.22],
          [14, 0, 4, 0, 77.78],
          [14, 0, 4, 0, 77.78],
          [15, 0, 2, 4, 88.24],
          [14, 0, 0, 4, 100],
        ]),
        months: [
          { month: '2026-01', audits: 2, completed: 2, averagescore: 90 },
          { month: '2026-02', audits: 2, completed: 1, averagescore: 75 },
        ],
      },
    });
  });

  it('covers every supplier without companyid, and every date without a range', async () => {
    const all = (await get(`summary?${RANGE}`)).json().data;
    expect(all).toEqual({
      audits: 5,
      completed: 4,
      averagescore: 87.25,
      scorebuckets: buckets({ 70: 1, 80: 1, 90: 2 }),
      sections: sections([
        [15, 7, 0, 2, 68.18],
        [20, 4, 0, 0, 83.33],
        [26, 2, 0, 0, 92.86],
        [19, 5, 0, 0, 79.17],
        [20, 0, 4, 0, 83.33],
        [20, 0, 4, 0, 83.33],
        [22, 0, 2, 4, 91.67],
        [20, 0, 0, 4, 100],
      ]),
      months: [
        { month: '2026-01', audits: 2, completed: 2, averagescore: 90 },
        { month: '2026-02', audits: 3, completed: 2, averagescore: 84.5 },
      ],
    });
    const open = (await get(`summary?companyid=${a.supplierid}`)).json().data;
    expect(open).toMatchObject({ audits: 5, completed: 4, averagescore: 88.75 });
    expect(open.months[0]).toEqual({ month: '2025-12', audits: 1, completed: 1, averagescore: 100 });
    const from = (await get(`summary?from=2026-02-01&companyid=${a.supplierid}`)).json().data;
    expect(from).toMatchObject({ audits: 2, completed: 1, averagescore: 75 });
  });

  it('answers zeros and nulls, never an error, for a range without audits', async () => {
    const res = await get('summary?from=2031-01-01&to=2031-01-31');
    expect(res.json().data).toEqual({
      audits: 0,
      completed: 0,
      averagescore: null,
      scorebuckets: buckets({}),
      sections: [],
      months: [],
    });
  });

  it('answers CSV: a header, the totals, ten buckets, the sections and the months', async () => {
    const res = await get(`summary?${RANGE}&companyid=${a.supplierid}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit_summary.csv"');
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual([
      'part',
      'audits',
      'completed',
      'averagescore',
      'score_from',
      'score_to',
      'count',
      'sectionid',
      'section_name',
      'pass',
      'fail',
      'flag',
      'na',
      'passrate',
      'month',
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      'summary',
      ...Array<string>(10).fill('bucket'),
      ...Array<string>(8).fill('section'),
      'month',
      'month',
    ]);
    expect(rows[0]).toEqual(['summary', '4', '3', '85', '', '', '', '', '', '', '', '', '', '', '']);
    expect(rows[8]).toEqual(['bucket', '', '', '', '70', '80', '1', '', '', '', '', '', '', '', '']);
    expect(rows[11]).toEqual([
      'section',
      '',
      '',
      '',
      '',
      '',
      '',
      '1',
      NAMES[0],
      '12',
      '4',
      '0',
      '2',
      '75',
      '',
    ]);
    expect(rows[20]).toEqual(['month', '2', '1', '75', '', '', '', '', '', '', '', '', '', '', '2026-02']);
  });
});

describe('GET /reports/audits/failedItems', () => {
  const item = (n: number, figures: { fail: number; flag: number; answered: number; failrate: number }) => ({
    itemid: items[n]!.itemid,
    sectionid: items[n]!.sectionid,
    section_name: NAMES[items[n]!.sectionid - 1],
    question: questions.get(items[n]!.itemid),
    critical: false,
    ...figures,
    failed: figures.fail + figures.flag,
  });

  it('lists the items most often failed or flagged in completed audits, most first, then by fails and id', async () => {
    const res = await get(`failedItems?${RANGE}&limit=5`, t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        item(1, { fail: 2, flag: 0, answered: 4, failrate: 50 }),
        item(2, { fail: 2, flag: 0, answered: 4, failrate: 50 }),
        item(3, { fail: 2, flag: 0, answered: 4, failrate: 50 }),
        // answered n/a once: the rate is over the three other answers
        item(5, { fail: 1, flag: 0, answered: 4, failrate: 33.33 }),
        item(6, { fail: 1, flag: 0, answered: 4, failrate: 25 }),
      ],
    });
  });

  it('confines itself to one supplier; the in-progress audit’s answers are not counted', async () => {
    const data = (await get(`failedItems?${RANGE}&limit=100&companyid=${a.supplierid}`)).json().data;
    expect(data).toHaveLength(25);
    expect(data[0]).toEqual(item(1, { fail: 1, flag: 0, answered: 3, failrate: 33.33 }));
    expect(data.at(-1)).toEqual(item(39, { fail: 0, flag: 1, answered: 3, failrate: 33.33 }));
    expect(data.map((r: { itemid: number }) => r.itemid)).not.toContain(items[0]!.itemid);
    expect((await get(`failedItems?${RANGE}`)).json().data).toHaveLength(10); // the default limit
  });

  it('answers CSV, one row per item', async () => {
    const res = await get(`failedItems?${RANGE}&limit=2&format=csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="failed_items.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        itemid: String(items[1]!.itemid),
        sectionid: '1',
        section_name: NAMES[0],
        question: questions.get(items[1]!.itemid),
        critical: 'false',
        fail: '2',
        flag: '0',
        failed: '2',
        answered: '4',
        failrate: '50',
      },
      expect.objectContaining({ itemid: String(items[2]!.itemid), failed: '2' }),
    ]);
  });
});

describe('refusals', () => {
  const bad: [string, number, string][] = [
    ['summary?from=2026-02-30', 400, 'from must be a date (YYYY-MM-DD)'],
    ['summary?to=yesterday', 400, 'to must be a date (YYYY-MM-DD)'],
    [
      'summary?from=2026-03-01&to=2026-02-01',
      400,
      'Invalid date range: from (2026-03-01) is after to (2026-02-01)',
    ],
    [
      'failedItems?from=2026-03-01&to=2026-02-01',
      400,
      'Invalid date range: from (2026-03-01) is after to (2026-02-01)',
    ],
    ['failedItems?limit=0', 400, 'Invalid value for limit: must be at least 1'],
    ['failedItems?limit=101', 400, 'Invalid value for limit: must be at most 100'],
    ['summary?companyid=987654', 404, 'Supplier not found'],
    ['summary?companyid=1', 404, 'Supplier not found'],
    ['failedItems?companyid=987654', 404, 'Supplier not found'],
    ['summary?companyid=0', 400, 'Invalid value for companyid: must be at least 1'],
    ['summary?format=pdf', 400, 'Invalid value for format: must be one of json, csv'],
  ];
  it.each([
    'summary?from=2026-01-01&from=2026-02-01',
    'summary?companyid=99999999999',
    'summary?from=',
    'summary?to=%00',
    'failedItems?limit=1e400',
  ])('refuses %s with a 400, never a 500', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it.each(bad)('%s → %i', async (url, status, error) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ success: false, error });
  });

  it('shows the supplier scope its own company; another company answers as a missing one', async () => {
    const own = await supplierAccount(t);
    await scoredAudit(t, own.supplierid, '2026-01-15', { fail: [7] });
    const { key } = await keyFor(t, own.userid);
    for (const url of [`summary?${RANGE}`, `summary?${RANGE}&companyid=${own.supplierid}`]) {
      const data = (await get(url, key)).json().data;
      expect(data).toMatchObject({ audits: 1, completed: 1, averagescore: 98 });
    }
    const mine = (await get(`failedItems?${RANGE}`, key)).json().data;
    expect(mine.map((r: { itemid: number }) => r.itemid)).toEqual([items[7]!.itemid]);
    for (const report of ['summary', 'failedItems']) {
      const other = await get(`${report}?companyid=${a.supplierid}`, key);
      const missing = await get(`${report}?companyid=987654`, key);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    }
  });
});
