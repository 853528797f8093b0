import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { uniqueEmail } from '../../helpers.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { PDF_MIN, supplierRead } from '../../fixtures/certificates.js';

const w = useConsole();

describe('console: suppliers', () => {
  it('creates a supplier through the form, finds it in the list and shows its detail', async () => {
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers');
    await page.getByRole('link', { name: 'New supplier' }).click();
    await page.getByRole('heading', { name: 'New supplier' }).waitFor();

    const portal = uniqueEmail('portal');
    const tech = uniqueEmail('tech');
    await page.getByLabel('Company name').fill('Harbour Smokehouse');
    await page.getByLabel('Address line 1').fill('3 Quay Street');
    await page.getByLabel('City').fill('Grimsby');
    await page.getByLabel('Postcode').fill('DN31 3AB');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await page.getByLabel('Supplier type').selectOption({ index: 1 });
    await page.getByLabel('Risk').selectOption({ index: 2 });
    await page.getByLabel('Technical contact name').fill('Tess Tech');
    await page.getByLabel('Technical contact email').fill(tech);
    await page.getByLabel('Technical contact mobile').fill('07700 900001');
    await page.getByLabel('Commercial contact name').fill('Colin Commercial');
    await page.getByLabel('Commercial contact email').fill(uniqueEmail('com'));
    await page.getByLabel('Commercial contact mobile').fill('07700 900003');
    await page.getByLabel('Portal user first name').fill('Pat');
    await page.getByLabel('Portal user surname').fill('Portal');
    await page.getByLabel('Portal user email').fill(portal);
    await page.getByLabel('Portal user mobile').fill('07700 900002');
    await page.getByRole('button', { name: 'Create supplier' }).click();

    // The detail of the new supplier: its vendor code, its default site and its portal user.
    await page.getByRole('heading', { name: 'Harbour Smokehouse', level: 1 }).waitFor();
    const id = Number(/\/suppliers\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(id).toBeGreaterThan(1);
    const read = await supplierRead(w.t, id);
    expect(read.supplier).toMatchObject({
      companyname: 'Harbour Smokehouse',
      city: 'Grimsby',
      countryid: 826,
      technicalcontactemail: tech,
    });
    await page.getByText(read.supplier.vendorcode as string).waitFor();
    await page.getByRole('cell', { name: portal }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Sites' }).getByRole('row').count()).toBe(2);

    // In the list, and found by a search of part of its name.
    await page.getByRole('link', { name: 'Suppliers', exact: true }).click();
    await page.getByRole('link', { name: 'Harbour Smokehouse' }).waitFor();
    await page.getByLabel('Search suppliers').fill('smokeh');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('smokeh');
    await expect
      .poll(() => page.getByRole('table', { name: 'Suppliers' }).locator('tbody tr').count())
      .toBe(1);
    await page.getByRole('link', { name: 'Harbour Smokehouse' }).waitFor();
    // The menu's link is the whole list again, its search box emptied.
    await page.getByRole('link', { name: 'Suppliers', exact: true }).click();
    await expect.poll(() => page.getByLabel('Search suppliers').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('searches the list by vendor code, paging through it', async () => {
    for (let i = 0; i < 27; i++) await createSupplier(w.t, { companyname: `Paged Farm ${i}` });
    const only = await createSupplier(w.t, { companyname: 'Lonely Orchard' });
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/suppliers?search=paged');
    await page.getByText('Page 1 of 2 · 27 in all').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2 · 27 in all').waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Suppliers' }).locator('tbody tr').count())
      .toBe(2);

    await page.getByLabel('Search suppliers').fill(only.vendorcode.toLowerCase());
    await page.getByText('Page 1 of 1 · 1 in all').waitFor();
    await page.getByRole('link', { name: 'Lonely Orchard' }).waitFor();
    await page.close();
  });

  it('records a certificate and shows its status badge', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Certified Creamery' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/suppliers/${supplierid}`);
    await page.getByText('No certificate recorded.').waitFor();
    await page.getByRole('button', { name: 'Add a certificate' }).click();
    const form = page.getByRole('form', { name: 'New certificate' });
    await form.getByLabel('Standard').selectOption({ label: 'BRCGS Food Safety' });
    await form.getByLabel('Certificate number').fill('BRC-778899');
    await form.getByLabel('Certifying body').fill('SAI Global');
    await form.getByLabel('Grade').fill('AA');
    // Expiring in 30 days: the badge says so.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Issue date').fill(day(-300));
    await form.getByLabel('Expiry date').fill(day(30));
    await form.getByRole('button', { name: 'Save certificate' }).click();

    const row = page.getByRole('row', { name: /BRC-778899/ });
    await row.getByText('Expiring').waitFor();
    const read = await supplierRead(w.t, supplierid);
    expect(read.accreditations).toMatchObject([
      {
        certificatenumber: 'BRC-778899',
        standardid: 1,
        grade: 'AA',
        status: 'expiring',
        expirydate: day(30),
      },
    ]);

    // Its PDF, uploaded from the row: the file's name then downloads it.
    await row.getByLabel('PDF of certificate BRC-778899').setInputFiles({
      name: 'brc-2026.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MIN,
    });
    await row.getByRole('button', { name: 'brc-2026.pdf' }).waitFor();
    expect((await supplierRead(w.t, supplierid)).accreditations[0].document).toMatchObject({
      filename: 'brc-2026.pdf',
      size: PDF_MIN.length,
    });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'brc-2026.pdf' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    // A wrong date order is the server's message.
    await page.getByRole('button', { name: 'Add a certificate' }).click();
    await form.getByLabel('Standard').selectOption({ label: 'SALSA' });
    await form.getByLabel('Certificate number').fill('S-1');
    await form.getByLabel('Certifying body').fill('SALSA');
    await form.getByLabel('Issue date').fill(day(10));
    await form.getByLabel('Expiry date').fill(day(5));
    await form.getByRole('button', { name: 'Save certificate' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('expirydate must be after issuedate');
    await page.close();
  });
});
