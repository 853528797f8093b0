import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, useConsole } from '../console.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { createSupplierRows } from '../../factories.js';

// The suppliers, audits and specifications lists: sortable headers, filters in the address, active only by default,
// the export of what the filters match, and empty states that say what to do.
const w = useConsole();

const table = (page: Page, name: string) => page.getByRole('table', { name });
/** The text of one column's cells (`nth` from 1), top to bottom. */
const column = (page: Page, name: string, nth: number) =>
  table(page, name).locator(`tbody tr > :nth-child(${nth})`).allTextContents();
const header = (page: Page, name: string, text: string) =>
  table(page, name).getByRole('columnheader', { name: text, exact: true });
const ariaSort = (page: Page, name: string, text: string) =>
  header(page, name, text).getAttribute('aria-sort');
const search = (page: Page) => new URL(page.url()).searchParams;

/** The export's file, as the rows of its CSV (split on commas: the test's values hold none). */
async function exported(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  return text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('console: the lists', () => {
  it('say what to do when there is nothing yet: create or import, with links for a level that may', async () => {
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers');
    const empty = page.getByRole('status').filter({ hasText: 'No suppliers yet' });
    await empty.waitFor();
    expect(await empty.textContent()).toBe('No suppliers yet: create one, or import a CSV.');
    expect(await empty.getByRole('link', { name: 'create one' }).getAttribute('href')).toBe('/suppliers/new');
    expect(await empty.getByRole('link', { name: 'import a CSV' }).getAttribute('href')).toBe(
      '/suppliers/import',
    );

    await page.goto(`${w.origin}/audits`);
    await page.getByRole('status').filter({ hasText: 'No audits yet: plan one.' }).waitFor();
    await page.goto(`${w.origin}/specs`);
    await page.getByRole('status').filter({ hasText: 'No specifications yet' }).waitFor();

    // A filter that matches nothing says so, and clears.
    await page.goto(`${w.origin}/suppliers?risk=3`);
    const none = page.getByRole('status').filter({ hasText: 'No suppliers match these filters.' });
    await none.waitFor();
    await none.getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).toBe(`${w.origin}/suppliers`);
    await page.close();
  });

  it('suppliers: sorted by a header (aria-sort), risk and country filters in the address survive a reload, inactive hidden by default', async () => {
    const made: Record<string, number> = {};
    for (const [name, risk, country] of [
      ['Marlow Mills', 1, 826],
      ['Aston Apiary', 3, 826],
      ['Cork Creamery', 3, 372],
      ['Beacon Bakery', 2, 826],
      ['Dover Dairy', 3, 826],
    ] as const) {
      made[name] = (await createSupplier(w.t, { companyname: name, risk, country })).supplierid;
    }
    const del = await w.t.api({ method: 'DELETE', url: `/api/v1/suppliers/${made['Dover Dairy']}` });
    expect(del.statusCode, del.body).toBe(200);

    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers');
    const names = () => column(page, 'Suppliers', 2);
    // By name, the inactive one left out.
    await expect.poll(names).toEqual(['Aston Apiary', 'Beacon Bakery', 'Cork Creamery', 'Marlow Mills']);
    expect(await ariaSort(page, 'Suppliers', 'Company')).toBe('ascending');
    expect(await ariaSort(page, 'Suppliers', 'Risk')).toBe('none');

    await header(page, 'Suppliers', 'Company').getByRole('button').click();
    await expect.poll(names).toEqual(['Marlow Mills', 'Cork Creamery', 'Beacon Bakery', 'Aston Apiary']);
    expect(await ariaSort(page, 'Suppliers', 'Company')).toBe('descending');
    expect(search(page).get('sort')).toBe('-companyname');

    await header(page, 'Suppliers', 'Risk').getByRole('button').click();
    await expect.poll(() => ariaSort(page, 'Suppliers', 'Risk')).toBe('ascending');
    await expect.poll(() => column(page, 'Suppliers', 5)).toEqual(['Low', 'Medium', 'High', 'High']);
    expect(await ariaSort(page, 'Suppliers', 'Company')).toBe('none');

    // Filters: High risk in the United Kingdom; kept through a reload.
    await page.getByLabel('Risk', { exact: true }).selectOption({ label: 'High' });
    await page.getByLabel('Country', { exact: true }).selectOption('826');
    await expect.poll(names).toEqual(['Aston Apiary']);
    expect(Object.fromEntries(search(page))).toEqual({ risk: '3', country: '826', sort: 'risk' });
    await page.reload();
    await expect.poll(names).toEqual(['Aston Apiary']);
    expect(await page.getByLabel('Risk', { exact: true }).inputValue()).toBe('3');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('826');
    expect(await ariaSort(page, 'Suppliers', 'Risk')).toBe('ascending');

    // Include inactive: the deleted supplier shows, marked.
    await page.getByLabel('Include inactive').check();
    await expect.poll(names).toEqual(['Aston Apiary', 'Dover Dairy']);
    expect(search(page).get('inactive')).toBe('1');
    await table(page, 'Suppliers')
      .getByRole('row', { name: /Dover Dairy/ })
      .getByText('Inactive')
      .waitFor();
    await page.close();
  });

  it('suppliers: Export CSV downloads the rows the filters and sort show, formulas made harmless', async () => {
    await createSupplier(w.t, { companyname: '=HYPERLINK("http://x")', risk: 2 });
    await createSupplier(w.t, { companyname: 'Zephyr Produce', risk: 2 });
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers?risk=2&sort=-companyname');
    const names = () => column(page, 'Suppliers', 2);
    await expect.poll(names).toEqual(['Zephyr Produce', 'Beacon Bakery', '=HYPERLINK("http://x")']);
    const rows = await exported(page);
    expect(rows[0]).toEqual([
      'Vendor code',
      'Company',
      'City',
      'Postcode',
      'Country',
      'Risk',
      'Status',
      'Created',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Zephyr Produce',
      'Beacon Bakery',
      `"'=HYPERLINK(""http://x"")"`,
    ]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['Medium', 'Medium', 'Medium']);
    await page.getByRole('status').filter({ hasText: 'Exported 3 rows.' }).waitFor();
    await page.close();
  });

  it('audits: sorted by score and by supplier, status, due and supplier filters in the address survive a reload, export', async () => {
    const north = await createSupplierRows(w.t.db, 'North Farm');
    const south = await createSupplierRows(w.t.db, 'South Farm');
    const audit = async (companyid: number, audit_date: string) => {
      const res = await w.t.api({
        method: 'POST',
        url: '/api/v1/audits',
        payload: { companyid, userid: 1, audit_date },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.auditid as number;
    };
    const a1 = await audit(north.companyid, '2020-02-01');
    const a2 = await audit(south.companyid, '2021-03-01');
    const a3 = await audit(north.companyid, '2099-01-01');
    const a4 = await audit(south.companyid, '2022-05-01');
    await w.t.db.query('UPDATE audits SET statusid = 2, score_pct = 88 WHERE auditid = $1', [a1]);
    await w.t.db.query('UPDATE audits SET statusid = 2, score_pct = 64.5 WHERE auditid = $1', [a4]);

    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/audits');
    const ids = () => column(page, 'Audits', 1).then((c) => c.map((t) => Number(/Audit (\d+)/.exec(t)?.[1])));
    // Newest audit date first, said on the Date header.
    await expect.poll(ids).toEqual([a3, a4, a2, a1]);
    const caption = (await table(page, 'Audits, newest first').count()) === 1;
    expect(caption).toBe(true);
    expect(await ariaSort(page, 'Audits, newest first', 'Date')).toBe('descending');

    await header(page, 'Audits, newest first', 'Score').getByRole('button').click();
    await expect.poll(ids).toEqual([a2, a3, a4, a1]);
    expect(await ariaSort(page, 'Audits', 'Score')).toBe('ascending');
    await header(page, 'Audits', 'Score').getByRole('button').click();
    await expect.poll(ids).toEqual([a1, a4, a3, a2]);
    expect(await ariaSort(page, 'Audits', 'Score')).toBe('descending');
    expect(search(page).get('sort')).toBe('-score_pct');

    // In progress, overdue: a2 (2021) only; the 2099 audit is not due yet.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' });
    await page
      .getByLabel('Due', { exact: true })
      .selectOption({ label: 'Overdue (in progress, date passed)' });
    await expect.poll(ids).toEqual([a2]);
    await page.getByLabel('Due', { exact: true }).selectOption({ label: 'Any date' });
    await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'North Farm' });
    await expect.poll(ids).toEqual([a3]);
    expect(Object.fromEntries(search(page))).toEqual({
      status: '1',
      supplier: String(north.companyid),
      sort: '-score_pct',
    });
    await page.reload();
    await expect.poll(ids).toEqual([a3]);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('1');
    await expect
      .poll(() => page.getByLabel('Supplier', { exact: true }).inputValue())
      .toBe(String(north.companyid));

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
    await expect.poll(ids).toEqual([a1, a3]);
    const rows = await exported(page);
    expect(rows[0]!.slice(0, 3)).toEqual(['Audit', 'Supplier', 'Date']);
    expect(rows.slice(1).map((r) => [Number(r[0]), r[1], r[2]])).toEqual([
      [a1, 'North Farm', '2020-02-01'],
      [a3, 'North Farm', '2099-01-01'],
    ]);

    // Nothing matches: said, with a way back.
    await page.goto(`${w.origin}/audits?status=2&due=week`);
    await page.getByRole('status').filter({ hasText: 'No audits match these filters.' }).waitFor();
    await page.close();
  });

  it('specifications: sorted by a header, filtered by supplier, inactive hidden by default; export', async () => {
    const maker = await createSupplierRows(w.t.db, 'Spec Maker Ltd');
    const other = await createSupplierRows(w.t.db, 'Other Maker Ltd');
    const line = async (
      s: { companyid: number; siteid: number },
      productname: string,
      productcode: string,
    ) => {
      const res = await w.t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        payload: { companyid: s.companyid, siteid: s.siteid, productname, productcode },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { newlineid: number; psid: number };
    };
    await line(maker, 'Bramble jelly', 'BJ-1');
    await line(maker, 'Apricot jam', 'AJ-1');
    const gone = await line(maker, 'Crab apple cheese', 'CA-1');
    await line(other, 'Quince paste', 'QP-1');
    const del = await w.t.api({ method: 'DELETE', url: `/api/v1/newlines/${gone.newlineid}` });
    expect(del.statusCode, del.body).toBe(200);

    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/specs');
    const names = () => column(page, 'Specifications', 1);
    // Newest first, the inactive one left out.
    await expect.poll(names).toEqual(['Quince paste', 'Apricot jam', 'Bramble jelly']);
    expect(await ariaSort(page, 'Specifications', 'Product')).toBe('none');
    await header(page, 'Specifications', 'Product').getByRole('button').click();
    await expect.poll(names).toEqual(['Apricot jam', 'Bramble jelly', 'Quince paste']);
    expect(await ariaSort(page, 'Specifications', 'Product')).toBe('ascending');

    await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Spec Maker Ltd' });
    await expect.poll(names).toEqual(['Apricot jam', 'Bramble jelly']);
    await page.getByLabel('Include inactive').check();
    await expect.poll(names).toEqual(['Apricot jam', 'Bramble jelly', 'Crab apple cheese (inactive)']);
    expect(Object.fromEntries(search(page))).toEqual({
      supplier: String(maker.companyid),
      inactive: '1',
      sort: 'productname',
    });
    await page.reload();
    await expect.poll(names).toEqual(['Apricot jam', 'Bramble jelly', 'Crab apple cheese (inactive)']);
    const rows = await exported(page);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[5]])).toEqual([
      ['Apricot jam', 'Spec Maker Ltd', 'Yes'],
      ['Bramble jelly', 'Spec Maker Ltd', 'Yes'],
      ['Crab apple cheese', 'Spec Maker Ltd', 'No'],
    ]);
    await page.close();
  });
});
