import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { supplierAccount } from '../../fixtures/accounts.js';
import { uniqueLot } from '../../fixtures/epcis.js';
import { uniqueGln, wrongCheckDigit } from '../../fixtures/gs1.js';

const w = useConsole({}, { locale: 'en-GB', timezoneId: 'Europe/London' });

const HEADER = 'gtin,lot,quantity,uom,best_before,ship_date,from_gln,to_gln,despatch_advice';

describe('console: importing shipments from a CSV', () => {
  it('a supplier downloads the template, imports rows, reads each result, corrects the failed ones and retries', async () => {
    const account = await supplierAccount(w.t, { companyname: 'Csv Mill' });
    const gln = uniqueGln();
    const put = await w.t.api({ method: 'PUT', url: `/api/v1/sites/${account.siteid}`, payload: { gln } });
    expect(put.statusCode, put.body).toBe(200);
    const to = uniqueGln();
    const elsewhere = uniqueGln();
    const a = uniqueLot();
    const b = uniqueLot();
    const c = uniqueLot();
    const csv = [
      HEADER,
      `${a.gtin},${a.lot},240,KGM,2027-03-01,2026-11-20,${gln},${to},DA-1`,
      `${b.gtin},${b.lot},12,XCS,,2026-11-21,${elsewhere},${to},`,
      `${wrongCheckDigit(c.gtin)},${c.lot},5,KGM,,2026-11-22,${gln},${to},DA-3`,
    ].join('\r\n');

    const page = await w.page(TABLET);
    await w.signIn(page, account.email, account.password, '/traceability');
    await page.getByRole('link', { name: 'Import shipments (CSV)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import shipments (CSV)' }).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the CSV template' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('shipments_template.csv');
    expect(
      fs
        .readFileSync((await file.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0],
    ).toBe(HEADER);
    // The table of the template's columns says what each holds.
    const columns = page.getByRole('table', { name: 'Columns of the template' });
    expect(await columns.getByRole('rowheader').allTextContents()).toEqual(HEADER.split(','));

    await page.getByLabel('CSV file').setInputFiles({
      name: 'shipments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv}\r\n`),
    });
    await page.getByRole('button', { name: 'Upload and capture' }).click();
    await page.getByRole('status').filter({ hasText: '3 rows1 captured2 failed' }).waitFor();
    const results = page.getByRole('table', { name: 'Result of each row' });
    // The other company's GLN: refused with the API's words; the check digit on its cell.
    await results.getByText('Insufficient permissions for bizLocation').waitFor();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: /^Row 2: Insufficient permissions for bizLocation/ }).waitFor();
    await summary.getByRole('link', { name: /^Row 3: .*gtin/i }).waitFor();
    const gtinCell = page.getByLabel('Row 3: GTIN');
    expect(await gtinCell.getAttribute('aria-invalid')).toBe('true');

    // Row 1's event opens readable, in a new tab (the results stay).
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      results.getByRole('link', { name: 'Open the shipping event of row 1 (opens in new tab)' }).click(),
    ]);
    await tab.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    await tab.getByRole('article').getByText(`Csv Mill, GLN ${gln}`).first().waitFor();
    const text = (await tab.getByRole('article').textContent())!;
    expect(text).toContain(`GTIN ${a.gtin}, lot ${a.lot}: 240 kg`);
    expect(text).toContain('Despatch advice no. DA-1');
    expect(text).toContain('Best before1 Mar 2027');
    await tab.close();

    // Corrected in place and sent again: the rows keep their numbers in the file.
    await page.getByLabel('Row 2: From (GLN)').fill(gln);
    await page.getByLabel('Row 3: GTIN').fill(c.gtin);
    await page.getByRole('button', { name: 'Retry the failed rows' }).click();
    await page.getByRole('status').filter({ hasText: '2 rows2 captured0 failed' }).waitFor();
    await results
      .getByRole('link', { name: 'Open the shipping event of row 3 (opens in new tab)' })
      .waitFor();
    await results
      .getByRole('link', { name: 'Open the shipping event of row 2 (opens in new tab)' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Retry the failed rows' }).count()).toBe(0);
    await page.close();
  });
});
