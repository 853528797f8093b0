import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { orgUser } from '../../fixtures/accounts.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { approvalOf, override } from '../../fixtures/approval.js';
import { approvedSpec, createWholesaler, link } from '../../fixtures/catalogues.js';

const w = useConsole();

describe('console: supplier approval', () => {
  it('shows a supplier’s approval with each rule, and a manager overrides it with a reason and clears it', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Approval Bakery', risk: 1 });
    const manager = await orgUser(w.t, 2, {
      firstname: 'Mo',
      lastname: 'Manager',
      jobtitle: 'Technical manager',
    });
    const page = await w.page(TABLET);
    await w.signIn(page, manager.email, manager.password, `/suppliers/${supplierid}`);
    const section = page.getByRole('region', { name: 'Approval' });
    await section.getByRole('heading', { name: 'Approval', exact: true }).waitFor();
    const rules = section.getByRole('table', { name: /Approval rules as of/ });
    await rules
      .getByRole('row', { name: /Accepted questionnaire in force/ })
      .getByText('Failed: Pending')
      .waitFor();
    await rules
      .getByRole('row', { name: /Supplier active/ })
      .getByText('Passed')
      .waitFor();
    expect(await section.getByText('no accepted questionnaire in force (latest: Not started)').count()).toBe(
      1,
    );

    const form = section.getByRole('form', { name: 'Override the approval status' });
    await form.getByLabel('Override status').selectOption('suspended');
    await form.getByRole('button', { name: 'Override' }).click();
    // The reason is required: the browser refuses the empty field, nothing is sent.
    expect((await approvalOf(w.t, supplierid)).override).toBeNull();
    await form.getByLabel('Reason').fill('Foreign body complaint under investigation');
    await form.getByRole('button', { name: 'Override' }).click();
    await section.getByRole('status').filter({ hasText: 'Override saved.' }).waitFor();
    await section.getByText('Foreign body complaint under investigation', { exact: false }).waitFor();
    expect(await approvalOf(w.t, supplierid)).toMatchObject({
      approvalstatus: 'suspended',
      computed: 'pending',
      override_reason: 'Foreign body complaint under investigation',
    });

    await section.getByRole('button', { name: 'Clear the override' }).click();
    await section.getByRole('status').filter({ hasText: 'Override cleared.' }).waitFor();
    expect((await approvalOf(w.t, supplierid)).override).toBeNull();
    await page.close();
  });

  it('offers no override below level 3', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Read Only Dairy' });
    const editor = await orgUser(w.t, 3, {
      firstname: 'Ed',
      lastname: 'Technologist',
      jobtitle: 'Technologist',
    });
    const page = await w.page();
    await w.signIn(page, editor.email, editor.password, `/suppliers/${supplierid}`);
    const section = page.getByRole('region', { name: 'Approval' });
    await section.getByRole('table', { name: /Approval rules as of/ }).waitFor();
    expect(await section.getByRole('form').count()).toBe(0);
    await page.close();
  });

  it('lets an Administrator change the rules: the spec guard and a threshold', async () => {
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Approval rules' })
      .click();
    const form = page.getByRole('form', { name: 'Approval rules' });
    await form.getByLabel(/Spec guard/).selectOption('block');
    await form.getByLabel('An audit counts for (months)').fill('18');
    await form.getByRole('button', { name: 'Save rules' }).click();
    await page.getByRole('status').filter({ hasText: 'Rules saved' }).waitFor();
    const res = await w.t.api({ method: 'GET', url: '/api/v1/approval/rules' });
    expect(res.json().data).toMatchObject({
      specguard: 'block',
      auditmonths: 18,
      gfsistandards: [1, 4, 5, 6, 7],
    });
    const back = await w.t.api({
      method: 'PUT',
      url: '/api/v1/approval/rules',
      payload: { specguard: 'warn', auditmonths: 12 },
    });
    expect(back.statusCode).toBe(200);
    await page.close();
  });
  it('shows a suspended supplier’s catalogue listing on hold on its specification, linked after the suspension', async () => {
    const spec = await approvedSpec(w.t);
    const { wholesalerid } = await createWholesaler(w.t);
    await override(w.t, spec.companyid, { status: 'suspended', reason: 'Undeclared sesame' });
    await link(w.t, wholesalerid, spec.psid);
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${spec.psid}`);
    const listings = page.getByRole('table', { name: 'Catalogue listings' });
    await listings.getByText('On hold: not to be sold').waitFor();
    await override(w.t, spec.companyid, { status: null });
    await page.reload();
    await listings.getByText('not published').waitFor();
    expect(await listings.getByText('On hold: not to be sold').count()).toBe(0);
    await page.close();
  });
});
