import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { uniqueEmail } from '../../helpers.js';

const w = useConsole();

/** A CSV cell, quoted when it needs to be. */
const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function row(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    companyname: name,
    address1: '1 Mill Lane',
    city: 'Leeds',
    postcode: 'LS1 4AB',
    country: '826',
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
    supplier_type: '1',
    risk: '1',
    ...overrides,
  };
}

/** Suppliers whose name contains `name`, through the API. */
async function named(name: string) {
  const res = await w.t.api({ method: 'GET', url: `/api/v1/suppliers?search=${encodeURIComponent(name)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { companyname: string }[];
}

describe('console: the supplier CSV import', () => {
  it('downloads the template, imports a CSV with a bad row, shows its error and retries it corrected', async () => {
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers');
    await page.getByRole('link', { name: 'Import from CSV' }).click();

    // The template arrives as a file, with the creation fields as its header.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the CSV template' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('supplier_template.csv');
    const template = fs.readFileSync((await file.path())!, 'utf8');
    const header = template
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header.slice(0, 3)).toEqual(['companyname', 'address1', 'address2']);
    expect(header).toContain('portaluseremail');

    const rows = [
      row('Import Alpha Mills'),
      row('Import Bravo Bakery', { techcontactemail: 'not-an-email' }),
      row('Import Charlie Cheese'),
    ];
    const csv = [header.join(','), ...rows.map((r) => header.map((h) => cell(r[h] ?? '')).join(','))].join(
      '\r\n',
    );
    await page.getByLabel('CSV file').setInputFiles({
      name: 'suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();

    // The progress ends, and each row has its result; the bad one its error.
    await page.getByText('Import finished').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('value')).toBe('100');
    await expect
      .poll(() => page.getByRole('main').getByRole('status').textContent())
      .toBe('3 rows2 created1 failed');
    const results = page.getByRole('table', { name: 'Result of each row' });
    await results
      .getByRole('row', { name: /Import Bravo Bakery/ })
      .getByText('techcontactemail must be a valid email address')
      .waitFor();
    expect(
      await results
        .getByRole('row', { name: /Import Bravo Bakery/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('2');
    expect(
      await results
        .getByRole('row', { name: /Import Alpha Mills/ })
        .getByText('Created')
        .count(),
    ).toBe(1);

    // The retry table holds the failed row as sent: corrected there and sent again.
    const fix = page.getByLabel('Row 2: Technical contact email');
    expect(await fix.inputValue()).toBe('not-an-email');
    expect(await page.getByLabel('Row 2: Company name').inputValue()).toBe('Import Bravo Bakery');
    await fix.fill(uniqueEmail('fixed'));
    await page.getByRole('button', { name: 'Retry the failed rows' }).click();
    await expect
      .poll(() => page.getByRole('main').getByRole('status').textContent())
      .toBe('1 row1 created0 failed');
    await page.getByRole('link', { name: 'Import Bravo Bakery' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry the failed rows' }).count()).toBe(0);

    // Every supplier exists, exactly once.
    for (const name of ['Import Alpha Mills', 'Import Bravo Bakery', 'Import Charlie Cheese']) {
      expect((await named(name)).map((s) => s.companyname)).toEqual([name]);
    }
    await page.close();
  });

  it('shows the server’s refusal of a file that is not a CSV of suppliers', async () => {
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers/import');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'empty.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('companyname,city\r\n'),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The CSV file must have a header row and at least one data row');
    expect(await page.getByRole('table', { name: 'Result of each row' }).count()).toBe(0);
    await page.close();
  });
});
