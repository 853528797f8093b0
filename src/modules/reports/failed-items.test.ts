import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../../test/helpers.js';
import { auditDataSet, RANGE, SECTION_NAMES } from '../../../test/fixtures/reports.js';

/** The most failed or flagged items over the data set of test/fixtures/reports.ts. */
const t = useTestApp();
let a: { supplierid: number };
let items: { itemid: number; sectionid: number }[];
let questions: Map<number, string>;

beforeAll(async () => {
  ({ a, items, questions } = await auditDataSet(t));
});

const get = (url: string, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/reports/audits/${url}`, key });
const NAMES = SECTION_NAMES;

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
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
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
