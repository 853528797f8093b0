import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, useConsole } from '../console.js';
import { uniqueEmail } from '../../helpers.js';

const w = useConsole();

/** The template's header (GET /suppliers/getSupplierCsvTemplate). */
const HEADER = [
  'companyname',
  'address1',
  'address2',
  'address3',
  'city',
  'postcode',
  'country',
  'techcontactname',
  'techcontactemail',
  'techmobileno',
  'portaluserfirstname',
  'portalusersurname',
  'portaluseremail',
  'portalusermobileno',
  'comcontactname',
  'comcontactemail',
  'commobileno',
  'supplier_type',
  'risk',
  'comments',
];

function row(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    companyname: name,
    address1: '1 Mill Lane',
    city: 'Leeds',
    postcode: 'LS1 4AB',
    country: 'Spain',
    techcontactname: 'Tess Tech',
    techcontactemail: uniqueEmail('tech'),
    techmobileno: '07700 900001',
    portaluserfirstname: 'Pat',
    portalusersurname: 'Portal',
    portaluseremail: uniqueEmail('portal'),
    portalusermobileno: '07700 900002',
    comcontactname: 'Colin Commercial',
    comcontactemail: uniqueEmail('com'),
    commobileno: '07700 900003',
    supplier_type: 'packer',
    risk: 'HIGH',
    ...overrides,
  };
}

const csvOf = (rows: Record<string, string>[]) =>
  [HEADER.join(','), ...rows.map((r) => HEADER.map((h) => r[h] ?? '').join(','))].join('\r\n') + '\r\n';

/** What the page says the cell's problems are: the text of the elements its aria-describedby names. */
async function described(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  return {
    invalid: await input.getAttribute('aria-invalid'),
    says: await input.evaluate((el) => {
      // Root tsc has no DOM types: the element as far as this reads it.
      const e = el as unknown as {
        getAttribute(name: string): string | null;
        ownerDocument: { getElementById(id: string): { textContent: string | null } | null };
      };
      return (e.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => e.ownerDocument.getElementById(id)?.textContent ?? `(no ${id})`);
    }),
  };
}

/** axe-core's serious and critical violations of the page as it is (as screens.test.ts runs it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => String(n.target)).join(' | ')}`);
  });
}

const status = (page: Page) => page.getByRole('main').getByRole('status').textContent();

describe('console: the import tells every problem at once', () => {
  it('marks the required columns, shows every problem of every row, highlights the cells and keeps row numbers on retry', async () => {
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers/import');

    // The template's columns: which are required, and what each accepts.
    const columns = page.getByRole('table', { name: 'Columns of the template' });
    await columns
      .getByRole('row', { name: /companyname/ })
      .getByText('Required')
      .waitFor();
    expect(
      await columns
        .getByRole('row', { name: /address2/ })
        .getByRole('cell')
        .nth(1)
        .textContent(),
    ).toBe('Optional');
    await columns
      .getByRole('row', { name: /^risk/ })
      .getByText(/Low \(1\), Medium \(2\), High \(3\)/)
      .waitFor();
    await columns
      .getByRole('row', { name: /^country/ })
      .getByText(/ISO 3166 code \(GB or GBR\)/)
      .waitFor();

    const csv = csvOf([
      row('Problems Alpha'),
      row('Problems Bravo', { techcontactemail: 'nope', risk: 'Extreme', city: '' }),
      row('Problems Charlie', { country: 'GBR', supplier_type: '1', risk: 'low' }),
      row('Problems Delta', { country: 'Narnia', portaluseremail: 'also-bad' }),
    ]);
    await page.getByLabel('CSV file').setInputFiles({
      name: 'problems.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect.poll(() => status(page)).toBe('4 rows2 created2 failed');

    // Every problem of each failed row, in the results and above the table to correct.
    const results = page.getByRole('table', { name: 'Result of each row' });
    expect(
      await results
        .getByRole('row', { name: /Problems Bravo/ })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual([
      'Missing required field: city',
      'techcontactemail must be a valid email address',
      'Invalid risk: "Extreme" is not a risk level id or name (one of: Low, Medium, High)',
    ]);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Row 2: Missing required field: city',
      'Row 2: techcontactemail must be a valid email address',
      'Row 2: Invalid risk: "Extreme" is not a risk level id or name (one of: Low, Medium, High)',
      'Row 4: portaluseremail must be a valid email address',
      'Row 4: Invalid country: "Narnia" is not a country id, ISO 3166 alpha-2 or alpha-3 code or English name',
    ]);
    await expect.poll(() => summary.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    // The cells in question are marked invalid and described by their problem; the others are not.
    expect(await described(page, 'Row 2: City')).toEqual({
      invalid: 'true',
      says: ['Missing required field: city'],
    });
    expect(await described(page, 'Row 2: Technical contact email')).toEqual({
      invalid: 'true',
      says: ['techcontactemail must be a valid email address'],
    });
    expect(await described(page, 'Row 2: Company name')).toEqual({ invalid: null, says: [] });
    expect((await described(page, 'Row 4: Country')).says).toEqual([
      'Invalid country: "Narnia" is not a country id, ISO 3166 alpha-2 or alpha-3 code or English name',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    // A link of the summary takes the person to the cell.
    await summary.getByRole('link', { name: 'Row 4: portaluseremail must be a valid email address' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement
              .id,
        ),
      )
      .toBe('import-cell-4-portaluseremail');

    // Half corrected: the retry's results and the rows still to correct keep the file's row numbers.
    await page.getByLabel('Row 2: City', { exact: true }).fill('York');
    await page.getByLabel('Row 2: Technical contact email', { exact: true }).fill(uniqueEmail('fixed'));
    await page.getByRole('button', { name: 'Retry the failed rows' }).click();
    await expect.poll(() => status(page)).toBe('2 rows0 created2 failed');
    expect(await results.getByRole('row').locator('td:first-child').allTextContents()).toEqual(['2', '4']);
    expect(await described(page, 'Row 2: Risk')).toMatchObject({ invalid: 'true' });
    expect(await described(page, 'Row 2: City')).toEqual({ invalid: null, says: [] });

    await page.getByLabel('Row 2: Risk', { exact: true }).fill('medium');
    await page.getByLabel('Row 4: Country', { exact: true }).fill('fr');
    await page.getByLabel('Row 4: Portal user email', { exact: true }).fill(uniqueEmail('delta'));
    await page.getByRole('button', { name: 'Retry the failed rows' }).click();
    await expect.poll(() => status(page)).toBe('2 rows2 created0 failed');
    expect(await results.getByRole('row').locator('td:first-child').allTextContents()).toEqual(['2', '4']);
    await page.getByRole('link', { name: 'Problems Delta' }).waitFor();

    // Names and codes became the lookups' ids.
    const res = await w.t.api({ method: 'GET', url: '/api/v1/suppliers?search=Problems%20' });
    const made = (res.json().data as { companyname: string; countryid: number; riskid: number }[])
      .map((s) => [s.companyname, s.countryid, s.riskid])
      .sort();
    expect(made).toEqual([
      ['Problems Alpha', 724, 3],
      ['Problems Bravo', 724, 2],
      ['Problems Charlie', 826, 1],
      ['Problems Delta', 250, 3],
    ]);
    await page.close();
  });
});
