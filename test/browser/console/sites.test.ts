import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { orgUser, supplierAccount } from '../../fixtures/accounts.js';
import { uniqueGln, uniqueGtin, wrongCheckDigit } from '../../fixtures/gs1.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { supplierRead } from '../../fixtures/certificates.js';

const w = useConsole();

/** The organisation's sites as the API lists them. */
async function ourSites() {
  const res = await w.t.api({ method: 'GET', url: '/api/v1/sites?companyid=1&limit=200' });
  return res.json().data as {
    sitename: string;
    gln: string | null;
    sitetype: string;
    contactemail: string | null;
  }[];
}

describe('console: sites and their GS1 keys', () => {
  it('an Editor adds one of our sites with its GLN; a wrong check digit is refused in the form', async () => {
    // A Technologist: level 2.
    const editor = await orgUser(w.t, 3, { firstname: 'Dee', lastname: 'Depot', jobtitle: 'Logistics' });
    const page = await w.page(TABLET);
    await w.signIn(page, editor.email, editor.password, '/');
    await page.getByRole('link', { name: 'Our sites' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our sites' }).waitFor();
    await page.getByRole('button', { name: 'Add a site' }).click();
    const form = page.getByRole('form', { name: 'New site' });
    const gln = uniqueGln();
    await form.getByLabel('Site name').fill('Rugby DC');
    await form.getByLabel('Type of site').selectOption({ label: 'Distribution centre' });
    await form.getByLabel('GLN (optional)').fill(wrongCheckDigit(gln));
    await form.getByLabel('Address line 1').fill('1 Hub Way');
    await form.getByLabel('Town or city').fill('Rugby');
    await form.getByLabel('Postcode').fill('CV21 1AA');
    await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await form.getByLabel('Contact email (optional)').fill('rugby.dc@example.com');
    await form.getByRole('button', { name: 'Add site' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const problem = 'The GLN’s last digit (its check digit) is wrong: check the number';
    await summary.getByRole('link', { name: problem }).waitFor();
    const field = form.getByLabel('GLN (optional)');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`#${describedBy.at(-1)}`).textContent()).toBe(`Error: ${problem}`);
    // Checked before sending: nothing reached the API.
    expect((await ourSites()).map((s) => s.sitename)).not.toContain('Rugby DC');

    await field.fill(gln);
    await form.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('status').filter({ hasText: 'Site Rugby DC added.' }).waitFor();
    const table = page.getByRole('table', { name: 'Our sites' });
    await table.getByRole('cell', { name: gln }).waitFor();
    await table.getByRole('cell', { name: 'Distribution centre' }).first().waitFor();
    expect((await ourSites()).find((s) => s.sitename === 'Rugby DC')).toMatchObject({
      gln,
      sitetype: 'dc',
      contactemail: 'rugby.dc@example.com',
    });
    // An Editor cannot deactivate (a Manager's level).
    expect(await page.getByRole('button', { name: 'Deactivate site Rugby DC' }).count()).toBe(0);
    await page.close();
  });

  it('a supplier site’s GLN is edited on the supplier page; the API’s duplicate lands on the field', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Glen Mill' });
    const taken = uniqueGln();
    const other = await w.t.api({
      method: 'POST',
      url: '/api/v1/sites',
      payload: {
        sitename: 'Taken',
        address1: '1 Row',
        city: 'York',
        postcode: 'YO1 1AA',
        countryid: 826,
        gln: taken,
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    // A Technical manager: level 3.
    const manager = await orgUser(w.t, 2);
    const page = await w.page(TABLET);
    await w.signIn(page, manager.email, manager.password, `/suppliers/${supplierid}`);
    await page.getByRole('heading', { name: 'Sites', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit site Glen Mill' }).click();
    const edit = page.getByRole('form', { name: 'Edit site Glen Mill' });
    await edit.getByLabel('GLN (optional)').fill(taken);
    await edit.getByRole('button', { name: 'Save site' }).click();
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Invalid GLN: another active site already has this GLN' })
      .waitFor();
    const gln = uniqueGln();
    await edit.getByLabel('GLN (optional)').fill(gln);
    await edit.getByRole('button', { name: 'Save site' }).click();
    await page.getByRole('status').filter({ hasText: 'Site Glen Mill saved.' }).waitFor();
    await page.getByRole('table', { name: 'Sites' }).getByRole('cell', { name: gln }).waitFor();
    const sites = (await supplierRead(w.t, supplierid)).supplier.sites as { gln: string | null }[];
    expect(sites[0]!.gln).toBe(gln);
    await page.close();
  });

  it('a spec’s GTIN: a wrong check digit refused in the form, then saved and shown as 14 digits', async () => {
    const n = await createNewline(w.t, { productname: 'Barcoded oats', productcode: 'BO-1' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Barcoded oats' }).waitFor();
    const gtin = uniqueGtin(13);
    const field = page.getByLabel('GTIN (optional)');
    await field.fill(wrongCheckDigit(gtin));
    await page.getByRole('button', { name: 'Save specification' }).click();
    const problem = 'The GTIN’s last digit (its check digit) is wrong: check the number';
    await page.getByRole('alert').getByRole('link', { name: problem }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const spec = async () =>
      (await w.t.api({ method: 'GET', url: `/api/v1/products/${n.psid}/spec` })).json().data as {
        gtin?: string;
      };
    expect((await spec()).gtin).toBeUndefined();

    await field.fill(gtin);
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved.' }).waitFor();
    expect((await spec()).gtin).toBe(`0${gtin}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Barcoded oats' }).waitFor();
    await expect.poll(() => page.getByLabel('GTIN (optional)').inputValue()).toBe(`0${gtin}`);
    await page.close();
  });

  it('a supplier’s portal user has no "Our sites": not in its menu, "Not available" by address', async () => {
    const account = await supplierAccount(w.t, { companyname: 'Portal Plant' });
    const page = await w.page(TABLET);
    await w.signIn(page, account.email, account.password, '/portal');
    await page.getByRole('heading', { name: 'Sites', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Our sites' }).count()).toBe(0);
    await page.goto(`${w.origin}/sites`);
    await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
    expect(await page.locator('main').getByRole('table').count()).toBe(0);
    expect(await page.locator('main form').count()).toBe(0);
    await page.close();
  });
});
