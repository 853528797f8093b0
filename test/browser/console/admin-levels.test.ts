import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { orgUser } from '../../fixtures/accounts.js';
import { createSupplier } from '../../fixtures/suppliers.js';

const w = useConsole();

const ADMIN_LINKS = ['Users', 'API keys', 'Webhooks', 'Approval rules'];

async function navLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
}

describe('console: what a level may not do is not offered', () => {
  it('a Basic (level 1) key reads suppliers but is offered no creation and no administration', async () => {
    await createSupplier(w.t, { companyname: 'Readonly Farm' });
    const page = await w.page(TABLET);
    await page.goto(`${w.origin}/suppliers`);
    await page.getByRole('button', { name: 'Sign in with an API key' }).click();
    await page.getByLabel('API key').fill(w.t.key[1]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Readonly Farm' }).waitFor();

    expect(await navLinks(page)).toEqual([
      'Dashboard',
      'Suppliers',
      'Our sites',
      'Audits',
      'Audit programme',
      'Specifications',
      'Actions',
      'Traceability',
      'Incidents',
      'Questionnaires',
    ]);
    expect(await page.getByRole('link', { name: 'New supplier' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Import from CSV' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Readonly Farm' }).click();
    await page.getByRole('heading', { name: 'Certificates' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add a certificate' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New audit' }).count()).toBe(0);

    // Typed addresses say what is missing instead of offering forms the API would refuse.
    await page.goto(`${w.origin}/suppliers/new`);
    await page.getByText('Creating suppliers needs an Editor’s level.').waitFor();
    expect(await page.getByRole('button', { name: 'Create supplier' }).count()).toBe(0);
    // Our sites are read, not added or edited.
    await page.goto(`${w.origin}/sites`);
    await page.getByRole('heading', { level: 1, name: 'Our sites' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Add a site' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit site/ }).count()).toBe(0);
    await page.goto(`${w.origin}/admin/keys`);
    await page.getByText('API keys are managed by an Administrator.').waitFor();
    await page.goto(`${w.origin}/admin/users`);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(await page.getByRole('button', { name: 'New user' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await page.close();
  });

  it('an Editor (Technologist) creates suppliers and users but is offered no deactivation and no admin links', async () => {
    const editor = await orgUser(w.t, 3);
    const page = await w.page();
    await w.signIn(page, editor.email, editor.password, '/suppliers');
    await page.getByRole('link', { name: 'New supplier' }).waitFor();
    await page.getByRole('link', { name: 'Import from CSV' }).waitFor();
    const links = await navLinks(page);
    for (const admin of ADMIN_LINKS) expect(links).not.toContain(admin);

    // The users screen is not in its menu; typed, it offers what level 2 may do only.
    await page.goto(`${w.origin}/admin/users`);
    await page.getByRole('button', { name: 'New user' }).waitFor();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New user' }).click();
    const levels = await page
      .getByRole('form', { name: 'New user' })
      .getByLabel('Access level')
      .locator('option')
      .allTextContents();
    expect(levels).toEqual(['Choose an access level', 'Technologist', 'Buyer', 'Auditor']);
    await page.goto(`${w.origin}/admin/webhooks`);
    await page.getByText('Webhooks are managed by an Administrator.').waitFor();
    expect(await page.getByRole('button', { name: 'New endpoint' }).count()).toBe(0);
    await page.close();
  });

  it('an Administrator is offered every administration screen, but not to deactivate itself or the system user', async () => {
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    const links = await navLinks(page);
    for (const admin of ADMIN_LINKS) expect(links).toContain(admin);
    // Not offered: deactivating oneself, or the System Administrator (the bootstrap key acts as it).
    await page.getByRole('link', { name: 'Users' }).click();
    const system = page.getByRole('row', { name: /System Administrator/ });
    await system.getByRole('button', { name: /^Edit / }).waitFor();
    expect(await system.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    const self = page.getByRole('row', { name: new RegExp(w.admin.email.replace(/[.]/g, '\\.')) });
    await self.getByRole('button', { name: /^Edit / }).waitFor();
    expect(await self.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    await page.close();
  });
});
