import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { orgUser, supplierAccount } from '../../fixtures/accounts.js';

const w = useConsole();

async function navLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
}

/** Typed in the address bar: a "Not available" page saying `why`, with no form and no field of the screen. */
async function notAvailable(page: Page, path: string, why: string) {
  await page.goto(`${w.origin}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
  await page.locator('main').getByText(why).waitFor();
  const main = page.locator('main');
  expect(await main.locator('form').count(), path).toBe(0);
  expect(await main.getByRole('textbox').count(), path).toBe(0);
  expect(await main.getByRole('table').count(), path).toBe(0);
  expect(await main.getByRole('button').count(), path).toBe(0);
}

describe('console: screens a level or scope cannot use answer "Not available"', () => {
  it('a supplier’s portal user is offered no organisation screen and gets none by address', async () => {
    const own = await supplierAccount(w.t, { companyname: 'Gate Farm' });
    const page = await w.page(TABLET);
    await w.signIn(page, own.email, own.password, '/');
    await page.getByRole('heading', { level: 1, name: 'Gate Farm' }).waitFor();
    expect(await navLinks(page)).toEqual([
      'My company',
      'Audits',
      'Specifications',
      'Actions',
      'Traceability',
      'Incidents',
    ]);

    const theirs = 'This screen is the organisation’s';
    for (const path of [
      '/admin/users',
      '/admin/keys',
      '/admin/webhooks',
      '/suppliers',
      '/suppliers/new',
      '/suppliers/import',
      `/suppliers/${own.supplierid}`,
      '/audits/new',
    ]) {
      await notAvailable(page, path, theirs);
    }
    // The way back is its own start, the portal.
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gate Farm' }).waitFor();
    await page.close();
  });

  it('a level below a screen’s is told what the screen needs, with no form', async () => {
    const buyer = await orgUser(w.t, 4); // Buyer: level 2
    const page = await w.page();
    await w.signIn(page, buyer.email, buyer.password, '/');
    const links = await navLinks(page);
    for (const admin of ['Users', 'API keys', 'Webhooks', 'Approval rules'])
      expect(links).not.toContain(admin);
    await notAvailable(page, '/admin/keys', 'API keys are managed by an Administrator.');
    await notAvailable(page, '/admin/webhooks', 'Webhooks are managed by an Administrator.');
    await page.close();

    // A Basic (level 1) key: no creation screens.
    const basic = await w.page();
    await basic.goto(`${w.origin}/suppliers/new`);
    await basic.getByRole('button', { name: 'Sign in with an API key' }).click();
    await basic.getByLabel('API key').fill(w.t.key[1]);
    await basic.getByRole('button', { name: 'Sign in', exact: true }).click();
    await basic.getByRole('button', { name: 'Sign out' }).waitFor();
    await notAvailable(basic, '/suppliers/new', 'Creating suppliers needs an Editor’s level.');
    await notAvailable(basic, '/suppliers/import', 'Importing suppliers needs an Editor’s level.');
    await notAvailable(basic, '/audits/new', 'Audits are created by the organisation’s auditors');
    await basic.close();
  });
});
