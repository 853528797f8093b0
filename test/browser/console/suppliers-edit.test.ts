import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { uniqueEmail } from '../../helpers.js';
import { orgUser, supplierAccount } from '../../fixtures/accounts.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { supplierRead } from '../../fixtures/certificates.js';

const w = useConsole();

/** A Technical manager (level 3): the person who edits and deactivates suppliers. */
const manager = () =>
  orgUser(w.t, 2, { firstname: 'Tom', lastname: 'Manager', jobtitle: 'Technical manager' });

async function open(page: Page, who: { email: string; password: string }, supplierid: number) {
  await w.signIn(page, who.email, who.password, `/suppliers/${supplierid}`);
  await page.getByRole('heading', { name: 'Sites', exact: true }).waitFor();
}

describe('console: a supplier’s page does the supplier work', () => {
  it('edits the supplier: errors in place with a summary, then saves only what changed', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Harbour Fish' });
    const page = await w.page(TABLET);
    await open(page, await manager(), supplierid);
    await page.getByRole('button', { name: 'Edit supplier' }).click();
    const form = page.getByRole('form', { name: 'Edit supplier' });
    await form.getByLabel('Company name').fill('');
    await form.getByLabel('Technical contact email').fill('not-an-email');
    await form.getByRole('button', { name: 'Save changes' }).click();

    // GOV.UK: a summary linking to each field, and each error beside its field, announced with it.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Enter the company name' }).waitFor();
    await summary
      .getByRole('link', {
        name: 'Enter the technical contact email in the correct format, like name@example.com',
      })
      .click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            globalThis as unknown as {
              document: { activeElement: { getAttribute(n: string): string | null } | null };
            }
          ).document.activeElement?.getAttribute('name'),
        ),
      )
      .toBe('techcontactemail');
    const name = form.getByLabel('Company name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Error: Enter the company name');

    await name.fill('Harbour Fish Ltd');
    await form.getByLabel('Technical contact email').fill('tess.new@example.com');
    await form.getByLabel('Risk').selectOption({ index: 3 });
    await form.getByLabel('Address line 2 (optional)').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Supplier saved.' }).waitFor();
    await page.getByRole('heading', { name: 'Harbour Fish Ltd', level: 1 }).waitFor();
    const { supplier } = await supplierRead(w.t, supplierid);
    expect(supplier).toMatchObject({
      companyname: 'Harbour Fish Ltd',
      technicalcontactemail: 'tess.new@example.com',
      riskid: 3,
      address2: null,
      city: 'Leeds',
    });
    // The history holds this one change, with only the fields changed.
    const history = await w.t.api({ method: 'GET', url: `/api/v1/history/supplier/${supplierid}` });
    const text = JSON.stringify(history.json());
    expect(text).toContain('Harbour Fish Ltd');
    expect(text).not.toContain('commercialcontactname":{"old');
    await page.close();
  });

  it('deactivates with a confirmation in place that counts what it cascades to; cancel leaves everything', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Closing Dairy' });
    const extra = await w.t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}/sites`,
      payload: {
        sitename: 'Second farm',
        address1: '2 Lane',
        city: 'York',
        postcode: 'YO1 1AA',
        countryid: 826,
      },
    });
    expect(extra.statusCode).toBe(201);
    const page = await w.page(TABLET);
    await open(page, await manager(), supplierid);

    await page.getByRole('button', { name: 'Deactivate supplier' }).click();
    const panel = page.getByRole('region', { name: 'Deactivate Closing Dairy?' });
    await panel.getByText('2 sites and 1 portal user become inactive.').waitFor();
    await panel.getByText('1 welcome email not yet sent is cancelled.').waitFor();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await panel.waitFor({ state: 'detached' });
    expect((await supplierRead(w.t, supplierid)).supplier.active).toBe(1);

    await page.getByRole('button', { name: 'Deactivate supplier' }).click();
    await panel.getByRole('button', { name: 'Yes, deactivate' }).click();
    await page.getByRole('status').filter({ hasText: 'Closing Dairy is deactivated.' }).waitFor();
    await page.getByText('Deleted', { exact: true }).waitFor();
    const { supplier } = await supplierRead(w.t, supplierid);
    expect(supplier.active).toBe(0);
    expect((supplier.sites as { active: number }[]).map((s) => s.active)).toEqual([0, 0]);
    // Nothing left to edit or deactivate.
    expect(await page.getByRole('button', { name: 'Edit supplier' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add a site' }).count()).toBe(0);
    await page.close();
  });

  it('adds a site and edits one, with errors in place', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Two Sites Bakery' });
    const page = await w.page(TABLET);
    await open(page, await manager(), supplierid);
    await page.getByRole('button', { name: 'Add a site' }).click();
    const form = page.getByRole('form', { name: 'New site' });
    await form.getByLabel('Site name').fill('Hull depot');
    await form.getByRole('button', { name: 'Add site' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Enter the address line 1' }).waitFor();
    await summary.getByRole('link', { name: 'Select the country' }).waitFor();
    await form.getByLabel('Address line 1').fill('4 Dock Road');
    await form.getByLabel('Town or city').fill('Hull');
    await form.getByLabel('Postcode').fill('HU1 1AA');
    await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await form.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('status').filter({ hasText: 'Site Hull depot added.' }).waitFor();
    const sites = page.getByRole('table', { name: 'Sites' });
    await sites.getByRole('cell', { name: /4 Dock Road, Hull, HU1 1AA/ }).waitFor();

    await page.getByRole('button', { name: 'Edit site Hull depot' }).click();
    const edit = page.getByRole('form', { name: 'Edit site Hull depot' });
    await edit.getByLabel('Postcode').fill('HU9 9ZZ');
    await edit.getByRole('button', { name: 'Save site' }).click();
    await page.getByRole('status').filter({ hasText: 'Site Hull depot saved.' }).waitFor();
    const read = (await supplierRead(w.t, supplierid)).supplier.sites as {
      sitename: string;
      postcode: string;
    }[];
    expect(read.map((s) => [s.sitename, s.postcode])).toEqual([
      ['Two Sites Bakery', 'LS1 4AB'],
      ['Hull depot', 'HU9 9ZZ'],
    ]);
    await page.close();
  });

  it('adds a second portal user and resends a welcome email; a taken email is said on its field', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Portal Orchard' });
    const page = await w.page(TABLET);
    await open(page, await manager(), supplierid);
    const first = (await supplierRead(w.t, supplierid)).supplier.portal_users as {
      userid: number;
      emailaddress: string;
    }[];
    await page.getByRole('button', { name: 'Add a portal user' }).click();
    const form = page.getByRole('form', { name: 'New portal user' });
    await form.getByLabel('First name').fill('Ola');
    await form.getByLabel('Last name').fill('Second');
    await form.getByLabel('Email address').fill(first[0]!.emailaddress);
    await form.getByLabel('Mobile number').fill('07700 900010');
    await form.getByRole('button', { name: 'Add portal user' }).click();
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'A user with this email address already exists' })
      .waitFor();
    const email = uniqueEmail('second');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Add portal user' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `on its way to ${email}` })
      .waitFor();
    await page.getByRole('cell', { name: email, exact: true }).waitFor();
    const outbox = async () =>
      (
        await w.t.db.query<{ recipient: string; status: string }>(
          'SELECT recipient, status FROM supplier_outbox WHERE companyid = $1 ORDER BY id',
          [supplierid],
        )
      ).rows;
    expect(await outbox()).toEqual([
      { recipient: first[0]!.emailaddress, status: 'pending' },
      { recipient: email, status: 'pending' },
    ]);

    await page
      .getByRole('row', { name: new RegExp(first[0]!.emailaddress.replace(/\./g, '\\.')) })
      .getByRole('button', { name: 'Resend welcome email' })
      .click();
    await page.getByRole('button', { name: 'Yes, resend' }).click();
    await page.getByRole('status').filter({ hasText: 'A new welcome email' }).waitFor();
    expect(await outbox()).toEqual([
      { recipient: first[0]!.emailaddress, status: 'cancelled' },
      { recipient: email, status: 'pending' },
      { recipient: first[0]!.emailaddress, status: 'pending' },
    ]);
    await page.close();
  });

  it('levels that cannot do it see no buttons: an Editor edits only, the supplier corrects its sites only', async () => {
    const account = await supplierAccount(w.t, { companyname: 'Own Sites Farm' });
    const editor = await orgUser(w.t, 3);
    const page = await w.page(TABLET);
    await open(page, editor, account.supplierid);
    await page.getByRole('button', { name: 'Edit supplier' }).waitFor();
    await page.getByRole('button', { name: 'Add a site' }).waitFor();
    await page.getByRole('button', { name: 'Add a portal user' }).waitFor();
    expect(await page.getByRole('button', { name: 'Deactivate supplier' }).count()).toBe(0);
    // The portal user has set its password: nothing to resend.
    expect(await page.getByRole('button', { name: 'Resend welcome email' }).count()).toBe(0);
    await page.close();

    // The portal user corrects its sites on its own page, "My company".
    const portal = await w.page(TABLET);
    await w.signIn(portal, account.email, account.password, '/portal');
    await portal.getByRole('heading', { name: 'Sites', exact: true }).waitFor();
    await portal.getByRole('button', { name: 'Edit site Own Sites Farm' }).click();
    const edit = portal.getByRole('form', { name: 'Edit site Own Sites Farm' });
    await edit.getByLabel('Address line 2 (optional)').fill('Unit 4');
    await edit.getByRole('button', { name: 'Save site' }).click();
    await portal.getByRole('status').filter({ hasText: 'Site Own Sites Farm saved.' }).waitFor();
    for (const name of ['Edit supplier', 'Deactivate supplier', 'Add a portal user']) {
      expect(await portal.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await portal.getByRole('button', { name: /^Deactivate site/ }).count()).toBe(0);
    await portal.close();

    const basic = await w.page(TABLET);
    await basic.goto(`${w.origin}/suppliers/${account.supplierid}`);
    await basic.getByRole('button', { name: 'Sign in with an API key' }).click();
    await basic.getByLabel('API key').fill(w.t.key[1]);
    await basic.getByRole('button', { name: 'Sign in', exact: true }).click();
    await basic.getByRole('heading', { name: 'Sites', exact: true }).waitFor();
    for (const name of ['Edit supplier', 'Deactivate supplier', 'Add a site', 'Add a portal user']) {
      expect(await basic.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await basic.getByRole('button', { name: /^Edit site/ }).count()).toBe(0);
    await basic.close();
  });
});
