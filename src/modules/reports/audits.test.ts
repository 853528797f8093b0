import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../../test/helpers.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';
import { auditDataSet, RANGE, scoredAudit, SECTION_NAMES } from '../../../test/fixtures/reports.js';

/** The audit summary, and the refusals of both audit analytics, over the data set of test/fixtures/reports.ts. */
const t = useTestApp();
let a: { supplierid: number };
let items: { itemid: number; sectionid: number }[];

beforeAll(async () => {
  ({ a, items } = await auditDataSet(t));
});

const get = (url: string, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/reports/audits/${url}`, key });
const buckets = (counts: Record<number, number>) =>
  Array.from({ length: 10 }, (_, n) => ({ from: n * 10, to: n * 10 + 10, count: counts[n * 10] ?? 0 }));
const NAMES = SECTION_NAMES;
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
